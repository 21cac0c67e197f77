import { DocumentReadError, READ_ERRORS, tidyText } from './read-errors'

/** The part of pdfjs-dist's API the reader uses (the browser build and the node 'legacy' build both fit). */
interface TextItemLike {
  str?: string
  hasEOL?: boolean
}
interface PdfPageLike {
  getTextContent(): Promise<{ items: unknown[] }>
  cleanup(): unknown
}
interface PdfDocumentLike {
  numPages: number
  getPage(n: number): Promise<PdfPageLike>
  destroy(): Promise<void>
}
export interface PdfLoader {
  getDocument(src: { data: Uint8Array } & Record<string, unknown>): {
    promise: Promise<PdfDocumentLike>
    destroy(): Promise<void>
  }
}

/** Between the texts of two PDF pages (the form feed is what the server counts pages by). */
export const PAGE_BREAK = '\n\f\n'

export interface PdfText {
  text: string
  pages: number
}

function pageText(items: unknown[]): string {
  let out = ''
  for (const raw of items) {
    const item = raw as TextItemLike
    if (typeof item.str !== 'string') continue
    out += item.str
    if (item.hasEOL) out += '\n'
  }
  return out
}

/**
 * Reads the text of every page, reporting progress (0..1) after each one. A password-protected
 * PDF (pdfjs PasswordException) and a broken file get their own messages.
 */
export async function readPdfText(
  pdfjs: PdfLoader,
  data: Uint8Array,
  onProgress?: (fraction: number) => void,
  extra: Record<string, unknown> = {},
): Promise<PdfText> {
  const task = pdfjs.getDocument({ data, ...extra })
  let doc: PdfDocumentLike
  try {
    doc = await task.promise
  } catch (error) {
    const name = (error as { name?: string } | null)?.name
    if (name === 'PasswordException') throw new DocumentReadError(READ_ERRORS.encrypted)
    throw new DocumentReadError(READ_ERRORS.corrupt)
  }
  try {
    const parts: string[] = []
    for (let n = 1; n <= doc.numPages; n++) {
      const page = await doc.getPage(n)
      const content = await page.getTextContent()
      parts.push(pageText(content.items))
      page.cleanup()
      onProgress?.(n / doc.numPages)
    }
    // Pages are separated by a form feed (a character DOCX text never has): the server keeps the
    // page where each passage starts. Tidied per page so that an empty first page still counts.
    return { text: parts.map(tidyText).join(PAGE_BREAK), pages: doc.numPages }
  } catch (error) {
    if (error instanceof DocumentReadError) throw error
    throw new DocumentReadError(READ_ERRORS.corrupt)
  } finally {
    await doc.destroy().catch(() => undefined)
  }
}
