/** pdfjs-dist for the browser (its own chunk, loaded only when a PDF is chosen). */
import { GlobalWorkerOptions, getDocument } from 'pdfjs-dist'
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url'
import type { PdfLoader, PdfText } from './pdf-text'
import { readPdfText } from './pdf-text'

GlobalWorkerOptions.workerSrc = workerUrl

export function extractPdf(
  data: Uint8Array,
  onProgress?: (fraction: number) => void,
): Promise<PdfText> {
  return readPdfText({ getDocument } as unknown as PdfLoader, data, onProgress, {
    isEvalSupported: false,
  })
}
