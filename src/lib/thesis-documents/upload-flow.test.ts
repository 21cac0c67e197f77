import { beforeEach, describe, expect, it, vi } from 'vitest'
import type * as ExtractModule from './extract-text'
import { DocumentReadError, READ_ERRORS } from './read-errors'
import { MAX_DOCUMENT_BYTES } from './file-check'
import { runThesisUpload, THESIS_UPLOAD_TEXTS, type ThesisUploadState } from './upload-flow'

const extract = vi.hoisted(() => vi.fn())
vi.mock('./extract-text', async (importOriginal) => ({
  ...(await importOriginal<typeof ExtractModule>()),
  extractDocumentText: extract,
}))

const PDF_HEAD = [0x25, 0x50, 0x44, 0x46, 0x2d, 0x31]
const DOCX_HEAD = [0x50, 0x4b, 0x03, 0x04, 0, 0]
const pdf = () => new File([new Uint8Array(PDF_HEAD)], 'skripsi.pdf', { type: 'application/pdf' })
const docx = () => new File([new Uint8Array(DOCX_HEAD)], 'skripsi.docx')

/** A React-like state holder that records every state the flow set. */
function recorder() {
  let state: ThesisUploadState = { status: 'idle' }
  const states: ThesisUploadState[] = []
  const setState = (next: ThesisUploadState | ((s: ThesisUploadState) => ThesisUploadState)) => {
    state = typeof next === 'function' ? next(state) : next
    states.push(state)
  }
  return { states, setState }
}

beforeEach(() => {
  extract.mockReset()
})

describe('runThesisUpload (the Asisten Akademik and the Simulasi Sidang)', () => {
  it('reads a DOCX, then stores it: reading (no progress), uploading, then the stored value', async () => {
    extract.mockResolvedValue({ text: 'BAB I', pages: 0, words: 2 })
    const store = vi.fn(async (_file: File, x: { text: string }) => `id-of-${x.text}`)
    const r = recorder()
    const file = docx()
    const outcome = await runThesisUpload(file, { maxChars: 100, store, setState: r.setState })
    expect(outcome).toEqual({ ok: true, value: 'id-of-BAB I' })
    expect(extract).toHaveBeenCalledWith(file, 'docx', 100, expect.any(Function))
    expect(store).toHaveBeenCalledWith(file, { text: 'BAB I', pages: 0, words: 2 })
    expect(r.states).toEqual([
      { status: 'processing', message: THESIS_UPLOAD_TEXTS.reading, progress: null },
      { status: 'processing', message: THESIS_UPLOAD_TEXTS.uploading, progress: null },
    ])
  })

  it("a PDF's reading progress goes from 0 to whole percents", async () => {
    extract.mockImplementation(
      async (_f: Blob, _k: string, _m: number, onProgress: (f: number) => void) => {
        onProgress(0.504)
        onProgress(1)
        return { text: 'isi', pages: 2, words: 1 }
      },
    )
    const r = recorder()
    await runThesisUpload(pdf(), { maxChars: 100, store: async () => 1, setState: r.setState })
    expect(r.states.map((s) => (s.status === 'processing' ? [s.message, s.progress] : s))).toEqual([
      [THESIS_UPLOAD_TEXTS.reading, 0],
      [THESIS_UPLOAD_TEXTS.reading, 50],
      [THESIS_UPLOAD_TEXTS.reading, 100],
      [THESIS_UPLOAD_TEXTS.uploading, null],
    ])
  })

  it('a renamed text file and a file over 20 MB are refused before anything is read', async () => {
    const r = recorder()
    const store = vi.fn()
    const fake = new File(['bukan pdf'], 'skripsi.pdf', { type: 'application/pdf' })
    expect(await runThesisUpload(fake, { maxChars: 100, store, setState: r.setState })).toEqual({
      ok: false,
      reason: 'unsupported',
      message: 'File tidak didukung. Hanya file PDF dan DOCX yang diizinkan.',
    })
    const big = pdf()
    Object.defineProperty(big, 'size', { value: MAX_DOCUMENT_BYTES + 1 })
    expect(await runThesisUpload(big, { maxChars: 100, store, setState: r.setState })).toEqual({
      ok: false,
      reason: 'too-large',
      message: 'Ukuran file maksimal 20 MB.',
    })
    expect(extract).not.toHaveBeenCalled()
    expect(store).not.toHaveBeenCalled()
    expect(r.states).toEqual([])
  })

  it('a locked PDF is unreadable with its message, and nothing is stored', async () => {
    extract.mockRejectedValue(new DocumentReadError(READ_ERRORS.encrypted))
    const store = vi.fn()
    const outcome = await runThesisUpload(pdf(), { maxChars: 100, store, setState: () => {} })
    expect(outcome).toEqual({ ok: false, reason: 'unreadable', message: READ_ERRORS.encrypted })
    expect(store).not.toHaveBeenCalled()
  })

  it('what the store step throws comes back as refused, for the caller to word', async () => {
    extract.mockResolvedValue({ text: 'isi', pages: 1, words: 1 })
    const error = new Error('502')
    const outcome = await runThesisUpload(pdf(), {
      maxChars: 100,
      store: async () => Promise.reject(error),
      setState: () => {},
    })
    expect(outcome).toEqual({ ok: false, reason: 'refused', error })
  })
})
