/**
 * Where things are on a PDF's pages, for readers that need the layout and not only the text (Analisa
 * CV): text items with their position, size and weight, the images drawn (with their size), thin
 * rules (table borders, underlines) and small filled marks (bullets drawn as shapes). Coordinates are
 * PDF points from the page's top-left corner, as the page is shown (pdfjs viewport at scale 1).
 *
 * The thesis reader (pdf-text.ts) is untouched: this is a second, independent pass over the file.
 */
import { DocumentReadError, READ_ERRORS } from './read-errors'

export interface PdfLayoutText {
  text: string
  x: number
  /** The baseline. */
  y: number
  width: number
  fontSize: number
  bold: boolean
}

/** A box by its top-left corner. */
export interface PdfBox {
  x: number
  y: number
  width: number
  height: number
}

export interface PdfLayoutPage {
  width: number
  height: number
  items: PdfLayoutText[]
  images: PdfBox[]
  /** Thin horizontal or vertical strokes and fills (at most RULE_THICKNESS thick). */
  rules: PdfBox[]
  /** Small filled shapes (a drawn bullet: a dot, a square, a diamond). */
  marks: PdfBox[]
}

export interface PdfLayout {
  pages: PdfLayoutPage[]
}

type Matrix = [number, number, number, number, number, number]

/** The part of pdfjs-dist's API read here (the browser build and the node 'legacy' build both fit). */
interface TextContentLike {
  items: unknown[]
  styles: Record<string, { fontFamily?: string } | undefined>
}
interface ViewportLike {
  width: number
  height: number
  transform: number[]
}
interface PdfLayoutPageProxy {
  getViewport(params: { scale: number }): ViewportLike
  getTextContent(): Promise<TextContentLike>
  getOperatorList(): Promise<{ fnArray: number[]; argsArray: unknown[] }>
  commonObjs: { has(id: string): boolean; get(id: string): unknown }
  cleanup(): unknown
}
interface PdfLayoutDocument {
  numPages: number
  getPage(n: number): Promise<PdfLayoutPageProxy>
  destroy(): Promise<void>
}
export interface PdfLayoutLoader {
  getDocument(src: { data: Uint8Array } & Record<string, unknown>): {
    promise: Promise<PdfLayoutDocument>
  }
  OPS: Record<string, number>
}

/** A rule is at most this thick (points); a mark is a filled shape between these sizes. */
export const RULE_THICKNESS = 2.5
const MARK_MIN = 1.2
const MARK_MAX = 9

const BOLD_FONT = /bold|black|heavy|semibold|demibold|extrabold|ultrabold|[-,+]bd\b|w[6-9]00/i

function multiply(m1: readonly number[], m2: readonly number[]): Matrix {
  return [
    m1[0] * m2[0] + m1[2] * m2[1],
    m1[1] * m2[0] + m1[3] * m2[1],
    m1[0] * m2[2] + m1[2] * m2[3],
    m1[1] * m2[2] + m1[3] * m2[3],
    m1[0] * m2[4] + m1[2] * m2[5] + m1[4],
    m1[1] * m2[4] + m1[3] * m2[5] + m1[5],
  ]
}

function apply(m: readonly number[], x: number, y: number): [number, number] {
  return [m[0] * x + m[2] * y + m[4], m[1] * x + m[3] * y + m[5]]
}

/** The axis-aligned box of a rectangle in user space, mapped through `m`. */
function boxThrough(m: readonly number[], x0: number, y0: number, x1: number, y1: number): PdfBox {
  const corners = [apply(m, x0, y0), apply(m, x1, y0), apply(m, x0, y1), apply(m, x1, y1)]
  const xs = corners.map((c) => c[0])
  const ys = corners.map((c) => c[1])
  const left = Math.min(...xs)
  const top = Math.min(...ys)
  return { x: left, y: top, width: Math.max(...xs) - left, height: Math.max(...ys) - top }
}

function isMatrix(value: unknown): value is number[] {
  return (
    (Array.isArray(value) || ArrayBuffer.isView(value)) &&
    (value as ArrayLike<unknown>).length === 6 &&
    Array.from(value as ArrayLike<unknown>).every((n) => typeof n === 'number')
  )
}

/** The font's real name ('ABCDEF+Calibri-Bold'), once pdfjs has loaded it (after getOperatorList). */
function fontName(page: PdfLayoutPageProxy, id: string): string {
  try {
    if (!page.commonObjs.has(id)) return ''
    const font = page.commonObjs.get(id) as { name?: unknown } | null
    return typeof font?.name === 'string' ? font.name : ''
  } catch {
    return ''
  }
}

interface TextItemLike {
  str?: unknown
  transform?: number[]
  width?: number
  fontName?: string
}

function readTextItems(
  page: PdfLayoutPageProxy,
  content: TextContentLike,
  viewport: ViewportLike,
): PdfLayoutText[] {
  const bold = new Map<string, boolean>()
  const isBold = (id: string) => {
    let value = bold.get(id)
    if (value === undefined) {
      value = BOLD_FONT.test(`${fontName(page, id)} ${content.styles[id]?.fontFamily ?? ''}`)
      bold.set(id, value)
    }
    return value
  }
  const scale = Math.hypot(viewport.transform[0], viewport.transform[1]) || 1
  const out: PdfLayoutText[] = []
  for (const raw of content.items) {
    const item = raw as TextItemLike
    if (typeof item.str !== 'string' || !item.str || !item.transform) continue
    const t = item.transform
    const [x, y] = apply(viewport.transform, t[4], t[5])
    out.push({
      text: item.str,
      x,
      y,
      width: (item.width ?? 0) * scale,
      fontSize: Math.hypot(t[2], t[3]) * scale,
      bold: item.fontName ? isBold(item.fontName) : false,
    })
  }
  return out
}

/** The operators read from the operator list (pdfjs OPS numbers, looked up once per loader). */
function operatorCodes(OPS: Record<string, number>) {
  const painting = new Set(
    [
      'stroke',
      'closeStroke',
      'fill',
      'eoFill',
      'fillStroke',
      'eoFillStroke',
      'closeFillStroke',
      'closeEOFillStroke',
    ].map((name) => OPS[name]),
  )
  const strokes = new Set(
    [
      'stroke',
      'closeStroke',
      'fillStroke',
      'eoFillStroke',
      'closeFillStroke',
      'closeEOFillStroke',
    ].map((name) => OPS[name]),
  )
  const images = new Set(
    [
      'paintImageXObject',
      'paintInlineImageXObject',
      'paintImageMaskXObject',
      'paintSolidColorImageMask',
    ].map((name) => OPS[name]),
  )
  return { painting, strokes, images }
}

/** pdfjs 5 path data: 0 moveTo x y, 1 lineTo x y, 2 curveTo 6 numbers, 3 quadraticCurveTo 4, 4 closePath. */
interface Subpath {
  x0: number
  y0: number
  x1: number
  y1: number
  points: number
  curved: boolean
}

function subpaths(data: ArrayLike<number>): Subpath[] {
  const out: Subpath[] = []
  let current: Subpath | null = null
  const add = (x: number, y: number) => {
    if (!current) {
      current = { x0: x, y0: y, x1: x, y1: y, points: 0, curved: false }
      out.push(current)
    }
    current.x0 = Math.min(current.x0, x)
    current.y0 = Math.min(current.y0, y)
    current.x1 = Math.max(current.x1, x)
    current.y1 = Math.max(current.y1, y)
    current.points += 1
  }
  for (let i = 0; i < data.length;) {
    const op = data[i++]
    if (op === 0) {
      current = null
      add(data[i++], data[i++])
    } else if (op === 1) {
      add(data[i++], data[i++])
    } else if (op === 2) {
      add(data[i++], data[i++])
      add(data[i++], data[i++])
      add(data[i++], data[i++])
      if (current) (current as Subpath).curved = true
    } else if (op === 3) {
      add(data[i++], data[i++])
      add(data[i++], data[i++])
      if (current) (current as Subpath).curved = true
    } else if (op === 4) {
      // closePath: the subpath stays current (a following lineTo continues from its start)
    } else {
      break
    }
  }
  return out
}

interface Shapes {
  images: PdfBox[]
  rules: PdfBox[]
  marks: PdfBox[]
}

function classifyPath(
  path: Subpath,
  ctm: Matrix,
  viewport: ViewportLike,
  stroked: boolean,
  out: Shapes,
) {
  const m = multiply(viewport.transform, ctm)
  const box = boxThrough(m, path.x0, path.y0, path.x1, path.y1)
  const thinH = box.height <= RULE_THICKNESS && box.width >= 8
  const thinV = box.width <= RULE_THICKNESS && box.height >= 6
  if (thinH || thinV) {
    out.rules.push(box)
    return
  }
  if (
    !stroked &&
    box.width >= MARK_MIN &&
    box.height >= MARK_MIN &&
    box.width <= MARK_MAX &&
    box.height <= MARK_MAX
  ) {
    out.marks.push(box)
    return
  }
  // A stroked rectangle (a cell drawn with `re S`): its four edges are rules.
  if (stroked && !path.curved && path.points >= 4 && path.points <= 5) {
    const { x, y, width, height } = box
    out.rules.push({ x, y, width, height: 0 }, { x, y: y + height, width, height: 0 })
    out.rules.push({ x, y, width: 0, height }, { x: x + width, y, width: 0, height })
  }
}

function readShapes(
  ops: { fnArray: number[]; argsArray: unknown[] },
  OPS: Record<string, number>,
  viewport: ViewportLike,
): Shapes {
  const codes = operatorCodes(OPS)
  const out: Shapes = { images: [], rules: [], marks: [] }
  let ctm: Matrix = [1, 0, 0, 1, 0, 0]
  const stack: Matrix[] = []
  for (let i = 0; i < ops.fnArray.length; i++) {
    const fn = ops.fnArray[i]
    const args = ops.argsArray[i] as unknown[] | null
    if (fn === OPS.save) stack.push(ctm)
    else if (fn === OPS.restore) ctm = stack.pop() ?? ctm
    else if (fn === OPS.transform && args && args.length === 6)
      ctm = multiply(ctm, args as number[])
    else if (fn === OPS.paintFormXObjectBegin) {
      stack.push(ctm)
      if (args && isMatrix(args[0])) ctm = multiply(ctm, Array.from(args[0]))
    } else if (fn === OPS.paintFormXObjectEnd) ctm = stack.pop() ?? ctm
    else if (codes.images.has(fn)) {
      // An image fills the unit square of the current transformation.
      const box = boxThrough(multiply(viewport.transform, ctm), 0, 0, 1, 1)
      if (box.width >= 4 && box.height >= 4) out.images.push(box)
    } else if (fn === OPS.constructPath && args) {
      const [op, data] = args as [number, unknown]
      if (!codes.painting.has(op)) continue
      const path = Array.isArray(data) ? data[0] : null
      if (!path || typeof (path as ArrayLike<number>).length !== 'number') continue
      for (const sub of subpaths(path as ArrayLike<number>))
        classifyPath(sub, ctm, viewport, codes.strokes.has(op), out)
    }
  }
  return out
}

/**
 * Reads the layout of every page, reporting progress (0..1) after each one. A password-protected
 * PDF and a broken file get the same messages as the thesis reader.
 */
export async function readPdfLayout(
  pdfjs: PdfLayoutLoader,
  data: Uint8Array,
  onProgress?: (fraction: number) => void,
  extra: Record<string, unknown> = {},
): Promise<PdfLayout> {
  let doc: PdfLayoutDocument
  try {
    doc = await pdfjs.getDocument({ data, ...extra }).promise
  } catch (error) {
    const name = (error as { name?: string } | null)?.name
    if (name === 'PasswordException') throw new DocumentReadError(READ_ERRORS.encrypted)
    throw new DocumentReadError(READ_ERRORS.corrupt)
  }
  try {
    const pages: PdfLayoutPage[] = []
    for (let n = 1; n <= doc.numPages; n++) {
      const page = await doc.getPage(n)
      const viewport = page.getViewport({ scale: 1 })
      // The operator list first: it loads the fonts whose names tell bold from regular.
      const ops = await page.getOperatorList()
      const content = await page.getTextContent()
      pages.push({
        width: viewport.width,
        height: viewport.height,
        items: readTextItems(page, content, viewport),
        ...readShapes(ops, pdfjs.OPS, viewport),
      })
      page.cleanup()
      onProgress?.(n / doc.numPages)
    }
    return { pages }
  } catch (error) {
    if (error instanceof DocumentReadError) throw error
    throw new DocumentReadError(READ_ERRORS.corrupt)
  } finally {
    await doc.destroy().catch(() => undefined)
  }
}
