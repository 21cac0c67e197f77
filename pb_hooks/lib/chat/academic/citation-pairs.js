// The citation check of the built-in academic assistant, as Recite and GenText do it: every in-text
// citation that does not match a reference entry exactly is paired with its nearest entry and a
// reason (and every entry never cited exactly with its nearest citation); what has no near match
// stays an orphan. Exact matches are counted only.
// Pure CommonJS without PocketBase APIs: runs in goja (PocketBase 0.22) and in Node.

const { fold } = require(`${__hooks}/lib/shared/fold.js`)

const REASONS = {
  year: 'tahun berbeda',
  spelling: 'ejaan nama berbeda',
  etal: 'et al./dkk. untuk satu atau dua penulis',
  second: 'penulis kedua tidak disebut',
  suffix: 'perlu a/b untuk penulis dan tahun yang sama',
  page: 'kutipan langsung tanpa halaman',
}

function nameKey(author) {
  return fold(author).replace(/[^a-z0-9]+/g, '')
}

function baseYear(year) {
  return String(year).replace(/[a-z]$/, '')
}

/** Levenshtein distance (names are short). */
function distance(a, b) {
  let prev = []
  for (let j = 0; j <= b.length; j++) prev.push(j)
  for (let i = 1; i <= a.length; i++) {
    const cur = [i]
    for (let j = 1; j <= b.length; j++)
      cur.push(Math.min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1)))
    prev = cur
  }
  return prev[b.length]
}

/** "Santosa" vs "Santoso": a misspelling, not another author (at most 2 edits, a third of the name). */
function similarNames(a, b) {
  if (a === b || !a || !b) return false
  const d = distance(a, b)
  return d <= 2 && d * 3 <= Math.max(a.length, b.length)
}

/** The nearest of `items` (other side) to {name, year}: a same-author year miss or a misspelling. */
function nearest(name, year, items) {
  for (let i = 0; i < items.length; i++)
    if (items[i].name === name && baseYear(items[i].year) !== baseYear(year))
      return { item: items[i], reason: REASONS.year }
  for (let i = 0; i < items.length; i++)
    if (items[i].year === year && similarNames(items[i].name, name))
      return { item: items[i], reason: REASONS.spelling }
  return null
}

function label(author, year) {
  return author + ' (' + year + ')'
}

function entryText(e) {
  return e.text.length > 140 ? e.text.slice(0, 137) + '...' : e.text
}

/**
 * @param citations [{author, year, raw, etal, names, page, quote}] in order of appearance
 * @param references [{author, year, text, names, second}]
 * @returns {{cited, listed, citedNotListed, listedNotCited: string[], exact: number,
 *   pairs: {cited: string, entry: string, reason: string}[]}}
 */
function pairCitations(citations, references, citationKey) {
  const entries = []
  const entriesByKey = {}
  for (let i = 0; i < references.length; i++) {
    const r = references[i]
    const k = citationKey(r.author, r.year)
    const e = { key: k, name: nameKey(r.author), year: r.year, label: label(r.author, r.year) }
    e.text = r.text || e.label
    e.names = r.names || 1
    e.multiword = /\s/.test(String(r.author).trim())
    e.used = false
    entries.push(e)
    ;(entriesByKey[k] = entriesByKey[k] || []).push(e)
  }
  // "Menurut Badan Pusat Statistik (2020)": the narrative citation reads the last word
  // ("Statistik"); an organisation entry ending in it with that year is the one meant.
  const organisation = function (name, year) {
    for (let i = 0; i < entries.length; i++) {
      const e = entries[i]
      if (e.multiword && e.year === year && e.name.length > name.length) {
        if (e.name.slice(-name.length) === name) return e
      }
    }
    return null
  }
  const cites = []
  const byKey = {}
  for (let i = 0; i < citations.length; i++) {
    const c = citations[i]
    let k = citationKey(c.author, c.year)
    let name = nameKey(c.author)
    let shown = label(c.author, c.year)
    const org = entriesByKey[k] ? null : organisation(name, c.year)
    if (org) {
      k = org.key
      name = org.name
      shown = org.label
    }
    if (!byKey[k]) {
      byKey[k] = { key: k, name: name, year: c.year, label: shown, all: [] }
      cites.push(byKey[k])
    }
    byKey[k].all.push(c)
  }

  const pairs = []
  let exact = 0
  const orphanCites = []
  const pair = function (raw, e, reason) {
    pairs.push({ cited: raw, entry: entryText(e), reason: reason })
    e.used = true
  }
  for (let i = 0; i < cites.length; i++) {
    const c = cites[i]
    const same = entriesByKey[c.key] || []
    if (same.length) {
      const e = same[0]
      let issue = null
      for (let j = 0; j < c.all.length && !issue; j++) {
        const one = c.all[j]
        if (one.etal && e.names <= 2) issue = { raw: one.raw, reason: REASONS.etal }
        else if (!one.etal && one.names === 1 && e.names === 2)
          issue = { raw: one.raw, reason: REASONS.second }
        else if (one.quote) issue = { raw: one.raw, reason: REASONS.page }
      }
      if (!issue && same.length > 1) issue = { raw: c.all[0].raw, reason: REASONS.suffix }
      for (let j = 0; j < same.length; j++) same[j].used = true
      if (issue) pair(issue.raw, e, issue.reason)
      else exact++
      continue
    }
    // "Santoso (2020)" cited, "Santoso (2020a)" and "(2020b)" listed: the letter is missing.
    const lettered = entries.filter((e) => e.name === c.name && baseYear(e.year) === c.year)
    if (lettered.length && lettered[0].year !== c.year) {
      pair(c.all[0].raw, lettered[0], REASONS.suffix)
      for (let j = 0; j < lettered.length; j++) lettered[j].used = true
      continue
    }
    const unused = entries.filter((e) => !e.used)
    const near = nearest(c.name, c.year, unused) || nearest(c.name, c.year, entries)
    if (near) pair(c.all[0].raw, near.item, near.reason)
    else orphanCites.push(c.label)
  }
  // The other direction: an entry never cited, near a citation of another year or spelling.
  const orphanEntries = []
  const seen = {}
  for (let i = 0; i < entries.length; i++) {
    const e = entries[i]
    if (e.used || seen[e.key]) continue
    seen[e.key] = true
    const near = nearest(e.name, e.year, cites)
    if (near) pair(near.item.all[0].raw, e, near.reason)
    else orphanEntries.push(e.label)
  }

  const listed = []
  const listedSeen = {}
  for (let i = 0; i < entries.length; i++)
    if (!listedSeen[entries[i].key]) {
      listedSeen[entries[i].key] = true
      listed.push(entries[i].label)
    }
  return {
    cited: cites.map((c) => c.label),
    listed: listed,
    citedNotListed: orphanCites,
    listedNotCited: orphanEntries,
    exact: exact,
    pairs: pairs,
  }
}

module.exports = {
  REASONS: REASONS,
  pairCitations: pairCitations,
}
