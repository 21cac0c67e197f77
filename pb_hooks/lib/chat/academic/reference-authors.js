// The authors of one reference-list entry and of one in-text citation
// (lib/chat/academic/citations.js): the first author, how many authors and the second one, for
// people ("Santoso, B., & Wijaya, A. (2019)", "SANTOSO, Budi dan Andi Wijaya") and for
// organisations or acronyms ("BASCAP dan INTA. (2016)", "WHO & UNICEF", "BPS dkk.", "Badan Pusat
// Statistik dan Bank Indonesia"), so the citation check pairs both alike. One organisation whose
// name holds "dan"/"and"/"&"/"," ("Kementerian Pendidikan dan Kebudayaan", "Food and Agriculture
// Organization", "Johnson & Johnson") stays one author.
// Pure CommonJS without PocketBase APIs: runs in goja (PocketBase 0.22) and in Node.
// Goja limits respected: no lookbehind, no named groups, no \p{...}, no String#normalize.

// "Santoso, B." / "Wijaya, A. B.": a surname with initials.
const PERSON = /[A-Z\u00C0-\u00DE][A-Za-z\u00C0-\u024F'-]+,\s+(?:[A-Z]\.\s?)+/g
// Between two authors: "dan", "&", "and", with or without a comma before (", dan UNFPA").
const CONNECTOR = /\s*,?\s+(?:&|dan|and)\s+|\s*,?\s*&\s*/
// A connector or a comma, kept by split() so a name can be put back together.
const SEPARATOR = /(\s*,?\s+(?:dan|and)\s+|\s*,?\s*&\s*|\s*,\s*)/
const ETAL = /\s+(?:dkk|et\s*al)(?:\s|,|$)/
const AUTHOR =
  /^[A-Z0-9\u00C0-\u00DE][^\s,]*(?:\s+[A-Z0-9\u00C0-\u00DE][^\s,]*|\s+[a-z]{1,4}){0,5}$/
// "BPS", "UNICEF", "PT": an acronym.
const ACRONYM = /^[A-Z][A-Z0-9&.-]+$/
// The first word of an organisation's name: "Kementerian Pendidikan", "Bank Indonesia", "World Bank".
const HEAD = new RegExp(
  '^(?:Badan|Bank|Kementerian|Departemen|Dinas|Direktorat|Lembaga|Pusat|Balai|Biro|Kantor|' +
    'Sekretariat|Pemerintah|Komisi|Komite|Dewan|Majelis|Mahkamah|Otoritas|Kepolisian|Dana|' +
    'Universitas|Institut|Fakultas|Politeknik|Akademi|Sekolah|Yayasan|Asosiasi|Ikatan|' +
    'Perhimpunan|Persatuan|Organisasi|Rumah Sakit|World|United|International|National|Federal|' +
    'European|Asian|Ministry|Department|Office|Agency|Bureau|Council|Commission|Committee|' +
    'Institute|University|Association|Federation|Foundation|Government|Centers?|Centre)(?:\\s|$)',
)
// A word that ends an organisation's name: "Agriculture Organization", "Drug Administration".
const TAIL =
  /\s(?:Organi[sz]ation|Association|Administration|Institute|Foundation|Agency|Council|Fund|Company|Corporation|Society|Federation|Union|Commission)(?:\s|$)/

/** "INTA", "Bank Indonesia", "PT Telkom": a name that is an author on its own after "dan". */
function standsAlone(name) {
  return ACRONYM.test(name.split(' ')[0]) || HEAD.test(name)
}

/**
 * Whether `part` (after "dan", "&", "and" or a comma) is the rest of the organisation `before`:
 * "Kementerian Pendidikan" + "Kebudayaan", "Kementerian Riset" + "Teknologi", "Food" + "Agriculture
 * Organization", "Johnson" + "Johnson"; not "BASCAP" + "INTA", "Badan Pusat Statistik" + "Bank
 * Indonesia", "BPS" + "Bappenas", nor people ("Santoso" + "Wijaya", "Van Dijk" + "Kintsch").
 */
function continues(before, part) {
  if (standsAlone(part) || ACRONYM.test(before)) return false
  return (HEAD.test(before) && /\s/.test(before)) || TAIL.test(' ' + part) || part === before
}

/** "Kementerian Riset, Teknologi, dan Pendidikan Tinggi" -> one name; "WHO & UNICEF" -> two. */
function authorNames(text) {
  const bits = String(text).trim().split(SEPARATOR)
  const names = [bits[0]]
  for (let i = 2; i < bits.length; i += 2) {
    const last = names.length - 1
    if (continues(names[last], bits[i])) names[last] += bits[i - 1] + bits[i]
    else names.push(bits[i])
  }
  return names
}

/** "Menurut Kementerian Pendidikan": whether the name starts with an organisation's head word. */
function organisationHead(name) {
  return HEAD.test(name)
}

/**
 * Authors without initials -> {author, names, second}, or null when not made of capitalised names:
 * "SANTOSO, Budi dan Andi Wijaya" (people: a surname, a first name, then more people), "BASCAP dan
 * INTA", "WHO & UNICEF", "BPS dkk.", "BPS, Bappenas, dan UNFPA", "Kementerian Riset, Teknologi, dan
 * Pendidikan Tinggi" (one organisation).
 */
function authorGroup(head) {
  let h = String(head).replace(/\s(dkk|et\s*al)\./g, ' $1')
  h = h
    .split(/\.(?:\s|$)/)[0]
    .replace(/[\s.,(]+$/, '')
    .trim()
  let more = 0
  const etal = ETAL.exec(h)
  if (etal) {
    h = h.slice(0, etal.index).replace(/[\s,]+$/, '')
    more = 2
  }
  const pieces = h.split(SEPARATOR)
  for (let i = 0; i < pieces.length; i += 2) if (!AUTHOR.test(pieces[i])) return null
  const groups = h.split(CONNECTOR)
  const first = groups[0].split(/\s*,\s*/)
  // People, the first one surname first: what follows the surname is a first name, then more people
  // ("Andi Wijaya", "WIJAYA, Andi"), none of them an acronym or an organisation.
  const later = first.slice(1).concat(groups.slice(1).map((g) => g.split(/\s*,\s*/).pop()))
  if (first.length > 1 && !/\s/.test(first[0]) && !later.some(standsAlone)) {
    const next = first[2] || groups[1] || ''
    return {
      author: first[0],
      names: first.length - 1 + groups.length - 1 + more,
      second: next.indexOf(',') >= 0 ? next.split(',')[0] : next.split(' ').pop(),
    }
  }
  const names = authorNames(h)
  return { author: names[0], names: names.length + more, second: names[1] || '' }
}

/**
 * One entry's authors: `head` is its text before the year, `author` the first author as read so far
 * (the text up to the first comma or period) -> {author, names, second}.
 */
function entryAuthors(head, author) {
  const people = head.match(PERSON) || []
  if (!people.length) {
    const group = authorGroup(head)
    // One author: the name as read so far, unless a comma is part of it ("Kementerian Riset, ...").
    if (group && (group.names > 1 || group.author.indexOf(',') >= 0)) return group
  }
  return {
    author: author,
    names: Math.max(1, people.length),
    second: people.length > 1 ? people[1].split(',')[0] : '',
  }
}

module.exports = {
  authorNames: authorNames,
  organisationHead: organisationHead,
  entryAuthors: entryAuthors,
}
