/**
 * 'Unduh laporan review': a PDF of a document's structure/citation analysis, built in the browser
 * with pdf-lib. Import it only with `import()` (its own chunk `review-pdf-*`, left out of the
 * service worker's precache): the landing and student bundles never load it.
 */
import { PDFDocument, StandardFonts, rgb } from 'pdf-lib'
import type { PDFFont, PDFPage } from 'pdf-lib'
import { format } from 'date-fns'
import { id as idLocale } from 'date-fns/locale'
import type { ThesisAnalysis } from '@/data/chat/types'

const JAKARTA_OFFSET_MS = 7 * 60 * 60 * 1000

/** The Jakarta wall-clock time of `at` as a local Date (for date-fns, which formats local time). */
function jakartaClock(at: Date): Date {
  const j = new Date(at.getTime() + JAKARTA_OFFSET_MS)
  return new Date(
    j.getUTCFullYear(),
    j.getUTCMonth(),
    j.getUTCDate(),
    j.getUTCHours(),
    j.getUTCMinutes(),
  )
}

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

/** 'review-skripsi-budi-2026-11-25.pdf' */
export function reviewFileName(documentName: string, at: Date): string {
  const base =
    documentName
      .replace(/\.(pdf|docx)$/i, '')
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60) || 'dokumen'
  return `review-${base}-${format(jakartaClock(at), 'yyyy-MM-dd')}.pdf`
}

const PAGE = { width: 595.28, height: 841.89, margin: 50 } // A4
const INK = rgb(0.12, 0.12, 0.16)
const MUTED = rgb(0.4, 0.4, 0.45)
const BAR = rgb(0.15, 0.39, 0.92)
const BAR_EMPTY = rgb(0.88, 0.88, 0.9)

class Writer {
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

export interface ReviewInput {
  documentName: string
  analysis: ThesisAnalysis
  /** When the report is made (its date, Asia/Jakarta). */
  at: Date
}

function list(w: Writer, items: string[], empty: string): void {
  if (items.length === 0) w.text(empty, { indent: 12, color: MUTED })
  for (const item of items) w.text(`- ${item}`, { indent: 12 })
}

/** The review PDF's bytes. */
export async function buildReviewPdf({
  documentName,
  analysis,
  at,
}: ReviewInput): Promise<Uint8Array> {
  const doc = await PDFDocument.create()
  doc.setTitle(toWinAnsi(`Laporan review ${documentName}`))
  doc.setCreator('Pendamping Skripsi')
  doc.setCreationDate(at)
  const regular = await doc.embedFont(StandardFonts.Helvetica)
  const bold = await doc.embedFont(StandardFonts.HelveticaBold)
  const w = new Writer(doc, regular, bold)

  w.text('Laporan Review Skripsi', { size: 18, bold: true })
  w.gap(4)
  w.text(`Dokumen: ${documentName}`)
  w.text(`Tanggal: ${format(jakartaClock(at), 'd MMMM yyyy HH.mm', { locale: idLocale })} WIB`)
  w.text(`Jumlah kata: ${analysis.totalWords.toLocaleString('id-ID')}`)

  w.heading('Struktur bab')
  for (const c of analysis.chapters) {
    w.text(`${c.found ? '[ada]' : '[tidak ditemukan]'} ${c.expected}`, { bold: !c.found })
    if (c.found && c.heading) w.text(`Judul di dokumen: ${c.heading}`, { indent: 12, color: MUTED })
    const missing = c.sections.filter((s) => !s.found).map((s) => s.name)
    if (c.found && missing.length > 0)
      w.text(`Subbab belum ditemukan: ${missing.join(', ')}`, { indent: 12, color: MUTED })
  }
  if (analysis.extraChapters.length > 0)
    w.text(`Bab lain: ${analysis.extraChapters.join(', ')}`, { color: MUTED })
  w.text(
    analysis.references.found
      ? `Daftar pustaka: ${analysis.references.entries} entri`
      : 'Daftar pustaka: tidak ditemukan',
  )

  w.heading('Jumlah kata per bab')
  w.bars(analysis.chapters.map((c) => ({ label: c.expected, value: c.found ? c.words : 0 })))

  const cit = analysis.citations
  w.heading('Pemeriksaan sitasi')
  w.text(`Sitasi di naskah: ${cit.cited.length}; entri daftar pustaka: ${cit.listed.length}`)
  if (cit.exact !== undefined)
    w.text(`Sitasi yang cocok persis dengan daftar pustaka: ${cit.exact}`)
  if (cit.pairs && cit.pairs.length > 0) {
    w.gap(4)
    w.text('Hampir cocok (periksa penulisannya):', { bold: true })
    for (const p of cit.pairs) {
      w.text(`- ${p.cited} -> ${p.entry}`, { indent: 12 })
      if (p.reason) w.text(p.reason, { indent: 24, color: MUTED })
    }
  }
  w.gap(4)
  w.text('Disitasi tetapi tidak ada di daftar pustaka:', { bold: true })
  list(w, cit.citedNotListed, 'Tidak ada.')
  w.gap(4)
  w.text('Ada di daftar pustaka tetapi tidak disitasi:', { bold: true })
  list(w, cit.listedNotCited, 'Tidak ada.')

  return doc.save()
}
