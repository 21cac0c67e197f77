/**
 * The steps of a thesis upload, one copy for the Asisten Akademik (features/chat) and the Simulasi
 * Sidang (features/sidang): check the file before reading it (extension/MIME, content signature,
 * 20 MB), read its text in the browser (a PDF reports its progress), then hand it to `store` (the
 * upload route, or the trial's document kept in memory). The screen's state moves through
 * `setState` (React's setter fits); the caller turns the outcome into its own success and failure
 * texts, toasts included.
 */
import { DocumentReadError, extractDocumentText, type ExtractedDocument } from './extract-text'
import { FILE_ERRORS, checkDocument, readHead } from './file-check'

export type ThesisUploadState =
  | { status: 'idle' }
  | { status: 'processing'; message: string; progress: number | null }
  | { status: 'success' | 'failure'; message: string }

export const THESIS_UPLOAD_TEXTS = {
  reading: 'Membaca dokumen...',
  uploading: 'Mengunggah dokumen...',
  failed: 'Gagal mengunggah dokumen. Silakan coba lagi.',
  /** The upload control's one-line text of a file that is not a PDF or DOCX. */
  unsupported: `${FILE_ERRORS.unsupportedTitle}. ${FILE_ERRORS.unsupported}`,
} as const

/**
 * How an upload ended. A file refused before reading (`unsupported`, `too-large`) or a text that
 * could not be read (`unreadable`: locked, broken, empty, too long) comes with its Indonesian
 * message; `refused` carries what else failed (mostly what `store` threw), for the caller's error
 * mapping.
 */
export type ThesisUploadOutcome<T> =
  | { ok: true; value: T }
  | { ok: false; reason: 'unsupported' | 'too-large' | 'unreadable'; message: string }
  | { ok: false; reason: 'refused'; error: unknown }

type SetState = (next: ThesisUploadState | ((s: ThesisUploadState) => ThesisUploadState)) => void

/**
 * Runs one upload: 'Membaca dokumen...' (with a 0-100 progress for a PDF), then
 * 'Mengunggah dokumen...' while `store` runs. Sets no final state: on every outcome the caller
 * does (success note, failure text, or back to idle).
 */
export async function runThesisUpload<T>(
  file: File,
  options: {
    /** Longest text accepted from one document (MAX_DOCUMENT_CHARS, or the trial's limit). */
    maxChars: number
    store(file: File, extracted: ExtractedDocument): Promise<T>
    setState: SetState
  },
): Promise<ThesisUploadOutcome<T>> {
  const { maxChars, store, setState } = options
  const check = checkDocument(file, await readHead(file).catch(() => new Uint8Array()))
  if (!check.ok)
    return check.reason === 'unsupported'
      ? { ok: false, reason: 'unsupported', message: THESIS_UPLOAD_TEXTS.unsupported }
      : { ok: false, reason: 'too-large', message: FILE_ERRORS.tooLarge }
  setState({
    status: 'processing',
    message: THESIS_UPLOAD_TEXTS.reading,
    progress: check.kind === 'pdf' ? 0 : null,
  })
  let extracted: ExtractedDocument
  try {
    extracted = await extractDocumentText(file, check.kind, maxChars, (fraction) =>
      setState((s) =>
        s.status === 'processing' ? { ...s, progress: Math.round(fraction * 100) } : s,
      ),
    )
  } catch (error) {
    return error instanceof DocumentReadError
      ? { ok: false, reason: 'unreadable', message: error.message }
      : { ok: false, reason: 'refused', error }
  }
  setState({ status: 'processing', message: THESIS_UPLOAD_TEXTS.uploading, progress: null })
  try {
    return { ok: true, value: await store(file, extracted) }
  } catch (error) {
    return { ok: false, reason: 'refused', error }
  }
}
