/**
 * The landing page's trial chat (public routes /api/chat/trial/*). Plain `fetch` on purpose: the
 * landing page must not load the PocketBase SDK or the local store. Import this module directly
 * (`@/data/chat/trial-api`), not through `@/data/chat`, which is the signed-in client.
 */
import { parseAnswerMeta } from './answer-meta'
import { ChatApiError, chatErrorFromBody, toChatApiError } from './chat-api-error'
import type { TrialDocument, TrialReply, TrialStatus } from './types'

type FetchLike = (input: string, init?: RequestInit) => Promise<Response>

export interface TrialApi {
  sendStory(input: { message: string; sessionId: string }): Promise<TrialReply>
  sendAcademic(input: { message: string; document?: TrialDocument }): Promise<TrialReply>
  status(): Promise<TrialStatus>
}

async function readJson(res: Response): Promise<unknown> {
  const text = await res.text()
  if (!text) return null
  try {
    return JSON.parse(text) as unknown
  } catch {
    return null
  }
}

function nonNegative(value: unknown): number {
  return typeof value === 'number' && Number.isFinite(value) ? Math.max(0, Math.floor(value)) : 0
}

/** A trial client over `fetchImpl` (the browser's fetch by default) and an origin prefix ('' = same origin). */
export function createTrialApi(
  fetchImpl: FetchLike = (input, init) => fetch(input, init),
  base = '',
): TrialApi {
  async function call(path: string, init: RequestInit): Promise<Record<string, unknown>> {
    let res: Response
    try {
      res = await fetchImpl(base + path, {
        ...init,
        headers: { Accept: 'application/json', ...(init.headers ?? {}) },
      })
    } catch (error) {
      throw toChatApiError(error)
    }
    const body = await readJson(res)
    if (!res.ok) throw chatErrorFromBody(res.status, body)
    if (body === null || typeof body !== 'object') throw new ChatApiError(res.status, 'UNKNOWN', '')
    return body as Record<string, unknown>
  }

  function post(path: string, payload: unknown): Promise<Record<string, unknown>> {
    return call(path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(payload),
    })
  }

  function toReply(body: Record<string, unknown>): TrialReply {
    return {
      reply: typeof body.reply === 'string' ? body.reply : '',
      remaining: nonNegative(body.remaining),
      ...parseAnswerMeta(body),
    }
  }

  return {
    async sendStory({ message, sessionId }) {
      return toReply(await post('/api/chat/trial/story', { message, sessionId }))
    },
    async sendAcademic({ message, document }) {
      return toReply(
        await post('/api/chat/trial/academic', document ? { message, document } : { message }),
      )
    },
    async status() {
      const body = await call('/api/chat/trial/status', { method: 'GET' })
      return { story: nonNegative(body.story), academic: nonNegative(body.academic) }
    },
  }
}

/** The same-origin trial client used by the landing page. */
export const trialApi: TrialApi = createTrialApi()
