// Where a defence question stands in its passage (docs/sidang.md): the nearest sub-heading, the
// line of the quoted sentence, the text under that sub-heading and the reference entries it names.
// Pure CommonJS without PocketBase APIs: runs in goja (PocketBase 0.22) and in Node.

const { fold, countWords } = require(`${__hooks}/lib/chat/academic/text.js`)
const { isSubHeading } = require(`${__hooks}/lib/sidang/content.js`)

const MIN_WORDS = 20

/** The nearest sub-heading at or before line `at` of passage `i`, within its chapter ('' if none). */
function sectionOf(passages, i, at) {
  for (let k = i; k >= 0 && passages[k].chapter === passages[i].chapter; k--) {
    const lines = String(passages[k].body).split('\n')
    const from = k === i ? Math.min(at, lines.length - 1) : lines.length - 1
    for (let l = from; l >= 0; l--) if (isSubHeading(lines[l])) return lines[l].trim()
  }
  return ''
}

function firstBodyLine(body) {
  const lines = String(body).split('\n')
  for (let l = 0; l < lines.length; l++) if (!isSubHeading(lines[l])) return l
  return 0
}

function lineOf(body, focus) {
  const lines = String(body).split('\n')
  const head = String(focus).slice(0, 40)
  for (let l = 0; l < lines.length; l++) if (lines[l].indexOf(head) >= 0) return l
  return 0
}

/** The lines of a passage under the sub-heading of line `at` (the whole passage if that is short). */
function sectionSlice(body, at) {
  const lines = String(body).split('\n')
  let from = 0
  let to = lines.length
  for (let l = Math.min(at, lines.length - 1); l >= 0; l--)
    if (isSubHeading(lines[l])) {
      from = l
      break
    }
  for (let l = at + 1; l < lines.length; l++)
    if (isSubHeading(lines[l])) {
      to = l
      break
    }
  const slice = lines.slice(from, to).join('\n')
  return countWords(slice) >= MIN_WORDS ? slice : String(body)
}

/** Lines of a reference passage naming the given works (their titles give the key points). */
function entryLines(body, labels) {
  const lines = String(body).split('\n')
  return lines
    .filter((line) =>
      labels.some((l) => fold(line).indexOf(fold(l.split(/\s+\(/)[0].split(' ')[0])) >= 0),
    )
    .join('\n')
}

module.exports = { sectionOf, firstBodyLine, lineOf, sectionSlice, entryLines }
