import { describe, expect, it } from 'vitest'
import { ChatApiError } from '@/data/chat/chat-api-error'
import { CHAT_TEXTS, mapSendError, mapUploadError } from './error-mapping'

const err = (status: number, code: ConstructorParameters<typeof ChatApiError>[1], message = '') =>
  new ChatApiError(status, code, message)

describe('mapSendError', () => {
  it("no credits: the 'Kredit Habis' toast and the message is not sent", () => {
    expect(mapSendError(err(402, 'INSUFFICIENT_CREDITS', 'x'))).toEqual({
      kind: 'not-sent',
      toast: {
        title: 'Kredit Habis',
        description: 'Anda tidak memiliki cukup kredit untuk mengirim pesan.',
      },
    })
  })

  it('a connection failure (no answer, or the automation failed) is a bot message', () => {
    expect(mapSendError(new TypeError('Failed to fetch'))).toEqual({
      kind: 'bot-error',
      text: 'Maaf, terjadi kesalahan koneksi. Silakan coba lagi.',
    })
    expect(mapSendError(err(502, 'UPSTREAM_FAILED'))).toEqual({
      kind: 'bot-error',
      text: CHAT_TEXTS.connection,
    })
  })

  it('an empty reply is the processing message', () => {
    expect(mapSendError(err(502, 'EMPTY_REPLY'))).toEqual({
      kind: 'bot-error',
      text: 'Maaf, terjadi kesalahan dalam memproses pesan Anda.',
    })
  })

  it('other failures while taking the credit: the credit-error text, not sent', () => {
    expect(mapSendError(err(500, 'UNKNOWN'))).toEqual({
      kind: 'not-sent',
      toast: {
        title: 'Error',
        description: 'Terjadi kesalahan saat memproses kredit. Silakan coba lagi.',
      },
    })
    expect(mapSendError({ status: 400, response: { message: 'Something went wrong' } }).kind).toBe(
      'not-sent',
    )
  })

  it('keeps the server text of an invalid message', () => {
    expect(
      mapSendError(err(400, 'INVALID_MESSAGE', 'Pesan terlalu panjang (maksimal 4.000 karakter).')),
    ).toEqual({
      kind: 'not-sent',
      toast: {
        title: 'Pesan tidak valid',
        description: 'Pesan terlalu panjang (maksimal 4.000 karakter).',
      },
    })
  })

  it('a lost document asks for a new upload; an exhausted trial zeroes the mode', () => {
    expect(
      mapSendError(
        err(404, 'DOCUMENT_NOT_FOUND', 'Dokumen tidak ditemukan. Unggah ulang dokumen Anda.'),
      ).kind,
    ).toBe('document-lost')
    const trial = mapSendError(
      err(429, 'TRIAL_EXHAUSTED', 'Kredit uji coba habis. Beli akses penuh untuk melanjutkan.'),
    )
    expect(trial).toEqual({
      kind: 'trial-exhausted',
      toast: {
        title: 'Kredit Habis',
        description: 'Kredit uji coba habis. Beli akses penuh untuk melanjutkan.',
      },
    })
  })

  it('an expired session and a missing document say so', () => {
    expect(mapSendError(err(401, 'UNAUTHORIZED'))).toEqual({
      kind: 'not-sent',
      toast: { title: 'Error', description: CHAT_TEXTS.sessionExpired },
    })
    expect(mapSendError(err(400, 'DOCUMENT_REQUIRED', 'Wajib upload dokumen dulu'))).toEqual({
      kind: 'not-sent',
      toast: { title: 'Dokumen belum ada', description: 'Wajib upload dokumen dulu' },
    })
  })
})

describe('mapUploadError', () => {
  it('keeps the server text of a refused document', () => {
    expect(
      mapUploadError(
        err(
          400,
          'ENCRYPTED_PDF',
          'PDF ini dilindungi kata sandi. Buka kuncinya lalu unggah ulang.',
        ),
      ),
    ).toEqual({
      message: 'PDF ini dilindungi kata sandi. Buka kuncinya lalu unggah ulang.',
      unsupported: false,
    })
    expect(mapUploadError(err(400, 'FILE_TOO_LARGE', 'Ukuran file maksimal 20 MB.')).message).toBe(
      'Ukuran file maksimal 20 MB.',
    )
  })

  it("an unsupported file is flagged for the 'File tidak didukung' toast", () => {
    expect(
      mapUploadError(
        err(
          400,
          'UNSUPPORTED_FILE',
          'File tidak didukung. Hanya file PDF dan DOCX yang diizinkan.',
        ),
      ),
    ).toEqual({
      message: 'Hanya file PDF dan DOCX yang diizinkan.',
      unsupported: true,
    })
  })

  it('everything else is the upload-failure text', () => {
    expect(
      mapUploadError(err(502, 'UPLOAD_FAILED', 'Gagal mengunggah dokumen. Silakan coba lagi.'))
        .message,
    ).toBe('Gagal mengunggah dokumen. Silakan coba lagi.')
    expect(mapUploadError(new TypeError('Failed to fetch')).message).toBe(
      'Gagal mengunggah dokumen. Silakan coba lagi.',
    )
    expect(mapUploadError(err(500, 'UNKNOWN', 'boom')).message).toBe(
      'Gagal mengunggah dokumen. Silakan coba lagi.',
    )
  })
})
