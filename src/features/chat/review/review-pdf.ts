/**
 * 'Unduh laporan review': a PDF of a document's structure/citation analysis, built in the browser
 * with pdf-lib. Import it only with `import()` (its own chunk `review-pdf-*`, left out of the
 * service worker's precache): the landing and student bundles never load it.
 */
import { PDFDocument, StandardFonts } from 'pdf-lib'
import { format } from 'date-fns'
import { id as idLocale } from 'date-fns/locale'
import type { ChatCitation, ThesisAnalysis } from '@/data/chat/types'
import { jakartaWallClock } from '@/lib/jakarta'
import { MUTED, Writer, toWinAnsi } from './review-pdf-writer'

export { toWinAnsi }

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
  return `review-${base}-${format(jakartaWallClock(at), 'yyyy-MM-dd')}.pdf`
}

export interface ReviewInput {
  documentName: string
  analysis: ThesisAnalysis
  /** When the report is made (its date, Asia/Jakarta). */
  at: Date
  /** The AI narrative review (POST /api/chat/academic/review) when the student asked for it. */
  aiReview?: { text: string; citations: ChatCitation[] }
}

export const AI_REVIEW_TEXTS = {
  title: 'Ulasan naratif (ditulis oleh AI)',
  note: 'Catatan: ulasan ini ditulis oleh model AI dari analisis otomatis dan kutipan dokumen Anda, dan bisa saja keliru. Periksa kembali dan diskusikan dengan dosen pembimbing.',
  quotes: 'Kutipan yang diperiksa ada di dokumen Anda:',
} as const

/** 'BAB II Tinjauan Pustaka, hal. 12' (no page when it is unknown). */
function quoteLocation(c: ChatCitation): string {
  const chapter = c.chapter.trim() || 'Bagian dokumen'
  return c.page > 0 ? `${chapter}, hal. ${c.page}` : chapter
}

function aiSection(w: Writer, ai: NonNullable<ReviewInput['aiReview']>): void {
  w.heading(AI_REVIEW_TEXTS.title)
  w.text(AI_REVIEW_TEXTS.note, { size: 9, color: MUTED })
  w.gap(4)
  for (const paragraph of ai.text.split(/\n\s*\n|\n/)) {
    if (!paragraph.trim()) continue
    w.text(paragraph.trim())
    w.gap(3)
  }
  if (ai.citations.length > 0) {
    w.gap(2)
    w.text(AI_REVIEW_TEXTS.quotes, { bold: true })
    for (const c of ai.citations) {
      w.text(`- "${c.quote}"`, { indent: 12 })
      w.text(quoteLocation(c), { indent: 24, color: MUTED })
    }
  }
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
  aiReview,
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
  w.text(`Tanggal: ${format(jakartaWallClock(at), 'd MMMM yyyy HH.mm', { locale: idLocale })} WIB`)
  w.text(`Jumlah kata: ${analysis.totalWords.toLocaleString('id-ID')}`)
  if (aiReview && aiReview.text.trim()) aiSection(w, aiReview)

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
