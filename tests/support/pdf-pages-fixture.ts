// A PDF with exactly one page per entry (each page's lines drawn top-down), for the page numbers of
// passages: the PDF reader separates pages with a form feed, the server counts them.
import { PDFDocument, StandardFonts } from 'pdf-lib'

/** One PDF page per entry of `pages`; each entry is the lines of that page (ASCII, short lines). */
export async function pdfFromPages(pages: string[][]): Promise<Uint8Array> {
  const doc = await PDFDocument.create()
  const font = await doc.embedFont(StandardFonts.Helvetica)
  for (const lines of pages) {
    const page = doc.addPage([595, 842])
    let y = 780
    for (const line of lines) {
      page.drawText(line, { x: 60, y, size: 9, font })
      y -= 13
    }
  }
  return doc.save({ useObjectStreams: false })
}
