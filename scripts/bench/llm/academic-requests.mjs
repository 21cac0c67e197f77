// The LLM benchmark's requests to POST /api/chat/academic over one keep-alive connection, and what
// the server sent the fake upstream.
import { httpRequest, keepAliveAgent } from '../lib/http-client.mjs'
import { QUESTIONS } from './questions.mjs'

/** Warm-up messages before the timed ones. */
export const WARMUP = 5

/** One JSON POST over a keep-alive agent: {status, body (parsed), ms}. */
export async function postJson(agent, url, token, body) {
  const t0 = performance.now()
  const res = await httpRequest(url, {
    agent,
    method: 'POST',
    headers: { 'content-type': 'application/json', Authorization: token },
    body: JSON.stringify(body),
  })
  const ms = performance.now() - t0
  const text = res.body.toString('utf8')
  let parsed = {}
  try {
    parsed = JSON.parse(text)
  } catch {
    parsed = { raw: text }
  }
  return { status: res.status, body: parsed, ms }
}

/** An agent with one keep-alive connection (messages one after the other). */
export const oneConnection = () => keepAliveAgent(1)

/** The numbered blocks of the user message sent to the LLM: [{n, chapter, body}]. */
export function blocksOf(request) {
  const content = request.body.messages?.find((m) => m.role === 'user')?.content ?? ''
  const blocks = []
  const re = /<<<BLOK (\d+) \| ([^|>]*)(?: \| [^>]*)?>>>\n([\s\S]*?)\n<<<AKHIR BLOK \1>>>/g
  for (let m = re.exec(content); m; m = re.exec(content)) {
    blocks.push({ n: Number(m[1]), chapter: m[2].trim(), body: m[3] })
  }
  return blocks
}

/** Sequential academic messages: [{ms, netMs, source}] (netMs: minus the fake's handling time). */
export async function timeMessages(server, fake, user, count) {
  const agent = oneConnection()
  const url = `${server.url}/api/chat/academic`
  const out = []
  try {
    for (let i = 0; i < WARMUP + count; i++) {
      const [message] = QUESTIONS[i % QUESTIONS.length]
      const before = fake ? fake.requests.length : 0
      const res = await postJson(agent, url, user.token, { message, documentId: user.documentId })
      if (res.status !== 200) throw new Error(`academic: ${res.status} ${JSON.stringify(res.body)}`)
      let upstream = 0
      if (fake) {
        const recs = fake.requests.slice(before)
        upstream = recs.reduce((s, r) => s + r.handledMs, 0)
      }
      if (i >= WARMUP) {
        out.push({ ms: res.ms, netMs: res.ms - upstream, source: String(res.body.source) })
      }
    }
  } finally {
    agent.destroy()
  }
  return out
}
