import { describe, expect, it } from 'vitest'
import * as pdfjs from 'pdfjs-dist/legacy/build/pdf.mjs'
import mammoth from 'mammoth/mammoth.browser.js'
import {
  docxFromParagraphs,
  emptyDocx,
  encryptedPdf,
  notAPdf,
  pdfFromParagraphs,
} from '../../../tests/support/document-fixtures'
import { pdfFromPages } from '../../../tests/support/pdf-pages-fixture'
import { THESIS_FIXTURE_PARAGRAPHS } from '../../../tests/support/thesis-fixture'
import { countWords } from './extract-text'
import { readDocxText } from './docx-text'
import type { PdfLoader } from './pdf-text'
import { PAGE_BREAK, readPdfText } from './pdf-text'
import { DocumentReadError, READ_ERRORS, tidyText } from './read-errors'

const fontDir = new URL('../../../node_modules/pdfjs-dist/standard_fonts/', import.meta.url)
  .pathname
const loader = pdfjs as unknown as PdfLoader
const nodeOptions = { standardFontDataUrl: fontDir, verbosity: 0 }
const toArrayBuffer = (bytes: Uint8Array): ArrayBuffer => bytes.slice().buffer

describe('readPdfText (pdfjs-dist)', () => {
  it('reads every page of a multi-page thesis and reports progress per page', async () => {
    const pdf = await pdfFromParagraphs(THESIS_FIXTURE_PARAGRAPHS)
    const progress: number[] = []
    const result = await readPdfText(loader, pdf, (f) => progress.push(f), nodeOptions)
    expect(result.pages).toBeGreaterThan(1)
    expect(progress).toHaveLength(result.pages)
    expect(progress.at(-1)).toBe(1)
    expect(result.text).toContain('BAB III METODE PENELITIAN')
    expect(result.text).toContain('purposive sampling')
    // Headings stay on their own lines (the server finds chapters by line).
    expect(result.text.split('\n')).toContain('DAFTAR PUSTAKA')
  })

  it('separates the pages with a form feed, an empty page included (page numbers of passages)', async () => {
    const pdf = await pdfFromPages([
      ['BAB I', 'PENDAHULUAN', 'Halaman pertama.'],
      [],
      ['Halaman ketiga.'],
    ])
    const result = await readPdfText(loader, pdf, undefined, nodeOptions)
    expect(result.pages).toBe(3)
    const pages = result.text.split('\f')
    expect(pages).toHaveLength(3)
    expect(pages[0]).toContain('Halaman pertama.')
    expect(pages[1].trim()).toBe('')
    expect(pages[2]).toContain('Halaman ketiga.')
    expect(result.text).toContain(PAGE_BREAK)
  })

  it('a password-protected PDF (PasswordException) gets the locked-PDF message', async () => {
    const error = await readPdfText(loader, await encryptedPdf(), undefined, nodeOptions).catch(
      (e: unknown) => e,
    )
    expect(error).toBeInstanceOf(DocumentReadError)
    expect((error as Error).message).toBe(READ_ERRORS.encrypted)
  })

  it('bytes that are not a PDF get the broken-file message', async () => {
    const error = await readPdfText(loader, notAPdf(), undefined, nodeOptions).catch(
      (e: unknown) => e,
    )
    expect(error).toBeInstanceOf(DocumentReadError)
    expect((error as Error).message).toBe(READ_ERRORS.corrupt)
  })
})

describe('readDocxText (mammoth browser build)', () => {
  it('reads the paragraphs of a DOCX, one per line', async () => {
    const text = await readDocxText(
      mammoth,
      toArrayBuffer(await docxFromParagraphs(THESIS_FIXTURE_PARAGRAPHS)),
    )
    const lines = text.split('\n').filter(Boolean)
    expect(lines[0]).toBe(THESIS_FIXTURE_PARAGRAPHS[0])
    expect(lines).toContain('BAB III METODE PENELITIAN')
    expect(countWords(text)).toBeGreaterThan(1000)
  })

  it('a DOCX without text reads as empty (the caller refuses it)', async () => {
    expect(await readDocxText(mammoth, toArrayBuffer(await emptyDocx()))).toBe('')
  })

  it('a broken DOCX gets the broken-file message', async () => {
    const error = await readDocxText(
      mammoth,
      toArrayBuffer(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3])),
    ).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(DocumentReadError)
    expect((error as Error).message).toBe(READ_ERRORS.corrupt)
  })
})

describe('text helpers', () => {
  it('tidyText unifies line breaks and squeezes blank lines', () => {
    expect(tidyText('  a \r\nb\r\r\n\n\n\nc  ')).toBe('a\nb\n\nc')
  })

  it('countWords counts Indonesian words and numbers', () => {
    expect(countWords('Sampel berjumlah 120 responden, mahasiswa-mahasiswa aktif.')).toBe(6)
    expect(countWords('BAB I — 1.1 ...')).toBe(3)
    expect(countWords('   ')).toBe(0)
  })
})
