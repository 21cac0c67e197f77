// The candidate questions of a defence session (docs/sidang.md), per kind: the source passage, the
// sentence the question quotes, a variant and a tier (lower tiers are asked first). questions.js
// picks among them; phrasing.js words them.
// Pure CommonJS without PocketBase APIs: runs in goja (PocketBase 0.22) and in Node.

const { fold } = require(`${__hooks}/lib/shared/fold.js`)
const { headingsOf } = require(`${__hooks}/lib/sidang/content.js`)
const { bodyUnits } = require(`${__hooks}/lib/sidang/units.js`)
const { methodsIn, figuresIn, hasCommonTerm } = require(`${__hooks}/lib/sidang/keypoints.js`)

/** Strong figures count twice, decimals once; prose (with its full stop) beats a table row. */
function figureWeight(text) {
  let n = 0
  figuresIn(text).forEach(function (f) {
    n += /,\d|%|persen/.test(f) ? 2 : /[.]\d/.test(f) ? 1 : 0
  })
  return n > 0 ? n * 2 + (/[.!?]$/.test(text) ? 1 : 0) : 0
}

/** Whether a sentence holds this thesis's recurring terms or a strong figure. */
function substantive(text, common) {
  return hasCommonTerm(text, common) || figuresIn(text).some((f) => /[.,]\d|%|persen|\s/.test(f))
}

/**
 * The first sentence matching `re`; a list whose lead-in matches ("... kesimpulan sebagai berikut:")
 * gives its first item with this thesis's terms or figures. null when none matches.
 */
function firstMatching(units, re, common) {
  for (let i = 0; i < units.length; i++) {
    const u = units[i]
    if (re.test(fold(u.text))) return u.text
    if (!u.lead || !re.test(fold(u.lead))) continue
    for (let k = i; k < units.length && units[k].lead === u.lead; k++)
      if (substantive(units[k].text, common)) return units[k].text
    return u.text
  }
  return null
}

/** The first sentence with this thesis's terms or figures, else the first one (null if none). */
function firstContent(units, common) {
  for (let i = 0; i < units.length; i++)
    if (substantive(units[i].text, common)) return units[i].text
  return units.length ? units[0].text : null
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
 * sub-heading where the passage's text starts), common (termCounts of the thesis), unitsOf(p) (the
 * quotable sentences of a passage, units.js; wrapped PDF lines joined)}. Quotes are never a
 * heading, caption or list lead-in, nor a sentence cut by a line or passage end.
 */
function candidatesFor(kind, ctx) {
  const bodyUnitsOf = ctx.unitsOf || ((p) => bodyUnits(p.body))
  const out = []
  const push = (passage, focus, variant, tier, extra) => {
    if (!passage || !focus) return
    const c = { kind: kind, passage: passage, focus: focus, variant: variant, tier: tier }
    c.term = (extra && extra.term) || ''
    c.labels = (extra && extra.labels) || []
    out.push(c)
  }
  const by = (key) => ctx.byKey[key] || []
  const common = ctx.common || {}
  const match = (units, re) => firstMatching(units, re, common)
  const texts = (units) => units.map((u) => u.text)
  if (kind === 'masalah') {
    const pool = by('bab1').length ? by('bab1') : ctx.usable.slice(0, 3)
    pool.forEach(function (p) {
      const units = bodyUnitsOf(p)
      const rumusan = match(units, /rumusan masalah|pertanyaan penelitian|fokus penelitian/)
      const ask = rumusan ? match(units, /\?$/) : null
      const tujuan = match(units, /tujuan penelitian|bertujuan/)
      if (rumusan) push(p, ask || rumusan, 'rumusan', 0)
      else if (tujuan) push(p, tujuan, 'tujuan', 0)
      else if (/latar belakang|pendahuluan/.test(fold(ctx.sectionAt(p))))
        push(
          p,
          match(units, /masalah|fenomena|namun|belum/) || firstContent(units, common),
          'latar',
          1,
        )
    })
  } else if (kind === 'metode') {
    const pool = by('bab3')
    pool.forEach(function (p) {
      const heads = ctx.sectionAt(p) + '\n' + headingsOf(p.body)
      const aspects = aspectsOf(texts(bodyUnitsOf(p)), heads)
      if (aspects.length) push(p, aspects[0].focus, aspects[0].variant, 0, aspects[0])
    })
    ctx.usable.forEach(function (p) {
      if (pool.indexOf(p) >= 0 || !methodsIn(p.body).length) return
      const aspects = aspectsOf(texts(bodyUnitsOf(p)))
      if (aspects.length) push(p, aspects[0].focus, aspects[0].variant, 2, aspects[0])
    })
  } else if (kind === 'hasil') {
    by('bab4').forEach(function (p) {
      const units = bodyUnitsOf(p)
      let best = null
      let most = 0
      for (let i = 0; i < units.length; i++) {
        const n = figureWeight(units[i].text)
        if (n > most) {
          most = n
          best = units[i].text
        }
      }
      if (best) push(p, best, 'angka', 0, { labels: figuresIn(best).slice(0, 2) })
      else {
        const found = match(units, /temuan|hasil|menunjukkan|informan/)
        push(p, found || firstContent(units, common), 'temuan', 1)
      }
    })
  } else if (kind === 'konsistensi') {
    by('bab5').forEach(function (p) {
      const units = bodyUnitsOf(p)
      const simpul = match(units, /simpul/)
      const saran = simpul ? null : match(units, /saran|disarankan/)
      const focus = simpul || saran || firstContent(units, common)
      push(p, focus, simpul ? 'kesimpulan' : 'saran', simpul ? 0 : 1)
    })
    // Findings against the theory and objectives: the discussion passages of BAB IV.
    by('bab4').forEach(function (p) {
      const f = match(
        bodyUnitsOf(p),
        /sejalan|konsisten|mendukung|menguatkan|hipotesis|menunjukkan|berarti|temuan/,
      )
      if (f) push(p, f, 'pembahasan', 2)
    })
  } else if (kind === 'keterbatasan') {
    const used = []
    ctx.usable.forEach(function (p) {
      const units = bodyUnitsOf(p)
      const f = match(units, /keterbatasan|batasan penelitian|dibatasi|terbatas pada|kelemahan/)
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
        const aspects = aspectsOf(texts(bodyUnitsOf(p))).filter((a) => a.variant !== 'pendekatan')
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
      const units = bodyUnitsOf(p)
      const first = firstContent(units, common)
      const key = ctx.keyOf(p)
      const manfaat = match(units, /\bmanfaat\b|kontribusi|implikasi|diharapkan dapat/)
      if (manfaat) push(p, manfaat, 'kontribusi', 0)
      else if (key === 'bab1' && /latar belakang/.test(fold(ctx.sectionAt(p))))
        push(p, first, 'topik', 0)
      else if (key === 'bab5') push(p, match(units, /saran|simpul/) || first, 'ulang', 1)
      else if (key === 'bab1') push(p, first, 'topik', 2)
      // Last resort, so a session can always be filled: explain this part in your own words.
      else push(p, first, 'umum', 3)
    })
  }
  return out
}

module.exports = { candidatesFor }
