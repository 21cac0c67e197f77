// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { act, renderHook } from '@testing-library/react'
import { setupDomTests } from '@/testing/dom'
import * as chat from '@/data/chat'
import { ChatApiError } from '@/data/chat'
import * as extract from '@/lib/thesis-documents/extract-text'
import { DocumentReadError, READ_ERRORS } from '@/lib/thesis-documents'
import { useThesisUpload } from './use-thesis-upload'

vi.mock('@/data/chat', async (importOriginal) => ({
  ...(await importOriginal<typeof chat>()),
  uploadThesisDocument: vi.fn(),
}))
vi.mock('@/lib/thesis-documents/extract-text', async (importOriginal) => ({
  ...(await importOriginal<typeof extract>()),
  extractDocumentText: vi.fn(),
}))

setupDomTests()
// Each test reads its own calls of the mocked modules, whatever ran before it.
beforeEach(() => vi.clearAllMocks())

const pdf = (name = 'skripsi.pdf') =>
  new File([new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0x31])], name, {
    type: 'application/pdf',
  })

describe('useThesisUpload (the Asisten Akademik checks and route)', () => {
  it('reads the text in the browser and uploads it; resolves with the new document', async () => {
    vi.mocked(extract.extractDocumentText).mockResolvedValue({ text: 'BAB I', pages: 3, words: 2 })
    vi.mocked(chat.uploadThesisDocument).mockResolvedValue({
      documentId: 'd9',
      fileName: 'skripsi.pdf',
      words: 2,
      analysis: null,
      summary: '',
    })
    const { result } = renderHook(() => useThesisUpload())
    let uploaded: Awaited<ReturnType<typeof result.current.upload>> = null
    await act(async () => {
      uploaded = await result.current.upload(pdf())
    })
    expect(uploaded).toEqual({ documentId: 'd9', fileName: 'skripsi.pdf' })
    expect(vi.mocked(chat.uploadThesisDocument).mock.calls[0][0]).toMatchObject({
      text: 'BAB I',
      pages: 3,
    })
    expect(result.current.state).toEqual({ status: 'idle' })
  })

  it('a renamed text file is refused by its content before anything is read', async () => {
    vi.mocked(extract.extractDocumentText).mockClear()
    const { result } = renderHook(() => useThesisUpload())
    const fake = new File(['bukan pdf'], 'skripsi.pdf', { type: 'application/pdf' })
    await act(async () => {
      expect(await result.current.upload(fake)).toBeNull()
    })
    expect(result.current.state).toEqual({
      status: 'failure',
      message: 'File tidak didukung. Hanya file PDF dan DOCX yang diizinkan.',
    })
    expect(extract.extractDocumentText).not.toHaveBeenCalled()
  })

  it('a locked PDF and a server refusal show their Indonesian messages', async () => {
    vi.mocked(extract.extractDocumentText).mockRejectedValueOnce(
      new DocumentReadError(READ_ERRORS.encrypted),
    )
    const { result } = renderHook(() => useThesisUpload())
    await act(async () => {
      await result.current.upload(pdf())
    })
    expect(result.current.state).toEqual({ status: 'failure', message: READ_ERRORS.encrypted })

    vi.mocked(extract.extractDocumentText).mockResolvedValue({ text: 'x', pages: 1, words: 1 })
    vi.mocked(chat.uploadThesisDocument).mockRejectedValueOnce(
      new ChatApiError(400, 'FILE_TOO_LARGE', 'Ukuran file maksimal 20 MB.'),
    )
    await act(async () => {
      await result.current.upload(pdf())
    })
    expect(result.current.state).toEqual({
      status: 'failure',
      message: 'Ukuran file maksimal 20 MB.',
    })
  })
})
