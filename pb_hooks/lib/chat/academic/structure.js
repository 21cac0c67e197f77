// analyzeThesis of the built-in academic assistant: the outline check, word counts per chapter and
// the citation comparison of a thesis text (the analysis object of the chat contract).
// Pure CommonJS without PocketBase APIs: runs in goja (PocketBase 0.22) and in Node.

const { fold } = require(`${__hooks}/lib/shared/fold.js`)
const { countWords } = require(`${__hooks}/lib/thesis/text.js`)
const { CHAPTER_ORDER, chapterDef, expectedName } = require(`${__hooks}/lib/thesis/chapters.js`)
const { segmentDocument } = require(`${__hooks}/lib/thesis/outline.js`)
const { findCitations, parseReferences, compareCitations } = require(
  `${__hooks}/lib/chat/academic/citations.js`,
)

function sectionLine(line) {
  if (line.split(/\s+/).length > 8 || /[.?!]$/.test(line)) return null
  return fold(line.replace(/^(?:\d+(?:\.\d+)*\.?|[A-Za-z]\.|\(?[0-9a-z]\))\s+/, ''))
}

/** The structure, word counts and citation comparison of a thesis text (see the chat contract). */
function analyzeThesis(text) {
  const segments = segmentDocument(text)
  const chapters = []
  for (let c = 0; c < CHAPTER_ORDER.length; c++) {
    const key = CHAPTER_ORDER[c]
    const def = chapterDef(key)
    const own = segments.filter((s) => s.key === key)
    let main = null
    let words = 0
    for (let i = 0; i < own.length; i++) {
      words += own[i].words
      if (!main || own[i].words > main.words) main = own[i]
    }
    const headings = []
    for (let i = 0; i < own.length; i++) {
      for (let l = 0; l < own[i].lines.length; l++) {
        const t = sectionLine(own[i].lines[l])
        if (t) headings.push(t)
        // Numbered sub-headings inside run-together text (PDF): "... 1.2 Rumusan Masalah ...".
        const re = /(?:^|\s)\d{1,2}\.\d{1,2}\.?\s+([A-Z][A-Za-z]*(?:\s+[A-Za-z]+){0,3})/g
        let m
        while ((m = re.exec(own[i].lines[l]))) headings.push(fold(m[1]))
      }
    }
    const sections = def.sections.map(function (sec) {
      let found = false
      for (let h = 0; h < headings.length && !found; h++) found = sec.pattern.test(headings[h])
      return { name: sec.name, found: found }
    })
    chapters.push({
      key: key,
      expected: expectedName(key),
      found: own.length > 0,
      heading: main ? main.heading : null,
      words: words,
      sections: sections,
    })
  }

  const refSegments = segments.filter((s) => s.kind === 'refs')
  let references = []
  for (let i = 0; i < refSegments.length; i++) {
    const parsed = parseReferences(refSegments[i].lines)
    if (parsed.length >= references.length) references = parsed
  }
  const citedText = segments
    .filter((s) => s.kind !== 'refs')
    .map((s) => s.lines.join('\n'))
    .join('\n')
  const citations = compareCitations(findCitations(citedText), references)

  const extra = []
  for (let i = 0; i < segments.length; i++) {
    const s = segments[i]
    if (s.kind === 'chapter' && !s.key && extra.indexOf(s.heading) === -1) extra.push(s.heading)
  }

  return {
    totalWords: countWords(String(text || '')),
    chapters: chapters,
    references: { found: refSegments.length > 0, entries: references.length },
    citations: citations,
    extraChapters: extra,
  }
}

module.exports = {
  analyzeThesis: analyzeThesis,
}
