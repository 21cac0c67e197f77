/**
 * The CV's structure from its lines: which lines are section headings, which section every line
 * falls under, and the entries (a heading, a bullet with the lines it wraps onto, or a line of text).
 *
 * A heading is found in three ways: a line that is a known heading variant ('Pendidikan', 'Work
 * Experience') on its own; a line that starts with one and is styled as a heading (in capitals, bold,
 * or bigger than the body text); or an unknown short line styled exactly like the known headings of
 * this CV ('HOBI' beside 'PENDIDIKAN'), which starts a section of its own. A line with digits, a ':'
 * inside, an e-mail or more than six words is never a heading.
 */
import type { HeadingLanguage } from './headings'
import { matchHeading } from './headings'
import { bulletMark, startsWithBullet, stripBullet } from './text/bullets'
import { isAllCaps, wordCount } from './text/normalize'
import type { CvDocument, CvLine, CvPlace, CvSectionId } from './types'

export interface FoundHeading {
  /** Undefined for a heading the checks do not know ('Hobi'). */
  id?: CvSectionId
  lang?: HeadingLanguage
  /** As written (without decoration). */
  text: string
  page: number
  lineIndex: number
}

export interface CvEntry {
  kind: 'heading' | 'bullet' | 'text'
  /** Without the bullet mark; a bullet wrapped over several lines is one entry. */
  text: string
  page: number
  /** The known section the entry falls under (undefined before the first heading or under an unknown one). */
  section?: CvSectionId
  /** 0 before the first heading, then 1, 2… for each heading in order. */
  sectionIndex: number
  /** The entry's first line. */
  line: CvLine
  lineIndex: number
}

export interface CvStructure {
  entries: CvEntry[]
  headings: FoundHeading[]
  /** The section each line falls under (by line index). */
  lineSections: (CvSectionId | undefined)[]
  /** The body text's font size (the size most characters have). */
  bodySize: number
}

/** Bigger than the body text by this factor reads as a heading. */
const BIGGER = 1.12
const MAX_HEADING_WORDS = 6
const DECORATION = /^[\s|#>»«■▪●•\-–—=_*~]+|[\s|#>»«■▪●•\-–—=_*~:：]+$/g

function bodyFontSize(lines: CvLine[]): number {
  const weight = new Map<number, number>()
  for (const line of lines) {
    if (!line.fontSize) continue
    const size = Math.round(line.fontSize * 2) / 2
    weight.set(size, (weight.get(size) ?? 0) + line.text.length)
  }
  return [...weight.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? 0
}

/**
 * The heading's words if the line could be a heading at all, else null. A line that starts like a
 * list item is a heading only when it is styled as one and names a section ('1. PENDIDIKAN',
 * '— Work Experience —' in bold).
 */
function headingCandidate(line: CvLine, bodySize: number): string | null {
  let text = line.text.trim()
  if (line.bullet || startsWithBullet(text)) {
    const rest = stripBullet(text).replace(DECORATION, '')
    if (!matchHeading(rest) || !looksLikeHeading(styleOf(line, rest), bodySize)) return null
    text = rest
  }
  text = text
    .replace(/^(?:[IVX]{1,4}|[A-H])[.)]\s+(?=\p{Lu})/u, '')
    .replace(DECORATION, '')
    .trim()
  if (!text || text.length > 48) return null
  if (/[\d@:：]|https?:|www\./i.test(text)) return null
  if (wordCount(text) > MAX_HEADING_WORDS) return null
  return text
}

interface Style {
  caps: boolean
  bold: boolean
  size: number
}

function styleOf(line: CvLine, text: string): Style {
  return { caps: isAllCaps(text), bold: line.bold, size: Math.round(line.fontSize * 2) / 2 }
}

function looksLikeHeading(style: Style, bodySize: number): boolean {
  return style.caps || style.bold || (bodySize > 0 && style.size >= bodySize * BIGGER)
}

function findHeadings(lines: CvLine[], bodySize: number): FoundHeading[] {
  const found = new Map<number, FoundHeading>()
  const styles: Style[] = []
  lines.forEach((line, lineIndex) => {
    const text = headingCandidate(line, bodySize)
    if (!text) return
    const match = matchHeading(text)
    if (!match) return
    const style = styleOf(line, text)
    if (!match.exact && !looksLikeHeading(style, bodySize)) return
    found.set(lineIndex, { id: match.id, lang: match.lang, text, page: line.page, lineIndex })
    if (looksLikeHeading(style, bodySize)) styles.push(style)
  })
  // Unknown headings styled exactly as this CV's known ones.
  lines.forEach((line, lineIndex) => {
    if (found.has(lineIndex)) return
    const text = headingCandidate(line, bodySize)
    if (!text || wordCount(text) > 4) return
    const style = styleOf(line, text)
    if (!looksLikeHeading(style, bodySize)) return
    if (
      styles.some(
        (s) =>
          s.caps === style.caps && s.bold === style.bold && Math.abs(s.size - style.size) <= 0.5,
      )
    )
      found.set(lineIndex, { text, page: line.page, lineIndex })
  })
  return [...found.values()].sort((a, b) => a.lineIndex - b.lineIndex)
}

/** A PDF line that carries on the bullet above it (wrapped text, indented under the bullet's text). */
function continues(previous: CvLine, line: CvLine, first: CvLine): boolean {
  const size = Math.max(line.fontSize, previous.fontSize) || 10
  const down = line.y - previous.y
  return (
    line.page === previous.page &&
    line.column === previous.column &&
    down > 0 &&
    down <= 1.9 * size &&
    line.x > first.x + 1.5 &&
    line.x <= first.x + 40 &&
    (!line.bold || first.bold) &&
    Math.abs(line.fontSize - first.fontSize) <= 0.6 &&
    !startsWithBullet(line.text)
  )
}

export function structureCv(doc: CvDocument): CvStructure {
  const bodySize = bodyFontSize(doc.lines)
  const headings = findHeadings(doc.lines, bodySize)
  const headingAt = new Map(headings.map((h) => [h.lineIndex, h]))
  const entries: CvEntry[] = []
  const lineSections: (CvSectionId | undefined)[] = []
  let section: CvSectionId | undefined
  let sectionIndex = 0
  let lastLine: CvLine | null = null
  doc.lines.forEach((line, lineIndex) => {
    const heading = headingAt.get(lineIndex)
    const last = entries[entries.length - 1]
    if (heading) {
      section = heading.id
      sectionIndex += 1
      entries.push({
        kind: 'heading',
        text: heading.text,
        page: line.page,
        section,
        sectionIndex,
        line,
        lineIndex,
      })
    } else if (bulletMark(line.text) || line.bullet) {
      entries.push({
        kind: 'bullet',
        text: stripBullet(line.text),
        page: line.page,
        section,
        sectionIndex,
        line,
        lineIndex,
      })
    } else if (
      doc.kind === 'pdf' &&
      last?.kind === 'bullet' &&
      lastLine &&
      continues(lastLine, line, last.line)
    ) {
      last.text = last.text.endsWith('-')
        ? `${last.text}${line.text.trim()}`
        : `${last.text} ${line.text.trim()}`
    } else {
      entries.push({
        kind: 'text',
        text: line.text.trim(),
        page: line.page,
        section,
        sectionIndex,
        line,
        lineIndex,
      })
    }
    lineSections.push(section)
    lastLine = line
  })
  return { entries, headings, lineSections, bodySize }
}

/** Where an entry is, for a finding. */
export function placeOf(entry: CvEntry): CvPlace {
  return {
    page: entry.page,
    ...(entry.section ? { section: entry.section } : {}),
    line: entry.text,
  }
}

/** Where a line is, for a finding. */
export function placeOfLine(structure: CvStructure, doc: CvDocument, lineIndex: number): CvPlace {
  const line = doc.lines[lineIndex]
  const section = structure.lineSections[lineIndex]
  return { page: line.page, ...(section ? { section } : {}), line: line.text.trim() }
}

/**
 * Experience entries (what 'quantified' counts and 'Perbaiki dengan AI' offers): those under a work,
 * internship, project or organisation heading; every entry when the CV has no known heading at all.
 */
export function isExperienceEntry(entry: CvEntry, structure: CvStructure): boolean {
  if (!structure.headings.some((h) => h.id)) return true
  return entry.section === 'pengalaman' || entry.section === 'organisasi'
}
