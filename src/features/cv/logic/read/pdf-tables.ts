/**
 * Ruled tables on a PDF page: thin horizontal and vertical rules that touch each other form a grid;
 * a grid of at least two cells with text inside is a table. Rows and columns are counted from the
 * distinct rule positions. (A table without any rules is not found here; the columns check sees a
 * borderless layout table when its cells hold columns of text.)
 */
import type { PdfBox } from '@/lib/thesis-documents/pdf-layout'
import { RULE_THICKNESS } from '@/lib/thesis-documents/pdf-layout'

export interface FoundTable {
  rows: number
  columns: number
  box: PdfBox
}

const TOUCH = 2.5
const SAME_LINE = 2.5

interface Rule {
  horizontal: boolean
  /** Position across the rule (y of a horizontal, x of a vertical) and its extent along it. */
  at: number
  from: number
  to: number
}

function toRule(box: PdfBox): Rule | null {
  if (box.height <= RULE_THICKNESS && box.width > box.height)
    return { horizontal: true, at: box.y + box.height / 2, from: box.x, to: box.x + box.width }
  if (box.width <= RULE_THICKNESS && box.height > box.width)
    return { horizontal: false, at: box.x + box.width / 2, from: box.y, to: box.y + box.height }
  return null
}

function touches(h: Rule, v: Rule): boolean {
  return (
    v.at >= h.from - TOUCH && v.at <= h.to + TOUCH && h.at >= v.from - TOUCH && h.at <= v.to + TOUCH
  )
}

function distinct(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  let n = 0
  let last = -Infinity
  for (const v of sorted) {
    if (v - last > SAME_LINE) n += 1
    last = v
  }
  return n
}

export function findTables(rules: PdfBox[], text: { x: number; y: number }[]): FoundTable[] {
  const all = rules.map(toRule).filter((r): r is Rule => r !== null)
  // Connected groups of rules (a horizontal and a vertical rule that touch are connected).
  const parent = all.map((_, i) => i)
  const find = (i: number): number => (parent[i] === i ? i : (parent[i] = find(parent[i])))
  for (let i = 0; i < all.length; i++)
    for (let j = i + 1; j < all.length; j++)
      if (all[i].horizontal !== all[j].horizontal) {
        const [h, v] = all[i].horizontal ? [all[i], all[j]] : [all[j], all[i]]
        if (touches(h, v)) parent[find(i)] = find(j)
      }
  const groups = new Map<number, Rule[]>()
  all.forEach((rule, i) => groups.set(find(i), [...(groups.get(find(i)) ?? []), rule]))
  const tables: FoundTable[] = []
  for (const group of groups.values()) {
    const hs = group.filter((r) => r.horizontal)
    const vs = group.filter((r) => !r.horizontal)
    const rows = distinct(hs.map((r) => r.at)) - 1
    const columns = distinct(vs.map((r) => r.at)) - 1
    if (rows < 1 || columns < 1 || rows * columns < 2) continue
    const x0 = Math.min(...group.map((r) => (r.horizontal ? r.from : r.at)))
    const x1 = Math.max(...group.map((r) => (r.horizontal ? r.to : r.at)))
    const y0 = Math.min(...group.map((r) => (r.horizontal ? r.at : r.from)))
    const y1 = Math.max(...group.map((r) => (r.horizontal ? r.at : r.to)))
    const inside = text.filter((t) => t.x >= x0 && t.x <= x1 && t.y >= y0 && t.y <= y1).length
    if (inside < 2) continue
    tables.push({ rows, columns, box: { x: x0, y: y0, width: x1 - x0, height: y1 - y0 } })
  }
  return tables.sort((a, b) => a.box.y - b.box.y)
}
