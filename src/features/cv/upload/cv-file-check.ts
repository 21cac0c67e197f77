/**
 * 'Unggah CV': the same checks as a thesis (extension/MIME type, the file's own signature), with the
 * CV's own ceiling of 5 MB. Nothing is read or sent before the file passes.
 */
import { FILE_ERRORS, checkDocument, readHead } from '@/lib/thesis-documents'
import type { DocumentKind } from '@/lib/thesis-documents'

/** A CV is at most 5 MB (Analisa CV contract). */
export const MAX_CV_BYTES = 5 * 1024 * 1024

export const CV_FILE_ERRORS = {
  unsupported: `${FILE_ERRORS.unsupportedTitle}. ${FILE_ERRORS.unsupported}`,
  tooLarge: 'Ukuran file CV maksimal 5 MB.',
} as const

export type CvFileCheck = { ok: true; kind: DocumentKind } | { ok: false; message: string }

/** Pure: the thesis checks on name, type and first bytes, then the CV's 5 MB ceiling. */
export function checkCvFile(
  file: { name: string; type: string; size: number },
  head: Uint8Array,
): CvFileCheck {
  const check = checkDocument(file, head)
  if (!check.ok && check.reason === 'unsupported')
    return { ok: false, message: CV_FILE_ERRORS.unsupported }
  if (!check.ok || file.size > MAX_CV_BYTES) return { ok: false, message: CV_FILE_ERRORS.tooLarge }
  return { ok: true, kind: check.kind }
}

/** Reads the file's first bytes and checks it (an unreadable file is refused as unsupported). */
export async function checkCvUpload(file: File): Promise<CvFileCheck> {
  const head = await readHead(file).catch(() => new Uint8Array())
  return checkCvFile(file, head)
}
