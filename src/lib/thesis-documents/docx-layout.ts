/**
 * The layout of a DOCX as its XML describes it, for readers that need more than the text (Analisa
 * CV): paragraphs with their size, weight, indent and list marker; tables (`w:tbl`), pictures
 * (`w:drawing` with `pic:pic`, VML `v:imagedata`) with their size, text boxes, section columns, the
 * header and footer parts, and the page each paragraph is on.
 *
 * Pages: a DOCX has no pages, its reader lays them out. When Word saved the file it marked where its
 * pages began (`w:lastRenderedPageBreak`), and those marks are counted ('rendered'). Otherwise
 * ('estimated') the explicit breaks (`w:br w:type="page"`, `w:pageBreakBefore`, section breaks that
 * start a new page) are counted, and the paragraphs are stacked on the page's text area by a height
 * estimate: lines = characters × half the font size / line width, each line 1.17 × the font size times
 * the line spacing, plus the spacing before and after and inline pictures; table rows take their
 * tallest cell.
 *
 * The ZIP is read by zip-entries.ts and the XML by xml-tree.ts: no library is loaded.
 */
import { DocumentReadError, READ_ERRORS } from './read-errors'
import type { ListKind, ParagraphProps, RunProps } from './docx-styles'
import { DocxNumbering, DocxStyles, readParagraphProps, readRunProps } from './docx-styles'
import type { XmlElement } from './xml-tree'
import { child, childrenNamed, descendant, isElement, parseXml } from './xml-tree'
import { readZipEntries } from './zip-entries'

export interface DocxParagraph {
  /** The text as shown (runs in capitals upper-cased); soft line breaks as '\n', tabs as '\t'. */
  text: string
  page: number
  /** Left indent in points. */
  indent: number
  /** Points: the size most of the paragraph's characters have. */
  fontSize: number
  /** Every visible character is bold. */
  bold: boolean
  list: { kind: ListKind; level: number; marker: string } | null
  /** 0 for Heading 1 (from the paragraph's style), null for body text. */
  outline: number | null
  styleName: string
  region: 'body' | 'header' | 'footer'
  container: 'body' | 'table' | 'textbox'
  cell?: { table: number; row: number; column: number }
}

export interface DocxLayout {
  pages: number
  pageCount: 'rendered' | 'estimated'
  paragraphs: DocxParagraph[]
  tables: { page: number; rows: number; columns: number; layout: boolean }[]
  images: { page: number; width: number; height: number }[]
  /** Pages laid out in columns: a section with w:cols ≥ 2, a layout table, text boxes side by side. */
  columnPages: number[]
}

const EMU_PER_POINT = 12700
/** A4 with 2.54 cm margins, when a section does not say. */
const DEFAULT_PAGE = { width: 595, height: 842, top: 72, bottom: 72, left: 72, right: 72 }
/** Word's size when neither the run, its styles nor the defaults set one. */
const DEFAULT_FONT_SIZE = 10
/** A cell or text box with this many non-empty paragraphs holds a column of text, not a value. */
const COLUMN_PARAGRAPHS = 3

type Piece = { text: string; run: RunProps } | { brk: 'explicit' | 'rendered' }

interface Section {
  columns: number
  startsPage: boolean
  width: number
  height: number
}

function twipsAttr(element: XmlElement | undefined, name: string): number | undefined {
  const value = element?.attrs[name]
  return value && /^-?\d+$/.test(value) ? Number(value) / 20 : undefined
}

function readSection(sectPr: XmlElement): Section {
  const size = child(sectPr, 'w:pgSz')
  const margins = child(sectPr, 'w:pgMar')
  const pageWidth = twipsAttr(size, 'w:w') ?? DEFAULT_PAGE.width
  const pageHeight = twipsAttr(size, 'w:h') ?? DEFAULT_PAGE.height
  const left = twipsAttr(margins, 'w:left') ?? DEFAULT_PAGE.left
  const right = twipsAttr(margins, 'w:right') ?? DEFAULT_PAGE.right
  const top = twipsAttr(margins, 'w:top') ?? DEFAULT_PAGE.top
  const bottom = twipsAttr(margins, 'w:bottom') ?? DEFAULT_PAGE.bottom
  const num = Number(child(sectPr, 'w:cols')?.attrs['w:num'] ?? 1)
  const type = child(sectPr, 'w:type')?.attrs['w:val'] ?? 'nextPage'
  return {
    columns: Number.isFinite(num) && num > 0 ? num : 1,
    startsPage: type !== 'continuous' && type !== 'nextColumn',
    width: Math.max(pageWidth - left - right, 72),
    height: Math.max(pageHeight - top - bottom, 72),
  }
}

function allNamed(element: XmlElement, name: string, out: XmlElement[] = []): XmlElement[] {
  for (const node of element.children) {
    if (!isElement(node)) continue
    if (node.name === name) out.push(node)
    else allNamed(node, name, out)
  }
  return out
}

/** 'width:90pt;height:1.5in' → points. */
function vmlSize(style: string | undefined, key: string): number {
  const match = new RegExp(`(?:^|;)\\s*${key}\\s*:\\s*([\\d.]+)\\s*(pt|in|cm|mm|px)?`, 'i').exec(
    style ?? '',
  )
  if (!match) return 0
  const value = Number(match[1])
  const unit = (match[2] ?? 'px').toLowerCase()
  const factor = { pt: 1, in: 72, cm: 72 / 2.54, mm: 72 / 25.4, px: 0.75 }[unit] ?? 1
  return value * factor
}

function symbolChar(code: string | undefined): string {
  const n = code ? parseInt(code, 16) : NaN
  if (!Number.isFinite(n)) return ''
  // Symbol/Wingdings glyphs sit in the private-use area (F0B7 is Symbol's bullet): shown as a bullet.
  if (n >= 0xf000 && n <= 0xf0ff) return '•'
  return String.fromCodePoint(n)
}

const INLINE_CONTAINERS = new Set([
  'w:hyperlink',
  'w:smartTag',
  'w:ins',
  'w:fldSimple',
  'w:customXml',
  'w:dir',
  'w:bdo',
  'w:moveTo',
])

class DocxLayoutReader {
  readonly paragraphs: DocxParagraph[] = []
  readonly tables: DocxLayout['tables'] = []
  readonly images: DocxLayout['images'] = []
  private readonly textboxes: { page: number; x: number; paragraphs: number }[] = []
  private readonly columnPages = new Set<number>()
  private page = 1
  private used = 0
  private width: number
  private region: DocxParagraph['region'] = 'body'
  private container: DocxParagraph['container'] = 'body'
  private cell: DocxParagraph['cell'] = undefined
  private sectionIndex = 0
  private readonly sectionPages: Set<number>[]
  private inlineHeight = 0

  constructor(
    private readonly styles: DocxStyles,
    private readonly numbering: DocxNumbering,
    private readonly sections: Section[],
    private readonly rendered: boolean,
  ) {
    this.width = this.section.width
    this.sectionPages = sections.map(() => new Set<number>())
  }

  private get section(): Section {
    return (
      this.sections[Math.min(this.sectionIndex, this.sections.length - 1)] ?? {
        columns: 1,
        startsPage: true,
        width: DEFAULT_PAGE.width - 144,
        height: DEFAULT_PAGE.height - 144,
      }
    )
  }

  private newPage(kind: 'explicit' | 'rendered') {
    if (this.region !== 'body') return
    if (this.rendered ? kind === 'rendered' : kind === 'explicit') {
      this.page += 1
      this.used = 0
    }
  }

  /** Places a block of the estimated height (estimated mode), moving to a new page when full. */
  private place(height: number) {
    if (this.rendered || this.region !== 'body') return
    const room = this.section.height
    if (this.used > 0 && this.used + height > room) {
      this.page += 1
      this.used = 0
    }
    this.used += height
    while (this.used > room) {
      this.page += 1
      this.used -= room
    }
  }

  block(element: XmlElement | undefined) {
    if (!element) return
    for (const node of element.children) {
      if (!isElement(node)) continue
      if (node.name === 'w:p') this.paragraph(node)
      else if (node.name === 'w:tbl') this.table(node)
      else if (node.name === 'w:sdt') this.block(child(node, 'w:sdtContent'))
      else if (node.name === 'w:customXml') this.block(node)
      else if (node.name === 'mc:AlternateContent')
        this.block(child(node, 'mc:Choice') ?? child(node, 'mc:Fallback'))
    }
  }

  /** A header or footer part: its paragraphs and pictures count on page 1, outside the page flow. */
  part(root: XmlElement, region: 'header' | 'footer') {
    const saved = { page: this.page, used: this.used }
    this.region = region
    this.page = 1
    this.block(child(root, region === 'header' ? 'w:hdr' : 'w:ftr'))
    this.region = 'body'
    this.page = saved.page
    this.used = saved.used
  }

  private runProps(direct: RunProps & { style?: string }, paragraphRun: RunProps): RunProps {
    const charStyle = this.styles.style(direct.style).run
    const own: RunProps & { style?: string } = { ...direct }
    delete own.style
    return { ...this.styles.defaults.run, ...paragraphRun, ...defined(charStyle), ...defined(own) }
  }

  private inline(element: XmlElement, pieces: Piece[], paragraphRun: RunProps) {
    for (const node of element.children) {
      if (!isElement(node)) continue
      if (node.name === 'w:r') this.run(node, pieces, paragraphRun)
      else if (INLINE_CONTAINERS.has(node.name)) this.inline(node, pieces, paragraphRun)
      else if (node.name === 'w:sdt') {
        const content = child(node, 'w:sdtContent')
        if (content) this.inline(content, pieces, paragraphRun)
      } else if (node.name === 'mc:AlternateContent') {
        const choice = child(node, 'mc:Choice') ?? child(node, 'mc:Fallback')
        if (choice) this.inline(choice, pieces, paragraphRun)
      }
    }
  }

  private run(r: XmlElement, pieces: Piece[], paragraphRun: RunProps) {
    const props = this.runProps(readRunProps(child(r, 'w:rPr')), paragraphRun)
    const add = (text: string) => pieces.push({ text, run: props })
    for (const node of r.children) {
      if (!isElement(node)) continue
      switch (node.name) {
        case 'w:t':
          add(node.children.filter((c): c is string => typeof c === 'string').join(''))
          break
        case 'w:tab':
        case 'w:ptab':
          add('\t')
          break
        case 'w:br':
          if (node.attrs['w:type'] === 'page') pieces.push({ brk: 'explicit' })
          else add('\n')
          break
        case 'w:cr':
          add('\n')
          break
        case 'w:noBreakHyphen':
          add('-')
          break
        case 'w:sym':
          add(symbolChar(node.attrs['w:char']))
          break
        case 'w:lastRenderedPageBreak':
          pieces.push({ brk: 'rendered' })
          break
        case 'w:drawing':
          this.drawing(node)
          break
        case 'w:pict':
          this.vml(node)
          break
        case 'mc:AlternateContent': {
          const choice = child(node, 'mc:Choice') ?? child(node, 'mc:Fallback')
          if (choice) this.run({ ...r, children: choice.children }, pieces, paragraphRun)
          break
        }
      }
    }
  }

  private drawing(drawing: XmlElement) {
    for (const holder of drawing.children) {
      if (!isElement(holder) || (holder.name !== 'wp:inline' && holder.name !== 'wp:anchor'))
        continue
      const extent = child(holder, 'wp:extent')
      const width = Number(extent?.attrs.cx ?? 0) / EMU_PER_POINT
      const height = Number(extent?.attrs.cy ?? 0) / EMU_PER_POINT
      if (descendant(holder, 'pic:pic')) {
        this.images.push({ page: this.page, width, height })
        if (holder.name === 'wp:inline') this.inlineHeight += height
      }
      const content = descendant(holder, 'w:txbxContent')
      if (content) {
        const offset = descendant(child(holder, 'wp:positionH') ?? holder, 'wp:posOffset')
        const x = Number(offset?.children.join('') ?? 0) / EMU_PER_POINT
        this.textbox(content, Number.isFinite(x) ? x : 0)
      }
    }
  }

  private vml(pict: XmlElement) {
    for (const shape of allNamed(pict, 'v:shape')) {
      if (descendant(shape, 'v:imagedata')) {
        const style = shape.attrs.style
        this.images.push({
          page: this.page,
          width: vmlSize(style, 'width'),
          height: vmlSize(style, 'height'),
        })
      }
      const content = descendant(shape, 'w:txbxContent')
      if (content) this.textbox(content, vmlSize(shape.attrs.style, 'margin-left'))
    }
  }

  private textbox(content: XmlElement, x: number) {
    const saved = { container: this.container, used: this.used, page: this.page }
    this.container = 'textbox'
    const before = this.paragraphs.length
    this.block(content)
    const count = this.paragraphs.slice(before).filter((p) => p.text.trim()).length
    // A text box floats: its paragraphs take no room in the page flow.
    this.used = saved.used
    this.page = saved.page
    this.textboxes.push({ page: saved.page, x, paragraphs: count })
    this.container = saved.container
  }

  private paragraph(p: XmlElement) {
    const pPr = child(p, 'w:pPr')
    const direct = readParagraphProps(pPr)
    const styleId = direct.style ?? this.styles.defaultParagraphStyle
    const style = this.styles.style(styleId)
    const props: ParagraphProps = {
      ...this.styles.defaults.paragraph,
      ...defined(style.paragraph),
      ...defined({ ...direct, style: undefined }),
    }
    const list = this.numbering.next(props.numId, props.ilvl ?? 0)
    const pieces: Piece[] = []
    this.inlineHeight = 0
    this.inline(p, pieces, style.run)

    let text = ''
    let visible = 0
    let boldChars = 0
    const sizes = new Map<number, number>()
    // Breaks before the first visible character move the paragraph; later ones move what follows.
    const leading: ('explicit' | 'rendered')[] = []
    const trailing: ('explicit' | 'rendered')[] = []
    for (const piece of pieces) {
      if ('brk' in piece) {
        ;(visible > 0 ? trailing : leading).push(piece.brk)
        continue
      }
      const shown = piece.run.caps ? piece.text.toUpperCase() : piece.text
      const chars = shown.replace(/\s/g, '').length
      text += shown
      visible += chars
      if (piece.run.bold) boldChars += chars
      const size = piece.run.size ?? DEFAULT_FONT_SIZE
      sizes.set(size, (sizes.get(size) ?? 0) + chars)
    }
    const fontSize =
      [...sizes.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ??
      style.run.size ??
      this.styles.defaults.run.size ??
      DEFAULT_FONT_SIZE
    const indent = props.indent ?? 0

    if (props.pageBreakBefore) this.newPage('explicit')
    for (const brk of leading) this.newPage(brk)
    this.place(this.estimateHeight(text, fontSize, props, indent))
    if (visible > 0) {
      this.paragraphs.push({
        text,
        page: this.page,
        indent,
        fontSize,
        bold: boldChars >= visible,
        list,
        outline: props.outline ?? null,
        styleName: style.name,
        region: this.region,
        container: this.container,
        ...(this.cell ? { cell: { ...this.cell } } : {}),
      })
      if (this.region === 'body') this.sectionPages[this.sectionIndex]?.add(this.page)
    }
    for (const brk of trailing) this.newPage(brk)
    if (child(pPr, 'w:sectPr') && this.region === 'body' && this.container === 'body') {
      this.sectionIndex += 1
      if (this.section.startsPage) this.newPage('explicit')
    }
  }

  private estimateHeight(text: string, fontSize: number, props: ParagraphProps, indent: number) {
    const lineHeight =
      props.line && 'points' in props.line
        ? props.line.points
        : fontSize * 1.17 * (props.line?.multiple ?? 1)
    const width = Math.max(this.width - indent, 36)
    let lines = 0
    for (const part of text.split('\n'))
      lines += Math.max(1, Math.ceil((part.length * fontSize * 0.5) / width))
    return (props.before ?? 0) + lines * lineHeight + (props.after ?? 0) + this.inlineHeight
  }

  private table(tbl: XmlElement) {
    const rows = childrenNamed(tbl, 'w:tr')
    const grid = childrenNamed(child(tbl, 'w:tblGrid'), 'w:gridCol').length
    const span = (tc: XmlElement) =>
      Number(child(child(tc, 'w:tcPr'), 'w:gridSpan')?.attrs['w:val'] ?? 1) || 1
    const widest = Math.max(
      0,
      ...rows.map((tr) => childrenNamed(tr, 'w:tc').reduce((n, tc) => n + span(tc), 0)),
    )
    const columns = Math.max(grid, widest, 1)
    const index = this.tables.length
    const firstPage = this.page
    this.tables.push({ page: firstPage, rows: rows.length, columns, layout: false })
    const saved = { width: this.width, cell: this.cell, container: this.container }
    let layout = false
    rows.forEach((tr, row) => {
      const start = { page: this.page, used: this.used }
      let end = { ...start }
      let richCells = 0
      childrenNamed(tr, 'w:tc').forEach((tc, column) => {
        if (!this.rendered) {
          this.page = start.page
          this.used = start.used
        }
        this.width = (saved.width * span(tc)) / columns
        this.cell = { table: index, row, column }
        this.container = 'table'
        const before = this.paragraphs.length
        this.block(tc)
        if (this.paragraphs.slice(before).filter((p) => p.text.trim()).length >= COLUMN_PARAGRAPHS)
          richCells += 1
        if (this.page > end.page || (this.page === end.page && this.used > end.used))
          end = { page: this.page, used: this.used }
      })
      if (!this.rendered) {
        this.page = end.page
        this.used = end.used
      }
      if (richCells >= 2) layout = true
    })
    this.width = saved.width
    this.cell = saved.cell
    this.container = saved.container
    this.tables[index].layout = layout
    if (layout && this.region === 'body')
      for (let n = firstPage; n <= this.page; n++) this.columnPages.add(n)
  }

  finish(): DocxLayout {
    this.sections.forEach((section, i) => {
      if (section.columns >= 2) for (const n of this.sectionPages[i] ?? []) this.columnPages.add(n)
    })
    const byPage = new Map<number, number[]>()
    for (const box of this.textboxes) {
      if (box.paragraphs < COLUMN_PARAGRAPHS) continue
      byPage.set(box.page, [...(byPage.get(box.page) ?? []), box.x])
    }
    for (const [page, xs] of byPage)
      if (xs.length >= 2 && Math.max(...xs) - Math.min(...xs) >= 72) this.columnPages.add(page)
    const pages = Math.max(
      1,
      ...this.paragraphs.filter((p) => p.region === 'body').map((p) => p.page),
      ...this.tables.map((t) => t.page),
      ...this.images.map((i) => i.page),
    )
    return {
      pages,
      pageCount: this.rendered ? 'rendered' : 'estimated',
      paragraphs: this.paragraphs,
      tables: this.tables,
      images: this.images,
      columnPages: [...this.columnPages].filter((n) => n <= pages).sort((a, b) => a - b),
    }
  }
}

function defined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>
}

interface Relationship {
  type: string
  target: string
}

function relationships(xml: string | undefined): Map<string, Relationship> {
  const out = new Map<string, Relationship>()
  if (!xml) return out
  for (const rel of allNamed(parseXml(xml), 'Relationship'))
    out.set(rel.attrs.Id ?? '', { type: rel.attrs.Type ?? '', target: rel.attrs.Target ?? '' })
  return out
}

/** 'word/document.xml' + '../media/x.png' → 'media/x.png'; absolute targets start at the root. */
function resolvePath(from: string, target: string): string {
  if (target.startsWith('/')) return target.slice(1)
  const parts = from.split('/').slice(0, -1)
  for (const piece of target.split('/')) {
    if (piece === '..') parts.pop()
    else if (piece && piece !== '.') parts.push(piece)
  }
  return parts.join('/')
}

const decoder = new TextDecoder()

/** Reads a DOCX's layout; a file that is not a readable DOCX gets the broken-file message. */
export async function readDocxLayout(data: ArrayBuffer): Promise<DocxLayout> {
  const files = await readZipEntries(
    data,
    (name) => name.endsWith('.xml') || name.endsWith('.rels'),
  )
  const text = (name: string) => {
    const bytes = files.get(name)
    return bytes ? decoder.decode(bytes) : undefined
  }
  try {
    const rootRels = relationships(text('_rels/.rels'))
    const main =
      [...rootRels.values()]
        .find((r) => r.type.endsWith('/officeDocument'))
        ?.target.replace(/^\//, '') ?? 'word/document.xml'
    const documentXml = text(main)
    if (!documentXml) throw new DocumentReadError(READ_ERRORS.corrupt)
    const relsPath = resolvePath(main, `_rels/${main.split('/').pop()}.rels`)
    const rels = relationships(text(relsPath))
    const partOf = (suffix: string, fallback: string) => {
      const rel = [...rels.values()].find((r) => r.type.endsWith(suffix))
      return rel ? resolvePath(main, rel.target) : fallback
    }
    const stylesXml = text(partOf('/styles', 'word/styles.xml'))
    const numberingXml = text(partOf('/numbering', 'word/numbering.xml'))
    const root = parseXml(documentXml)
    const body = child(child(root, 'w:document'), 'w:body')
    if (!body) throw new DocumentReadError(READ_ERRORS.corrupt)
    const sections = allNamed(body, 'w:sectPr').map(readSection)
    const reader = new DocxLayoutReader(
      new DocxStyles(stylesXml ? parseXml(stylesXml) : undefined),
      new DocxNumbering(numberingXml ? parseXml(numberingXml) : undefined),
      sections,
      documentXml.includes('w:lastRenderedPageBreak'),
    )
    const seen = new Set<string>()
    const parts = [...rels.values()].filter((r) => /\/(header|footer)$/.test(r.type))
    for (const rel of parts.filter((r) => r.type.endsWith('/header'))) {
      const path = resolvePath(main, rel.target)
      const xml = text(path)
      if (xml && !seen.has(path)) reader.part(parseXml(xml), 'header')
      seen.add(path)
    }
    reader.block(body)
    for (const rel of parts.filter((r) => r.type.endsWith('/footer'))) {
      const path = resolvePath(main, rel.target)
      const xml = text(path)
      if (xml && !seen.has(path)) reader.part(parseXml(xml), 'footer')
      seen.add(path)
    }
    return reader.finish()
  } catch (error) {
    if (error instanceof DocumentReadError) throw error
    throw new DocumentReadError(READ_ERRORS.corrupt)
  }
}
