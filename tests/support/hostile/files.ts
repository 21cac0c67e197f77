// Uploads that lie: wrong bytes for the extension, wrong declared type, path tricks in the name,
// empty and oversized files. Each must be refused by POST /api/chat/documents.
import type { HostileFile } from './http'

export const PDF_MIME = 'application/pdf'
export const DOCX_MIME = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'
const MB = 1024 * 1024

const enc = new TextEncoder()

/** The smallest file that starts as a PDF does. */
export function tinyPdf(extra = ''): Uint8Array {
  return enc.encode(
    '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n' +
      extra +
      '\ntrailer << /Root 1 0 R >>\n%%EOF\n',
  )
}

/** PNG signature plus an IHDR chunk (a real PNG's first bytes). */
export function pngBytes(): Uint8Array {
  return new Uint8Array([
    0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d, 0x49, 0x48, 0x44, 0x52,
    0x00, 0x00, 0x00, 0x01, 0x00, 0x00, 0x00, 0x01, 0x08, 0x06, 0x00, 0x00, 0x00, 0x1f, 0x15, 0xc4,
    0x89,
  ])
}

/** A file of `bytes` bytes that starts with a PDF header. */
export function bigPdf(bytes: number): Uint8Array {
  const out = new Uint8Array(bytes)
  out.set(tinyPdf())
  return out
}

export interface FakeUpload {
  name: string
  fields: Record<string, string>
  files: HostileFile[]
}

const TEXT = 'Bab 1 Pendahuluan. Latar belakang penelitian ini adalah pembelajaran skripsi.'

export function fakeFiles(): FakeUpload[] {
  const file = (name: string, type: string, data: Uint8Array, field = 'file'): HostileFile => ({
    field,
    name,
    type,
    data,
  })
  return [
    { name: 'no file, only text', fields: { text: TEXT }, files: [] },
    {
      name: 'empty file',
      fields: { text: TEXT },
      files: [file('kosong.pdf', PDF_MIME, new Uint8Array(0))],
    },
    {
      name: 'PNG renamed to .pdf',
      fields: { text: TEXT },
      files: [file('skripsi.pdf', PDF_MIME, pngBytes())],
    },
    {
      name: 'PDF with a DOCX MIME type',
      fields: { text: TEXT },
      files: [file('skripsi.pdf', DOCX_MIME, tinyPdf())],
    },
    {
      name: 'PDF named .docx',
      fields: { text: TEXT },
      files: [file('skripsi.docx', DOCX_MIME, tinyPdf())],
    },
    {
      name: '../../etc/passwd.pdf (not a PDF)',
      fields: { text: TEXT },
      files: [
        file('../../etc/passwd.pdf', PDF_MIME, enc.encode('root:x:0:0:root:/root:/bin/bash\n')),
      ],
    },
    {
      name: '..%2f..%2fevil.pdf (a PNG)',
      fields: { text: TEXT },
      files: [file('..%2f..%2fevil.pdf', PDF_MIME, pngBytes())],
    },
    {
      name: 'PDF named ../../etc/passwd.pdf without text',
      fields: {},
      files: [file('../../etc/passwd.pdf', PDF_MIME, tinyPdf())],
    },
    {
      name: 'PDF named .exe',
      fields: { text: TEXT },
      files: [file('skripsi.exe', 'application/x-msdownload', tinyPdf())],
    },
    {
      name: 'HTML named .pdf',
      fields: { text: TEXT },
      files: [
        file('skripsi.pdf', 'text/html', enc.encode('<html><script>alert(1)</script></html>')),
      ],
    },
    {
      name: 'file under another field name',
      fields: { text: TEXT },
      files: [file('skripsi.pdf', PDF_MIME, tinyPdf(), 'document')],
    },
    {
      name: 'NUL in the name',
      fields: { text: TEXT },
      files: [file('skripsi\u0000.exe', PDF_MIME, pngBytes())],
    },
    {
      name: 'a 30 MB file',
      fields: { text: TEXT },
      files: [file('besar.pdf', PDF_MIME, bigPdf(30 * MB))],
    },
    {
      name: 'PDF with a 2 MB text',
      fields: { text: 'kata '.repeat(400_000) },
      files: [file('skripsi.pdf', PDF_MIME, tinyPdf('/Encrypt'))],
    },
  ]
}
