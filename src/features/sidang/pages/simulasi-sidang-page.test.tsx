// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { setupDomTests } from '@/testing/dom'
import { renderWithTheme } from '@/testing/render'
import { initialSessionState, useSession } from '@/data/auth'
import type { UserRecord } from '@/data/types'
import * as api from '@/data/sidang'
import type { AnswerResult, SidangQuestion, StartedSession } from '@/data/sidang'
import SimulasiSidangPage, { announcement } from './simulasi-sidang-page'

vi.mock('@/data/sidang', async (importOriginal) => {
  const actual = await importOriginal<typeof api>()
  return {
    ...actual,
    listSidangSessions: vi.fn(),
    listThesisDocuments: vi.fn(),
    startSidangSession: vi.fn(),
    answerSidangQuestion: vi.fn(),
    getSidangSession: vi.fn(),
    deleteSidangSession: vi.fn(),
  }
})

setupDomTests({ slowMui: true })

const siti: UserRecord = {
  id: 'u1',
  email: 'siti@demo.id',
  full_name: 'Siti',
  role: 'user',
  credits: 9,
  verified: true,
  created: '',
  updated: '',
}

const q = (index: number): SidangQuestion => ({
  index,
  total: 5,
  kind: 'masalah',
  text: `Pertanyaan penguji nomor ${index + 1}?`,
  chapter: 'BAB I',
  section: '',
  page: 2,
  followUp: false,
})

beforeEach(() => {
  useSession.setState({ ...initialSessionState, loading: false, user: siti, profile: { ...siti } })
  vi.mocked(api.listSidangSessions).mockResolvedValue({ price: 3, items: [] })
  vi.mocked(api.listThesisDocuments).mockResolvedValue([
    { id: 'd1', fileName: 'skripsi.pdf', words: 5200, pages: 40, created: '2026-11-01 08:00:00Z' },
  ])
  Object.defineProperty(window, 'speechSynthesis', { value: undefined, configurable: true })
  // jsdom has no scrolling (opening a past session scrolls to the top).
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {})
})
afterEach(() => {
  useSession.setState({ ...initialSessionState })
  vi.mocked(api.startSidangSession).mockReset()
  vi.mocked(api.answerSidangQuestion).mockReset()
})

describe('SimulasiSidangPage', () => {
  it('start → question → feedback → report', async () => {
    const started: StartedSession = { id: 's1', credits: 6, total: 5, question: q(4) }
    vi.mocked(api.startSidangSession).mockResolvedValue(started)
    const result: AnswerResult = {
      feedback: {
        index: 4,
        score: 40,
        covered: [],
        missed: ['tujuan penelitian'],
        rubric: [{ key: 'isi', label: 'Ketepatan isi', points: 20, max: 50, note: '' }],
        fillers: null,
        wpm: null,
        comment: 'Jawaban Anda masih kurang lengkap.',
        citations: [],
        source: 'builtin',
      },
      next: null,
      report: {
        overall: 55,
        categories: [{ key: 'hasil', label: 'Hasil', score: null }],
        weakest: [{ index: 4, text: q(4).text, score: 40, chapter: 'BAB I', section: '', page: 2 }],
      },
    }
    vi.mocked(api.answerSidangQuestion).mockResolvedValue(result)
    renderWithTheme(<SimulasiSidangPage />)
    expect(screen.getByRole('heading', { level: 1, name: 'Simulasi Sidang' })).toBeTruthy()
    expect((await screen.findByTestId('sidang-price')).textContent).toBe('Biaya: 3 kredit')
    expect(await screen.findByText('Belum ada sesi latihan.')).toBeTruthy()
    const radio = (await screen.findByRole('radio', { name: /skripsi\.pdf/ })) as HTMLInputElement
    expect(radio.checked).toBe(true)
    fireEvent.click(screen.getByRole('radio', { name: '8 pertanyaan' }))
    fireEvent.change(screen.getByLabelText('Fokus pertanyaan'), { target: { value: 'metodologi' } })
    fireEvent.click(screen.getByRole('button', { name: 'Mulai simulasi' }))
    expect(await screen.findByRole('heading', { name: 'Pertanyaan 5 dari 5' })).toBeTruthy()
    expect(api.startSidangSession).toHaveBeenCalledWith({
      documentId: 'd1',
      questions: 8,
      focus: 'metodologi',
    })
    expect(
      screen.getByText('Perangkat ini belum mendukung jawaban suara; silakan ketik jawaban Anda.'),
    ).toBeTruthy()
    fireEvent.change(screen.getByRole('textbox', { name: 'Jawaban Anda' }), {
      target: { value: 'Jawaban saya' },
    })
    fireEvent.click(screen.getByRole('button', { name: 'Kirim jawaban' }))
    const feedback = await screen.findByTestId('sidang-feedback')
    expect(vi.mocked(api.answerSidangQuestion).mock.calls[0][0]).toBe('s1')
    expect(vi.mocked(api.answerSidangQuestion).mock.calls[0][1]).toMatchObject({
      answer: 'Jawaban saya',
      mode: 'text',
    })
    expect(within(feedback).getByText('tujuan penelitian')).toBeTruthy()
    fireEvent.click(within(feedback).getByRole('button', { name: 'Lihat laporan' }))
    const report = await screen.findByTestId('sidang-report')
    expect(within(report).getByTestId('sidang-overall').textContent).toBe('55')
    expect(within(report).getByText('—')).toBeTruthy()
  })

  it("402: 'Kredit Habis' with the server's message, nothing started", async () => {
    vi.mocked(api.startSidangSession).mockRejectedValue(
      new api.SidangApiError(
        402,
        'INSUFFICIENT_CREDITS',
        'Kredit Anda tidak cukup untuk memulai Simulasi Sidang.',
        1,
        3,
      ),
    )
    renderWithTheme(<SimulasiSidangPage />)
    await screen.findByRole('radio', { name: /skripsi\.pdf/ })
    fireEvent.click(screen.getByRole('button', { name: 'Mulai simulasi' }))
    const dialog = await screen.findByRole('dialog', { name: 'Kredit Habis' })
    expect(dialog.textContent).toContain('Kredit Anda tidak cukup untuk memulai Simulasi Sidang.')
    expect(dialog.textContent).toContain('Biaya satu sesi: 3 kredit. Kredit Anda: 1.')
    expect(screen.queryByRole('heading', { name: /^Pertanyaan 1/ })).toBeNull()
  })

  it('other refusals show their Indonesian message', async () => {
    vi.mocked(api.startSidangSession).mockRejectedValue(
      new api.SidangApiError(
        400,
        'DOCUMENT_TOO_SHORT',
        'Dokumen ini terlalu pendek untuk simulasi sidang.',
      ),
    )
    renderWithTheme(<SimulasiSidangPage />)
    await screen.findByRole('radio', { name: /skripsi\.pdf/ })
    fireEvent.click(screen.getByRole('button', { name: 'Mulai simulasi' }))
    expect((await screen.findByTestId('sidang-error')).textContent).toContain(
      'Dokumen ini terlalu pendek untuk simulasi sidang.',
    )
  })

  it('past sessions: an active one resumes at its current question, a finished one opens its report, one is deleted', async () => {
    vi.mocked(api.listSidangSessions).mockResolvedValue({
      price: 3,
      items: [
        {
          id: 'a',
          created: '2026-11-22 09:00:00Z',
          documentName: 'skripsi.pdf',
          status: 'active',
          questions: 5,
          answered: 2,
          overall: null,
        },
        {
          id: 'f',
          created: '2026-11-21 09:00:00Z',
          documentName: 'skripsi.pdf',
          status: 'finished',
          questions: 5,
          answered: 5,
          overall: 66,
        },
      ],
    })
    const whole = {
      created: '',
      documentName: 'skripsi.pdf',
      documentId: 'd1',
      settings: { questions: 5, focus: 'seluruh' as const },
      total: 5,
      questions: [],
      answers: [],
      feedback: [],
    }
    vi.mocked(api.getSidangSession).mockImplementation(async (id) =>
      id === 'a'
        ? { ...whole, id, status: 'active', current: q(2), report: null }
        : {
            ...whole,
            id,
            status: 'finished',
            current: null,
            report: { overall: 66, categories: [], weakest: [] },
          },
    )
    vi.mocked(api.deleteSidangSession).mockResolvedValue()
    renderWithTheme(<SimulasiSidangPage />)
    fireEvent.click(await screen.findByRole('button', { name: /^Lanjutkan sesi/ }))
    expect(await screen.findByRole('heading', { name: 'Pertanyaan 3 dari 5' })).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Daftar sesi' }))
    fireEvent.click(await screen.findByRole('button', { name: /^Lihat laporan sesi/ }))
    expect((await screen.findByTestId('sidang-overall')).textContent).toBe('66')
    fireEvent.click(screen.getAllByRole('button', { name: /^Hapus sesi/ })[0])
    const dialog = await screen.findByRole('dialog', { name: 'Hapus sesi latihan?' })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Hapus' }))
    await waitFor(() => expect(screen.getAllByTestId('sidang-history-item')).toHaveLength(1))
    expect(api.deleteSidangSession).toHaveBeenCalledWith('a')
  })

  it('offline: a clear message instead of failing, nothing requested', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    vi.mocked(api.listSidangSessions).mockClear()
    renderWithTheme(<SimulasiSidangPage />)
    expect(screen.getByTestId('sidang-offline').textContent).toBe(
      'Simulasi Sidang membutuhkan koneksi internet. Sambungkan perangkat Anda ke internet, lalu coba lagi.',
    )
    expect(api.listSidangSessions).not.toHaveBeenCalled()
    expect(
      (screen.getByRole('button', { name: 'Mulai simulasi' }) as HTMLButtonElement).disabled,
    ).toBe(true)
  })
})

describe('announcement (the live region)', () => {
  it('reads the new question, then the score, then the report', () => {
    const session = { id: 's', documentName: 'x.pdf' }
    expect(announcement({ kind: 'home' })).toBe('')
    expect(announcement({ kind: 'question', session, question: { ...q(1), followUp: true } })).toBe(
      'Pertanyaan 2 dari 5 (pertanyaan lanjutan): Pertanyaan penguji nomor 2?',
    )
    expect(
      announcement({
        kind: 'report',
        session,
        report: { overall: 70, categories: [], weakest: [] },
      }),
    ).toBe('Laporan simulasi: skor keseluruhan 70 dari 100.')
  })
})
