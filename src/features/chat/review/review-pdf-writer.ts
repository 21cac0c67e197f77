/**
 * The review PDF's page writer (review-pdf.ts): A4 pages, wrapped text in the standard fonts,
 * headings and the words-per-chapter bars. Loaded only with review-pdf.ts (its own lazy chunk).
 */
import { rgb } from 'pdf-lib'
import type { PDFDocument, PDFFont, PDFPage } from 'pdf-lib'

/** Only characters the standard fonts' WinAnsi encoding can draw (pdf-lib throws on others). */
export function toWinAnsi(text: string): string {
  return text
    .replace(/[\u2018\u2019\u201A\u2032]/g, "'")
    .replace(/[\u201C\u201D\u201E\u2033]/g, '"')
    .replace(/[\u2013\u2014\u2212]/g, '-')
    .replace(/\u2026/g, '...')
    .replace(/[\t\r\n]+/g, ' ')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7E\u00A0-\u00FF]/gu, '?')
}

const PAGE = { width: 595.28, height: 841.89, margin: 50 } // A4
export const INK = rgb(0.12, 0.12, 0.16)
export const MUTED = rgb(0.4, 0.4, 0.45)
const BAR = rgb(0.15, 0.39, 0.92)
const BAR_EMPTY = rgb(0.88, 0.88, 0.9)

export class Writer {
  page!: PDFPage
  y = 0
  constructor(
    private doc: PDFDocument,
    private regular: PDFFont,
    private bold: PDFFont,
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

  /** Wrapped text; returns nothing, moves the cursor down. */
  text(
    raw: string,
    opts: { size?: number; bold?: boolean; color?: typeof INK; indent?: number } = {},
  ) {
    const size = opts.size ?? 10.5
    const font = opts.bold ? this.bold : this.regular
    const x = PAGE.margin + (opts.indent ?? 0)
    const width = PAGE.width - PAGE.margin - x
    const words = toWinAnsi(raw).split(' ')
    const lines: string[] = []
    let line = ''
    for (const word of words) {
      const next = line ? `${line} ${word}` : word
      if (font.widthOfTextAtSize(next, size) <= width || !line) line = next
      else {
        lines.push(line)
        line = word
      }
    }
    if (line) lines.push(line)
    for (const l of lines) {
      this.need(size * 1.4)
      this.y -= size * 1.4
      this.page.drawText(l, { x, y: this.y, size, font, color: opts.color ?? INK })
    }
  }

  gap(h = 8): void {
    this.y -= h
  }

  heading(title: string): void {
    this.need(40)
    this.gap(10)
    this.text(title, { size: 13, bold: true })
    this.gap(4)
  }

  /** Words per chapter as horizontal bars drawn with rectangles. */
  bars(rows: { label: string; value: number }[]): void {
    const max = Math.max(1, ...rows.map((r) => r.value))
    const labelWidth = 190
    const barMax = PAGE.width - 2 * PAGE.margin - labelWidth - 60
    for (const r of rows) {
      this.need(20)
      this.y -= 18
      const x = PAGE.margin
      this.page.drawText(toWinAnsi(r.label).slice(0, 38), {
        x,
        y: this.y + 3,
        size: 9,
        font: this.regular,
        color: INK,
      })
      const w = r.value > 0 ? Math.max(2, (r.value / max) * barMax) : barMax
      this.page.drawRectangle({
        x: x + labelWidth,
        y: this.y,
        width: w,
        height: 12,
        color: r.value > 0 ? BAR : BAR_EMPTY,
      })
      this.page.drawText(r.value.toLocaleString('id-ID'), {
        x: x + labelWidth + (r.value > 0 ? w : barMax) + 6,
        y: this.y + 3,
        size: 9,
        font: this.regular,
        color: MUTED,
      })
    }
  }
}
