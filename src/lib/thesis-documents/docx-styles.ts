/**
 * What a DOCX's styles.xml and numbering.xml say about a paragraph or a run: bold, size, capitals,
 * spacing, heading level and list numbering, with `w:basedOn` inheritance and the document defaults.
 */
import type { XmlElement } from './xml-tree'
import { child, childrenNamed } from './xml-tree'

export interface RunProps {
  bold?: boolean
  /** Points. */
  size?: number
  caps?: boolean
}

export interface ParagraphProps {
  numId?: string
  ilvl?: number
  /** 0 for Heading 1. */
  outline?: number
  /** Points. */
  before?: number
  after?: number
  /** Line spacing: a multiple of single spacing ('auto') or exact points. */
  line?: { multiple: number } | { points: number }
  /** Left indent in points. */
  indent?: number
  pageBreakBefore?: boolean
}

const OFF = new Set(['0', 'false', 'off', 'none'])

/** A toggle property (w:b, w:caps): present means on unless its w:val says off. */
function toggle(element: XmlElement | undefined): boolean | undefined {
  if (!element) return undefined
  const val = element.attrs['w:val']
  return val === undefined || !OFF.has(val.toLowerCase())
}

function twips(value: string | undefined): number | undefined {
  if (value === undefined || !/^-?\d+$/.test(value)) return undefined
  return Number(value) / 20
}

export function readRunProps(rPr: XmlElement | undefined): RunProps & { style?: string } {
  if (!rPr) return {}
  const out: RunProps & { style?: string } = {}
  const bold = toggle(child(rPr, 'w:b'))
  if (bold !== undefined) out.bold = bold
  const caps = toggle(child(rPr, 'w:caps'))
  if (caps !== undefined) out.caps = caps
  const sz = child(rPr, 'w:sz')?.attrs['w:val']
  if (sz && /^\d+$/.test(sz)) out.size = Number(sz) / 2
  const style = child(rPr, 'w:rStyle')?.attrs['w:val']
  if (style) out.style = style
  return out
}

export function readParagraphProps(
  pPr: XmlElement | undefined,
): ParagraphProps & { style?: string } {
  if (!pPr) return {}
  // (pPr's own w:rPr formats the paragraph mark only, not the runs: not read.)
  const out: ParagraphProps & { style?: string } = {}
  const pageBreakBefore = toggle(child(pPr, 'w:pageBreakBefore'))
  if (pageBreakBefore !== undefined) out.pageBreakBefore = pageBreakBefore
  const style = child(pPr, 'w:pStyle')?.attrs['w:val']
  if (style) out.style = style
  const numPr = child(pPr, 'w:numPr')
  if (numPr) {
    const numId = child(numPr, 'w:numId')?.attrs['w:val']
    if (numId !== undefined) out.numId = numId
    const ilvl = child(numPr, 'w:ilvl')?.attrs['w:val']
    if (ilvl && /^\d+$/.test(ilvl)) out.ilvl = Number(ilvl)
  }
  const outline = child(pPr, 'w:outlineLvl')?.attrs['w:val']
  if (outline && /^\d$/.test(outline)) out.outline = Number(outline)
  const spacing = child(pPr, 'w:spacing')
  if (spacing) {
    const before = twips(spacing.attrs['w:before'])
    const after = twips(spacing.attrs['w:after'])
    if (before !== undefined) out.before = before
    if (after !== undefined) out.after = after
    const line = spacing.attrs['w:line']
    if (line && /^\d+$/.test(line)) {
      const rule = spacing.attrs['w:lineRule'] ?? 'auto'
      out.line = rule === 'auto' ? { multiple: Number(line) / 240 } : { points: Number(line) / 20 }
    }
  }
  const ind = child(pPr, 'w:ind')
  if (ind) {
    const left = twips(ind.attrs['w:left'] ?? ind.attrs['w:start'])
    if (left !== undefined) out.indent = left
  }
  return out
}

interface StyleEntry {
  type: string
  name: string
  basedOn?: string
  paragraph: ParagraphProps
  run: RunProps
}

/** Defined properties of `over` replace those of `base`. */
function merge<T extends object>(base: T, over: T): T {
  const out = { ...base }
  for (const [key, value] of Object.entries(over))
    if (value !== undefined) (out as Record<string, unknown>)[key] = value
  return out
}

export class DocxStyles {
  private readonly styles = new Map<string, StyleEntry>()
  private readonly resolved = new Map<
    string,
    { paragraph: ParagraphProps; run: RunProps; name: string }
  >()
  readonly defaults: { paragraph: ParagraphProps; run: RunProps }
  readonly defaultParagraphStyle: string | undefined

  constructor(root: XmlElement | undefined) {
    const styles = root ? child(root, 'w:styles') : undefined
    const docDefaults = child(styles, 'w:docDefaults')
    const run = readRunProps(child(child(docDefaults, 'w:rPrDefault'), 'w:rPr'))
    const paragraph = readParagraphProps(child(child(docDefaults, 'w:pPrDefault'), 'w:pPr'))
    delete run.style
    delete paragraph.style
    this.defaults = { run, paragraph }
    let defaultParagraph: string | undefined
    for (const style of childrenNamed(styles, 'w:style')) {
      const id = style.attrs['w:styleId']
      if (!id) continue
      const type = style.attrs['w:type'] ?? 'paragraph'
      const paragraph = readParagraphProps(child(style, 'w:pPr'))
      delete (paragraph as { style?: string }).style
      const run = readRunProps(child(style, 'w:rPr'))
      delete (run as { style?: string }).style
      const name = child(style, 'w:name')?.attrs['w:val'] ?? id
      // 'heading 1'…'heading 9' without an explicit outline level still are headings.
      const heading = /^heading\s*([1-9])$/i.exec(name)
      if (heading && paragraph.outline === undefined) paragraph.outline = Number(heading[1]) - 1
      this.styles.set(id, {
        type,
        name,
        basedOn: child(style, 'w:basedOn')?.attrs['w:val'],
        paragraph,
        run,
      })
      const isDefault = style.attrs['w:default'] === '1' || style.attrs['w:default'] === 'true'
      if (type === 'paragraph' && isDefault) defaultParagraph = id
    }
    this.defaultParagraphStyle = defaultParagraph
  }

  /** A style's own properties merged over those it is based on. */
  style(
    id: string | undefined,
    depth = 0,
  ): { paragraph: ParagraphProps; run: RunProps; name: string } {
    const empty = { paragraph: {}, run: {}, name: '' }
    if (!id || depth > 12) return empty
    const cached = this.resolved.get(id)
    if (cached) return cached
    const entry = this.styles.get(id)
    if (!entry) return empty
    const base = this.style(entry.basedOn, depth + 1)
    const out = {
      paragraph: merge(base.paragraph, entry.paragraph),
      run: merge(base.run, entry.run),
      name: entry.name,
    }
    this.resolved.set(id, out)
    return out
  }
}

export type ListKind = 'bullet' | 'number'

interface Level {
  format: string
  text: string
  start: number
}

const ROMAN: [number, string][] = [
  [1000, 'm'],
  [900, 'cm'],
  [500, 'd'],
  [400, 'cd'],
  [100, 'c'],
  [90, 'xc'],
  [50, 'l'],
  [40, 'xl'],
  [10, 'x'],
  [9, 'ix'],
  [5, 'v'],
  [4, 'iv'],
  [1, 'i'],
]

function roman(n: number): string {
  let out = ''
  for (const [value, digits] of ROMAN)
    while (n >= value) {
      out += digits
      n -= value
    }
  return out
}

function formatNumber(n: number, format: string): string {
  if (format === 'lowerLetter') return String.fromCharCode(96 + (((n - 1) % 26) + 1))
  if (format === 'upperLetter') return String.fromCharCode(64 + (((n - 1) % 26) + 1))
  if (format === 'lowerRoman') return roman(n)
  if (format === 'upperRoman') return roman(n).toUpperCase()
  return String(n)
}

/** numbering.xml: which paragraphs are list items, and the marker each one shows. */
export class DocxNumbering {
  private readonly abstract = new Map<string, Map<number, Level>>()
  private readonly nums = new Map<string, string>()
  private readonly counters = new Map<string, number[]>()

  constructor(root: XmlElement | undefined) {
    const numbering = root ? child(root, 'w:numbering') : undefined
    for (const abs of childrenNamed(numbering, 'w:abstractNum')) {
      const levels = new Map<number, Level>()
      for (const lvl of childrenNamed(abs, 'w:lvl')) {
        const start = child(lvl, 'w:start')?.attrs['w:val']
        levels.set(Number(lvl.attrs['w:ilvl'] ?? 0), {
          format: child(lvl, 'w:numFmt')?.attrs['w:val'] ?? 'decimal',
          text: child(lvl, 'w:lvlText')?.attrs['w:val'] ?? '',
          start: start && /^\d+$/.test(start) ? Number(start) : 1,
        })
      }
      this.abstract.set(abs.attrs['w:abstractNumId'] ?? '', levels)
    }
    for (const num of childrenNamed(numbering, 'w:num')) {
      const abstractId = child(num, 'w:abstractNumId')?.attrs['w:val']
      if (abstractId !== undefined) this.nums.set(num.attrs['w:numId'] ?? '', abstractId)
    }
  }

  /** The next marker of this list (numbers count on), or null when the paragraph is not a list item. */
  next(
    numId: string | undefined,
    ilvl = 0,
  ): { kind: ListKind; level: number; marker: string } | null {
    if (numId === undefined || numId === '0') return null
    const levels = this.abstract.get(this.nums.get(numId) ?? '')
    const level = levels?.get(ilvl)
    if (!levels || !level || level.format === 'none') return null
    if (level.format === 'bullet') return { kind: 'bullet', level: ilvl, marker: '•' }
    const counts = this.counters.get(numId) ?? []
    counts[ilvl] = (counts[ilvl] ?? level.start - 1) + 1
    counts.length = ilvl + 1
    this.counters.set(numId, counts)
    const marker = level.text.replace(/%([1-9])/g, (_, d: string) => {
      const at = Number(d) - 1
      const fmt = levels.get(at)?.format ?? 'decimal'
      return formatNumber(counts[at] ?? levels.get(at)?.start ?? 1, fmt)
    })
    return { kind: 'number', level: ilvl, marker: marker || `${counts[ilvl]}.` }
  }
}
