// Real thesis documents generated for the chat tests (no committed binaries): PDF with pdf-lib,
// DOCX with the `docx` package, plus the bad inputs the upload route must refuse: an "encrypted"
// PDF (an /Encrypt dictionary in its trailer, as password-protected PDFs have), a file named .pdf
// whose bytes are not a PDF, and a DOCX without text. `extractText` reads a document back the way
// the browser does (pdfjs-dist / mammoth), so tests upload the text a real client would send.
import { Document, Packer, Paragraph } from 'docx'
import { PDFDocument, PDFName, PDFString, StandardFonts } from 'pdf-lib'

export const PDF_MIME = 'application/pdf'
export const DOCX_MIME = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'

const PAGE = { width: 595, height: 842, margin: 56, size: 11, leading: 15 }

/** Splits a paragraph into lines no wider than the page (Helvetica metrics). */
function wrap(text: string, width: number, measure: (s: string) => number): string[] {
  const lines: string[] = []
  let line = ''
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const next = line ? `${line} ${word}` : word
    if (line && measure(next) > width) {
      lines.push(line)
      line = word
    } else {
      line = next
    }
  }
  if (line) lines.push(line)
  return lines.length ? lines : ['']
}

/** Only the characters Helvetica's WinAnsi encoding can draw (pdf-lib throws on others). */
function winAnsi(text: string): string {
  return text
    .replace(/[‘’]/g, "'")
    .replace(/[“”]/g, '"')
    .replace(/[–—]/g, '-')
    .replace(/[^\x20-\x7e\u00a0-\u00ff]/g, '?')
}

/** A text PDF with one paragraph after another, on as many A4 pages as needed. */
export async function pdfFromParagraphs(paragraphs: string[]): Promise<Uint8Array> {
  const doc = await PDFDocument.create()
  doc.setTitle('Skripsi')
  const font = await doc.embedFont(StandardFonts.Helvetica)
  const measure = (s: string) => font.widthOfTextAtSize(s, PAGE.size)
  const width = PAGE.width - 2 * PAGE.margin
  let page = doc.addPage([PAGE.width, PAGE.height])
  let y = PAGE.height - PAGE.margin
  for (const paragraph of paragraphs) {
    for (const line of wrap(winAnsi(paragraph), width, measure)) {
      if (y < PAGE.margin) {
        page = doc.addPage([PAGE.width, PAGE.height])
        y = PAGE.height - PAGE.margin
      }
      page.drawText(line, { x: PAGE.margin, y, size: PAGE.size, font })
      y -= PAGE.leading
    }
    y -= PAGE.leading / 2
  }
  return doc.save({ useObjectStreams: false })
}

/** A DOCX with one Word paragraph per entry. */
export async function docxFromParagraphs(paragraphs: string[]): Promise<Uint8Array> {
  const doc = new Document({
    sections: [{ children: paragraphs.map((text) => new Paragraph({ text })) }],
  })
  return new Uint8Array(await Packer.toBuffer(doc))
}

/** A DOCX whose body has no text at all (e.g. only empty paragraphs, as a scanned-image document). */
export function emptyDocx(): Promise<Uint8Array> {
  return docxFromParagraphs(['', '', ''])
}

/**
 * A PDF whose trailer names a standard-security-handler /Encrypt dictionary (what a
 * password-protected PDF carries; readers ask for the password before showing anything).
 */
export async function encryptedPdf(
  paragraphs: string[] = ['Dokumen rahasia.'],
): Promise<Uint8Array> {
  const doc = await PDFDocument.load(await pdfFromParagraphs(paragraphs))
  const encrypt = doc.context.obj({
    Filter: 'Standard',
    V: 1,
    R: 2,
    O: PDFString.of('0123456789abcdef0123456789abcdef'),
    U: PDFString.of('fedcba9876543210fedcba9876543210'),
    P: -44,
  })
  doc.context.trailerInfo.Encrypt = doc.context.register(encrypt)
  doc.catalog.set(PDFName.of('Lang'), PDFString.of('id'))
  return doc.save({ useObjectStreams: false })
}

/** Bytes of a PNG image (signature + IHDR): what a file named `skripsi.pdf` may really be. */
export function notAPdf(): Uint8Array {
  const png = [
    0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d, 0x49, 0x48, 0x44, 0x52,
  ]
  const bytes = new Uint8Array(2048)
  bytes.set(png)
  for (let i = png.length; i < bytes.length; i++) bytes[i] = (i * 31) % 251
  return bytes
}

/** A valid PDF padded past `bytes` (comment lines after %%EOF are ignored by readers). */
export async function largePdf(bytes: number): Promise<Uint8Array> {
  const pdf = await pdfFromParagraphs(['BAB I PENDAHULUAN', 'Isi dokumen besar.'])
  const out = new Uint8Array(bytes + 1)
  out.fill(0x25) // '%'
  out.set(pdf)
  out[pdf.length] = 0x0a
  return out
}

/** The text a browser extracts from a document (pdfjs-dist for PDF, mammoth for DOCX). */
export async function extractText(
  bytes: Uint8Array,
  kind: 'pdf' | 'docx',
): Promise<{ text: string; pages: number }> {
  if (kind === 'docx') {
    const mammoth = await import('mammoth')
    const result = await mammoth.extractRawText({ buffer: Buffer.from(bytes) })
    return { text: result.value, pages: 0 }
  }
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs')
  const fontDir = new URL('../../node_modules/pdfjs-dist/standard_fonts/', import.meta.url).pathname
  const pdf = await pdfjs.getDocument({
    data: new Uint8Array(bytes),
    standardFontDataUrl: fontDir,
    verbosity: 0,
  }).promise
  const pages: string[] = []
  for (let n = 1; n <= pdf.numPages; n++) {
    const page = await pdf.getPage(n)
    const content = await page.getTextContent()
    const lines: string[] = []
    let line = ''
    for (const item of content.items) {
      if (!('str' in item)) continue
      line += item.str
      if (item.hasEOL) {
        lines.push(line)
        line = ''
      }
    }
    if (line) lines.push(line)
    pages.push(lines.join('\n'))
  }
  const count = pdf.numPages
  await pdf.destroy()
  return { text: pages.join('\n'), pages: count }
}
