/** A document that cannot be read in the browser; `message` is shown to the user as is (Indonesian). */
export class DocumentReadError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'DocumentReadError'
  }
}

export const READ_ERRORS = {
  encrypted: 'PDF ini dilindungi kata sandi. Buka kuncinya lalu unggah ulang.',
  corrupt: 'File rusak atau tidak dapat dibaca. Pastikan file PDF atau DOCX Anda valid.',
  empty:
    'Dokumen tidak berisi teks yang bisa dibaca. Pastikan dokumen bukan hasil scan atau gambar.',
  tooLong: 'Dokumen terlalu panjang untuk dianalisis.',
} as const

/** The chat contract's ceilings: 1,500,000 characters stored, 300,000 sent with a trial question. */
export const MAX_DOCUMENT_CHARS = 1_500_000
export const MAX_TRIAL_DOCUMENT_CHARS = 300_000

/** Normalises extracted text: unified line breaks, no trailing spaces, at most one blank line in a row. */
export function tidyText(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .replace(/[ \t\u00a0]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim()
}
