/**
 * A DOCX's layout made into a CvDocument: each paragraph is a line (a list paragraph gets its
 * marker, '•' or '1.', before its text; other paragraphs split at soft line breaks), in the order of
 * the XML (the order a recruiter's system reads). y is the line's position in that order; pages are
 * the reader's estimate (DocxLayout.pageCount).
 */
import type { DocxLayout } from '@/lib/thesis-documents/docx-layout'
import type { CvDocument, CvLine } from '../types'
import { startsWithBullet } from '../text/bullets'

export function cvFromDocxLayout(layout: DocxLayout, fileName: string): CvDocument {
  const lines: CvLine[] = []
  const layoutTables = new Set(layout.tables.flatMap((t, i) => (t.layout ? [i] : [])))
  for (const p of layout.paragraphs) {
    const text = p.text.replace(/\t+/g, ' ')
    const parts = p.list ? [text.replace(/\n+/g, ' ')] : text.split('\n')
    for (const [i, part] of parts.entries()) {
      const clean = part.replace(/\s+/g, ' ').trim()
      if (!clean) continue
      const shown =
        p.list && i === 0 ? `${p.list.kind === 'bullet' ? '•' : p.list.marker} ${clean}` : clean
      lines.push({
        text: shown,
        page: p.page,
        column: p.cell && layoutTables.has(p.cell.table) ? p.cell.column : 0,
        x: Math.round(p.indent),
        y: lines.length,
        // A heading style without its own size still reads as a heading (bigger than the text).
        fontSize: p.fontSize,
        bold: p.bold,
        bullet: p.list !== null ? i === 0 : startsWithBullet(shown),
        ...(p.region !== 'body' ? { region: p.region } : {}),
      })
    }
  }
  return {
    kind: 'docx',
    fileName,
    pages: layout.pages,
    ...(layout.pageCount === 'estimated' ? { pagesEstimated: true } : {}),
    scanned: lines.length === 0,
    lines,
    columnPages: layout.columnPages,
    tables: layout.tables.map(({ page, rows, columns }) => ({ page, rows, columns })),
    images: layout.images.map((i) => ({
      page: i.page,
      width: Math.round(i.width),
      height: Math.round(i.height),
    })),
  }
}
