// Where a defence question stands in its passage (docs/sidang.md): the nearest sub-heading, the
// line and PDF page of the quoted sentence, the text under that sub-heading and the reference
// entries it names.
// Pure CommonJS without PocketBase APIs: runs in goja (PocketBase 0.22) and in Node.

const { fold } = require(`${__hooks}/lib/shared/fold.js`)
const { countWords } = require(`${__hooks}/lib/thesis/text.js`)
const { isSubHeading } = require(`${__hooks}/lib/sidang/content.js`)
const { runsOn } = require(`${__hooks}/lib/sidang/units.js`)

const MIN_WORDS = 20

/**
 * The nearest sub-heading at or before line `at` of passage `i`, within its chapter ('' if none).
 * In wrapped PDF text (`layout`, units.js) the last part of a wrapped line ("Ampera") is none.
 */
function sectionOf(passages, i, at, layout) {
  for (let k = i; k >= 0 && passages[k].chapter === passages[i].chapter; k--) {
    const lines = String(passages[k].body).split('\n')
    const from = k === i ? Math.min(at, lines.length - 1) : lines.length - 1
    for (let l = from; l >= 0; l--) {
      if (!isSubHeading(lines[l])) continue
      const prev = passages[k - 1]
      const before =
        l > 0 ? lines[l - 1] : prev && prev.chapter === passages[k].chapter ? lastLine(prev) : ''
      if (!runsOn(before, lines[l], layout)) return lines[l].trim()
    }
  }
  return ''
}

function lastLine(p) {
  const lines = String(p.body).split('\n')
  return lines[lines.length - 1]
}

function firstBodyLine(body) {
  const lines = String(body).split('\n')
  for (let l = 0; l < lines.length; l++) if (!isSubHeading(lines[l])) return l
  return 0
}

/**
 * The line of a passage where a quoted sentence starts (0 when not found). Whitespace does not count:
 * in PDF text a sentence runs over wrapped lines ("Alang-" / "Alang" joined as "Alang-Alang").
 */
function lineOf(body, focus) {
  const b = String(body)
  const head = String(focus).replace(/\s+/g, '').slice(0, 40)
  if (!head) return 0
  let squeezed = ''
  const at = []
  for (let i = 0; i < b.length; i++) {
    const c = b.charAt(i)
    if (/\s/.test(c)) continue
    squeezed += c
    at.push(i)
  }
  const k = squeezed.indexOf(head)
  return k < 0 ? 0 : b.slice(0, at[k]).split('\n').length - 1
}

/** The PDF page of line `line` of a passage (its linePages, else where it starts; 0 unknown). */
function pageAt(p, line) {
  const pages = Array.isArray(p.linePages) ? p.linePages : []
  if (pages[line] > 0) return pages[line]
  return p.page > 0 ? p.page : 0
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

module.exports = { sectionOf, firstBodyLine, lineOf, pageAt, sectionSlice, entryLines }
