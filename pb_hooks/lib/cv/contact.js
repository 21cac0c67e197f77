// Contact details out of a CV bullet or a job posting before either goes to the operator's LLM
// ('Perbaiki dengan AI', docs/contract.md, Analisa CV): e-mail addresses, Indonesian phone numbers
// (+62 8…, 62 8…, 08…), web addresses (http(s)://, www., LinkedIn and other bare domains) and social
// handles (@nama). Each becomes CONTACT_MARK, so the sentence still reads ("hubungi [kontak]").
// Pure CommonJS without PocketBase APIs: runs in goja (PocketBase 0.22) and in Node.

const CONTACT_MARK = '[kontak]'

const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/g
// +62 812-3456-7890, 62 812 3456 7890, (+62) 812…, 0812.3456.789, 081234567890
const PHONE = /(^|[^\d+])((?:\(?\+?62\)?[\s.-]?|0)8\d(?:[\s.-]?\d){6,11})(?!\d)/g
// A path ends before closing punctuation: "lihat https://budi.dev/porto, lalu ..." keeps its comma.
const PATH = '[^\\s<>"\')\\]]*[^\\s<>"\')\\].,;:!?]'
const URL = new RegExp('\\b(?:https?:\\/\\/|www\\.)' + PATH, 'gi')
const LINKEDIN = new RegExp('\\b(?:[a-z0-9-]+\\.)*linkedin\\.com(?:\\/(?:' + PATH + ')?)?', 'gi')
// Lower-case bare domains only: "ASP.NET" or "Node.js" are skills, "budi.dev/portofolio" is not.
const DOMAIN = new RegExp(
  '\\b[a-z0-9][a-z0-9-]*(?:\\.[a-z0-9-]+)*\\.(?:com|net|org|io|me|dev|id|co\\.id|ac\\.id|sch\\.id|or\\.id|my\\.id|biz\\.id|web\\.id)\\b(?:\\/(?:' +
    PATH +
    ')?)?',
  'g',
)
const HANDLE = /(^|[\s(])@[A-Za-z0-9_][A-Za-z0-9_.]{1,29}\b/g

/**
 * The text with its contact details replaced by CONTACT_MARK.
 * @param {string} text
 * @returns {{text: string, removed: number}} removed: how many details were replaced
 */
function stripContacts(text) {
  let removed = 0
  const mark = () => {
    removed++
    return CONTACT_MARK
  }
  const out = String(text || '')
    .replace(EMAIL, mark)
    .replace(URL, mark)
    .replace(LINKEDIN, mark)
    .replace(DOMAIN, mark)
    .replace(PHONE, (m, before) => before + mark())
    .replace(HANDLE, (m, before) => before + mark())
  return { text: out, removed: removed }
}

/** Whether a text holds a contact detail (an e-mail, phone, web address or handle). */
function hasContact(text) {
  return stripContacts(text).removed > 0
}

module.exports = { CONTACT_MARK, stripContacts, hasContact }
