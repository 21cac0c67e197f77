// The question plan of a defence session (docs/sidang.md): up to `count` examiner questions drawn
// from the student's own thesis (its passages and analysis), chosen per seed, ordered like a real
// defence (problem first, the classic questions last), each with its source passage and key points.
// Pure CommonJS without PocketBase APIs: runs in goja (PocketBase 0.22) and in Node.

const { countWords } = require(`${__hooks}/lib/thesis/text.js`)
const { CHAPTER_ORDER, parseNumeral, matchChapterTitle } = require(
  `${__hooks}/lib/thesis/chapters.js`,
)
const { candidatesFor } = require(`${__hooks}/lib/sidang/candidates.js`)
const { isSubHeading } = require(`${__hooks}/lib/sidang/content.js`)
const { sectionOf, firstBodyLine, lineOf, pageAt, sectionSlice, entryLines } = require(
  `${__hooks}/lib/sidang/locate.js`,
)
const { layoutOf, plainText, passageUnits } = require(`${__hooks}/lib/sidang/units.js`)
const { phrase } = require(`${__hooks}/lib/sidang/phrasing.js`)
const { keyPoints, termCounts } = require(`${__hooks}/lib/sidang/keypoints.js`)
const { DEFAULT_FOCUS } = require(`${__hooks}/lib/sidang/settings.js`)

const KINDS = ['masalah', 'metode', 'hasil', 'konsistensi', 'keterbatasan', 'referensi', 'klasik']
const CATEGORY = {
  masalah: 'penguasaan_materi',
  konsistensi: 'penguasaan_materi',
  referensi: 'penguasaan_materi',
  klasik: 'penguasaan_materi',
  metode: 'metodologi',
  keterbatasan: 'metodologi',
  hasil: 'hasil',
}
/** The question kinds of each focus of lib/sidang/settings.js FOCUS. */
const FOCUS_KINDS = {
  seluruh: KINDS,
  latar: ['masalah', 'klasik', 'referensi'],
  metodologi: ['metode', 'keterbatasan'],
  hasil: ['hasil', 'konsistensi'],
}
/** Extra questions of a whole-thesis session beyond one per kind, in this order. */
const REPEAT = ['metode', 'hasil', 'masalah', 'klasik', 'konsistensi', 'keterbatasan', 'referensi']
const NOT_BODY = { 'Bagian awal': true, 'Daftar Pustaka': true, Lampiran: true }
const MIN_WORDS = 20
const PASSAGE_CHARS = 1200

/** A deterministic random source per seed string (Park-Miller; exact in doubles, so goja agrees). */
function rng(seed) {
  let h = 7
  const s = String(seed === undefined || seed === null ? '' : seed)
  for (let i = 0; i < s.length; i++) h = (h * 31 + s.charCodeAt(i)) % 2147483647
  let x = h > 0 ? h : 1
  return function () {
    x = (x * 16807) % 2147483647
    return (x - 1) / 2147483646
  }
}

/** The chapter key (bab1..bab5) of a passage's chapter label, or null. */
function keyOfLabel(label) {
  const m = /^BAB\s+(\S+)\s*(.*)$/.exec(String(label || ''))
  if (!m) return null
  const byTitle = m[2] ? matchChapterTitle(m[2]) : null
  if (byTitle) return byTitle
  const n = parseNumeral(m[1])
  return n >= 1 && n <= 5 ? CHAPTER_ORDER[n - 1] : null
}

function clip(body) {
  const b = String(body)
  if (b.length <= PASSAGE_CHARS) return b
  const cut = b.slice(0, PASSAGE_CHARS)
  const space = cut.lastIndexOf(' ')
  return (space > PASSAGE_CHARS - 200 ? cut.slice(0, space) : cut) + ' …'
}

/**
 * The questions of a new session.
 * @param {{analysis: object|null, passages: {ord: number, chapter: string, body: string,
 *   page?: number}[], count: number, focus: string, seed: string}} opts
 * @returns {object[]} [{kind, category, text, chapter, section, page, passageOrd, passage,
 *   keyPoints, followUp}] ([] when the thesis has fewer than three usable passages)
 */
function planQuestions(opts) {
  const o = opts || {}
  const passages = Array.isArray(o.passages) ? o.passages : []
  const count = Math.max(1, Math.min(20, Math.floor(Number(o.count)) || 5))
  const focus = FOCUS_KINDS[o.focus] ? o.focus : DEFAULT_FOCUS
  const usable = passages.filter((p) => !NOT_BODY[p.chapter] && countWords(p.body) >= MIN_WORDS)
  if (usable.length < 3) return []
  const rand = rng(o.seed)
  const byKey = {}
  usable.forEach(function (p) {
    const key = keyOfLabel(p.chapter)
    if (key) (byKey[key] = byKey[key] || []).push(p)
  })
  const indexOf = (p) => passages.indexOf(p)
  let tujuan = ''
  const bab1 = byKey.bab1 || []
  for (let i = 0; i < bab1.length && !tujuan; i++) {
    const line = bab1[i].body.split('\n').filter((l) => isSubHeading(l) && /tujuan/i.test(l))[0]
    if (line) tujuan = 'tujuan penelitian pada ' + bab1[i].chapter + ' subbab ' + line.trim()
  }
  // PDF text keeps its visual line wraps: quotes, key points and terms read joined paragraphs.
  const layout = layoutOf(passages)
  const plain = (body) => plainText(body, layout)
  const units = {}
  const common = termCounts(usable.map((p) => plain(p.body)))
  const ctx = {
    common: common,
    usable: usable,
    byKey: byKey,
    refs: passages.filter((p) => p.chapter === 'Daftar Pustaka'),
    analysis: o.analysis || null,
    focus: focus,
    keyOf: (p) => keyOfLabel(p.chapter),
    sectionAt: (p) => sectionOf(passages, indexOf(p), firstBodyLine(p.body), layout),
    unitsOf: (p) =>
      units[indexOf(p)] || (units[indexOf(p)] = passageUnits(passages, indexOf(p), layout)),
  }
  const lists = {}
  KINDS.forEach(function (kind) {
    lists[kind] = candidatesFor(kind, ctx)
      .map((c) => ({ c: c, r: rand() }))
      .sort((a, b) => a.c.tier - b.c.tier || a.r - b.r)
      .map((x) => x.c)
  })
  const chosen = []
  const texts = {}
  const usedPassages = {}
  const anyKind = {}
  // The next candidate of a kind: lowest tier first, and within it a passage no other question uses.
  const next = function (list) {
    for (let k = 0; k < list.length && list[k].tier === list[0].tier; k++)
      if (!anyKind[indexOf(list[k].passage)]) return list.splice(k, 1)[0]
    return list.shift()
  }
  const take = function (kind) {
    const list = lists[kind]
    while (list.length) {
      const c = next(list)
      const i = indexOf(c.passage)
      const used = kind + ':' + i
      if (usedPassages[used]) continue
      const p = c.passage
      const isRef = p.chapter === 'Daftar Pustaka'
      // Where the quoted sentence starts: its sub-heading and PDF page.
      const at = isRef ? 0 : lineOf(p.body, c.focus)
      const section = isRef ? '' : sectionOf(passages, i, at, layout)
      const page = pageAt(p, at)
      const text = phrase(c, { chapter: p.chapter, section, page, tujuan, r: rand() })
      if (texts[text]) continue
      texts[text] = true
      usedPassages[used] = true
      anyKind[i] = true
      const focusText =
        kind === 'referensi' ? entryLines(plain(p.body), c.labels) || plain(p.body) : c.focus
      chosen.push({
        kind: kind,
        category: CATEGORY[kind],
        text: text,
        chapter: p.chapter,
        section: section,
        page: page,
        passageOrd: p.ord === undefined ? i : p.ord,
        passage: clip(p.body),
        keyPoints: keyPoints(
          plain(isRef ? p.body : sectionSlice(p.body, at)),
          kind,
          focusText,
          c.labels,
          common,
        ),
        followUp: false,
      })
      return true
    }
    return false
  }
  let order
  if (focus === 'seluruh') {
    const rest = ['konsistensi', 'keterbatasan', 'referensi', 'klasik']
      .map((k) => ({ k: k, r: rand() }))
      .sort((a, b) => a.r - b.r)
      .map((x) => x.k)
    order = ['masalah', 'metode', 'hasil'].concat(rest)
  } else order = FOCUS_KINDS[focus].slice()
  for (let i = 0; i < order.length && chosen.length < count; i++) take(order[i])
  // More rounds: the focus kinds again, then (only when they run out) every other kind.
  const rounds = [focus === 'seluruh' ? REPEAT : FOCUS_KINDS[focus], REPEAT]
  for (let r = 0; r < rounds.length; r++) {
    let progress = true
    while (chosen.length < count && progress) {
      progress = false
      for (let i = 0; i < rounds[r].length && chosen.length < count; i++)
        if (take(rounds[r][i])) progress = true
    }
  }
  return chosen
    .map((q, i) => ({ q: q, i: i }))
    .sort(
      (a, b) =>
        KINDS.indexOf(a.q.kind) - KINDS.indexOf(b.q.kind) ||
        a.q.passageOrd - b.q.passageOrd ||
        a.i - b.i,
    )
    .map((x) => x.q)
}

/** Copies of the questions at `indexes` (valid, each once) for a 'Latihan lagi' session. */
function retryQuestions(questions, indexes) {
  const list = Array.isArray(questions) ? questions : []
  const seen = {}
  const out = []
  const idx = Array.isArray(indexes) ? indexes : []
  for (let i = 0; i < idx.length; i++) {
    const n = idx[i]
    if (typeof n !== 'number' || n % 1 !== 0 || n < 0 || n >= list.length || seen[n]) continue
    seen[n] = true
    const copy = {}
    const src = list[n] || {}
    for (const k in src) if (Object.prototype.hasOwnProperty.call(src, k)) copy[k] = src[k]
    if (Array.isArray(copy.keyPoints)) copy.keyPoints = copy.keyPoints.slice()
    copy.followUp = false
    out.push(copy)
  }
  return out
}

module.exports = { KINDS, CATEGORY, FOCUS_KINDS, planQuestions, retryQuestions }
