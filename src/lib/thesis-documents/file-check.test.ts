import { describe, expect, it } from 'vitest'
import {
  DOCX_MIME,
  MAX_DOCUMENT_BYTES,
  PDF_MIME,
  checkDocument,
  declaredKinds,
  readHead,
  sniffKind,
} from './file-check'

const bytes = (text: string) => new TextEncoder().encode(text)
const PDF_HEAD = bytes('%PDF-1.7\n%âãÏÓ\n')
const ZIP_HEAD = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00])

describe('declaredKinds', () => {
  it('reads the extension or the MIME type', () => {
    expect(declaredKinds('Skripsi.PDF', '')).toEqual(['pdf'])
    expect(declaredKinds('bab1.docx', '')).toEqual(['docx'])
    expect(declaredKinds('tanpa-ekstensi', PDF_MIME)).toEqual(['pdf'])
    expect(declaredKinds('x', DOCX_MIME)).toEqual(['docx'])
    expect(declaredKinds('catatan.txt', 'text/plain')).toEqual([])
    expect(declaredKinds('lama.doc', 'application/msword')).toEqual([])
  })
})

describe('sniffKind', () => {
  it('recognises PDF and ZIP headers, nothing else', () => {
    expect(sniffKind(PDF_HEAD)).toBe('pdf')
    expect(sniffKind(new Uint8Array([0x0a, 0x0d, ...PDF_HEAD]))).toBe('pdf')
    expect(sniffKind(ZIP_HEAD)).toBe('docx')
    expect(sniffKind(bytes('Halo ini teks biasa'))).toBeNull()
    expect(sniffKind(new Uint8Array())).toBeNull()
  })
})

describe('checkDocument', () => {
  it('accepts a real PDF and a real DOCX', () => {
    expect(checkDocument({ name: 'a.pdf', type: PDF_MIME, size: 10 }, PDF_HEAD)).toEqual({
      ok: true,
      kind: 'pdf',
    })
    expect(checkDocument({ name: 'a.docx', type: '', size: 10 }, ZIP_HEAD)).toEqual({
      ok: true,
      kind: 'docx',
    })
  })

  it('refuses a file that lies about its type', () => {
    expect(
      checkDocument({ name: 'notes.pdf', type: PDF_MIME, size: 10 }, bytes('just text')),
    ).toEqual({ ok: false, reason: 'unsupported' })
    expect(checkDocument({ name: 'a.docx', type: DOCX_MIME, size: 10 }, PDF_HEAD)).toEqual({
      ok: false,
      reason: 'unsupported',
    })
  })

  it('refuses other types even with valid content', () => {
    expect(
      checkDocument({ name: 'arsip.zip', type: 'application/zip', size: 10 }, ZIP_HEAD),
    ).toEqual({ ok: false, reason: 'unsupported' })
  })

  it('refuses more than 20 MB', () => {
    expect(
      checkDocument({ name: 'a.pdf', type: PDF_MIME, size: MAX_DOCUMENT_BYTES }, PDF_HEAD).ok,
    ).toBe(true)
    expect(
      checkDocument({ name: 'a.pdf', type: PDF_MIME, size: MAX_DOCUMENT_BYTES + 1 }, PDF_HEAD),
    ).toEqual({ ok: false, reason: 'too-large' })
  })

  it('readHead returns the first bytes of a blob', async () => {
    const head = await readHead(new Blob([PDF_HEAD, new Uint8Array(5000)]))
    expect(head.length).toBe(1100)
    expect(sniffKind(head)).toBe('pdf')
  })
})
