import { toChatApiError } from '@/data/chat/chat-api-error'

/** The product's error texts, and those of the chat routes (docs/contract.md, Routes). */
export const CHAT_TEXTS = {
  connection: 'Maaf, terjadi kesalahan koneksi. Silakan coba lagi.',
  processing: 'Maaf, terjadi kesalahan dalam memproses pesan Anda.',
  uploadFailed: 'Gagal mengunggah dokumen. Silakan coba lagi.',
  creditsTitle: 'Kredit Habis',
  credits: 'Anda tidak memiliki cukup kredit untuk mengirim pesan.',
  creditError: 'Terjadi kesalahan saat memproses kredit. Silakan coba lagi.',
  documentRequired: 'Wajib upload dokumen dulu',
  documentNotFound: 'Dokumen tidak ditemukan. Unggah ulang dokumen Anda.',
  trialExhausted: 'Kredit uji coba habis. Beli akses penuh untuk melanjutkan.',
  sessionExpired: 'Sesi Anda telah berakhir. Silakan masuk kembali.',
  notVerified: 'Verifikasi email Anda terlebih dahulu untuk memakai chatbot.',
  invalidMessage: 'Pesan tidak boleh kosong.',
  documentTooLong: 'Dokumen terlalu panjang untuk dianalisis.',
} as const

export interface ToastText {
  title: string
  description: string
}

/**
 * What the panel does after a failed message:
 * - `not-sent`: the message is withdrawn (its bubble removed, the text back in the input) and a toast explains why;
 * - `bot-error`: the message stays and the bot answers with the error text (the credit was given back);
 * - `document-lost`: like not-sent, and the academic tab forgets its document;
 * - `trial-exhausted`: like not-sent, and the mode's trial credits drop to 0.
 */
export type SendFailure =
  | { kind: 'not-sent'; toast: ToastText }
  | { kind: 'bot-error'; text: string }
  | { kind: 'document-lost'; toast: ToastText }
  | { kind: 'trial-exhausted'; toast: ToastText }

export function mapSendError(error: unknown): SendFailure {
  const e = toChatApiError(error)
  switch (e.code) {
    case 'INSUFFICIENT_CREDITS':
      return {
        kind: 'not-sent',
        toast: { title: CHAT_TEXTS.creditsTitle, description: CHAT_TEXTS.credits },
      }
    case 'NETWORK':
    case 'UPSTREAM_FAILED':
      return { kind: 'bot-error', text: CHAT_TEXTS.connection }
    case 'EMPTY_REPLY':
      return { kind: 'bot-error', text: CHAT_TEXTS.processing }
    case 'INVALID_MESSAGE':
      return {
        kind: 'not-sent',
        toast: { title: 'Pesan tidak valid', description: e.message || CHAT_TEXTS.invalidMessage },
      }
    case 'DOCUMENT_REQUIRED':
      return {
        kind: 'not-sent',
        toast: { title: 'Dokumen belum ada', description: CHAT_TEXTS.documentRequired },
      }
    case 'DOCUMENT_TOO_LONG':
      return {
        kind: 'document-lost',
        toast: { title: 'Dokumen ditolak', description: e.message || CHAT_TEXTS.documentTooLong },
      }
    case 'DOCUMENT_NOT_FOUND':
      return {
        kind: 'document-lost',
        toast: {
          title: 'Dokumen tidak ditemukan',
          description: e.message || CHAT_TEXTS.documentNotFound,
        },
      }
    case 'TRIAL_EXHAUSTED':
      return {
        kind: 'trial-exhausted',
        toast: {
          title: CHAT_TEXTS.creditsTitle,
          description: e.message || CHAT_TEXTS.trialExhausted,
        },
      }
    case 'UNAUTHORIZED':
      return { kind: 'not-sent', toast: { title: 'Error', description: CHAT_TEXTS.sessionExpired } }
    case 'NOT_VERIFIED':
      return {
        kind: 'not-sent',
        toast: { title: 'Error', description: e.message || CHAT_TEXTS.notVerified },
      }
    default:
      // Any other refusal happened while the credit was being taken: the message was not sent.
      return { kind: 'not-sent', toast: { title: 'Error', description: CHAT_TEXTS.creditError } }
  }
}

/** The upload control's failure text (cleared after 3 s) for a failed document upload. */
export function mapUploadError(error: unknown): { message: string; unsupported: boolean } {
  const e = toChatApiError(error)
  switch (e.code) {
    case 'UNSUPPORTED_FILE':
      return { message: 'Hanya file PDF dan DOCX yang diizinkan.', unsupported: true }
    case 'FILE_TOO_LARGE':
    case 'EMPTY_DOCUMENT':
    case 'ENCRYPTED_PDF':
    case 'DOCUMENT_TOO_LONG':
      return { message: e.message || CHAT_TEXTS.uploadFailed, unsupported: false }
    case 'UNAUTHORIZED':
      return { message: CHAT_TEXTS.sessionExpired, unsupported: false }
    case 'NOT_VERIFIED':
      return { message: e.message || CHAT_TEXTS.notVerified, unsupported: false }
    default:
      return { message: CHAT_TEXTS.uploadFailed, unsupported: false }
  }
}
