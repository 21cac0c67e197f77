// The CSV of the admin exports (pb_hooks/lib/admin/csv.js): Excel in an Indonesian locale.
import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { loadHookLib } from '../../support/hook-loader'
import { parseCsv } from '../../support/csv'

interface Csv {
  BOM: string
  textField(v: unknown): string
  intField(v: unknown): string
  decimalField(v: unknown): string
  dateField(v: unknown): string
  line(fields: string[]): string
  header(names: string[]): string
  fileDay(ms: number): string
  slug(text: string): string
}

const csv = loadHookLib<Csv>('admin/csv.js')

describe('fields', () => {
  it('quotes ; " and line breaks, doubles inner quotes, leaves plain text alone', () => {
    expect(csv.textField('Siti Aminah')).toBe('Siti Aminah')
    expect(csv.textField('Siti; Aminah')).toBe('"Siti; Aminah"')
    expect(csv.textField('Budi "Bud" S')).toBe('"Budi ""Bud"" S"')
    expect(csv.textField('baris\nkedua')).toBe('"baris\nkedua"')
    expect(csv.textField(null)).toBe('')
  })

  it('neutralises text a spreadsheet would run as a formula', () => {
    expect(csv.textField('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"')
    expect(csv.textField('+62812')).toBe("'+62812")
    expect(csv.textField('@SUM(A1)')).toBe("'@SUM(A1)")
  })

  it('writes amounts as plain integers and decimals with a comma', () => {
    expect(csv.intField(1250000)).toBe('1250000')
    expect(csv.intField(50000.4)).toBe('50000')
    expect(csv.intField('')).toBe('')
    expect(csv.decimalField(66.666)).toBe('66,7')
    expect(csv.decimalField(80)).toBe('80')
    expect(csv.decimalField(null)).toBe('')
  })

  it('writes dates as dd/MM/yyyy HH.mm in Asia/Jakarta', () => {
    expect(csv.dateField('2026-12-31 17:05:00.000Z')).toBe('01/01/2027 00.05')
    expect(csv.dateField('2026-11-25 02:30:59.999Z')).toBe('25/11/2026 09.30')
    expect(csv.dateField('')).toBe('')
    expect(csv.dateField('0001-01-01 00:00:00.000Z')).toBe('')
  })

  it('names files by the Jakarta day and a plain slug', () => {
    expect(csv.fileDay(Date.UTC(2026, 11, 31, 18))).toBe('2027-01-01')
    expect(csv.slug('Metodologi Penelitian: Bab 3 — Élan!')).toBe(
      'metodologi-penelitian-bab-3-elan',
    )
    expect(csv.slug('***')).toBe('kelas')
  })
})

describe('round trip', () => {
  it('parses back to the same texts, whatever they hold', () => {
    fc.assert(
      fc.property(
        fc.array(fc.array(fc.string(), { minLength: 1, maxLength: 5 }), {
          minLength: 1,
          maxLength: 5,
        }),
        (table) => {
          const width = table[0].length
          const rows = table.map((r) => Array.from({ length: width }, (_, i) => r[i] ?? ''))
          const text =
            csv.header(['A', 'B', 'C', 'D', 'E'].slice(0, width)) +
            rows.map((r) => csv.line(r.map(csv.textField))).join('')
          expect(text.startsWith(csv.BOM)).toBe(true)
          const parsed = parseCsv(text)
          expect(parsed.slice(1)).toEqual(
            rows.map((r) => r.map((v) => (/^[=+\-@\t\r]/.test(v) ? "'" + v : v))),
          )
        },
      ),
    )
  })
})
