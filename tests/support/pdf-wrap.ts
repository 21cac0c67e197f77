// Thesis pages as the browser's PDF reader really gives them (src/lib/thesis-documents/pdf-text.ts):
// pdfjs ends a line at every VISUAL line end of a page (hasEOL), so each paragraph arrives wrapped at
// the page width (~90 characters), headings and other short lines stay lines of their own, and the
// pages are joined with "\n\f\n". A page's last paragraph may run on at the top of the next page.
// Used by tests/unit/sidang/ to check that quotes and their locations survive the wrapping.

/** Between the texts of two PDF pages, as the client joins them (pdf-text.ts PAGE_BREAK). */
export const PAGE_BREAK = '\n\f\n'

/**
 * One paragraph wrapped at `width` characters between words, or after the hyphen of a compound
 * ("Alang-" / "Alang"), as word processors break lines. A longer word gets its own line.
 */
export function wrapParagraph(paragraph: string, width = 90): string[] {
  const lines: string[] = []
  let line = ''
  for (const word of paragraph.split(/\s+/).filter(Boolean)) {
    const next = line ? `${line} ${word}` : word
    if (!line || next.length <= width) {
      line = next
      continue
    }
    const hyphen = /^(.*[A-Za-z]-)([A-Za-z].*)$/.exec(word)
    if (hyphen && `${line} ${hyphen[1]}`.length <= width) {
      lines.push(`${line} ${hyphen[1]}`)
      line = hyphen[2]
    } else {
      lines.push(line)
      line = word
    }
  }
  if (line) lines.push(line)
  return lines
}

/** A paragraph of prose: a sentence's end, more than 20 words, no list marker. */
function prose(paragraph: string): boolean {
  return (
    /[.!?]$/.test(paragraph) &&
    paragraph.split(/\s+/).length > 20 &&
    !/^(?:\(?\d{1,2}[.)]|\(?[a-h][.)]|[-\u2022\u2013])\s/.test(paragraph)
  )
}

/** A page's paragraphs with each run of prose paragraphs joined into one long paragraph. */
function longParagraphs(page: string[]): string[] {
  const out: string[] = []
  for (const p of page) {
    const last = out.length - 1
    if (last >= 0 && prose(out[last]) && prose(p)) out[last] = `${out[last]} ${p}`
    else out.push(p)
  }
  return out
}

/**
 * The text pdfjs extracts from these pages (each a list of paragraphs): every paragraph wrapped at
 * `width`; with `carry` (default), the last wrapped half of a page's final paragraph moves to the
 * top of the next page, as where a paragraph continues over a page break; with `long`, the prose
 * paragraphs of a page run together into one (longer than a passage of the assistant: 120 words).
 */
export function wrappedPdfText(
  pages: string[][],
  opts: { width?: number; carry?: boolean; long?: boolean } = {},
): string {
  const width = opts.width ?? 90
  const carry = opts.carry ?? true
  const laid = opts.long ? pages.map(longParagraphs) : pages
  const wrapped = laid.map((page) => page.map((p) => wrapParagraph(p, width)))
  const out: string[][] = wrapped.map((page) => page.flat())
  if (carry)
    for (let p = 0; p + 1 < wrapped.length; p++) {
      const last = wrapped[p][wrapped[p].length - 1] ?? []
      const moved = Math.floor(last.length / 2)
      if (moved < 1) continue
      out[p + 1] = out[p].splice(out[p].length - moved, moved).concat(out[p + 1])
    }
  return out.map((lines) => lines.join('\n')).join(PAGE_BREAK)
}

/** Paragraphs laid out on pages of `perPage` paragraphs (a thesis fixture without pages). */
export function pagesOf(paragraphs: string[], perPage: number): string[][] {
  const pages: string[][] = []
  for (let i = 0; i < paragraphs.length; i += perPage) pages.push(paragraphs.slice(i, i + perPage))
  return pages
}

/**
 * A text without whitespace, every quotation mark made "'" (a question's quote has single inner
 * quotes), with the index in `text` of each character left: how a quote is found again in a text
 * whatever its line wraps.
 */
export function squeeze(text: string): { text: string; at: number[] } {
  let out = ''
  const at: number[] = []
  for (let i = 0; i < text.length; i++) {
    const c = text[i]
    if (/\s/.test(c)) continue
    out += /["'\u2018\u2019\u201C\u201D]/.test(c) ? "'" : c
    at.push(i)
  }
  return { text: out, at }
}

/** Every index of `text` where `quote` starts, whatever the whitespace and line breaks inside. */
export function startsOf(text: string, quote: string): number[] {
  const t = squeeze(text)
  const q = squeeze(quote).text
  const out: number[] = []
  if (!q) return out
  for (let k = t.text.indexOf(q); k >= 0; k = t.text.indexOf(q, k + 1)) out.push(t.at[k])
  return out
}

/** The PDF page (from 1) of an index of a text whose pages are separated by "\f". */
export function pageAt(text: string, index: number): number {
  return text.slice(0, index).split('\f').length
}
