/**
 * A thesis file (PDF/DOCX) read in the browser, shared by the Asisten Akademik and the Simulasi
 * Sidang: the checks before reading (extension/MIME, signature, size) and the text extraction
 * (pdfjs-dist / mammoth, each in its own chunk loaded by import() only when a file is chosen).
 */
export type { DocumentKind, FileCheck } from './file-check'
export {
  DOCUMENT_ACCEPT,
  DOCX_MIME,
  FILE_ERRORS,
  MAX_DOCUMENT_BYTES,
  PDF_MIME,
  checkDocument,
  declaredKinds,
  readHead,
  sniffKind,
} from './file-check'
export type { ExtractedDocument } from './extract-text'
export { countWords, extractDocumentText } from './extract-text'
export {
  DocumentReadError,
  MAX_DOCUMENT_CHARS,
  MAX_TRIAL_DOCUMENT_CHARS,
  READ_ERRORS,
  tidyText,
} from './read-errors'
export type { ThesisUploadOutcome, ThesisUploadState } from './upload-flow'
export { THESIS_UPLOAD_TEXTS, runThesisUpload } from './upload-flow'
