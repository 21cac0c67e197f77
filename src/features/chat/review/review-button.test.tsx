// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fireEvent, screen, waitFor } from '@testing-library/react'
import type { ThesisAnalysis } from '@/data/chat/types'
import { setupDomTests } from '@/testing/dom'
import { renderWithTheme } from '@/testing/render'
import { ChatApiError } from '@/data/chat/chat-api-error'
import { resetToasts, toastTexts } from '@/testing/toasts'
import { UploadControl } from '../components/upload-control'
import { REVIEW_TEXTS, ReviewButton } from './review-button'

setupDomTests()

const build = vi.hoisted(() => vi.fn(async () => new Uint8Array([0x25, 0x50, 0x44, 0x46])))
vi.mock('./review-pdf', () => ({
  buildReviewPdf: build,
  reviewFileName: () => 'review-skripsi-2026-11-25.pdf',
}))
const reviewApi = vi.hoisted(() => ({
  getAiReviewStatus: vi.fn(async () => ({ available: true, price: 1 })),
  requestAiReview: vi.fn(async (): Promise<unknown> => ({
    review: 'Ulasan AI singkat.',
    citations: [{ chapter: 'BAB II', page: 4, quote: 'kutipan terverifikasi' }],
    credits: 9,
  })),
}))
vi.mock('@/data/chat/review-api', () => reviewApi)

const analysis: ThesisAnalysis = {
  totalWords: 10,
  chapters: [
    {
      key: 'bab1',
      expected: 'BAB I Pendahuluan',
      found: true,
      heading: 'BAB I',
      words: 10,
      sections: [],
    },
  ],
  references: { found: false, entries: 0 },
  citations: { cited: [], listed: [], citedNotListed: [], listedNotCited: [] },
  extraChapters: [],
}

afterEach(() => {
  vi.restoreAllMocks()
  build.mockClear()
  reviewApi.getAiReviewStatus.mockClear()
  reviewApi.requestAiReview.mockClear()
  resetToasts()
})

/** Captures the downloads (the temporary link's file names). */
function captureDownloads(): string[] {
  Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:review'), revokeObjectURL: vi.fn() })
  const clicked: string[] = []
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    clicked.push(this.download)
  })
  return clicked
}

const aiLabel = REVIEW_TEXTS.aiOption(1)

describe("'Unduh laporan review'", () => {
  it('is offered only for a document with an analysis', () => {
    const { rerender } = renderWithTheme(
      <UploadControl
        document={{ fileName: 'skripsi.pdf', documentId: 'd1' }}
        upload={{ status: 'idle' }}
        disabled={false}
        onFile={() => {}}
      />,
    )
    expect(screen.queryByRole('button', { name: REVIEW_TEXTS.button })).toBeNull()
    rerender(
      <UploadControl
        document={{ fileName: 'skripsi.pdf', documentId: 'd1', analysis }}
        upload={{ status: 'idle' }}
        disabled={false}
        onFile={() => {}}
      />,
    )
    expect(screen.getByRole('button', { name: REVIEW_TEXTS.button })).toBeTruthy()
  })

  it('builds the PDF on click (lazily) and downloads it under the review file name', async () => {
    const createUrl = vi.fn(() => 'blob:review')
    Object.assign(URL, { createObjectURL: createUrl, revokeObjectURL: vi.fn() })
    const clicked: string[] = []
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this.download)
    })
    renderWithTheme(
      <UploadControl
        document={{ fileName: 'skripsi.pdf', documentId: 'd1', analysis }}
        upload={{ status: 'idle' }}
        disabled={false}
        onFile={() => {}}
      />,
    )
    fireEvent.click(screen.getByRole('button', { name: REVIEW_TEXTS.button }))
    await waitFor(() => expect(clicked).toEqual(['review-skripsi-2026-11-25.pdf']))
    expect(build).toHaveBeenCalledWith(
      expect.objectContaining({ documentName: 'skripsi.pdf', analysis }),
    )
    expect(createUrl).toHaveBeenCalledTimes(1)
  })

  it('offers the AI review when the server can write it; the PDF then carries it', async () => {
    const clicked = captureDownloads()
    renderWithTheme(<ReviewButton documentName="skripsi.pdf" analysis={analysis} documentId="d1" />)
    const option = await screen.findByRole('checkbox', { name: aiLabel })
    expect(aiLabel).toBe('Sertakan ulasan AI (1 kredit)')
    fireEvent.click(option)
    fireEvent.click(screen.getByRole('button', { name: REVIEW_TEXTS.button }))
    await waitFor(() => expect(clicked).toEqual(['review-skripsi-2026-11-25.pdf']))
    expect(reviewApi.requestAiReview).toHaveBeenCalledWith('d1')
    expect(build).toHaveBeenCalledWith(
      expect.objectContaining({
        aiReview: {
          text: 'Ulasan AI singkat.',
          citations: [{ chapter: 'BAB II', page: 4, quote: 'kutipan terverifikasi' }],
        },
      }),
    )
  })

  it('without the option ticked, or when unavailable, the PDF is made as before, no credit asked', async () => {
    const clicked = captureDownloads()
    const { unmount } = renderWithTheme(
      <ReviewButton documentName="skripsi.pdf" analysis={analysis} documentId="d1" />,
    )
    await screen.findByRole('checkbox', { name: aiLabel })
    fireEvent.click(screen.getByRole('button', { name: REVIEW_TEXTS.button }))
    await waitFor(() => expect(clicked).toHaveLength(1))
    expect(build.mock.calls[0]).toEqual([
      expect.not.objectContaining({ aiReview: expect.anything() }),
    ])
    unmount()
    reviewApi.getAiReviewStatus.mockResolvedValueOnce({ available: false, price: 1 })
    renderWithTheme(<ReviewButton documentName="skripsi.pdf" analysis={analysis} documentId="d1" />)
    await waitFor(() => expect(reviewApi.getAiReviewStatus).toHaveBeenCalledTimes(2))
    expect(screen.queryByRole('checkbox')).toBeNull()
    expect(reviewApi.requestAiReview).not.toHaveBeenCalled()
  })

  it('asks nothing of the server without a stored document (the trial)', async () => {
    renderWithTheme(<ReviewButton documentName="skripsi.pdf" analysis={analysis} />)
    await Promise.resolve()
    expect(reviewApi.getAiReviewStatus).not.toHaveBeenCalled()
    expect(screen.queryByRole('checkbox')).toBeNull()
  })

  it("a failed AI review shows the server's Indonesian message and downloads nothing", async () => {
    const clicked = captureDownloads()
    reviewApi.requestAiReview.mockRejectedValueOnce(
      new ChatApiError(
        502,
        'REVIEW_FAILED',
        'Ulasan AI gagal dibuat. Kredit Anda dikembalikan.',
        10,
      ),
    )
    renderWithTheme(<ReviewButton documentName="skripsi.pdf" analysis={analysis} documentId="d1" />)
    fireEvent.click(await screen.findByRole('checkbox', { name: aiLabel }))
    fireEvent.click(screen.getByRole('button', { name: REVIEW_TEXTS.button }))
    await waitFor(() =>
      expect(toastTexts()).toEqual([
        'Ulasan AI gagal dibuat: Ulasan AI gagal dibuat. Kredit Anda dikembalikan.',
      ]),
    )
    expect(build).not.toHaveBeenCalled()
    expect(clicked).toEqual([])
    expect(screen.getByRole('button', { name: REVIEW_TEXTS.button })).toHaveProperty(
      'disabled',
      false,
    )
  })
})
