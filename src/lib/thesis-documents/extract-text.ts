/**
 * Text of a chosen thesis file, read in the browser. pdfjs-dist and mammoth are loaded here with
 * dynamic import(), only when a file is chosen: no other page (the landing page included) pays for them.
 */
import type { DocumentKind } from './file-check'
import { countWords } from '../words'
import { DocumentReadError, READ_ERRORS } from './read-errors'

export { DocumentReadError } from './read-errors'

export interface ExtractedDocument {
  text: string
  /** PDF page count; 0 for a DOCX (the chat contract's `pages`). */
  pages: number
  words: number
}

export { countWords }

/**
 * Extracts the text; throws DocumentReadError with the user's message for a locked, broken, empty
 * or too long document. `onProgress` gets 0..1 while a PDF's pages are read.
 */
export async function extractDocumentText(
  file: Blob,
  kind: DocumentKind,
  maxChars: number,
  onProgress?: (fraction: number) => void,
): Promise<ExtractedDocument> {
  const buffer = await file.arrayBuffer()
  let text: string
  let pages = 0
  if (kind === 'pdf') {
    const { extractPdf } = await import('./pdf-engine')
    const result = await extractPdf(new Uint8Array(buffer), onProgress)
    text = result.text
    pages = result.pages
  } else {
    const { extractDocx } = await import('./docx-engine')
    text = await extractDocx(buffer)
    onProgress?.(1)
  }
  if (!text.trim()) throw new DocumentReadError(READ_ERRORS.empty)
  if (text.length > maxChars) throw new DocumentReadError(READ_ERRORS.tooLong)
  return { text, pages, words: countWords(text) }
}
