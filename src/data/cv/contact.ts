/**
 * Contact details out of what 'Perbaiki dengan AI' sends (the bullet and the posting): e-mail
 * addresses, Indonesian phone numbers (+62 8…, 62 8…, 08…), web addresses and LinkedIn links, and
 * social handles (@nama). Each becomes CONTACT_MARK. The server strips them again before the LLM
 * sees anything; doing it here too means they never leave the device.
 */
export const CONTACT_MARK = '[kontak]'

const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/g
const PHONE = /(^|[^\d+])((?:\(?\+?62\)?[\s.-]?|0)8\d(?:[\s.-]?\d){6,11})(?!\d)/g
const URL_LIKE = /\b(?:https?:\/\/|www\.)[^\s<>"')\]]+/gi
const LINKEDIN = /\b(?:[a-z0-9-]+\.)*linkedin\.com(?:\/[^\s<>"')\]]*)?/gi
const HANDLE = /(^|[\s(])@[A-Za-z0-9_][A-Za-z0-9_.]{1,29}\b/g

/** The text with its contact details replaced by CONTACT_MARK. */
export function stripContacts(text: string): string {
  return text
    .replace(EMAIL, CONTACT_MARK)
    .replace(URL_LIKE, CONTACT_MARK)
    .replace(LINKEDIN, CONTACT_MARK)
    .replace(PHONE, (_m, before: string) => `${before}${CONTACT_MARK}`)
    .replace(HANDLE, (_m, before: string) => `${before}${CONTACT_MARK}`)
}
