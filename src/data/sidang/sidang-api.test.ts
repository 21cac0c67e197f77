import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { initialSessionState, useSession } from '@/data/auth'
import type { UserRecord } from '@/data/types'
import { SidangApiError } from './errors'
import {
  answerSidangQuestion,
  deleteSidangSession,
  getSidangSession,
  listSidangSessions,
  listThesisDocuments,
  startSidangSession,
} from './sidang-api'

const siti: UserRecord = {
  id: 'u1',
  email: 'siti@demo.id',
  full_name: 'Siti',
  role: 'subscriber',
  credits: 10,
  verified: true,
  created: '',
  updated: '',
}
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

const QUESTION = {
  index: 0,
  total: 5,
  kind: 'masalah',
  text: 'Apa rumusan masalah penelitian Anda?',
  chapter: 'BAB I',
  section: '1.2 Rumusan Masalah',
  page: 3,
  followUp: false,
}

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
const lastCall = () => fetchMock.mock.calls.at(-1) as [string, RequestInit]

describe('Simulasi Sidang client', () => {
  it('lists the price and the past sessions', async () => {
    fetchMock.mockResolvedValueOnce(
      json(200, {
        price: 3,
        items: [
          {
            id: 's2',
            created: '2026-11-20 10:00:00.000Z',
            documentName: 'skripsi.pdf',
            status: 'finished',
            questions: 5,
            answered: 5,
            overall: 68,
          },
          {
            id: 's1',
            created: '',
            documentName: 'a.docx',
            status: 'active',
            questions: 8,
            answered: 2,
            overall: null,
          },
          { bogus: true },
        ],
      }),
    )
    const list = await listSidangSessions()
    expect(lastCall()[0]).toMatch(/\/api\/sidang\/sessions$/)
    expect(list.price).toBe(3)
    expect(list.items.map((s) => [s.id, s.status, s.overall])).toEqual([
      ['s2', 'finished', 68],
      ['s1', 'active', null],
    ])
  })

  it('starts a session and puts the new balance in the session store', async () => {
    fetchMock.mockResolvedValueOnce(
      json(200, { id: 'abc', credits: 7, total: 5, question: QUESTION }),
    )
    const started = await startSidangSession({
      documentId: 'd1',
      questions: 5,
      focus: 'metodologi',
    })
    const [url, init] = lastCall()
    expect(url).toMatch(/\/api\/sidang\/sessions$/)
    expect(init.method).toBe('POST')
    expect(JSON.parse(String(init.body))).toEqual({
      documentId: 'd1',
      questions: 5,
      focus: 'metodologi',
    })
    expect(started).toEqual({ id: 'abc', credits: 7, total: 5, question: QUESTION })
    expect(credits()).toBe(7)
  })

  it('a retry posts {retryOf}', async () => {
    fetchMock.mockResolvedValueOnce(
      json(200, { id: 'n', credits: 4, total: 3, question: QUESTION }),
    )
    await startSidangSession({ retryOf: 'old' })
    expect(JSON.parse(String(lastCall()[1].body))).toEqual({ retryOf: 'old' })
  })

  it('402: INSUFFICIENT_CREDITS with the balance and price; the balance reaches the header', async () => {
    fetchMock.mockResolvedValueOnce(
      json(402, {
        code: 'INSUFFICIENT_CREDITS',
        message: 'Kredit Anda tidak cukup untuk memulai Simulasi Sidang.',
        credits: 1,
        price: 3,
      }),
    )
    const error = await startSidangSession({
      documentId: 'd',
      questions: 5,
      focus: 'seluruh',
    }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(SidangApiError)
    const e = error as SidangApiError
    expect([e.status, e.code, e.message, e.credits, e.price]).toEqual([
      402,
      'INSUFFICIENT_CREDITS',
      'Kredit Anda tidak cukup untuk memulai Simulasi Sidang.',
      1,
      3,
    ])
    expect(credits()).toBe(1)
  })

  it('route errors keep their code and Indonesian message', async () => {
    fetchMock.mockResolvedValueOnce(
      json(400, {
        code: 'DOCUMENT_TOO_SHORT',
        message: 'Dokumen ini terlalu pendek untuk simulasi sidang.',
      }),
    )
    const e = (await startSidangSession({ documentId: 'd', questions: 5, focus: 'seluruh' }).catch(
      (x: unknown) => x,
    )) as SidangApiError
    expect(e.code).toBe('DOCUMENT_TOO_SHORT')
    expect(e.message).toBe('Dokumen ini terlalu pendek untuk simulasi sidang.')
    expect(credits()).toBe(10)
  })

  it('no network: NETWORK with the connection message', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'))
    const e = (await listSidangSessions().catch((x: unknown) => x)) as SidangApiError
    expect(e.code).toBe('NETWORK')
    expect(e.message).toMatch(/koneksi internet/)
  })

  it('sends an answer with its mode and duration; reads feedback, next and report', async () => {
    fetchMock.mockResolvedValueOnce(
      json(200, {
        feedback: {
          index: 0,
          score: 64,
          covered: ['purposive sampling'],
          missed: ['120 responden'],
          rubric: [{ key: 'isi', label: 'Isi jawaban', points: 40, max: 60, note: 'Cukup' }],
          fillers: { total: 2, items: [{ word: 'eh', count: 2 }] },
          wpm: 118,
          comment: 'Jawaban Anda sudah cukup baik.',
          citations: [{ chapter: 'BAB III', page: 12, quote: 'Sampel berjumlah 120 responden' }],
          source: 'builtin',
          weak: false,
        },
        next: { ...QUESTION, index: 1, followUp: true },
        report: null,
      }),
    )
    const result = await answerSidangQuestion('abc', {
      answer: 'Jawaban',
      mode: 'voice',
      durationMs: 4567.8,
    })
    const [url, init] = lastCall()
    expect(url).toMatch(/\/api\/sidang\/sessions\/abc\/answers$/)
    expect(JSON.parse(String(init.body))).toEqual({
      answer: 'Jawaban',
      mode: 'voice',
      durationMs: 4568,
    })
    expect(result.feedback.score).toBe(64)
    expect(result.feedback.fillers?.items).toEqual([{ word: 'eh', count: 2 }])
    expect(result.next?.followUp).toBe(true)
    expect(result.report).toBeNull()
  })

  it('reads a whole session', async () => {
    fetchMock.mockResolvedValueOnce(
      json(200, {
        id: 'abc',
        created: '2026-11-20 10:00:00.000Z',
        documentName: 'skripsi.pdf',
        documentId: null,
        status: 'active',
        settings: { questions: 5, focus: 'hasil' },
        total: 5,
        questions: [QUESTION],
        answers: [],
        feedback: [],
        current: QUESTION,
        report: null,
      }),
    )
    const s = await getSidangSession('abc')
    expect(lastCall()[0]).toMatch(/\/api\/sidang\/sessions\/abc$/)
    expect(s.current?.text).toBe(QUESTION.text)
    expect(s.settings.focus).toBe('hasil')
    expect(s.documentId).toBeNull()
  })

  it('deletes a session through the records API', async () => {
    fetchMock.mockResolvedValueOnce(new Response(null, { status: 204 }))
    await deleteSidangSession('abc')
    const [url, init] = lastCall()
    expect(url).toMatch(/\/api\/collections\/sidang_sessions\/records\/abc$/)
    expect(init.method).toBe('DELETE')
  })

  it("lists the student's theses, own rows only, newest first, a few fields", async () => {
    fetchMock.mockResolvedValueOnce(
      json(200, {
        page: 1,
        perPage: 500,
        totalItems: 1,
        totalPages: 1,
        items: [
          { id: 'd1', file_name: 'skripsi.pdf', words: 5200, pages: 40, created: '2026-11-01' },
        ],
      }),
    )
    const rows = await listThesisDocuments('u1')
    const url = new URL(lastCall()[0], 'http://x')
    expect(url.pathname).toBe('/api/collections/thesis_documents/records')
    expect(url.searchParams.get('filter')).toBe("user_id = 'u1'")
    expect(url.searchParams.get('sort')).toBe('-created')
    expect(url.searchParams.get('fields')).toBe('id,file_name,words,pages,created')
    expect(rows).toEqual([
      { id: 'd1', fileName: 'skripsi.pdf', words: 5200, pages: 40, created: '2026-11-01' },
    ])
  })
})
