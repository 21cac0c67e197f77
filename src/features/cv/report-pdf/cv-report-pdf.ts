/**
 * 'Unduh laporan CV': a PDF of the findings, built in the browser with pdf-lib as the thesis review
 * report is. Import it only with `import()` (its own chunk `cv-report-pdf-*`): the page loads it on
 * the click, nothing else ever does.
 */
import { PDFDocument, StandardFonts } from 'pdf-lib'
import { format } from 'date-fns'
import { id as idLocale } from 'date-fns/locale'
import type { CvCheck, CvReport } from '../logic/types'
import { bySeverity } from '../report-order'
import { CV_TEXTS, SECTION_LABEL, STATUS_LABEL, placeText, scoreBand } from '../texts'
import { MUTED, PdfWriter, STATUS_COLOR, toWinAnsi } from './pdf-writer'

export { toWinAnsi }

const JAKARTA_OFFSET_MS = 7 * 60 * 60 * 1000

/** The Jakarta wall-clock time of `at` as a local Date (date-fns formats local time). */
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

/** 'laporan-cv-siti-rahma-2026-11-25.pdf' (the date in Asia/Jakarta). */
export function cvReportFileName(fileName: string, at: Date): string {
  const base =
    fileName
      .replace(/\.(pdf|docx)$/i, '')
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60) || 'cv'
  return `laporan-cv-${base}-${format(jakartaClock(at), 'yyyy-MM-dd')}.pdf`
}

function checkSection(w: PdfWriter, check: CvCheck): void {
  w.taggedHeading(check.title, STATUS_LABEL[check.status], STATUS_COLOR[check.status])
  w.text(check.summary)
  if (check.sections && check.sections.length > 0) {
    w.gap(3)
    w.text('Bagian yang ditemukan:', { bold: true })
    for (const s of check.sections) {
      const where = placeText(s.where)
      w.text(`- ${SECTION_LABEL[s.id]}: "${s.heading}"${where ? ` (${where})` : ''}`, {
        indent: 12,
      })
    }
  }
  if (check.id === 'keywords') {
    w.gap(3)
    if (typeof check.matchPercent === 'number')
      w.text(`Kecocokan dengan lowongan: ${Math.round(check.matchPercent)}%`, { bold: true })
    const missing = check.missing ?? []
    w.text(
      missing.length > 0
        ? `${CV_TEXTS.missingTerms}: ${missing.join(', ')}`
        : CV_TEXTS.noMissingTerms,
    )
  }
  if (check.findings.length > 0) {
    w.gap(3)
    for (const f of check.findings) {
      w.text(`- ${f.text}`, { indent: 12 })
      if (f.suggestion) w.text(`Saran: ${f.suggestion}`, { indent: 24, color: MUTED })
      const where = placeText(f.where)
      const line = f.where?.line && f.where.line !== f.text ? ` - "${f.where.line}"` : ''
      if (where || line) w.text(`${where}${line}`, { indent: 24, color: MUTED, size: 9 })
    }
  }
  w.gap(3)
  w.text(`${CV_TEXTS.why}: ${check.why}`, { size: 9.5, color: MUTED })
}

export interface CvReportPdfInput {
  report: CvReport
  /** When the PDF is made (its date, Asia/Jakarta). */
  at: Date
}

/** The report PDF's bytes. */
export async function buildCvReportPdf({ report, at }: CvReportPdfInput): Promise<Uint8Array> {
  const doc = await PDFDocument.create()
  doc.setTitle(toWinAnsi(`Laporan Analisa CV ${report.fileName}`))
  doc.setCreator('Pendamping Skripsi')
  doc.setCreationDate(at)
  const regular = await doc.embedFont(StandardFonts.Helvetica)
  const bold = await doc.embedFont(StandardFonts.HelveticaBold)
  const w = new PdfWriter(doc, regular, bold)

  w.text('Laporan Analisa CV', { size: 18, bold: true })
  w.gap(4)
  w.text(`Berkas: ${report.fileName}`)
  w.text(
    `Dianalisa: ${format(jakartaClock(new Date(report.analyzedAt)), 'd MMMM yyyy HH.mm', { locale: idLocale })} WIB`,
  )
  w.text(`Jumlah halaman: ${report.pages}`)
  w.text(report.withPosting ? 'Dicocokkan dengan lowongan yang ditempel.' : 'Tanpa lowongan.')

  const band = scoreBand(report.score)
  w.heading(`${CV_TEXTS.scoreTitle}: ${Math.round(report.score)}/100 (${band.label})`)
  for (const line of report.scoreExplanation) w.text(`- ${line}`, { indent: 12 })
  w.gap(3)
  w.text(CV_TEXTS.scoreNote, { size: 9.5, color: MUTED })

  w.heading(CV_TEXTS.findingsTitle, 15)
  for (const check of bySeverity(report.checks)) checkSection(w, check)

  w.gap(12)
  w.text(
    `Dibuat di perangkat Anda oleh Pendamping Skripsi pada ${format(jakartaClock(at), 'd MMMM yyyy HH.mm', { locale: idLocale })} WIB.`,
    { size: 9, color: MUTED },
  )
  return doc.save()
}
