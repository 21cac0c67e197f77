import { useCallback, useState } from 'react'
import { uploadThesisDocument } from '@/data/chat'
import { toSidangApiError } from '@/data/sidang'
import {
  MAX_DOCUMENT_CHARS,
  THESIS_UPLOAD_TEXTS,
  runThesisUpload,
  type ThesisUploadState,
} from '@/lib/thesis-documents'

export type { ThesisUploadState }

/** A refused upload's text: the server's message, or the generic one when the network failed. */
function refusedMessage(error: unknown): string {
  const e = toSidangApiError(error)
  return e.code === 'NETWORK' || !e.message ? THESIS_UPLOAD_TEXTS.failed : e.message
}

/**
 * Uploads a thesis exactly as the Asisten Akademik does (runThesisUpload: the same checks, the text
 * read in the browser), then POST /api/chat/documents (free). Resolves with the new document's id,
 * or null when it failed (the state says why); a success goes back to idle.
 */
export function useThesisUpload(): {
  state: ThesisUploadState
  upload(file: File): Promise<{ documentId: string; fileName: string } | null>
} {
  const [state, setState] = useState<ThesisUploadState>({ status: 'idle' })
  const upload = useCallback(async (file: File) => {
    const outcome = await runThesisUpload(file, {
      maxChars: MAX_DOCUMENT_CHARS,
      setState,
      store: (f, extracted) =>
        uploadThesisDocument({ file: f, text: extracted.text, pages: extracted.pages }),
    })
    if (!outcome.ok) {
      setState({
        status: 'failure',
        message: outcome.reason === 'refused' ? refusedMessage(outcome.error) : outcome.message,
      })
      return null
    }
    setState({ status: 'idle' })
    return { documentId: outcome.value.documentId, fileName: outcome.value.fileName || file.name }
  }, [])
  return { state, upload }
}
