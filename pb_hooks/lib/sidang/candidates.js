// The candidate questions of a defence session (docs/sidang.md), per kind: the source passage, the
// sentence the question quotes, a variant and a tier (lower tiers are asked first). questions.js
// picks among them; phrasing.js words them.
// Pure CommonJS without PocketBase APIs: runs in goja (PocketBase 0.22) and in Node.

const { fold } = require(`${__hooks}/lib/chat/academic/text.js`)
const { sentences } = require(`${__hooks}/lib/chat/academic/passages.js`)
const { methodsIn, figuresIn } = require(`${__hooks}/lib/sidang/keypoints.js`)

/** A sub-heading line: "3.2 Populasi dan Sampel", "B. Rumusan Masalah", "Kesimpulan". */
function isSubHeading(line) {
  const l = String(line).trim()
  if (!l || l.split(/\s+/).length > 9 || /[.!?:;,]$/.test(l)) return false
  if (/^(?:\d+(?:\.\d+)*\.?|[A-H]\.)\s+[A-Z]/.test(l)) return true
  return /^[A-Z][a-z]+(?:\s+(?:[A-Z][a-z]+|dan|di|ke|dari|yang|untuk|atau|pada|serta))*$/.test(l)
    ? l.split(/\s+/).length <= 5
    : false
}

/** Sentences of a passage without its headings. */
function headingsOf(body) {
  return String(body)
    .split('\n')
    .filter((l) => isSubHeading(l))
    .join('\n')
}

function bodySentences(body) {
  const out = []
  const lines = String(body).split('\n')
  for (let i = 0; i < lines.length; i++) {
    if (isSubHeading(lines[i])) continue
    const list = sentences(lines[i])
    for (let j = 0; j < list.length; j++) if (list[j].split(/\s+/).length >= 4) out.push(list[j])
  }
  return out
}

function firstMatching(list, re) {
  for (let i = 0; i < list.length; i++) if (re.test(fold(list[i]))) return list[i]
  return null
}

const MAIN_TECHNIQUE = /regresi|huberman|tematik|jalur|structural|triangulasi|sampling|wawancara/

const ASPECTS = [
  ['sampel', /sampel|sampling|populasi|informan|responden|subjek penelitian/],
  ['instrumen', /kuesioner|angket|wawancara|observasi|dokumentasi|instrumen|likert|pengumpulan/],
  ['analisis', /analisis|regresi|triangulasi|reduksi data|uji |spss|nvivo|huberman|keabsahan/],
  ['pendekatan', /kualitatif|kuantitatif|studi kasus|fenomenolog|survei|deskriptif|pendekatan/],
]

/**
 * The method aspects of a passage: [{variant, focus, term}]; the ones its sub-headings name first
 * ("Teknik Analisis Data"), then the ones whose sentence names a method.
 */
function aspectsOf(list, headings) {
  const heads = fold(headings || '')
  const named = []
  const plain = []
  for (let a = 0; a < ASPECTS.length; a++) {
    const re = ASPECTS[a][1]
    let focus = null
    let term = ''
    for (let i = 0; i < list.length && !term; i++) {
      if (!re.test(fold(list[i]))) continue
      if (!focus) focus = list[i]
      const own = methodsIn(list[i]).filter((t) => re.test(fold(t)))
      if (own.length) {
        focus = list[i]
        // The main technique before its checks ("regresi linear berganda" before "uji validitas").
        const main = own.filter((t) => MAIN_TECHNIQUE.test(fold(t)))
        term = main.length ? main[0] : own[0]
      }
    }
    if (!focus) continue
    const aspect = { variant: ASPECTS[a][0], focus: focus, term: term }
    if (re.test(heads)) named.unshift(aspect)
    else (term ? named : plain).push(aspect)
  }
  return named.concat(plain)
}

const CITE =
  /([A-Z][A-Za-z\u00C0-\u024F'-]+)(?:\s+(?:dkk\.|et al\.|dan\s+[A-Z][a-z]+|&\s+[A-Z][a-z]+))?\s*\(((?:19|20)\d\d)[a-z]?[),]|\(([A-Z][A-Za-z\u00C0-\u024F'-]+)[^()]*?,\s*((?:19|20)\d\d)/

function labelYear(label) {
  const m = /\(([0-9]{4})[a-z]?\)\s*$/.exec(label)
  return m ? parseInt(m[1], 10) : 0
}

function containing(list, label) {
  const name = fold(label.split(/\s+\(/)[0].split(/\s+/)[0])
  for (let i = 0; i < list.length; i++) if (fold(list[i].body).indexOf(name) >= 0) return list[i]
  return null
}

/**
 * Candidates of one kind: [{kind, passage, focus, variant, term, labels, tier}].
 * ctx: {usable, byKey: {bab1: [...]}, refs, analysis, focus, keyOf(p), sectionAt(p) (the
 * sub-heading where the passage's text starts)}.
 */
function candidatesFor(kind, ctx) {
  const out = []
  const push = (passage, focus, variant, tier, extra) => {
    if (!passage || !focus) return
    const c = { kind: kind, passage: passage, focus: focus, variant: variant, tier: tier }
    c.term = (extra && extra.term) || ''
    c.labels = (extra && extra.labels) || []
    out.push(c)
  }
  const by = (key) => ctx.byKey[key] || []
  if (kind === 'masalah') {
    const pool = by('bab1').length ? by('bab1') : ctx.usable.slice(0, 3)
    pool.forEach(function (p) {
      const list = bodySentences(p.body)
      const rumusan = firstMatching(list, /rumusan masalah|pertanyaan penelitian|fokus penelitian/)
      const ask = rumusan ? firstMatching(list, /\?$/) : null
      const tujuan = firstMatching(list, /tujuan penelitian|bertujuan/)
      if (rumusan) push(p, ask || rumusan, 'rumusan', 0)
      else if (tujuan) push(p, tujuan, 'tujuan', 0)
      else if (/latar belakang|pendahuluan/.test(fold(ctx.sectionAt(p))))
        push(p, firstMatching(list, /masalah|fenomena|namun|belum/) || list[0], 'latar', 1)
    })
  } else if (kind === 'metode') {
    const pool = by('bab3')
    pool.forEach(function (p) {
      const aspects = aspectsOf(bodySentences(p.body), ctx.sectionAt(p) + '\n' + headingsOf(p.body))
      if (aspects.length) push(p, aspects[0].focus, aspects[0].variant, 0, aspects[0])
    })
    ctx.usable.forEach(function (p) {
      if (pool.indexOf(p) >= 0 || !methodsIn(p.body).length) return
      const aspects = aspectsOf(bodySentences(p.body))
      if (aspects.length) push(p, aspects[0].focus, aspects[0].variant, 2, aspects[0])
    })
  } else if (kind === 'hasil') {
    by('bab4').forEach(function (p) {
      const list = bodySentences(p.body)
      let best = null
      let most = 0
      for (let i = 0; i < list.length; i++) {
        let n = 0
        figuresIn(list[i]).forEach(function (f) {
          n += /,\d|%|persen/.test(f) ? 2 : /[.]\d/.test(f) ? 1 : 0
        })
        if (n > most) {
          most = n
          best = list[i]
        }
      }
      if (best) push(p, best, 'angka', 0, { labels: figuresIn(best).slice(0, 2) })
      else push(p, firstMatching(list, /temuan|hasil|menunjukkan|informan/) || list[0], 'temuan', 1)
    })
  } else if (kind === 'konsistensi') {
    by('bab5').forEach(function (p) {
      const list = bodySentences(p.body)
      const simpul = firstMatching(list, /simpul/)
      const saran = simpul ? null : firstMatching(list, /saran|disarankan/)
      push(p, simpul || saran || list[0], simpul ? 'kesimpulan' : 'saran', simpul ? 0 : 1)
    })
    // Findings against the theory and objectives: the discussion passages of BAB IV.
    by('bab4').forEach(function (p) {
      const f = firstMatching(
        bodySentences(p.body),
        /sejalan|konsisten|mendukung|menguatkan|hipotesis|menunjukkan|berarti|temuan/,
      )
      if (f) push(p, f, 'pembahasan', 2)
    })
  } else if (kind === 'keterbatasan') {
    const used = []
    ctx.usable.forEach(function (p) {
      const list = bodySentences(p.body)
      const f = firstMatching(
        list,
        /keterbatasan|batasan penelitian|dibatasi|terbatas pada|kelemahan/,
      )
      if (!f) return
      // A sub-heading about limitations ("Keterbatasan Penelitian") beats a passing mention.
      const heads = fold(ctx.sectionAt(p) + '\n' + headingsOf(p.body))
      push(p, f, 'eksplisit', /batasan|kelemahan/.test(heads) ? 0 : 1)
      used.push(p)
    })
    by('bab3')
      .concat(by('bab4'))
      .forEach(function (p) {
        if (used.indexOf(p) >= 0) return
        const aspects = aspectsOf(bodySentences(p.body)).filter((a) => a.variant !== 'pendekatan')
        if (aspects.length)
          push(p, aspects[0].focus, 'implisit', by('bab3').indexOf(p) >= 0 ? 1 : 2, aspects[0])
      })
  } else if (kind === 'referensi') {
    const c = ctx.analysis && ctx.analysis.citations
    const listed = c && Array.isArray(c.listed) ? c.listed : []
    const labels = (listed.length ? listed : c && Array.isArray(c.cited) ? c.cited : [])
      .filter((l) => labelYear(l) > 0)
      .sort((a, b) => labelYear(a) - labelYear(b))
    if (labels.length) {
      const oldest = labels.slice(0, 2)
      const p = containing(ctx.refs, oldest[0]) || containing(ctx.usable, oldest[0])
      if (p) push(p, oldest.join(' dan '), 'tua', 0, { labels: oldest })
    }
    const missing = c && Array.isArray(c.citedNotListed) ? c.citedNotListed : []
    for (let i = 0; i < missing.length && i < 2; i++) {
      const p = containing(ctx.usable, missing[i])
      if (p) push(p, missing[i], 'hilang', 1, { labels: [missing[i]] })
    }
    by('bab2').forEach(function (p) {
      const m = CITE.exec(p.body)
      if (!m) return
      const label = (m[1] || m[3]) + ' (' + (m[2] || m[4]) + ')'
      push(p, label, 'teori', 1, { labels: [label] })
    })
  } else if (kind === 'klasik') {
    const pool = ctx.focus === 'latar' ? by('bab1') : ctx.usable
    pool.forEach(function (p) {
      const list = bodySentences(p.body)
      const key = ctx.keyOf(p)
      const manfaat = firstMatching(list, /\bmanfaat\b|kontribusi|implikasi|diharapkan dapat/)
      if (manfaat) push(p, manfaat, 'kontribusi', 0)
      else if (key === 'bab1' && /latar belakang/.test(fold(ctx.sectionAt(p))))
        push(p, list[0], 'topik', 0)
      else if (key === 'bab5') push(p, firstMatching(list, /saran|simpul/) || list[0], 'ulang', 1)
      else if (key === 'bab1') push(p, list[0], 'topik', 2)
      // Last resort, so a session can always be filled: explain this part in your own words.
      else push(p, list[0], 'umum', 3)
    })
  }
  return out
}

module.exports = { isSubHeading, bodySentences, candidatesFor }
