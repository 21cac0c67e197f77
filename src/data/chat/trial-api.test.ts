import { describe, expect, it } from 'vitest'
import { ChatApiError } from './chat-api-error'
import { createTrialApi } from './trial-api'

interface Call {
  url: string
  init?: RequestInit
}

function fakeFetch(status: number, body: unknown) {
  const calls: Call[] = []
  const impl = async (url: string, init?: RequestInit) => {
    calls.push({ url, init })
    return new Response(typeof body === 'string' ? body : JSON.stringify(body), { status })
  }
  return { calls, impl }
}

describe('trial api', () => {
  it('posts the story message as JSON and reads reply and remaining', async () => {
    const f = fakeFetch(200, { reply: 'Halo!', remaining: 4 })
    const api = createTrialApi(f.impl, 'http://x')
    await expect(api.sendStory({ message: 'capek', sessionId: 's1' })).resolves.toEqual({
      reply: 'Halo!',
      remaining: 4,
      source: 'builtin',
      citations: [],
      fallback: false,
    })
    expect(f.calls[0]!.url).toBe('http://x/api/chat/trial/story')
    expect(f.calls[0]!.init?.method).toBe('POST')
    expect(JSON.parse(String(f.calls[0]!.init?.body))).toEqual({
      message: 'capek',
      sessionId: 's1',
    })
  })

  it('sends the extracted document with the academic question, and omits it when absent', async () => {
    const f = fakeFetch(200, { reply: 'Struktur...', remaining: 0 })
    const api = createTrialApi(f.impl)
    await api.sendAcademic({ message: 'cek struktur', document: { name: 'a.docx', text: 'BAB I' } })
    await api.sendAcademic({ message: 'cek' })
    expect(JSON.parse(String(f.calls[0]!.init?.body))).toEqual({
      message: 'cek struktur',
      document: { name: 'a.docx', text: 'BAB I' },
    })
    expect(JSON.parse(String(f.calls[1]!.init?.body))).toEqual({ message: 'cek' })
  })

  it('reads the status and clamps odd values', async () => {
    const f = fakeFetch(200, { story: 3, academic: -2 })
    await expect(createTrialApi(f.impl).status()).resolves.toEqual({ story: 3, academic: 0 })
    expect(f.calls[0]!.url).toBe('/api/chat/trial/status')
  })

  it('turns a refusal into a ChatApiError with its code and remaining', async () => {
    const f = fakeFetch(429, {
      code: 'TRIAL_EXHAUSTED',
      message: 'Kredit uji coba habis. Beli akses penuh untuk melanjutkan.',
      remaining: 0,
    })
    const error = await createTrialApi(f.impl)
      .sendStory({ message: 'x', sessionId: 's' })
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ChatApiError)
    expect((error as ChatApiError).code).toBe('TRIAL_EXHAUSTED')
    expect((error as ChatApiError).remaining).toBe(0)
  })

  it('reports a failed connection as NETWORK and a non-JSON success as UNKNOWN', async () => {
    const down = createTrialApi(async () => {
      throw new TypeError('Failed to fetch')
    })
    await expect(down.status()).rejects.toMatchObject({ code: 'NETWORK', status: 0 })
    const html = fakeFetch(200, '<html></html>')
    await expect(createTrialApi(html.impl).status()).rejects.toMatchObject({ code: 'UNKNOWN' })
  })

  it('reads source, citations and fallback of a newer server', async () => {
    const f = fakeFetch(200, {
      reply: 'Lihat BAB II.',
      remaining: 2,
      source: 'llm',
      citations: [{ chapter: 'BAB II', page: 12, quote: 'Teori ...' }, { chapter: 3 }],
      fallback: true,
    })
    const api = createTrialApi(f.impl, 'http://x')
    await expect(api.sendAcademic({ message: 'teori?' })).resolves.toEqual({
      reply: 'Lihat BAB II.',
      remaining: 2,
      source: 'llm',
      citations: [{ chapter: 'BAB II', page: 12, quote: 'Teori ...' }],
      fallback: true,
    })
  })
})
