// A tiny OpenAI-compatible chat-completions server for the e2e run of the LLM path
// (e2e/chat-llm.spec.ts). The spec switches its behaviour: POST /__mode {mode: 'quote' | 'fail'}, or
// {mode: 'text', text} to answer every request with that text (e2e/cv.spec.ts: a given CV rewrite).
// 'quote' answers with one Indonesian sentence quoting the first ~10 words of a passage block
// (<<<BLOK n | chapter | hal. p>>>) verbatim, followed by [n] (see quoteReply); 'fail' answers 500 (the server
// retries once, then falls back to the built-in assistant). GET /__requests lists what it received.
// The narrative review's request (its question asks for an "ULASAN NARATIF") gets a short review in
// the same way: strengths with the verbatim quote, what to fix, next steps.
import http from 'node:http'

const BLOCK = /<<<BLOK (\d+) \| ([^|>]*?)(?: \| hal\. (\d+))?>>>\n([\s\S]*?)\n<<<AKHIR BLOK \1>>>/g

/**
 * The reply to one request's messages: a verbatim quote of the first passage block that knows its
 * page (a PDF's passages do; a DOCX's have none), else of the first passage block. Returns {content, quoted: {n, chapter, page} | null}.
 */
function quoteReply(messages) {
  const text = (messages ?? []).map((m) => String(m?.content ?? '')).join('\n\n')
  // The built-in analysis summary is a block too, but not a passage of the thesis.
  const blocks = [...text.matchAll(BLOCK)].filter(
    (m) => m[2].trim() !== 'Ringkasan analisis otomatis',
  )
  const block = blocks.find((m) => m[3]) ?? blocks[0]
  if (!block) return { content: 'Bagian itu tidak ditemukan di dokumen Anda.', quoted: null }
  const words = block[4].split(/\s+/).filter(Boolean).slice(0, 10).join(' ')
  const quote = `“${words}” [${block[1]}]`
  const review = /ULASAN NARATIF/.test(text)
  return {
    content: review
      ? `Kekuatan: skripsi Anda sudah runtut; misalnya ${quote}.\n\n` +
        'Yang terpenting untuk diperbaiki: lengkapi sub-bab yang belum ditemukan dan cocokkan sitasi dengan daftar pustaka.\n\n' +
        'Langkah berikutnya: perbaiki bagian tersebut lalu diskusikan dengan dosen pembimbing.'
      : `Menurut dokumen Anda, ${quote}.`,
    quoted: { n: Number(block[1]), chapter: block[2].trim(), page: Number(block[3] ?? 0) },
  }
}

const readBody = (req) =>
  new Promise((resolve, reject) => {
    const chunks = []
    req.on('data', (c) => chunks.push(c))
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')))
    req.on('error', reject)
  })

function send(res, status, body) {
  res.writeHead(status, { 'Content-Type': 'application/json' })
  res.end(JSON.stringify(body))
}

/** Starts the fake on 127.0.0.1 (a free port); resolves to {url, stop}. */
export async function startFakeLlm() {
  let mode = 'quote'
  let text = ''
  const requests = []
  const server = http.createServer(async (req, res) => {
    try {
      const body = await readBody(req)
      const url = new URL(req.url ?? '/', 'http://127.0.0.1')
      if (req.method === 'POST' && url.pathname === '/__mode') {
        const asked = JSON.parse(body || '{}')
        const next = asked.mode
        if (next === 'text' && typeof asked.text === 'string') text = asked.text
        else if (next !== 'quote' && next !== 'fail') return send(res, 400, { error: 'mode' })
        mode = next
        return send(res, 200, { mode })
      }
      if (req.method === 'GET' && url.pathname === '/__requests')
        return send(res, 200, { count: requests.length, requests })
      if (req.method === 'POST' && url.pathname === '/v1/chat/completions') {
        const json = JSON.parse(body || '{}')
        const { content, quoted } =
          mode === 'quote'
            ? quoteReply(json.messages)
            : { content: mode === 'text' ? text : '', quoted: null }
        requests.push({
          mode,
          authorization: req.headers.authorization ?? '',
          body: json,
          content,
          quoted,
        })
        if (mode === 'fail') return send(res, 500, { error: { message: 'fake failure' } })
        return send(res, 200, {
          id: `chatcmpl-fake-${requests.length}`,
          object: 'chat.completion',
          created: Math.floor(Date.now() / 1000),
          model: json.model ?? 'fake-model',
          choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
          usage: { prompt_tokens: 100, completion_tokens: 20, total_tokens: 120 },
        })
      }
      send(res, 404, { error: 'not found' })
    } catch (err) {
      send(res, 400, { error: String(err) })
    }
  })
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address()
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      }),
  }
}
