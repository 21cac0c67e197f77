/// <reference path="../../../node_modules/pocketbase-jsvm/index.d.ts" />
// Shared pieces of the chat routes (docs/contract.md, Routes): the error texts (the refusals of
// lib/shared/signed-in.js included), JSON error answers and message validation. Loaded with
// require() in handlers.

const { MAX_MESSAGE } = require(`${__hooks}/lib/chat/limits.js`)
const { formatNumber } = require(`${__hooks}/lib/thesis/text.js`)
const { SIGN_IN_ERRORS } = require(`${__hooks}/lib/shared/signed-in.js`)

const MAX_SESSION_ID = 100

/** code → [status, Indonesian message] (docs/contract.md, Routes, lists them). */
const ERRORS = {
  UNAUTHORIZED: SIGN_IN_ERRORS.UNAUTHORIZED,
  NOT_VERIFIED: [403, 'Verifikasi email Anda terlebih dahulu untuk menggunakan chat.'],
  EMPTY_MESSAGE: [400, 'Pesan tidak boleh kosong.'],
  LONG_MESSAGE: [
    400,
    'Pesan terlalu panjang (maksimal ' + formatNumber(MAX_MESSAGE) + ' karakter).',
  ],
  INSUFFICIENT_CREDITS: [402, 'Anda tidak memiliki cukup kredit untuk mengirim pesan.'],
  CREDIT_FAILED: [500, 'Terjadi kesalahan saat memproses kredit. Silakan coba lagi.'],
  UPSTREAM_FAILED: [502, 'Maaf, terjadi kesalahan koneksi. Silakan coba lagi.'],
  EMPTY_REPLY: [502, 'Maaf, terjadi kesalahan dalam memproses pesan Anda.'],
  DOCUMENT_NOT_FOUND: [404, 'Dokumen tidak ditemukan. Unggah ulang dokumen Anda.'],
  DOCUMENT_REQUIRED: [400, 'Wajib upload dokumen dulu'],
  FILE_REQUIRED: [400, 'Pilih file PDF atau DOCX untuk diunggah.'],
  UNSUPPORTED_FILE: [400, 'File tidak didukung. Hanya file PDF dan DOCX yang diizinkan.'],
  FILE_TOO_LARGE: [400, 'Ukuran file maksimal 20 MB.'],
  EMPTY_DOCUMENT: [
    400,
    'Dokumen tidak berisi teks yang bisa dibaca. Pastikan dokumen bukan hasil scan atau gambar.',
  ],
  ENCRYPTED_PDF: [400, 'PDF ini dilindungi kata sandi. Buka kuncinya lalu unggah ulang.'],
  DOCUMENT_TOO_LONG: [400, 'Dokumen terlalu panjang untuk dianalisis.'],
  UPLOAD_FAILED: [502, 'Gagal mengunggah dokumen. Silakan coba lagi.'],
  TRIAL_EXHAUSTED: [429, 'Kredit uji coba habis. Beli akses penuh untuk melanjutkan.'],
  REVIEW_UNAVAILABLE: [409, 'Ulasan AI belum tersedia di layanan ini.'],
  REVIEW_FAILED: [
    502,
    'Ulasan AI gagal dibuat. Kredit Anda dikembalikan; coba lagi nanti atau unduh laporan tanpa ulasan AI.',
  ],
}

/** Codes whose answer uses another code's name (both message checks answer INVALID_MESSAGE). */
const PUBLIC_CODE = { EMPTY_MESSAGE: 'INVALID_MESSAGE', LONG_MESSAGE: 'INVALID_MESSAGE' }

/**
 * The JSON error answer `{code, message, ...extra}` of a code of ERRORS.
 * @param {echo.Context} c
 * @param {string} key
 * @param {Record<string, any>} [extra] e.g. {credits} or {remaining}
 */
function fail(c, key, extra) {
  return require(`${__hooks}/lib/shared/http.js`).jsonError(c, ERRORS, key, extra, PUBLIC_CODE[key])
}

/** The request's JSON body (an object, or {} for anything else). */
function body(c) {
  return require(`${__hooks}/lib/shared/http.js`).jsonBody(c)
}

/** The trimmed message, or the ERRORS key that refuses it. */
function checkMessage(value) {
  if (typeof value !== 'string') return { error: 'EMPTY_MESSAGE' }
  const text = value.trim()
  if (text === '') return { error: 'EMPTY_MESSAGE' }
  if (text.length > MAX_MESSAGE) return { error: 'LONG_MESSAGE' }
  return { message: text }
}

/** A chat session id as the automation service gets it (a short printable string). */
function cleanSessionId(value) {
  const s = typeof value === 'string' || typeof value === 'number' ? String(value).trim() : ''
  const clean = s.replace(/[^\w.:-]/g, '').slice(0, MAX_SESSION_ID)
  return clean || 'default'
}

module.exports = {
  ERRORS,
  fail,
  body,
  checkMessage,
  cleanSessionId,
}
