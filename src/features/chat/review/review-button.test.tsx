// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fireEvent, screen, waitFor } from '@testing-library/react'
import type { ThesisAnalysis } from '@/data/chat/types'
import { setupDomTests } from '@/testing/dom'
import { renderWithTheme } from '@/testing/render'
import { UploadControl } from '../components/upload-control'
import { REVIEW_TEXTS } from './review-button'

setupDomTests()

const build = vi.hoisted(() => vi.fn(async () => new Uint8Array([0x25, 0x50, 0x44, 0x46])))
vi.mock('./review-pdf', () => ({
  buildReviewPdf: build,
  reviewFileName: () => 'review-skripsi-2026-11-25.pdf',
}))

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

afterEach(() => vi.restoreAllMocks())

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
})
