// A strict reader of the admin exports' CSV (pb_hooks/lib/admin/csv.js) for the tests: a UTF-8 BOM
// first, ';' between fields, CRLF between rows, "…" quoting with doubled quotes. Throws on
// anything else (a missing BOM, a stray quote), so a test proves the format, not just the values.

export function parseCsv(text: string): string[][] {
  if (!text.startsWith('\uFEFF')) throw new Error('CSV without a UTF-8 BOM')
  const s = text.slice(1)
  const rows: string[][] = []
  let row: string[] = []
  let i = 0
  let field = ''
  for (;;) {
    if (s[i] === '"') {
      i++
      for (;;) {
        if (i >= s.length) throw new Error('unterminated quoted field')
        if (s[i] === '"') {
          if (s[i + 1] === '"') {
            field += '"'
            i += 2
            continue
          }
          i++
          break
        }
        field += s[i++]
      }
    } else {
      while (i < s.length && s[i] !== ';' && s[i] !== '\r' && s[i] !== '\n') {
        if (s[i] === '"') throw new Error(`stray quote at ${i}`)
        field += s[i++]
      }
    }
    row.push(field)
    field = ''
    if (i >= s.length) {
      if (row.length > 1 || row[0] !== '') throw new Error('last row without CRLF')
      return rows
    }
    if (s[i] === ';') {
      i++
      continue
    }
    if (s[i] !== '\r' || s[i + 1] !== '\n') throw new Error(`expected CRLF at ${i}`)
    i += 2
    rows.push(row)
    row = []
    if (i >= s.length) return rows
  }
}
