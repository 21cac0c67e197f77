/** Document checks before anything is read or uploaded (the server checks again). */

export type DocumentKind = 'pdf' | 'docx'

/** Chat contract: at most 20 MB. */
export const MAX_DOCUMENT_BYTES = 20 * 1024 * 1024

export const PDF_MIME = 'application/pdf'
export const DOCX_MIME = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'
/** The file picker's filter. */
export const DOCUMENT_ACCEPT = `.pdf,.docx,${PDF_MIME},${DOCX_MIME}`

export const FILE_ERRORS = {
  unsupportedTitle: 'File tidak didukung',
  unsupported: 'Hanya file PDF dan DOCX yang diizinkan.',
  tooLarge: 'Ukuran file maksimal 20 MB.',
} as const

export type FileCheck =
  { ok: true; kind: DocumentKind } | { ok: false; reason: 'unsupported' | 'too-large' }

/** The kinds a file claims to be, by extension or MIME type (by MIME type or extension). */
export function declaredKinds(name: string, mime: string): DocumentKind[] {
  const kinds = new Set<DocumentKind>()
  const lower = name.toLowerCase()
  if (lower.endsWith('.pdf') || mime === PDF_MIME) kinds.add('pdf')
  if (lower.endsWith('.docx') || mime === DOCX_MIME) kinds.add('docx')
  return [...kinds]
}

/** What the first bytes say: '%PDF-' is a PDF, a ZIP header ('PK\x03\x04') may be a DOCX. */
export function sniffKind(head: Uint8Array): DocumentKind | null {
  const pdf = [0x25, 0x50, 0x44, 0x46, 0x2d]
  // A PDF may start with a few bytes of junk before its header; PDF readers accept up to 1 KB.
  const limit = Math.min(head.length - pdf.length, 1024)
  for (let offset = 0; offset <= limit; offset++) {
    if (pdf.every((b, i) => head[offset + i] === b)) return 'pdf'
  }
  if (
    head.length >= 4 &&
    head[0] === 0x50 &&
    head[1] === 0x4b &&
    head[2] === 0x03 &&
    head[3] === 0x04
  )
    return 'docx'
  return null
}

/** Checks name/MIME, content and size: a renamed text file or image is refused as unsupported. */
export function checkDocument(
  file: { name: string; type: string; size: number },
  head: Uint8Array,
): FileCheck {
  const declared = declaredKinds(file.name, file.type)
  const sniffed = sniffKind(head)
  if (declared.length === 0 || !sniffed || !declared.includes(sniffed))
    return { ok: false, reason: 'unsupported' }
  if (file.size > MAX_DOCUMENT_BYTES) return { ok: false, reason: 'too-large' }
  return { ok: true, kind: sniffed }
}

/** Reads the first bytes of a file for checkDocument. */
export async function readHead(file: Blob, bytes = 1100): Promise<Uint8Array> {
  return new Uint8Array(await file.slice(0, bytes).arrayBuffer())
}
