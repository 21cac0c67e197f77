/**
 * Analisa CV's reader: a PDF or DOCX file → CvDocument (lines with their place and style, columns,
 * tables, images, pages), read in the browser. The engines load with import() only when a file is
 * read: pdfjs-dist (with its worker) for a PDF, the library-free DOCX reader for a DOCX. A locked or
 * broken file throws DocumentReadError with the student's message; a PDF without text is returned
 * with `scanned: true` (the 'scanned' check says what to do).
 */
import type { DocxLayout } from '@/lib/thesis-documents/docx-layout'
import type { PdfLayout } from '@/lib/thesis-documents/pdf-layout'
import { DocumentReadError, READ_ERRORS } from '@/lib/thesis-documents/read-errors'
import { sniffKind } from '@/lib/thesis-documents/file-check'
import type { CvDocument } from './types'
import { cvFromDocxLayout } from './read/docx-lines'
import { cvFromPdfLayout } from './read/pdf-lines'

export interface CvEngines {
  pdf(data: Uint8Array, onProgress?: (fraction: number) => void): Promise<PdfLayout>
  docx(data: ArrayBuffer): Promise<DocxLayout>
}

const browserEngines: CvEngines = {
  pdf: async (data, onProgress) =>
    (await import('@/lib/thesis-documents/pdf-engine')).extractPdfLayout(data, onProgress),
  docx: async (data) => (await import('@/lib/thesis-documents/docx-layout')).readDocxLayout(data),
}

/** Reads a CV's bytes; the kind comes from the bytes themselves (then the name's extension). */
export async function readCvBytes(
  data: ArrayBuffer,
  fileName: string,
  options: { engines?: Partial<CvEngines>; onProgress?: (fraction: number) => void } = {},
): Promise<CvDocument> {
  const engines = { ...browserEngines, ...options.engines }
  const kind =
    sniffKind(new Uint8Array(data, 0, Math.min(data.byteLength, 1100))) ??
    (/\.docx$/i.test(fileName) ? 'docx' : /\.pdf$/i.test(fileName) ? 'pdf' : null)
  if (kind === 'pdf')
    return cvFromPdfLayout(await engines.pdf(new Uint8Array(data), options.onProgress), fileName)
  if (kind === 'docx') {
    const doc = cvFromDocxLayout(await engines.docx(data), fileName)
    options.onProgress?.(1)
    return doc
  }
  throw new DocumentReadError(READ_ERRORS.corrupt)
}

/** Reads a chosen CV file (a File, or a Blob with its name). */
export async function readCv(
  file: Blob & { name?: string },
  options: { engines?: Partial<CvEngines>; onProgress?: (fraction: number) => void } = {},
): Promise<CvDocument> {
  return readCvBytes(await file.arrayBuffer(), file.name ?? 'cv', options)
}
