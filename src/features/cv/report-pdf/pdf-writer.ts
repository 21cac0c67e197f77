/**
 * The CV report's page writer (cv-report-pdf.ts): the shared A4 writer (src/lib/pdf-page-writer.ts)
 * plus a heading with a coloured status tag.
 */
import { rgb } from 'pdf-lib'
import type { RGB } from 'pdf-lib'
import { INK, PAGE, PdfPageWriter, toWinAnsi } from '@/lib/pdf-page-writer'

export { MUTED, toWinAnsi } from '@/lib/pdf-page-writer'

export const STATUS_COLOR = {
  ok: rgb(0.09, 0.5, 0.24),
  warn: rgb(0.75, 0.45, 0.02),
  fail: rgb(0.75, 0.12, 0.12),
} as const

export class PdfWriter extends PdfPageWriter {
  /** A heading with a coloured tag after it: 'Kontak  [Baik]'. */
  taggedHeading(title: string, tag: string, color: RGB): void {
    this.need(40)
    this.gap(10)
    const size = 12
    const titleText = toWinAnsi(title)
    const tagText = toWinAnsi(`[${tag}]`)
    this.y -= size * 1.4
    this.page.drawText(titleText, { x: PAGE.margin, y: this.y, size, font: this.bold, color: INK })
    this.page.drawText(tagText, {
      x: PAGE.margin + this.bold.widthOfTextAtSize(titleText, size) + 8,
      y: this.y,
      size: 10,
      font: this.bold,
      color,
    })
    this.gap(4)
  }
}
