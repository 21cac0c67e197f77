// The one sentence splitter of the server (docs/sidang.md, "Sentences"): the academic assistant's
// passages and quotes, the defence questions' quotes and the spoken/typed answers' fillers and
// sentences all split text here.
// Pure CommonJS without PocketBase APIs: runs in goja (PocketBase 0.22) and in Node.
// Goja limits respected: no lookbehind, no named groups, no \p{...}.
//
// A sentence ends at a line break, or at . ! ? … (with closing quotes/brackets) before whitespace,
// except:
// - before a lowercase word ("Hidayat dkk. menemukan", "yaitu 1. reduksi data"); `casual` text
//   (typed or spoken answers, often written in lower case) skips this rule;
// - after an abbreviation ("dkk.", "et al.", "hlm.", "No.", "Tbk.", "Dr.", "Prof.", "Jl." ...), a
//   dotted one ("S.Pd.", "M.T.", "M.Kom.", "e.g.", "a.n.", "s.d.") or a page/number label followed
//   by a number ("hal. 12", "Vol. 5"); "dll.", "dsb.", "dst.", "tsb." and "etc." do end a sentence
//   when a capitalised word follows;
// - after an initial ("A. Rahman", "M. A. Putra"), unless a label word stands before the letter
//   ("uji F. Hasilnya", "variabel X. Variabel ...") or it is a Roman numeral after a capitalised
//   word inside the sentence ("Kecamatan Ilir Timur I. Pengumpulan ...");
// - after a list marker ("1." at the start or after ":" / ";");
// - inside parentheses or typographic quotes that close later on the same line.
// Decimal numbers ("3.5", "16,68", "1.450") never split: no whitespace follows their separator.
// A colon right before a list marker ("sebagai berikut: 1. ...", "yaitu: a. ...") ends a sentence.

/** Abbreviations that never end a sentence (lower case, without the final dot). */
const NEVER_FINAL = {}
;(
  'dkk al dr drs dra drg prof ir hj hlm tbk pt cv yth vs jl jln cet ed eds pp fig figs eq cf ibid ' +
  'op cit loc viz approx sdr sdri bpk ny tn kab kec kel prov rp tgl thn sbb dgn yg utk krn ' +
  'ttd inc ltd corp dept univ nip nim nidn telp sp spd skom mkom mpd msi'
)
  .split(' ')
  .forEach(function (w) {
    NEVER_FINAL[w] = true
  })

/** Abbreviations only when a number follows ("hal. 12", "No. 7", "Vol. 5", "th. 2020"). */
const BEFORE_NUMBER = { hal: true, no: true, nos: true, vol: true, th: true, art: true }

/** Abbreviations that may end a sentence: they do when a capitalised word follows. */
const MAY_END = { dll: true, dsb: true, dst: true, etc: true, tsb: true }

/** Words after which a single capital letter is a name, not an initial ("uji F."). */
const LABEL_WORDS = {}
;(
  'uji variabel tipe kelas kelompok model faktor nilai bagian golongan blok zona huruf poin ' +
  'sesi tahap lampiran tabel gambar grafik kategori skenario kuadran opsi grup sel titik'
)
  .split(' ')
  .forEach(function (w) {
    LABEL_WORDS[w] = true
  })

const END =
  /\n+|[.!?\u2026]+["'\u201D\u2019\u00BB)\]]*(?=\s|$)|:(?=\s+(?:\(?\d{1,2}[.)]|\(?[a-h][.)]|[-\u2022\u2013])\s)/g
const UPPER = /[A-Z\u00C0-\u00DE]/
const LOWER = /[a-z\u00DF-\u00FF]/

/** The nesting depth of "(" and "“" after `text`, starting from `depth`. */
function depthAfter(text, depth) {
  let d = depth
  for (let i = 0; i < text.length; i++) {
    const c = text.charAt(i)
    if (c === '(' || c === '\u201C') d++
    else if ((c === ')' || c === '\u201D') && d > 0) d--
  }
  return d
}

/**
 * Whether the terminator `mark` that ends `before` ends a sentence, given the next word `next`
 * ('' when unknown, e.g. at the end of a line: then read as a capitalised word).
 */
function endsHere(before, mark, next, casual) {
  const first = next.charAt(0)
  if (!casual && first && LOWER.test(first)) return false
  if (mark.charAt(0) !== '.') return true
  if (mark.length > 1 && mark.charAt(1) === '.') return true
  const m = /(\S+)\s*$/.exec(before)
  if (!m) return true
  const word = m[1].replace(/^[(["'\u201C\u2018]+/, '')
  const lower = word.toLowerCase()
  const upperNext = !first || UPPER.test(first)
  if (NEVER_FINAL[lower]) return false
  if (MAY_END[lower]) return upperNext
  if (BEFORE_NUMBER[lower]) return !/^\d/.test(next)
  // Dotted abbreviations and academic titles: "S.Pd", "M.T", "M.Kom", "e.g", "a.n", "s.d".
  if (/^[A-Za-z]{1,2}(?:\.[A-Za-z]{1,4}){1,2}$/.test(word)) return false
  if (/^[A-Z]$/.test(word)) {
    const prev = /(\S+)\s+\S+\s*$/.exec(before)
    if (!prev) return false
    if (LABEL_WORDS[prev[1].toLowerCase()]) return true
    // "Kecamatan Ilir Timur I." ends with a Roman numeral; "Menurut A. Rahman" has an initial.
    const inside = /\S\s+\S+\s+\S+\s*$/.test(before)
    return /^[IVX]$/.test(word) && inside && /^[A-Z][a-z]+$/.test(prev[1])
  }
  // A list marker: "1." at the start, or after ":" / ";".
  if (/^\d{1,2}$/.test(word)) {
    const lead = before.slice(0, before.length - m[0].length).replace(/\s+$/, '')
    if (!lead || /[:;]$/.test(lead)) return false
  }
  return true
}

/**
 * The sentences of a text, trimmed, in order; nothing but whitespace is dropped.
 * @param {string} text
 * @param {{casual?: boolean}} [opts] casual: typed or spoken answers (lower-case starts allowed)
 * @returns {string[]}
 */
function sentences(text, opts) {
  const s = String(text === undefined || text === null ? '' : text)
  const casual = !!(opts && opts.casual)
  const out = []
  let last = 0
  // The bracket depth of the current sentence up to `scanned` (kept incrementally: linear time).
  let depth = 0
  let scanned = 0
  let m
  END.lastIndex = 0
  while ((m = END.exec(s))) {
    const end = m.index + m[0].length
    const mark = m[0]
    if (mark.charAt(0) !== '\n') {
      const rest = s.slice(end, end + 320)
      const next = (/^\s*(\S*)/.exec(rest) || ['', ''])[1]
      const before = s.slice(Math.max(last, m.index - 80), m.index)
      if (mark !== ':' && !endsHere(before, mark, next, casual)) continue
      depth = depthAfter(s.slice(scanned, end), depth)
      scanned = end
      // Inside "( ... )" or "“ ... ”" that closes later on this line: not an end.
      if (depth > 0 && /^[^\n]{0,300}[)\u201D]/.test(rest)) continue
    }
    const piece = s.slice(last, end).trim()
    if (piece) out.push(piece)
    last = end
    depth = 0
    scanned = end
  }
  const tail = s.slice(last).trim()
  if (tail) out.push(tail)
  return out
}

/** Whether a line ends a sentence (an abbreviation, initial or list marker at its end does not). */
function endsSentence(line) {
  const l = String(line || '').replace(/\s+$/, '')
  const m = /[.!?\u2026]+["'\u201D\u2019\u00BB)\]]*$/.exec(l)
  if (!m) return false
  return endsHere(l.slice(0, m.index), m[0], '', false)
}

module.exports = { sentences: sentences, endsSentence: endsSentence }
