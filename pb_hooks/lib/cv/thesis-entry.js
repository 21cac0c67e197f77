// 'Dari skripsi Anda' (docs/contract.md, Analisa CV): a drafted 'Penelitian/Skripsi' entry of a CV
// built only from the thesis's own sentences: the title from the cover (the lines before
// "SKRIPSI"), the method from BAB III (the sentence naming the approach and most named methods) and
// the main result from the conclusion of BAB V (else the abstract's "Hasil penelitian
// menunjukkan ...", else BAB IV). Sentences are the quotable units Simulasi Sidang uses
// (lib/sidang/units.js: wrapped PDF lines joined; headings, captions, list lead-ins ending with ':'
// and chapter road maps left out), and each one is checked with the assistant's quote verification
// (lib/llm/quotes.js) against the passage it came from before it is offered.
// Pure CommonJS without PocketBase APIs: runs in goja (PocketBase 0.22) and in Node.

const { fold } = require(`${__hooks}/lib/shared/fold.js`)
const { splitPassages } = require(`${__hooks}/lib/thesis/passages.js`)
const { countWords } = require(`${__hooks}/lib/thesis/text.js`)
const { segmentDocument, segmentLabel } = require(`${__hooks}/lib/thesis/outline.js`)
const { verify, MIN_WORDS } = require(`${__hooks}/lib/llm/quotes.js`)
const { layoutOf, passageUnits } = require(`${__hooks}/lib/sidang/units.js`)
const { sectionOf, lineOf, pageAt } = require(`${__hooks}/lib/sidang/locate.js`)
const { methodsIn } = require(`${__hooks}/lib/sidang/keypoints.js`)

const FRONT = 'Bagian awal'
const TITLE_LINES = 12
const MAX_TITLE_WORDS = 40
const LONG_SENTENCE_WORDS = 60

/** The line that names the kind of work under its title ("SKRIPSI", "TUGAS AKHIR"). */
const WORK_KIND =
  /^(?:skripsi|tesis|thesis|disertasi|tugas akhir|laporan tugas akhir|proposal (?:skripsi|penelitian)|undergraduate thesis|final project)\b/
/** Cover lines after the title: who wrote it, for what, where. */
const COVER_REST =
  /^(?:diajukan|disusun|oleh|untuk|sebagai|guna|nim\b|npm\b|nama\b|program studi|fakultas|universitas|institut|sekolah tinggi|politeknik|jurusan|departemen|dosen|pembimbing|halaman|lembar|kata pengantar|abstra|daftar|pernyataan|persetujuan|pengesahan|(?:19|20)\d\d$)/
const NOT_TITLE = /^(?:halaman (?:judul|sampul)|cover|judul)$/

const APPROACH =
  /pendekatan|metode penelitian|jenis penelitian|desain penelitian|rancangan penelitian|penelitian ini (?:menggunakan|merupakan|adalah)|studi kasus|kualitatif|kuantitatif|eksperimen|survei|research design|approach/
const CONCLUSION =
  /simpul|menunjukkan|membuktikan|berpengaruh|terdapat (?:pengaruh|hubungan|perbedaan)|ditemukan|temuan|conclude|showed|found that/
const SUGGESTION =
  /\bsaran\b|disarankan|sebaiknya|diharapkan|perlu(?:nya)? (?:dilakukan|diteliti|dikaji)|(?:penelitian|peneliti) (?:selanjutnya|berikutnya)|recommend|future research/
const ABSTRACT_RESULT =
  /hasil (?:penelitian|analisis|uji|pengujian)[^.]{0,60}menunjukkan|menunjukkan bahwa|disimpulkan|results? (?:show|indicate)/
const DISCUSSION_RESULT =
  /menunjukkan bahwa|hasil (?:penelitian|analisis|uji|pengujian|regresi)|berpengaruh|temuan/
const NOT_RESULT_SECTION = /saran|rekomendasi|implikasi|keterbatasan|suggestion|limitation/

/** Words as the rest of the server counts them (lib/thesis/text.js). */
const words = (text) => countWords(String(text))

/** Whether `text` is, word for word, in `body` (the assistant's quote check on one block). */
function quoted(text, body) {
  if (!text || /[«»]/.test(text) || text.length > 1000 || words(text) < MIN_WORDS) return false
  const block = { n: 1, chapter: '', page: 0, body: String(body), passage: true }
  const checked = verify('«' + text + '» [1]', [block])
  return checked.removed === 0 && checked.citations.length === 1
}

/** Title lines of lines[from..to) joined (at most four; a subtitle in brackets counts), or null. */
function titleLines(lines, from, to, capitals) {
  const picked = []
  for (let i = from; i < to && picked.length < 4; i++) {
    const line = lines[i]
    const f = fold(line)
    if (NOT_TITLE.test(f)) continue
    if (COVER_REST.test(f) || WORK_KIND.test(f) || line.length > 250) break
    if (/[.!?:;,]$/.test(line)) break
    const subtitle = picked.length > 0 && /^\(.*\)$/.test(line)
    if (capitals && /[a-z]/.test(line) && !subtitle) break
    picked.push(line)
  }
  const title = picked.join(' ').trim()
  const n = words(title)
  return n >= MIN_WORDS && n <= MAX_TITLE_WORDS && /[A-Za-z]/.test(title) ? title : null
}

/**
 * The title on the cover: the lines above "SKRIPSI", else right below it; null if none. Title
 * lines end without a full stop; without a "SKRIPSI" line they must be in capitals (a subtitle in
 * brackets aside), so the opening sentences of a note are no title.
 */
function titleOf(front) {
  const lines = front.slice(0, TITLE_LINES).map((l) => l.replace(/\s+/g, ' ').trim())
  const kind = lines.findIndex((l) => WORK_KIND.test(fold(l)) && words(l) <= 4)
  if (kind < 0) return titleLines(lines, 0, lines.length, true)
  return titleLines(lines, 0, kind, false) || titleLines(lines, kind + 1, lines.length, false)
}

/**
 * The thesis's passages with their chapter keys and quotable sentences.
 * @returns {{segments: object[], passages: object[], keyOf: (p) => string|null,
 *   units: (i) => {text, lead}[], layout}}
 */
function readThesis(text) {
  const passages = splitPassages(text)
  const segments = segmentDocument(text)
  const keys = {}
  for (const s of segments) if (s.key) keys[segmentLabel(s)] = s.key
  const layout = layoutOf(passages)
  const cache = {}
  return {
    segments: segments,
    passages: passages,
    layout: layout,
    keyOf: (p) => keys[p.chapter] || null,
    units: (i) => cache[i] || (cache[i] = passageUnits(passages, i, layout)),
  }
}

/** {text, chapter, page} of a sentence of passage `i`, or null when it fails the quote check. */
function located(thesis, i, sentence) {
  const p = thesis.passages[i]
  if (!quoted(sentence, p.body)) return null
  return { text: sentence, chapter: p.chapter, page: pageAt(p, lineOf(p.body, sentence)) }
}

/**
 * The best sentence of the passages whose index passes `inPool`: the highest `score` (> 0), a
 * sentence of at most LONG_SENTENCE_WORDS words before a longer one, the first on a tie.
 */
function best(thesis, inPool, score) {
  let top = null
  thesis.passages.forEach(function (p, i) {
    if (!inPool(p, i)) return
    thesis.units(i).forEach(function (u) {
      const s = score(u, i)
      if (!(s > 0)) return
      const rank = s + (words(u.text) <= LONG_SENTENCE_WORDS ? 100 : 0)
      if (top && top.rank >= rank) return
      const found = located(thesis, i, u.text)
      if (found) top = { rank: rank, found: found }
    })
  })
  return top ? top.found : null
}

/** The method: the approach named, plus each named method (at most three). */
function methodOf(thesis) {
  const score = (u) => {
    const f = fold(u.text)
    if (/\?$/.test(u.text) || SUGGESTION.test(f)) return 0
    return (APPROACH.test(f) ? 3 : 0) + Math.min(3, methodsIn(u.text).length)
  }
  const inBab3 = (p) => thesis.keyOf(p) === 'bab3'
  const found = best(thesis, inBab3, score)
  if (found) return found
  const inAbstract = (p) => p.chapter === FRONT
  return best(thesis, inAbstract, (u) => (methodsIn(u.text).length ? score(u) : 0))
}

/** The main result: BAB V's conclusion, else the abstract's result, else BAB IV's. */
function resultOf(thesis) {
  const layout = thesis.layout
  const conclusion = (u, i) => {
    const f = fold(u.text)
    if (/\?$/.test(u.text) || SUGGESTION.test(f)) return 0
    const p = thesis.passages[i]
    const section = sectionOf(thesis.passages, i, lineOf(p.body, u.text), layout)
    if (NOT_RESULT_SECTION.test(fold(section))) return 0
    // a list whose lead-in concludes ("... dapat disimpulkan sebagai berikut:"): its items
    return CONCLUSION.test(f) || (u.lead && CONCLUSION.test(fold(u.lead))) ? 1 : 0
  }
  const inBab = (key) => (p) => thesis.keyOf(p) === key
  const pattern = (re) => (u) => (re.test(fold(u.text)) && !/\?$/.test(u.text) ? 1 : 0)
  return (
    best(thesis, inBab('bab5'), conclusion) ||
    best(thesis, (p) => p.chapter === FRONT, pattern(ABSTRACT_RESULT)) ||
    best(thesis, inBab('bab4'), pattern(DISCUSSION_RESULT))
  )
}

/**
 * The drafted entry of a thesis text (PDF pages separated by "\f").
 * @param {string} text
 * @returns {{title: string|null, method: {text, chapter, page}|null, result: {text, chapter, page}|null}}
 */
function thesisEntry(text) {
  const thesis = readThesis(text)
  const first = thesis.segments[0]
  const front = first && first.kind === 'front' ? first.lines : []
  const cover = thesis.passages
    .filter((p) => p.chapter === FRONT)
    .map((p) => p.body)
    .join('\n')
  let title = titleOf(front)
  if (title && !quoted(title, cover)) title = null
  return { title: title, method: methodOf(thesis), result: resultOf(thesis) }
}

module.exports = { thesisEntry, titleOf }
