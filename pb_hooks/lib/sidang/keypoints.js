// Key points of a defence question (docs/sidang.md): 3-6 short phrases of the source passage (named
// methods, figures, key terms) that a good answer should mention; scoring.js checks them.
// Pure CommonJS without PocketBase APIs: runs in goja (PocketBase 0.22) and in Node.

const { fold } = require(`${__hooks}/lib/shared/fold.js`)
const { STOP } = require(`${__hooks}/lib/sidang/words.js`)
const { withoutLabels } = require(`${__hooks}/lib/sidang/content.js`)

/** Named methods and techniques of Indonesian theses (folded; a longer term wins over its part). */
const METHOD_TERMS = (
  'purposive sampling|snowball sampling|accidental sampling|random sampling|' +
  'simple random sampling|total sampling|rumus slovin|regresi linear berganda|' +
  'regresi linier berganda|regresi logistik|analisis jalur|structural equation modeling|' +
  'uji validitas|uji reliabilitas|uji asumsi klasik|uji t|uji f|koefisien determinasi|' +
  'skala likert|kuesioner|angket|wawancara mendalam|wawancara semi terstruktur|wawancara|' +
  'observasi partisipan|observasi|dokumentasi|triangulasi sumber|triangulasi teknik|' +
  'triangulasi|member check|reduksi data|penyajian data|penarikan kesimpulan|' +
  'miles dan huberman|analisis tematik|studi kasus|fenomenologi|deskriptif kualitatif|' +
  'kualitatif|kuantitatif|metode survei|eksperimen|informan kunci|spss|nvivo|smartpls'
)
  .split('|')
  .sort((a, b) => b.length - a.length)

/**
 * A text without in-text citations, heading numbers and label numbers ("Tabel 4.8"): their years
 * and numbers are no findings.
 */
function withoutCitations(text) {
  return withoutLabels(text)
    .replace(/\([^()]*(?:19|20)\d\d[^()]*\)/g, ' ')
    .replace(/(^|\n)\s*(?:\d+(?:\.\d+)*\.?|[A-H]\.)\s+([A-Z])/g, '$1$2')
    .replace(/\bH\d\b/g, ' ')
}

/** The methods named in a text, as written there. */
function methodsIn(text) {
  const folded = fold(text)
  const out = []
  const taken = []
  for (let i = 0; i < METHOD_TERMS.length; i++) {
    const term = METHOD_TERMS[i]
    const re = new RegExp('(^|[^a-z0-9])' + term.replace(/ /g, '\\s+') + '([^a-z0-9]|$)')
    const m = re.exec(folded)
    if (!m) continue
    const start = m.index + m[1].length
    const end = m.index + m[0].length - m[2].length
    let inside = false
    for (let t = 0; t < taken.length && !inside; t++)
      inside = start >= taken[t][0] && end <= taken[t][1]
    if (inside) continue
    taken.push([start, end])
    out.push({ at: start, text: String(text).slice(start, end).replace(/\s+/g, ' ') })
  }
  out.sort((a, b) => a.at - b.at)
  return out.map((m) => m.text)
}

const UNIT =
  '(?:\\s?%|\\s(?:persen|responden|informan|orang|mahasiswa|pedagang|siswa|guru|kali|bulan|minggu|hari|poin|item|pernyataan|satelit|meter|detik|milidetik|km|ms)\\b)?'

/** A number inside a name ("Pasar 16 Ilir"): capitalised words on both sides. */
function nameNumber(text, at, figure) {
  const before = text.slice(Math.max(0, at - 20), at)
  const after = text.slice(at + figure.length, at + figure.length + 20)
  return /[A-Z][a-z]+\s$/.test(before) && /^\s[A-Z]/.test(after)
}

/** Figures of a text ("-0,312", "120 responden", "52,1 persen"), decimals and percentages first. */
function figuresIn(text) {
  const clean = withoutCitations(text)
  const re = new RegExp('-?\\d+(?:[.,]\\d+)*' + UNIT, 'g')
  const strong = []
  const weak = []
  let m
  while ((m = re.exec(clean))) {
    const f = m[0].trim()
    if (/[.,]\d|%|persen|\s/.test(f)) strong.push(f)
    else if (f.length >= 2 && !/^(19|20)\d\d$/.test(f) && !nameNumber(clean, m.index, f))
      weak.push(f)
  }
  return strong.concat(weak)
}

// Words that make no key term on their own ("berpengaruh terhadap", "sebelum disebarkan").
const WEAK = {}
;(
  'terhadap memiliki sebelum sesudah setelah seluruh sebanyak berdasarkan antara menunjukkan ' +
  'digunakan dilakukan menggunakan melalui secara sebesar sedangkan pertama kedua ketiga berikut ' +
  'dalam bahwa tersebut merupakan beberapa berbagai banyak sedikit lainnya tinggi rendah besar ' +
  'kecil baik buruk cukup hanya hingga mulai sampai selama ketika sering kali juga akan dengan ' +
  'adanya yaitu sangat salah satu semua masing penelitian skripsi peneliti menurut membuat ' +
  'termasuk terdiri sekitar sebagian besar lebih kurang awalnya kemudian sendiri'
)
  .split(' ')
  .forEach(function (w) {
    WEAK[w] = true
  })

function weak(w) {
  return STOP[w] || WEAK[w] || w.length < 4
}

/** Content-word pairs of a text, in order, never across punctuation or lines: [{key, text}]. */
function pairsIn(text) {
  const body = String(text || '')
    .split('\n')
    .filter((line) => /[.!?:;,]/.test(line) || line.split(/\s+/).length > 6)
    .join('\n')
  const runs = withoutCitations(body).split(/[\n.,;:!?()"\u201C\u201D]+/)
  const out = []
  for (let r = 0; r < runs.length; r++) {
    // A number or symbol between two words breaks the pair ("Pasar 16 Ilir" gives no "pasar ilir").
    const words = runs[r].split(/\s+/).filter((w) => w)
    for (let i = 0; i + 1 < words.length; i++) {
      if (!/^[A-Za-z\u00C0-\u024F-]+$/.test(words[i] + words[i + 1])) continue
      const a = fold(words[i])
      const b = fold(words[i + 1])
      if (weak(a) || weak(b)) continue
      out.push({ key: a + ' ' + b, text: (words[i] + ' ' + words[i + 1]).toLowerCase() })
    }
  }
  return out
}

/** Whether a text holds a content-word pair that recurs in the thesis (termCounts >= 2). */
function hasCommonTerm(text, common) {
  const pairs = pairsIn(text)
  for (let i = 0; i < pairs.length; i++) if ((common || {})[pairs[i].key] >= 2) return true
  return false
}

/** How often each content-word pair occurs in the given texts (the thesis's recurring terms). */
function termCounts(texts) {
  const count = {}
  for (let t = 0; t < texts.length; t++) {
    const pairs = pairsIn(texts[t])
    for (let i = 0; i < pairs.length; i++) count[pairs[i].key] = (count[pairs[i].key] || 0) + 1
  }
  return count
}

/** Key terms of a text: the thesis's recurring pairs first (most frequent), then the others. */
function termsIn(text, common) {
  const pairs = pairsIn(text)
  const c = common || {}
  const seen = {}
  const list = []
  for (let i = 0; i < pairs.length; i++) {
    if (seen[pairs[i].key]) continue
    seen[pairs[i].key] = true
    list.push({ p: pairs[i], n: c[pairs[i].key] >= 2 ? c[pairs[i].key] : 0, i: i })
  }
  return list.sort((x, y) => y.n - x.n || x.i - y.i).map((x) => x.p.text)
}

/** Single content words, the longest frequent ones first (to reach three points). */
function wordsIn(text) {
  const toks = fold(withoutCitations(text)).split(/[^a-z-]+/)
  const count = {}
  const order = []
  for (let i = 0; i < toks.length; i++) {
    const t = toks[i]
    if (t.length < 6 || weak(t)) continue
    if (!count[t]) order.push(t)
    count[t] = (count[t] || 0) + 1
  }
  return order.sort((a, b) => count[b] - count[a] || b.length - a.length)
}

/**
 * 3-6 key points for a question: `extra` first (e.g. cited works), then by kind: figures first for
 * hasil, methods first for metode/keterbatasan, key terms first otherwise; the focus sentence's
 * items before the rest of the passage.
 */
function keyPoints(body, kind, focus, extra, common) {
  const texts = focus ? [focus, body] : [body]
  const groups = []
  for (let i = 0; i < texts.length; i++) {
    // Methods and plain numbers of the rest of the passage only where the kind is about them.
    const own = i === 0 || kind === 'metode'
    const methods = own ? methodsIn(texts[i]) : []
    const figures = figuresIn(texts[i])
      .filter((f) => kind === 'hasil' || /[.,]\d|%|persen|\s/.test(f))
      .slice(0, kind === 'hasil' ? 4 : kind === 'referensi' ? 0 : 2)
    const terms = termsIn(texts[i], common).slice(0, 4)
    const t = { terms: true, items: terms.slice(0, kind === 'hasil' ? 2 : 3) }
    const m = { items: methods }
    const f = { items: figures }
    if (kind === 'hasil') groups.push(f, t, m)
    else if (kind === 'metode' || kind === 'keterbatasan') groups.push(m, t, f)
    else groups.push(t, m, f)
  }
  groups.unshift({ items: extra || [] })
  groups.push({ terms: true, single: true, items: wordsIn(body) })
  const out = []
  const seen = []
  const words = {}
  for (let g = 0; g < groups.length && out.length < 6; g++) {
    const group = groups[g]
    // Single words only to reach three points: phrases carry the substance.
    if (group.single && out.length >= 3) break
    for (let i = 0; i < group.items.length && out.length < 6; i++) {
      const p = String(group.items[i]).trim()
      const f = fold(p)
      const parts = f.split(/[^a-z0-9,-]+/).filter((w) => w && !/^[0-9,-]+$/.test(w))
      // No key term repeats a word of another point ("literasi keuangan", "keuangan digital").
      if (!p || seen.indexOf(f) >= 0 || (group.terms && parts.some((w) => words[w]))) continue
      parts.forEach(function (w) {
        words[w] = true
      })
      seen.push(f)
      out.push(p)
      if (group.single && out.length >= 3) break
    }
  }
  return out
}

module.exports = {
  METHOD_TERMS: METHOD_TERMS,
  methodsIn: methodsIn,
  figuresIn: figuresIn,
  termsIn: termsIn,
  termCounts: termCounts,
  hasCommonTerm: hasCommonTerm,
  keyPoints: keyPoints,
}
