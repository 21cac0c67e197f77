// What of a thesis passage is content a defence question may quote (docs/sidang.md, "What a
// question quotes"): not sub-headings, captions ("Tabel 4.8 Hasil Pengujian ..."), headings, list
// lead-ins ("... dapat ditarik kesimpulan sebagai berikut:"), chapter road maps ("Pada bab ini
// dibahas ...") or pointers to a table; and the numbers of labels ("Tabel 4.8", "Gambar 3.2",
// "Persamaan (2.1)", "Lampiran 2", "subbab 4.2.1") are no results.
// Pure CommonJS without PocketBase APIs: runs in goja (PocketBase 0.22) and in Node.

const { fold } = require(`${__hooks}/lib/shared/fold.js`)

const LABEL_WORDS =
  'tabel|table|gambar|gbr\\.?|grafik|diagram|bagan|figure|fig\\.|lampiran|appendix|persamaan|rumus|' +
  'equation|eq\\.|bab|chapter|subbab|sub-bab|sub bab|pasal|ayat|halaman|hal\\.|hlm\\.|no\\.|nomor|vol\\.'
/** A label and its number: "Tabel 4.8", "Gambar 3.2", "Persamaan (2.1)", "Lampiran 2", "BAB 4". */
const LABEL = new RegExp(
  '(^|[^a-z0-9])(?:' + LABEL_WORDS + ')\\s*\\(?\\d+(?:[.-]\\d+)*\\)?(?![.,]?\\d)',
  'gi',
)
const CAPTION = new RegExp(
  '^(?:tabel|table|gambar|gbr\\.?|grafik|diagram|bagan|figure|fig\\.|lampiran|persamaan|rumus|' +
    'equation)\\s*\\(?[0-9ivx]+(?:[.-][0-9]+)*\\)?[.:]?(?:\\s+|$)',
)
const UPPER = /[A-Z\u00C0-\u00DE]/

/** A text without label numbers and equation numbers ("y = a + bx (2.1)"). */
function withoutLabels(text) {
  return String(text || '')
    .replace(LABEL, '$1 ')
    .replace(/\(\d{1,2}\.\d{1,2}\)(?=\s*$)/gm, ' ')
}

/**
 * A sub-heading line: "3.2 Populasi dan Sampel", "1. Pemahaman ...", "B. Rumusan Masalah",
 * "Kesimpulan". Not a table row ("3 Halte Charitas 61,8 Tidak terdeteksi").
 */
function isSubHeading(line) {
  const l = String(line).trim()
  if (!l || l.split(/\s+/).length > 9 || /[.!?:;,]$/.test(l)) return false
  if (/^(?:\d+(?:\.\d+)+\.?|\d+\.|[A-H]\.)\s+[A-Z]/.test(l)) return !/\s\S*\d[.,]\d/.test(l)
  return /^[A-Z][a-z]+(?:\s+(?:[A-Z][a-z]+|dan|di|ke|dari|yang|untuk|atau|pada|serta))*$/.test(l)
    ? l.split(/\s+/).length <= 5
    : false
}

/** The sub-headings of a passage, one per line. */
function headingsOf(body) {
  return String(body)
    .split('\n')
    .filter((l) => isSubHeading(l))
    .join('\n')
}

/** A caption or source line: "Tabel 4.8 Hasil Pengujian ...", "Gambar 3.2", "Sumber: ...". */
function isCaption(line) {
  const l = String(line).trim()
  if (/^sumber\s*:/i.test(l)) return true
  const m = CAPTION.exec(fold(l))
  if (!m) return false
  // "Tabel 4.8 menunjukkan bahwa ..." is a sentence about the table, not its caption.
  const rest = l.slice(m[0].length)
  return !rest || UPPER.test(rest.charAt(0)) || !/[.!?]$/.test(l)
}

/**
 * A heading that isSubHeading misses: "4.2.1 ..." of any length, "BAB IV ...", all capitals. Not a
 * line of wrapped PDF text that starts with a decimal ("3.5 sampai 10 meter, ...").
 */
function isHeadingLine(line) {
  const l = String(line).trim()
  if (/[.!?:;,]$/.test(l)) return false
  if (/^(?:BAB|Bab)\s+(?:[IVX]+|\d+)(?:\s+[A-Z]|$)/.test(l) && l.split(/\s+/).length <= 12)
    return true
  if (/^\d+(?:\.\d+)+\.?\s+[^\sa-z]/.test(l) && l.split(/\s+/).length <= 20) return true
  return /[A-Z]{3}/.test(l) && !/[a-z]/.test(l)
}

const LEAD_END =
  /(?:sebagai berikut|seperti berikut|berikut ini|berikut|antara lain|di ?antaranya|yaitu|yakni|meliputi|terdiri (?:atas|dari)|sbb\.?)\s*(?:ini)?\s*[.:]?$/
const ROAD_MAP =
  /^(?:pada |dalam )?(?:bab|subbab|bagian) ini (?:akan )?(?:membahas|menjelaskan|menguraikan|berisi|memuat|memaparkan|menyajikan|dibahas|dijelaskan|diuraikan|disajikan|dipaparkan)/
const POINTER =
  /(?:tabel|gambar|grafik|diagram|lampiran|persamaan)\s*\(?[0-9ivx]+(?:[.-]\d+)*\)?\s*(?:berikut(?: ini)?|di bawah ini)?\s*\)?[.:]?$/

/** A sentence that introduces a list ("... sebagai berikut:", "... antara lain:", "yaitu:"). */
function isLeadIn(sentence) {
  const s = String(sentence)
    .trim()
    .replace(/["'\u201D\u2019)\]]+$/, '')
  return /:$/.test(s) || LEAD_END.test(fold(s))
}

/** Not content: a lead-in, a chapter road map, or a bare pointer to a table or figure. */
function isNotContent(sentence) {
  const f = fold(sentence).trim()
  if (isLeadIn(sentence) || ROAD_MAP.test(f)) return true
  return POINTER.test(f) && !/\d/.test(withoutLabels(sentence))
}

/** A sentence without its list marker ("1. ", "a) ", "(2) ", "- ", "• "). */
function stripMarker(sentence) {
  return String(sentence).replace(/^(?:\(?\d{1,2}[.)]|\(?[a-h][.)]|[-\u2022\u2013])\s+/, '')
}

module.exports = {
  withoutLabels,
  isSubHeading,
  headingsOf,
  isCaption,
  isHeadingLine,
  isLeadIn,
  isNotContent,
  stripMarker,
}
