// A fake automation service for the chat webhooks (CHAT_*_WEBHOOK_URL), on 127.0.0.1 and a free
// port. Its mode decides every answer: ok (a reply / a document id), fail (HTTP 500), slow (answers
// after `slowMs`, beyond the server's timeout), empty (200 with an empty reply), or one of the
// alternative reply fields the contract accepts. It records what it received.
import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

export type AutomationMode = 'ok' | 'fail' | 'slow' | 'empty' | 'response' | 'output-array'

export interface ReceivedRequest {
  path: string
  contentType: string
  /** Parsed JSON body (JSON requests), else null. */
  json: Record<string, unknown> | null
  /** Raw body (multipart uploads). */
  raw: Buffer
}

export interface FakeAutomation {
  url: string
  mode: AutomationMode
  slowMs: number
  received: ReceivedRequest[]
  /** Requests currently being answered (to check nothing waits for a slow answer). */
  inFlight(): number
  close(): Promise<void>
}

function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => resolve(Buffer.concat(chunks)))
    req.on('error', reject)
  })
}

export async function startFakeAutomation(): Promise<FakeAutomation> {
  let active = 0
  const fake: FakeAutomation = {
    url: '',
    mode: 'ok',
    slowMs: 3000,
    received: [],
    inFlight: () => active,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
  const server: Server = createServer(async (req, res) => {
    active++
    try {
      const raw = await readBody(req)
      const contentType = String(req.headers['content-type'] ?? '')
      let json: Record<string, unknown> | null = null
      if (contentType.startsWith('application/json')) {
        try {
          json = JSON.parse(raw.toString('utf8'))
        } catch {
          json = null
        }
      }
      const path = req.url ?? '/'
      fake.received.push({ path, contentType, json, raw })
      const mode = fake.mode
      if (mode === 'slow') await new Promise((r) => setTimeout(r, fake.slowMs))
      if (mode === 'fail') {
        res.writeHead(500, { 'content-type': 'application/json' })
        res.end('{"error":"internal"}')
        return
      }
      const isUpload = path.startsWith('/upload')
      const message = typeof json?.message === 'string' ? json.message : ''
      let body: unknown
      if (mode === 'empty') body = isUpload ? {} : { message: '   ' }
      else if (isUpload) body = { document_id: 'ext-doc-1' }
      else if (mode === 'response') body = { response: `Jawaban otomasi: ${message}` }
      else if (mode === 'output-array') body = [{ output: `Jawaban otomasi: ${message}` }]
      else body = { message: `Jawaban otomasi: ${message}` }
      res.writeHead(200, { 'content-type': 'application/json' })
      res.end(JSON.stringify(body))
    } finally {
      active--
    }
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()))
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return fake
}

/** The webhook environment pointing at a fake automation service. */
export function webhookEnv(fake: FakeAutomation, timeoutSeconds = 1): Record<string, string> {
  return {
    CHAT_STORY_WEBHOOK_URL: `${fake.url}/story`,
    CHAT_ACADEMIC_WEBHOOK_URL: `${fake.url}/academic`,
    CHAT_UPLOAD_WEBHOOK_URL: `${fake.url}/upload`,
    CHAT_WEBHOOK_TIMEOUT: String(timeoutSeconds),
  }
}

/** POSTs JSON to a route (optionally as a signed-in user) and returns status and parsed body. */
export async function postJson(
  baseUrl: string,
  path: string,
  body: unknown,
  o: { token?: string; headers?: Record<string, string> } = {},
): Promise<{ status: number; body: Record<string, unknown> }> {
  const headers: Record<string, string> = { 'content-type': 'application/json', ...o.headers }
  if (o.token) headers.Authorization = o.token
  const res = await fetch(baseUrl + path, { method: 'POST', headers, body: JSON.stringify(body) })
  const text = await res.text()
  let parsed: Record<string, unknown> = {}
  try {
    parsed = text ? JSON.parse(text) : {}
  } catch {
    parsed = { raw: text }
  }
  return { status: res.status, body: parsed }
}

/** POSTs a document upload (multipart file, text, pages) to /api/chat/documents. */
export async function uploadDocument(
  baseUrl: string,
  token: string,
  file: { bytes: Uint8Array; name: string; type: string },
  text: string,
  pages = 0,
): Promise<{ status: number; body: Record<string, unknown> }> {
  const form = new FormData()
  form.append('file', new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name)
  form.append('text', text)
  form.append('pages', String(pages))
  const res = await fetch(`${baseUrl}/api/chat/documents`, {
    method: 'POST',
    headers: { Authorization: token },
    body: form,
  })
  const raw = await res.text()
  let parsed: Record<string, unknown> = {}
  try {
    parsed = raw ? JSON.parse(raw) : {}
  } catch {
    parsed = { raw }
  }
  return { status: res.status, body: parsed }
}
