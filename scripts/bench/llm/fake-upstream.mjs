// The fake OpenAI-compatible upstream of the LLM benchmark: node:http on 127.0.0.1, answers at once
// with a fixed short completion and `usage`, records every request body and its own handling time.
import http from 'node:http'

const FAKE_ANSWER = 'Jawaban singkat dari model uji [1].'
const FAKE_USAGE = { prompt_tokens: 1200, completion_tokens: 12, total_tokens: 1212 }

/** Starts the fake: {url, requests: [{path, body, handledMs}], close()}. */
export async function startFake() {
  const fake = { url: '', requests: [] }
  const server = http.createServer((req, res) => {
    const t0 = performance.now()
    const chunks = []
    req.on('data', (c) => chunks.push(c))
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8')
      let body = {}
      try {
        body = JSON.parse(raw)
      } catch {
        body = {}
      }
      const payload = JSON.stringify({
        id: 'chatcmpl-bench',
        object: 'chat.completion',
        created: 1,
        model: body.model || 'bench-model',
        choices: [
          { index: 0, message: { role: 'assistant', content: FAKE_ANSWER }, finish_reason: 'stop' },
        ],
        usage: FAKE_USAGE,
      })
      const record = { path: req.url, body, handledMs: 0 }
      fake.requests.push(record)
      res.on('finish', () => {
        record.handledMs = performance.now() - t0
      })
      res.writeHead(200, {
        'content-type': 'application/json',
        'content-length': Buffer.byteLength(payload),
      })
      res.end(payload)
    })
  })
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve))
  fake.url = `http://127.0.0.1:${server.address().port}`
  fake.close = () =>
    new Promise((resolve) => {
      server.closeAllConnections?.()
      server.close(() => resolve())
    })
  return fake
}
