import { useCallback, useState } from 'react'
import { uploadThesisDocument } from '@/data/chat'
import {
  DocumentReadError,
  FILE_ERRORS,
  MAX_DOCUMENT_CHARS,
  checkDocument,
  extractDocumentText,
  readHead,
} from '@/lib/thesis-documents'
import { toSidangApiError } from '@/data/sidang'

export type ThesisUploadState =
  | { status: 'idle' }
  | { status: 'processing'; message: string; progress: number | null }
  | { status: 'failure'; message: string }

export const UPLOAD_TEXTS = {
  reading: 'Membaca dokumen...',
  uploading: 'Mengunggah dokumen...',
  failed: 'Gagal mengunggah dokumen. Silakan coba lagi.',
} as const

/**
 * Uploads a thesis exactly as the Asisten Akademik does: the same checks (extension/MIME, content
 * signature, 20 MB), the text read in the browser, then POST /api/chat/documents (free). Resolves
 * with the new document's id, or null when it failed (the state says why).
 */
export function useThesisUpload(): {
  state: ThesisUploadState
  upload(file: File): Promise<{ documentId: string; fileName: string } | null>
} {
  const [state, setState] = useState<ThesisUploadState>({ status: 'idle' })
  const upload = useCallback(async (file: File) => {
    const check = checkDocument(file, await readHead(file).catch(() => new Uint8Array()))
    if (!check.ok) {
      setState({
        status: 'failure',
        message:
          check.reason === 'unsupported'
            ? `${FILE_ERRORS.unsupportedTitle}. ${FILE_ERRORS.unsupported}`
            : FILE_ERRORS.tooLarge,
      })
      return null
    }
    setState({
      status: 'processing',
      message: UPLOAD_TEXTS.reading,
      progress: check.kind === 'pdf' ? 0 : null,
    })
    try {
      const extracted = await extractDocumentText(file, check.kind, MAX_DOCUMENT_CHARS, (f) =>
        setState((s) => (s.status === 'processing' ? { ...s, progress: Math.round(f * 100) } : s)),
      )
      setState({ status: 'processing', message: UPLOAD_TEXTS.uploading, progress: null })
      const uploaded = await uploadThesisDocument({
        file,
        text: extracted.text,
        pages: extracted.pages,
      })
      setState({ status: 'idle' })
      return { documentId: uploaded.documentId, fileName: uploaded.fileName || file.name }
    } catch (error) {
      if (error instanceof DocumentReadError) {
        setState({ status: 'failure', message: error.message })
        return null
      }
      const e = toSidangApiError(error)
      setState({
        status: 'failure',
        message: e.code === 'NETWORK' || !e.message ? UPLOAD_TEXTS.failed : e.message,
      })
      return null
    }
  }, [])
  return { state, upload }
}
