import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { initialSessionState, useSession } from '@/data/auth'
import type { UserRecord } from '@/data/types'
import { ChatApiError } from './chat-api-error'
import { sendAcademicMessage, sendStoryMessage, uploadThesisDocument } from './signed-in-api'

const siti: UserRecord = {
  id: 'u1',
  email: 'siti@demo.id',
  full_name: 'Siti',
  role: 'subscriber',
  credits: 25,
  verified: true,
  created: '',
  updated: '',
}
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

let fetchMock: ReturnType<typeof vi.fn>

beforeEach(() => {
  useSession.setState({ ...initialSessionState, loading: false, user: siti, profile: { ...siti } })
  fetchMock = vi.fn()
  vi.stubGlobal('fetch', fetchMock)
})
afterEach(() => {
  vi.unstubAllGlobals()
  useSession.setState({ ...initialSessionState })
})

const credits = () => useSession.getState().profile?.credits

describe('signed-in chat api', () => {
  it('posts the story message and puts the new balance in the session at once', async () => {
    fetchMock.mockResolvedValueOnce(json(200, { reply: 'Semangat!', credits: 24 }))
    await expect(sendStoryMessage({ message: 'lelah', sessionId: 's1' })).resolves.toEqual({
      reply: 'Semangat!',
      credits: 24,
      source: 'builtin',
      citations: [],
      fallback: false,
    })
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit]
    expect(url).toMatch(/\/api\/chat\/story$/)
    expect(init.method).toBe('POST')
    expect(JSON.parse(String(init.body))).toEqual({ message: 'lelah', sessionId: 's1' })
    expect(credits()).toBe(24)
  })

  it('sends the document id with an academic question', async () => {
    fetchMock.mockResolvedValueOnce(json(200, { reply: 'BAB III ...', credits: 23 }))
    await sendAcademicMessage({ message: 'metode?', documentId: 'doc1' })
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit]
    expect(url).toMatch(/\/api\/chat\/academic$/)
    expect(JSON.parse(String(init.body))).toEqual({ message: 'metode?', documentId: 'doc1' })
    expect(credits()).toBe(23)
  })

  it('reports INSUFFICIENT_CREDITS and keeps the balance the server reported', async () => {
    fetchMock.mockResolvedValueOnce(
      json(402, {
        code: 'INSUFFICIENT_CREDITS',
        message: 'Anda tidak memiliki cukup kredit untuk mengirim pesan.',
        credits: 0,
      }),
    )
    const error = await sendStoryMessage({ message: 'halo', sessionId: 's' }).catch(
      (e: unknown) => e,
    )
    expect(error).toBeInstanceOf(ChatApiError)
    expect((error as ChatApiError).code).toBe('INSUFFICIENT_CREDITS')
    expect(credits()).toBe(0)
  })

  it('a refunded upstream failure restores the balance in the header', async () => {
    useSession.setState({ profile: { ...siti, credits: 24 } })
    fetchMock.mockResolvedValueOnce(
      json(502, {
        code: 'UPSTREAM_FAILED',
        message: 'Maaf, terjadi kesalahan koneksi. Silakan coba lagi.',
        credits: 25,
      }),
    )
    await expect(sendStoryMessage({ message: 'halo', sessionId: 's' })).rejects.toMatchObject({
      code: 'UPSTREAM_FAILED',
    })
    expect(credits()).toBe(25)
  })

  it('uploads the file, the extracted text and the page count as multipart', async () => {
    fetchMock.mockResolvedValueOnce(
      json(200, {
        documentId: 'd1',
        fileName: 'skripsi.pdf',
        words: 120,
        analysis: {},
        summary: 'Ringkasan',
      }),
    )
    const file = new File([new Uint8Array([37, 80, 68, 70])], 'skripsi.pdf', {
      type: 'application/pdf',
    })
    const doc = await uploadThesisDocument({ file, text: 'BAB I', pages: 3 })
    expect(doc.summary).toBe('Ringkasan')
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit]
    expect(url).toMatch(/\/api\/chat\/documents$/)
    const form = init.body as FormData
    expect(form).toBeInstanceOf(FormData)
    expect((form.get('file') as File).name).toBe('skripsi.pdf')
    expect(form.get('text')).toBe('BAB I')
    expect(form.get('pages')).toBe('3')
    expect(credits()).toBe(25)
  })

  it('a network failure becomes NETWORK', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'))
    await expect(sendStoryMessage({ message: 'halo', sessionId: 's' })).rejects.toMatchObject({
      code: 'NETWORK',
    })
    expect(credits()).toBe(25)
  })

  it('applies nothing when signed out', async () => {
    useSession.setState({ ...initialSessionState, loading: false })
    fetchMock.mockResolvedValueOnce(json(200, { reply: 'x', credits: 5 }))
    await sendStoryMessage({ message: 'halo', sessionId: 's' })
    expect(useSession.getState().profile).toBeNull()
  })

  it('sends the last 8 story turns as history and reads the answer fields', async () => {
    fetchMock.mockResolvedValueOnce(
      json(200, {
        reply: 'Aku dengar.',
        credits: 20,
        source: 'llm',
        citations: [{ chapter: 'BAB I', page: 0, quote: 'Latar belakang' }, 'x', null],
        fallback: false,
      }),
    )
    const history = Array.from({ length: 11 }, (_, i) => ({
      role: i % 2 === 0 ? ('user' as const) : ('assistant' as const),
      content: i === 10 ? '   ' : `pesan ${i}`,
    }))
    const res = await sendStoryMessage({ message: 'lagi', sessionId: 's1', history })
    expect(res).toEqual({
      reply: 'Aku dengar.',
      credits: 20,
      source: 'llm',
      citations: [{ chapter: 'BAB I', page: 0, quote: 'Latar belakang' }],
      fallback: false,
    })
    const body = JSON.parse(String((fetchMock.mock.calls[0] as [string, RequestInit])[1].body))
    expect(body.history).toHaveLength(8)
    expect(body.history[0]).toEqual({ role: 'user', content: 'pesan 2' })
    expect(body.history[7]).toEqual({ role: 'assistant', content: 'pesan 9' })
  })

  it('treats an unknown source as builtin and a fallback flag only when true', async () => {
    fetchMock.mockResolvedValueOnce(
      json(200, { reply: 'ok', credits: 5, source: 'magic', fallback: 'yes' }),
    )
    const res = await sendAcademicMessage({ message: 'q', documentId: 'd' })
    expect(res.source).toBe('builtin')
    expect(res.fallback).toBe(false)
    expect(res.citations).toEqual([])
  })
})
