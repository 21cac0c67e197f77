/**
 * A PDF's layout (pdfjs text items, images, rules, marks) made into a CvDocument: items on one
 * baseline are joined into fragments (a gap wider than FRAGMENT_GAP font sizes starts a new one),
 * fragments into lines per column, lines put in reading order (a line across both columns above them,
 * then the left column, then the right one, then a line across both below them). A small filled shape just left of a line is
 * a drawn bullet ('• ' is put before the line's text). Ruled grids are tables; images keep their size.
 */
import type { PdfLayout, PdfLayoutPage, PdfLayoutText } from '@/lib/thesis-documents/pdf-layout'
import type { CvDocument, CvLine } from '../types'
import { startsWithBullet } from '../text/bullets'
import type { ColumnSplit } from './columns'
import { findColumns } from './columns'
import { findTables } from './pdf-tables'

/** Items further apart than this many font sizes are separate fragments (table cells, columns, tab stops). */
const FRAGMENT_GAP = 1.2
/** Items closer than this share of the font size are joined without a space. */
const SPACE_GAP = 0.15

interface Fragment {
  text: string
  x0: number
  x1: number
  y: number
  fontSize: number
  /** Characters in bold / all visible characters. */
  boldChars: number
  chars: number
}

function visibleLength(text: string): number {
  return text.replace(/\s/g, '').length
}

/** Items grouped by baseline (a tolerance of a third of the font size), each group sorted by x. */
function baselineGroups(items: PdfLayoutText[]): PdfLayoutText[][] {
  const sorted = [...items].sort((a, b) => a.y - b.y || a.x - b.x)
  const groups: { y: number; size: number; items: PdfLayoutText[] }[] = []
  for (const item of sorted) {
    const last = groups[groups.length - 1]
    const tolerance = Math.max(1.5, 0.3 * Math.min(item.fontSize || 10, last?.size || 10))
    if (last && Math.abs(item.y - last.y) <= tolerance) last.items.push(item)
    else groups.push({ y: item.y, size: item.fontSize, items: [item] })
  }
  return groups.map((g) => g.items.sort((a, b) => a.x - b.x))
}

function fragmentsOf(group: PdfLayoutText[]): Fragment[] {
  const out: Fragment[] = []
  let current: Fragment | null = null
  for (const item of group) {
    const size = item.fontSize || 10
    if (!item.text.trim()) continue
    const gap = current ? item.x - current.x1 : 0
    if (!current || gap > FRAGMENT_GAP * size) {
      current = {
        text: '',
        x0: item.x,
        x1: item.x,
        y: item.y,
        fontSize: size,
        boldChars: 0,
        chars: 0,
      }
      out.push(current)
    } else if (gap > SPACE_GAP * size && !/\s$/.test(current.text) && !/^\s/.test(item.text)) {
      current.text += ' '
    }
    current.text += item.text
    current.x1 = Math.max(current.x1, item.x + item.width)
    const chars = visibleLength(item.text)
    current.chars += chars
    if (item.bold) current.boldChars += chars
    if (chars > 0 && item.fontSize > current.fontSize) current.fontSize = item.fontSize
  }
  for (const f of out) f.text = f.text.replace(/\s+/g, ' ').trim()
  return out.filter((f) => f.text)
}

/**
 * Reading order on a two-column page: a line across the gutter (a name or a rule over both columns)
 * above the columns comes first (0), below them last (2); the columns' own lines (1) in between.
 */
function band(y: number, crossing: boolean, split: ColumnSplit | null): number {
  if (!split || !crossing) return 1
  if (y < split.top) return 0
  if (y > split.bottom) return 2
  return 1
}

function pageLines(
  page: PdfLayoutPage,
  pageNumber: number,
  split: ColumnSplit | null,
  groups: Fragment[][],
) {
  const lines: (CvLine & { band: number })[] = []
  for (const fragments of groups) {
    const byColumn = new Map<number, Fragment[]>()
    for (const f of fragments) {
      const column = split && f.x1 > split.gutter && f.x0 >= split.gutter - 1 ? 1 : 0
      byColumn.set(column, [...(byColumn.get(column) ?? []), f])
    }
    for (const [column, parts] of byColumn) {
      const chars = parts.reduce((n, f) => n + f.chars, 0)
      const boldChars = parts.reduce((n, f) => n + f.boldChars, 0)
      let text = parts.map((f) => f.text).join(' ')
      let x = parts[0].x0
      const y = parts[0].y
      const fontSize = Math.max(...parts.map((f) => f.fontSize))
      let bullet = startsWithBullet(text)
      if (!bullet) {
        const mark = page.marks.find(
          (m) =>
            m.x + m.width <= x + 1 &&
            x - (m.x + m.width) <= 2 * fontSize &&
            m.y + m.height / 2 <= y + 1 &&
            m.y + m.height / 2 >= y - fontSize,
        )
        if (mark) {
          text = `• ${text}`
          x = mark.x
          bullet = true
        }
      }
      const crossing = !!split && parts.some((f) => f.x0 < split.gutter && f.x1 > split.gutter)
      lines.push({
        text,
        page: pageNumber,
        column: split ? column : 0,
        x,
        y,
        fontSize: Math.round(fontSize * 10) / 10,
        bold: chars > 0 && boldChars >= chars * 0.9,
        bullet,
        band: band(y, crossing, split),
      })
    }
  }
  lines.sort((a, b) => a.band - b.band || a.column - b.column || a.y - b.y || a.x - b.x)
  return lines.map(({ band: _band, ...line }) => line)
}

export function cvFromPdfLayout(layout: PdfLayout, fileName: string): CvDocument {
  const lines: CvLine[] = []
  const columnPages: number[] = []
  const tables: CvDocument['tables'] = []
  const images: CvDocument['images'] = []
  layout.pages.forEach((page, index) => {
    const n = index + 1
    const groups = baselineGroups(page.items)
      .map(fragmentsOf)
      .filter((g) => g.length > 0)
    const split = findColumns(groups.flat())
    if (split) columnPages.push(n)
    lines.push(...pageLines(page, n, split, groups))
    for (const table of findTables(
      page.rules,
      page.items.filter((i) => i.text.trim()),
    ))
      tables.push({ page: n, rows: table.rows, columns: table.columns })
    for (const image of page.images)
      images.push({ page: n, width: Math.round(image.width), height: Math.round(image.height) })
  })
  return {
    kind: 'pdf',
    fileName,
    pages: layout.pages.length,
    scanned: lines.length === 0,
    lines,
    columnPages,
    tables,
    images,
  }
}
