/**
 * A small XML reader for Office Open XML parts (machine-written XML: elements, attributes, text,
 * the five named entities and numeric references; comments, processing instructions and DOCTYPEs
 * skipped, CDATA kept as text). It runs the same in the browser and in Node, unlike DOMParser.
 */

export interface XmlElement {
  name: string
  attrs: Record<string, string>
  children: XmlNode[]
}
export type XmlNode = XmlElement | string

const NAMED: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" }

export function decodeEntities(text: string): string {
  if (!text.includes('&')) return text
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, ref: string) => {
    if (ref[0] === '#') {
      const code =
        ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10)
      return Number.isFinite(code) && code <= 0x10ffff ? String.fromCodePoint(code) : whole
    }
    return NAMED[ref] ?? whole
  })
}

const TOKEN =
  /<!--[\s\S]*?-->|<\?[\s\S]*?\?>|<!\[CDATA\[([\s\S]*?)\]\]>|<![^>]*>|<\/([^\s>]+)\s*>|<([^\s>/!?]+)((?:\s+[^\s=/>]+\s*=\s*(?:"[^"]*"|'[^']*'))*)\s*(\/?)>|([^<]+)/g
const ATTR = /([^\s=]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g

/** Parses a whole part; returns a synthetic root ('#document') whose children are the top elements. */
export function parseXml(text: string): XmlElement {
  const root: XmlElement = { name: '#document', attrs: {}, children: [] }
  const stack: XmlElement[] = [root]
  TOKEN.lastIndex = 0
  for (let match = TOKEN.exec(text); match; match = TOKEN.exec(text)) {
    const top = stack[stack.length - 1]
    const [, cdata, closing, opening, attrText, selfClosing, chars] = match
    if (chars !== undefined) {
      if (stack.length > 1) top.children.push(decodeEntities(chars))
    } else if (cdata !== undefined) {
      top.children.push(cdata)
    } else if (closing !== undefined) {
      // Close up to the matching element (tolerates a stray end tag).
      for (let i = stack.length - 1; i > 0; i--) {
        if (stack[i].name === closing) {
          stack.length = i
          break
        }
      }
    } else if (opening !== undefined) {
      const attrs: Record<string, string> = {}
      if (attrText) {
        ATTR.lastIndex = 0
        for (let a = ATTR.exec(attrText); a; a = ATTR.exec(attrText))
          attrs[a[1]] = decodeEntities(a[2] ?? a[3] ?? '')
      }
      const element: XmlElement = { name: opening, attrs, children: [] }
      top.children.push(element)
      if (!selfClosing) stack.push(element)
    }
  }
  return root
}

export function isElement(node: XmlNode): node is XmlElement {
  return typeof node !== 'string'
}

/** The first child element with this name. */
export function child(element: XmlElement | undefined, name: string): XmlElement | undefined {
  if (!element) return undefined
  for (const node of element.children) if (isElement(node) && node.name === name) return node
  return undefined
}

/** The child elements with this name. */
export function childrenNamed(element: XmlElement | undefined, name: string): XmlElement[] {
  if (!element) return []
  return element.children.filter(
    (node): node is XmlElement => isElement(node) && node.name === name,
  )
}

/** The first descendant element with this name (depth first). */
export function descendant(element: XmlElement, name: string): XmlElement | undefined {
  for (const node of element.children) {
    if (!isElement(node)) continue
    if (node.name === name) return node
    const found = descendant(node, name)
    if (found) return found
  }
  return undefined
}
