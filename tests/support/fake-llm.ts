// A small OpenAI-compatible chat-completions server for the LLM tests (node:http on 127.0.0.1, a
// free port). Each test scripts the answers (a queue of steps, then a default), and every request
// is recorded (path, headers, parsed body). No network, no model.
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

export interface LlmStep {
  status?: number
  /** A JSON body (object or array); default: a completion of `content`. */
  body?: unknown
  content?: string
  finishReason?: string
  usage?: { prompt_tokens: number; completion_tokens: number; total_tokens?: number }
  headers?: Record<string, string>
  /** Milliseconds before answering. */
  delay?: number
}

export interface LlmMessage {
  role: string
  content: string
}

export interface LlmRequest {
  path: string
  headers: IncomingHttpHeaders
  raw: string
  body: { model?: string; messages?: LlmMessage[]; max_tokens?: number; temperature?: number }
  at: number
}

export interface FakeLlm {
  url: string
  requests: LlmRequest[]
  /** Answers for the next requests, in order; afterwards `fallback` answers. */
  script(...steps: LlmStep[]): void
  /** The answer when no scripted step is left (default: 200 "Jawaban model."). */
  fallback: LlmStep | ((req: LlmRequest) => LlmStep)
  reset(): void
  close(): Promise<void>
}

export function completion(content: string, finishReason = 'stop', usage?: LlmStep['usage']) {
  return {
    id: 'chatcmpl-test',
    object: 'chat.completion',
    created: 1,
    model: 'test-model',
    choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: finishReason }],
    usage: usage ?? { prompt_tokens: 100, completion_tokens: 20, total_tokens: 120 },
  }
}

export async function startFakeLlm(): Promise<FakeLlm> {
  let queue: LlmStep[] = []
  const fake: FakeLlm = {
    url: '',
    requests: [],
    script: (...steps) => {
      queue = queue.concat(steps)
    },
    fallback: { content: 'Jawaban model.' },
    reset: () => {
      queue = []
      fake.requests.length = 0
      fake.fallback = { content: 'Jawaban model.' }
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8')
      let body: LlmRequest['body'] = {}
      try {
        body = JSON.parse(raw)
      } catch {
        body = {}
      }
      const record: LlmRequest = {
        path: req.url ?? '',
        headers: req.headers,
        raw,
        body,
        at: Date.now(),
      }
      fake.requests.push(record)
      const next = queue.shift()
      const step =
        next ?? (typeof fake.fallback === 'function' ? fake.fallback(record) : fake.fallback)
      const payload =
        step.body !== undefined
          ? step.body
          : completion(step.content ?? '', step.finishReason ?? 'stop', step.usage)
      const send = () => {
        if (res.destroyed) return
        res.writeHead(step.status ?? 200, { 'content-type': 'application/json', ...step.headers })
        res.end(JSON.stringify(payload))
      }
      if (step.delay) setTimeout(send, step.delay)
      else send()
    })
  })
  server.keepAliveTimeout = 1000
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()))
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return fake
}

/** Server env of the LLM pointing at the fake (no webhooks). */
export function llmEnv(fake: FakeLlm, extra: Record<string, string> = {}): Record<string, string> {
  return {
    LLM_BASE_URL: `${fake.url}/v1/`,
    LLM_API_KEY: 'sk-test-RAHASIA-9f8e7d6c5b4a',
    LLM_MODEL: 'test-model',
    LLM_TIMEOUT: '5',
    LLM_MAX_TOKENS: '700',
    ...extra,
  }
}
