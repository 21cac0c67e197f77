/**
 * Splits pasted spreadsheet text into records of cells, the way Excel and Google Sheets quote
 * when copying: a cell that starts with `"` (after optional spaces) runs to the next lone `"` and
 * may hold separators, tabs and line breaks; `""` inside it stands for one quote. A quote that
 * never closes is an ordinary character, so one stray quote cannot swallow the rest of the text.
 */

export interface RawRecord {
  /** 1-based line of the pasted text where the record starts. */
  line: number
  cells: string[]
  raw: string
}

/** Splits `text` into records of cells, honouring quotes. `text` uses '\n' line endings only. */
export function splitRecords(text: string, separator: string): RawRecord[] {
  const records: RawRecord[] = []
  let cells: string[] = []
  let cell = ''
  let line = 1
  let recordLine = 1
  let recordStart = 0
  let atCellStart = true
  let i = 0

  const endRecord = (end: number) => {
    cells.push(cell)
    records.push({ line: recordLine, cells, raw: text.slice(recordStart, end) })
    cells = []
    cell = ''
    atCellStart = true
  }

  while (i < text.length) {
    const ch = text[i]
    if (atCellStart && ch === '"') {
      const close = closingQuote(text, i + 1)
      if (close >= 0) {
        const inner = text.slice(i + 1, close)
        cell += inner.replace(/""/g, '"')
        line += countNewlines(inner)
        i = close + 1
        atCellStart = false
        continue
      }
    }
    if (ch === separator) {
      cells.push(cell)
      cell = ''
      atCellStart = true
    } else if (ch === '\n') {
      endRecord(i)
      line += 1
      recordLine = line
      recordStart = i + 1
    } else {
      cell += ch
      // Spaces before an opening quote ('a, "b, c"') still allow the quote.
      if (!(atCellStart && ch === ' ')) atCellStart = false
      else cell = cell.trimStart()
    }
    i += 1
  }
  if (cell !== '' || cells.length > 0) endRecord(text.length)
  return records
}

/** Index of the quote that closes a quoted cell whose content starts at `from`, or -1. */
function closingQuote(text: string, from: number): number {
  let i = from
  while (i < text.length) {
    const q = text.indexOf('"', i)
    if (q < 0) return -1
    if (text[q + 1] === '"') {
      i = q + 2
      continue
    }
    return q
  }
  return -1
}

function countNewlines(s: string): number {
  let n = 0
  for (const ch of s) if (ch === '\n') n += 1
  return n
}
