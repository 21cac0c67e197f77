import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { initialSessionState, useSession } from '@/data/auth'
import type { UserRecord } from '@/data/types'
import { getAiReviewStatus, requestAiReview } from './review-api'

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

describe('AI review api', () => {
  it('reads the availability, and any failure means not available', async () => {
    fetchMock.mockResolvedValueOnce(json(200, { available: true, price: 1 }))
    await expect(getAiReviewStatus()).resolves.toEqual({ available: true, price: 1 })
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit]
    expect(url).toMatch(/\/api\/chat\/academic\/review$/)
    expect(init.method).toBe('GET')
    fetchMock.mockResolvedValueOnce(json(401, { code: 'UNAUTHORIZED', message: 'x' }))
    await expect(getAiReviewStatus()).resolves.toEqual({ available: false, price: 1 })
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'))
    await expect(getAiReviewStatus()).resolves.toMatchObject({ available: false })
  })

  it('posts the document id, returns the review with clean citations and sets the balance', async () => {
    fetchMock.mockResolvedValueOnce(
      json(200, {
        review: 'Ulasan.',
        citations: [{ chapter: 'BAB II', page: 3, quote: 'kutipan' }, { bad: 1 }],
        credits: 24,
        source: 'llm',
      }),
    )
    await expect(requestAiReview('doc1')).resolves.toEqual({
      review: 'Ulasan.',
      citations: [{ chapter: 'BAB II', page: 3, quote: 'kutipan' }],
      credits: 24,
    })
    const [, init] = fetchMock.mock.calls[0] as [string, RequestInit]
    expect(init.method).toBe('POST')
    expect(JSON.parse(String(init.body))).toEqual({ documentId: 'doc1' })
    expect(credits()).toBe(24)
  })

  it('a failed review carries the server message and the refunded balance', async () => {
    useSession.setState({ profile: { ...siti, credits: 24 } })
    fetchMock.mockResolvedValueOnce(
      json(502, { code: 'REVIEW_FAILED', message: 'Ulasan AI gagal dibuat.', credits: 25 }),
    )
    await expect(requestAiReview('doc1')).rejects.toMatchObject({
      code: 'REVIEW_FAILED',
      message: 'Ulasan AI gagal dibuat.',
    })
    expect(credits()).toBe(25)
  })
})
