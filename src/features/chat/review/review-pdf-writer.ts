/**
 * The review PDF's page writer (review-pdf.ts): the shared A4 writer (src/lib/pdf-page-writer.ts)
 * plus the words-per-chapter bars. Loaded only with review-pdf.ts (its own lazy chunk).
 */
import { rgb } from 'pdf-lib'
import { INK, MUTED, PAGE, PdfPageWriter, toWinAnsi } from '@/lib/pdf-page-writer'

export { MUTED, toWinAnsi } from '@/lib/pdf-page-writer'

const BAR = rgb(0.15, 0.39, 0.92)
const BAR_EMPTY = rgb(0.88, 0.88, 0.9)

export class Writer extends PdfPageWriter {
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
