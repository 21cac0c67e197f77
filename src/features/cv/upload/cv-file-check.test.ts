import { describe, expect, it } from 'vitest'
import { DOCX_MIME, PDF_MIME } from '@/lib/thesis-documents'
import { CV_FILE_ERRORS, MAX_CV_BYTES, checkCvFile, checkCvUpload } from './cv-file-check'

const PDF_HEAD = new TextEncoder().encode('%PDF-1.7\n')
const ZIP_HEAD = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00])

describe('checkCvFile', () => {
  it('accepts a PDF or a DOCX up to 5 MB', () => {
    expect(checkCvFile({ name: 'cv.pdf', type: PDF_MIME, size: MAX_CV_BYTES }, PDF_HEAD)).toEqual({
      ok: true,
      kind: 'pdf',
    })
    expect(checkCvFile({ name: 'CV Siti.DOCX', type: DOCX_MIME, size: 1000 }, ZIP_HEAD)).toEqual({
      ok: true,
      kind: 'docx',
    })
  })

  it('refuses more than 5 MB with its own message (the theses allow 20 MB)', () => {
    expect(MAX_CV_BYTES).toBe(5 * 1024 * 1024)
    for (const size of [MAX_CV_BYTES + 1, 21 * 1024 * 1024])
      expect(checkCvFile({ name: 'cv.pdf', type: PDF_MIME, size }, PDF_HEAD)).toEqual({
        ok: false,
        message: 'Ukuran file CV maksimal 5 MB.',
      })
  })

  it('refuses other kinds and renamed files with the thesis checks’ Indonesian message', () => {
    expect(CV_FILE_ERRORS.unsupported).toBe(
      'File tidak didukung. Hanya file PDF dan DOCX yang diizinkan.',
    )
    const refused = { ok: false, message: CV_FILE_ERRORS.unsupported }
    expect(checkCvFile({ name: 'cv.jpg', type: 'image/jpeg', size: 10 }, PDF_HEAD)).toEqual(refused)
    expect(checkCvFile({ name: 'cv.pdf', type: PDF_MIME, size: 10 }, ZIP_HEAD)).toEqual(refused)
    expect(checkCvFile({ name: 'cv.doc', type: 'application/msword', size: 10 }, ZIP_HEAD)).toEqual(
      refused,
    )
  })

  it('reads the first bytes of a File', async () => {
    const file = new File([PDF_HEAD, new Uint8Array(100)], 'cv.pdf', { type: PDF_MIME })
    expect(await checkCvUpload(file)).toEqual({ ok: true, kind: 'pdf' })
    const text = new File(['bukan pdf'], 'cv.pdf', { type: PDF_MIME })
    expect(await checkCvUpload(text)).toEqual({ ok: false, message: CV_FILE_ERRORS.unsupported })
  })
})
