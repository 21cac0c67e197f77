import { MAX_MESSAGE_LENGTH } from '@/data/chat/limits'

export { MAX_MESSAGE_LENGTH }

/** 4000 → '4.000' */
export const MAX_MESSAGE_TEXT = MAX_MESSAGE_LENGTH.toLocaleString('id-ID')

export const MESSAGE_ERRORS = {
  empty: 'Pesan tidak boleh kosong.',
  tooLong: `Pesan terlalu panjang (maksimal ${MAX_MESSAGE_TEXT} karakter).`,
} as const

export type MessageCheck = { ok: true; message: string } | { ok: false; error: string }

/** A message is sent trimmed; it must be non-empty and at most MAX_MESSAGE_LENGTH characters. */
export function validateMessage(raw: string): MessageCheck {
  const message = raw.trim()
  if (!message) return { ok: false, error: MESSAGE_ERRORS.empty }
  if (message.length > MAX_MESSAGE_LENGTH) return { ok: false, error: MESSAGE_ERRORS.tooLong }
  return { ok: true, message }
}

/** Enter sends; Shift+Enter (and Enter while an IME composes a word) makes a new line. */
export function isSendKey(event: {
  key: string
  shiftKey: boolean
  isComposing?: boolean
}): boolean {
  return event.key === 'Enter' && !event.shiftKey && !event.isComposing
}
