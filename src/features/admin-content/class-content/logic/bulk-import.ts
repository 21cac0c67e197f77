/**
 * Parses question rows pasted from a spreadsheet: six columns (question, A, B, C, D, answer).
 *
 * - Separator: a tab when the text holds one (a copy from Excel or Google Sheets), otherwise ';'
 *   or ',' (CSV), whichever splits the rows into six columns best.
 * - Quoting as Excel and Sheets write it: a cell that starts with `"` runs to the next lone `"`,
 *   may hold separators, tabs and line breaks, and `""` stands for one quote. A quote that never
 *   closes is read as an ordinary character (so one stray quote cannot swallow the rest).
 * - \r\n and \r line endings, a leading BOM, empty lines and lines of empty cells are ignored.
 * - A first row that looks like a header ('Pertanyaan', 'Soal', 'Question', 'No', ...) is skipped.
 * - Cells are trimmed. Trailing empty cells are dropped (a six-cell line with an empty answer reports
 *   'Jawaban kosong'); any other extra column is an error, since an unquoted separator inside a
 *   question shifts every cell after it.
 * - The answer: a letter (a-d, A-D), text such as 'Jawaban B', 'Pilihan: c', 'B.', '(d)', the
 *   full text of one of the choices (case-insensitive, trimmed, spaces collapsed), or both ('B. Jakarta').
 */
import type { Choice, SoalInput } from '@/data/admin'
import { splitRecords } from './split-records'

export type ParsedRow =
  | { line: number; ok: true; soal: SoalInput }
  | { line: number; ok: false; reason: string; raw: string }

export interface BulkParseResult {
  rows: ParsedRow[]
}

export const COLUMN_HINT = '6 kolom (soal, A, B, C, D, jawaban)'

/** The server's limits (POST /api/admin/soal/bulk and the soal schema). */
export const MAX_IMPORT_ROWS = 500
export const MAX_QUESTION_LENGTH = 10000
export const MAX_CHOICE_LENGTH = 2000

function tooLongReason(pertanyaan: string, choices: readonly string[]): string | null {
  if (pertanyaan.length > MAX_QUESTION_LENGTH) {
    return `Pertanyaan terlalu panjang (maksimal ${MAX_QUESTION_LENGTH} karakter)`
  }
  const i = choices.findIndex((c) => c.length > MAX_CHOICE_LENGTH)
  if (i < 0) return null
  return `Pilihan ${CHOICES[i].toUpperCase()} terlalu panjang (maksimal ${MAX_CHOICE_LENGTH} karakter)`
}

const CHOICES: readonly Choice[] = ['a', 'b', 'c', 'd']

/** Cells without surrounding spaces and without trailing empty cells. */
function tidy(cells: string[]): string[] {
  const out = cells.map((c) => c.trim())
  while (out.length > 0 && out[out.length - 1] === '') out.pop()
  return out
}

function chooseSeparator(text: string): string {
  if (text.includes('\t')) return '\t'
  const score = (sep: string) => {
    const recs = splitRecords(text, sep)
      .map((r) => tidy(r.cells))
      .filter((c) => c.length > 0)
    return [recs.filter((c) => c.length === 6).length, recs.filter((c) => c.length >= 6).length]
  }
  const [semiExact, semiAtLeast] = score(';')
  const [commaExact, commaAtLeast] = score(',')
  if (semiExact !== commaExact) return semiExact > commaExact ? ';' : ','
  if (semiAtLeast !== commaAtLeast) return semiAtLeast > commaAtLeast ? ';' : ','
  return text.includes(';') ? ';' : ','
}

const normal = (s: string) => s.trim().replace(/\s+/g, ' ').toLowerCase()

const QUESTION_HEADERS = new Set([
  'pertanyaan',
  'soal',
  'question',
  'questions',
  'teks soal',
  'butir soal',
  'no',
  'no.',
  'nomor',
])
const CHOICE_HEADERS = /^((pilihan|opsi|option|jawaban)\s*)?a[.:)]?$/

function isHeader(cells: string[]): boolean {
  const first = normal(cells[0] ?? '').replace(/[:*]+$/, '')
  if (QUESTION_HEADERS.has(first)) return true
  return (
    CHOICE_HEADERS.test(normal(cells[1] ?? '')) &&
    /^(jawaban|kunci|answer)/.test(normal(cells[5] ?? ''))
  )
}

export type AnswerResult = { ok: true; choice: Choice } | { ok: false; reason: string }

/** Reads the answer cell against the four choices (in order a-d). */
export function parseAnswer(value: string, choices: readonly string[]): AnswerResult {
  const text = value.trim()
  if (!text) return { ok: false, reason: 'Jawaban kosong' }
  const letter =
    /^\(?([a-d])[.):]?$/i.exec(text) ??
    /^(?:jawaban|pilihan|opsi|option|answer|kunci)(?:\s+benar)?\s*[:.=-]?\s*\(?([a-d])\)?\.?$/i.exec(
      text,
    )
  if (letter) return { ok: true, choice: letter[1].toLowerCase() as Choice }
  const wanted = normal(text)
  const matches = CHOICES.filter((_, i) => normal(choices[i] ?? '') === wanted)
  if (matches.length === 1) return { ok: true, choice: matches[0] }
  if (matches.length > 1) {
    return {
      ok: false,
      reason: `Jawaban "${text}" cocok dengan lebih dari satu pilihan (${matches.map((c) => c.toUpperCase()).join(', ')})`,
    }
  }
  // 'B. Jakarta': a letter followed by that choice's own text.
  const prefixed = /^\(?([a-d])[.):]\s*(.+)$/i.exec(text)
  if (prefixed) {
    const choice = prefixed[1].toLowerCase() as Choice
    if (normal(prefixed[2]) === normal(choices[CHOICES.indexOf(choice)] ?? ''))
      return { ok: true, choice }
  }
  return {
    ok: false,
    reason: `Jawaban tidak dikenali: "${text}" (isi a, b, c, d atau teks salah satu pilihan)`,
  }
}

/** `width`: how many cells the line had before trailing empty ones were dropped. */
function readRow(
  tidied: string[],
  width: number,
): { ok: true; soal: SoalInput } | { ok: false; reason: string } {
  // A line with six cells whose last ones are empty reports them as empty, not as missing.
  const cells =
    width >= 6 && tidied.length < 6
      ? [...tidied, ...Array<string>(6 - tidied.length).fill('')]
      : tidied
  if (cells.length < 6) {
    return { ok: false, reason: `Kolom kurang: ada ${cells.length} kolom, perlu ${COLUMN_HINT}` }
  }
  if (cells.length > 6) {
    return {
      ok: false,
      reason: `Kolom berlebih: ada ${cells.length} kolom, seharusnya ${COLUMN_HINT}. Hapus kolom tambahan (mis. nomor) atau beri tanda kutip pada sel yang berisi pemisah`,
    }
  }
  const [pertanyaan, a, b, c, d, answer] = cells
  if (!pertanyaan) return { ok: false, reason: 'Pertanyaan kosong' }
  const choices = [a, b, c, d]
  const empty = CHOICES.filter((_, i) => !choices[i]).map((l) => l.toUpperCase())
  if (empty.length > 0) return { ok: false, reason: `Pilihan ${empty.join(', ')} kosong` }
  const tooLong = tooLongReason(pertanyaan, choices)
  if (tooLong) return { ok: false, reason: tooLong }
  const jawaban = parseAnswer(answer, choices)
  if (!jawaban.ok) return jawaban
  return {
    ok: true,
    soal: {
      pertanyaan,
      pilihan_a: a,
      pilihan_b: b,
      pilihan_c: c,
      pilihan_d: d,
      jawaban_benar: jawaban.choice,
    },
  }
}

export function parseBulkQuestions(text: string): BulkParseResult {
  const clean = text.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n')
  if (!clean.trim()) return { rows: [] }
  const records = splitRecords(clean, chooseSeparator(clean))
    .map((r) => ({ ...r, width: r.cells.length, cells: tidy(r.cells) }))
    .filter((r) => r.cells.length > 0)
  if (records.length > 0 && isHeader(records[0].cells)) records.shift()
  return {
    rows: records.map((r): ParsedRow => {
      const result = readRow(r.cells, r.width)
      return result.ok
        ? { line: r.line, ok: true, soal: result.soal }
        : { line: r.line, ok: false, reason: result.reason, raw: r.raw }
    }),
  }
}

/** The questions of the valid rows, when every row is valid; otherwise null (nothing may be saved). */
export function importableRows(result: BulkParseResult): SoalInput[] | null {
  if (result.rows.length === 0 || result.rows.some((r) => !r.ok)) return null
  return result.rows.flatMap((r) => (r.ok ? [r.soal] : []))
}
