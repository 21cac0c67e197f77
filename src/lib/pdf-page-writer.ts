/**
 * A4 pages written with pdf-lib's standard fonts: wrapped text, headings, gaps, a new page when the
 * next block does not fit. The base of the reports built in the browser ('Unduh laporan review',
 * src/features/chat/review/review-pdf-writer.ts; 'Unduh laporan CV',
 * src/features/cv/report-pdf/pdf-writer.ts), which load it with pdf-lib in their own lazy chunks.
 */
import { rgb } from 'pdf-lib'
import type { PDFDocument, PDFFont, PDFPage, RGB } from 'pdf-lib'

/** Only characters the standard fonts' WinAnsi encoding can draw (pdf-lib throws on others). */
export function toWinAnsi(text: string): string {
  return text
    .replace(/[\u2018\u2019\u201A\u2032]/g, "'")
    .replace(/[\u201C\u201D\u201E\u2033]/g, '"')
    .replace(/[\u2013\u2014\u2212]/g, '-')
    .replace(/\u2026/g, '...')
    .replace(/[\u2022\u25AA\u25CF]/g, '-')
    .replace(/[\t\r\n]+/g, ' ')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7E\u00A0-\u00FF]/gu, '?')
}

export const PAGE = { width: 595.28, height: 841.89, margin: 50 } // A4
export const INK = rgb(0.12, 0.12, 0.16)
export const MUTED = rgb(0.4, 0.4, 0.45)

export interface TextOptions {
  size?: number
  bold?: boolean
  color?: RGB
  indent?: number
}

export class PdfPageWriter {
  page!: PDFPage
  y = 0
  constructor(
    private doc: PDFDocument,
    protected regular: PDFFont,
    protected bold: PDFFont,
  ) {
    this.newPage()
  }

  newPage(): void {
    this.page = this.doc.addPage([PAGE.width, PAGE.height])
    this.y = PAGE.height - PAGE.margin
  }

  need(height: number): void {
    if (this.y - height < PAGE.margin) this.newPage()
  }

  /** The text broken into lines that fit the width at `x`. */
  private wrap(raw: string, font: PDFFont, size: number, width: number): string[] {
    const lines: string[] = []
    let line = ''
    for (const word of toWinAnsi(raw).split(' ')) {
      const next = line ? `${line} ${word}` : word
      if (font.widthOfTextAtSize(next, size) <= width || !line) line = next
      else {
        lines.push(line)
        line = word
      }
    }
    if (line) lines.push(line)
    return lines
  }

  /** Wrapped text; moves the cursor down. */
  text(raw: string, opts: TextOptions = {}): void {
    const size = opts.size ?? 10.5
    const font = opts.bold ? this.bold : this.regular
    const x = PAGE.margin + (opts.indent ?? 0)
    for (const l of this.wrap(raw, font, size, PAGE.width - PAGE.margin - x)) {
      this.need(size * 1.4)
      this.y -= size * 1.4
      this.page.drawText(l, { x, y: this.y, size, font, color: opts.color ?? INK })
    }
  }

  gap(h = 8): void {
    this.y -= h
  }

  heading(title: string, size = 13): void {
    this.need(40)
    this.gap(10)
    this.text(title, { size, bold: true })
    this.gap(4)
  }
}
