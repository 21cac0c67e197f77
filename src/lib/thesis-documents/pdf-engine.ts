/** pdfjs-dist for the browser (its own chunk, loaded only when a PDF is chosen). */
import { GlobalWorkerOptions, OPS, getDocument } from 'pdfjs-dist'
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url'
import type { PdfLayout, PdfLayoutLoader } from './pdf-layout'
import { readPdfLayout } from './pdf-layout'
import type { PdfLoader, PdfText } from './pdf-text'
import { readPdfText } from './pdf-text'

GlobalWorkerOptions.workerSrc = workerUrl

/** The worker's URL (Analisa CV fetches it once online so the service worker keeps it). */
export const PDF_WORKER_URL: string = workerUrl

export function extractPdf(
  data: Uint8Array,
  onProgress?: (fraction: number) => void,
): Promise<PdfText> {
  return readPdfText({ getDocument } as unknown as PdfLoader, data, onProgress, {
    isEvalSupported: false,
  })
}

/** The pages' layout (text positions, images, rules) for Analisa CV; fonts are not installed. */
export function extractPdfLayout(
  data: Uint8Array,
  onProgress?: (fraction: number) => void,
): Promise<PdfLayout> {
  return readPdfLayout({ getDocument, OPS } as unknown as PdfLayoutLoader, data, onProgress, {
    isEvalSupported: false,
    disableFontFace: true,
  })
}
