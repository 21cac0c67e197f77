import { describe, expect, it } from 'vitest'
import type { SoalInput } from '@/data/admin'
import { importableRows, parseAnswer, parseBulkQuestions, type ParsedRow } from './bulk-import'

const tsv = (...lines: string[][]) => lines.map((cells) => cells.join('\t')).join('\n')

const ibukota: SoalInput = {
  pertanyaan: 'Ibu kota Indonesia?',
  pilihan_a: 'Bandung',
  pilihan_b: 'Jakarta',
  pilihan_c: 'Surabaya',
  pilihan_d: 'Medan',
  jawaban_benar: 'b',
}
const ibukotaCells = ['Ibu kota Indonesia?', 'Bandung', 'Jakarta', 'Surabaya', 'Medan']

function only(text: string): ParsedRow {
  const { rows } = parseBulkQuestions(text)
  expect(rows).toHaveLength(1)
  return rows[0]
}

function reasonOf(text: string): string {
  const row = only(text)
  if (row.ok) throw new Error(`expected an invalid row, got ${JSON.stringify(row)}`)
  return row.reason
}

function soalOf(text: string): SoalInput {
  const row = only(text)
  if (!row.ok) throw new Error(`expected a valid row, got: ${row.reason}`)
  return row.soal
}

describe('parseBulkQuestions: separators and quoting', () => {
  it('reads tab-separated rows copied from a spreadsheet, with line numbers', () => {
    const text = tsv([...ibukotaCells, 'b'], ['2 + 2 = ?', '3', '4', '5', '6', 'B'])
    expect(parseBulkQuestions(text).rows).toEqual([
      { line: 1, ok: true, soal: ibukota },
      {
        line: 2,
        ok: true,
        soal: {
          pertanyaan: '2 + 2 = ?',
          pilihan_a: '3',
          pilihan_b: '4',
          pilihan_c: '5',
          pilihan_d: '6',
          jawaban_benar: 'b',
        },
      },
    ])
  })

  it('returns no rows for empty or blank text', () => {
    expect(parseBulkQuestions('').rows).toEqual([])
    expect(parseBulkQuestions('  \n\n\t\n').rows).toEqual([])
  })

  it('ignores empty lines and lines of empty cells, keeping the real line numbers', () => {
    const text = `\n${tsv([...ibukotaCells, 'b'])}\n\n\t\t\t\t\t\n${tsv(['Q2', 'a', 'b', 'c', 'd', 'a'])}\n\n`
    const rows = parseBulkQuestions(text).rows
    expect(rows.map((r) => [r.line, r.ok])).toEqual([
      [2, true],
      [5, true],
    ])
  })

  it('handles Windows \\r\\n and old Mac \\r line endings', () => {
    const crlf = `${tsv([...ibukotaCells, 'b'])}\r\n${tsv(['Q2', 'a', 'b', 'c', 'd', 'd'])}\r\n`
    const rows = parseBulkQuestions(crlf).rows
    expect(rows).toHaveLength(2)
    expect(rows[0]).toEqual({ line: 1, ok: true, soal: ibukota })
    expect(rows[1]).toMatchObject({
      line: 2,
      ok: true,
      soal: { pilihan_d: 'd', jawaban_benar: 'd' },
    })
    expect(parseBulkQuestions(crlf.replace(/\r\n/g, '\r')).rows).toEqual(rows)
  })

  it('drops a leading byte-order mark', () => {
    expect(soalOf(`\uFEFF${tsv([...ibukotaCells, 'b'])}`)).toEqual(ibukota)
  })

  it('reads a quoted multi-line cell (Excel / Google Sheets copy format) and counts lines after it', () => {
    const text = `"Perhatikan kode:\nconst x = 1\n""selesai"""\ta\tb\tc\td\tc\n${tsv(['Q2', 'a', 'b', 'c', 'd', 'a'])}`
    const rows = parseBulkQuestions(text).rows
    expect(rows[0]).toEqual({
      line: 1,
      ok: true,
      soal: {
        pertanyaan: 'Perhatikan kode:\nconst x = 1\n"selesai"',
        pilihan_a: 'a',
        pilihan_b: 'b',
        pilihan_c: 'c',
        pilihan_d: 'd',
        jawaban_benar: 'c',
      },
    })
    expect(rows[1]).toMatchObject({ line: 4, ok: true })
  })

  it('keeps tabs inside quoted cells of tab-separated text', () => {
    expect(soalOf('"kolom\tdengan tab"\ta\tb\tc\td\ta').pertanyaan).toBe('kolom\tdengan tab')
  })

  it('reads a quoted multi-line cell written with \\r\\n', () => {
    expect(soalOf('"baris 1\r\nbaris 2"\ta\tb\tc\td\ta\r\n').pertanyaan).toBe('baris 1\nbaris 2')
  })

  it('reads semicolon CSV (Indonesian Excel) with quoted separators and quotes', () => {
    const text =
      'Apa arti "p < 0,05"?;"Signifikan; tolak H0";Tidak signifikan;"Kata ""acak""";Lainnya;a\nQ2;x;y;z;w;D'
    const rows = parseBulkQuestions(text).rows
    expect(rows[0]).toEqual({
      line: 1,
      ok: true,
      soal: {
        pertanyaan: 'Apa arti "p < 0,05"?',
        pilihan_a: 'Signifikan; tolak H0',
        pilihan_b: 'Tidak signifikan',
        pilihan_c: 'Kata "acak"',
        pilihan_d: 'Lainnya',
        jawaban_benar: 'a',
      },
    })
    expect(rows[1]).toMatchObject({ ok: true, soal: { jawaban_benar: 'd' } })
  })

  it('prefers ";" over "," when the questions contain unquoted commas', () => {
    const text =
      'Jika a, b, dan c positif, maka?;Satu;Dua;Tiga;Empat;b\nBerapa 1,5 + 1,5?;2;3;4;5;b'
    const rows = parseBulkQuestions(text).rows
    expect(rows.every((r) => r.ok)).toBe(true)
    expect(rows[0]).toMatchObject({ soal: { pertanyaan: 'Jika a, b, dan c positif, maka?' } })
    expect(rows[1]).toMatchObject({ soal: { pertanyaan: 'Berapa 1,5 + 1,5?', pilihan_b: '3' } })
  })

  it('reads comma CSV with quoted cells, spaces after commas, and a quoted multi-line cell', () => {
    const text =
      'Ibu kota Indonesia?, Bandung, "Jakarta", Surabaya, Medan, b\n"Pilih yang benar,\nsatu saja", "a, b", c, d, e, "a, b"'
    const rows = parseBulkQuestions(text).rows
    expect(rows[0]).toEqual({ line: 1, ok: true, soal: ibukota })
    expect(rows[1]).toEqual({
      line: 2,
      ok: true,
      soal: {
        pertanyaan: 'Pilih yang benar,\nsatu saja',
        pilihan_a: 'a, b',
        pilihan_b: 'c',
        pilihan_c: 'd',
        pilihan_d: 'e',
        jawaban_benar: 'a',
      },
    })
  })

  it('uses the tab when the text has one, even if cells contain ";" and ","', () => {
    expect(soalOf('a; b, c\tx;1\ty,2\tz\tw\ta').pertanyaan).toBe('a; b, c')
  })

  it('reads a quote in the middle of an unquoted cell literally', () => {
    expect(soalOf('Buku "Metode" karya siapa?\tA\tB\tC\tD\ta').pertanyaan).toBe(
      'Buku "Metode" karya siapa?',
    )
  })

  it('reads a quote that never closes literally instead of swallowing the following rows', () => {
    const rows = parseBulkQuestions('"Tanpa penutup\ta\tb\tc\td\ta').rows
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ ok: true, soal: { pertanyaan: '"Tanpa penutup' } })
  })

  it('trims cells and drops trailing empty cells', () => {
    expect(
      soalOf(`  Ibu kota Indonesia?  \t Bandung\tJakarta \tSurabaya\tMedan\t b \t\t\t`),
    ).toEqual(ibukota)
    expect(soalOf('Ibu kota Indonesia?;Bandung;Jakarta;Surabaya;Medan;b;;')).toEqual(ibukota)
  })
})

describe('parseBulkQuestions: header row', () => {
  it.each(['Pertanyaan', 'Soal', 'Question', 'pertanyaan:', 'SOAL', 'No'])(
    'skips a first row starting with %j',
    (header) => {
      const text = `${header}\tA\tB\tC\tD\tJawaban\n${tsv([...ibukotaCells, 'b'])}`
      expect(parseBulkQuestions(text).rows).toEqual([{ line: 2, ok: true, soal: ibukota }])
    },
  )

  it('skips a header recognised by its choice and answer columns', () => {
    const text = `Teks\tPilihan A\tPilihan B\tPilihan C\tPilihan D\tKunci Jawaban\n${tsv([...ibukotaCells, 'b'])}`
    expect(parseBulkQuestions(text).rows).toHaveLength(1)
  })

  it('skips the header after leading empty lines, but only on the first row', () => {
    const text = `\n\nSoal;A;B;C;D;Jawaban\nSoal;A;B;C;D;Jawaban`
    const rows = parseBulkQuestions(text).rows
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ line: 4, ok: false })
  })

  it('does not skip a first row that is a question starting with the word "Soal"', () => {
    expect(soalOf('Soal cerita: 3 + 4 = ?\t6\t7\t8\t9\tb').pertanyaan).toBe(
      'Soal cerita: 3 + 4 = ?',
    )
  })
})

describe('parseBulkQuestions: answers', () => {
  it.each([
    ['b', 'b'],
    ['B', 'b'],
    [' c ', 'c'],
    ['Jawaban A', 'a'],
    ['jawaban: d', 'd'],
    ['Jawaban benar C', 'c'],
    ['Pilihan B', 'b'],
    ['Kunci: a', 'a'],
    ['B.', 'b'],
    ['c)', 'c'],
    ['(d)', 'd'],
    ['Jakarta', 'b'],
    ['  jakarta ', 'b'],
    ['MEDAN', 'd'],
    ['B. Jakarta', 'b'],
    ['d) medan', 'd'],
  ] as const)('answer %j → %s', (answer, expected) => {
    expect(soalOf(tsv([...ibukotaCells, answer])).jawaban_benar).toBe(expected)
  })

  it('matches a choice text ignoring repeated inner spaces', () => {
    expect(soalOf(tsv(['Q', 'satu  dua', 'tiga', 'empat', 'lima', 'Satu dua'])).jawaban_benar).toBe(
      'a',
    )
  })

  it('prefers the letter when a choice text is itself a letter', () => {
    expect(soalOf(tsv(['Q', 'B', 'A', 'x', 'y', 'A'])).jawaban_benar).toBe('a')
  })

  it('rejects an answer it does not recognise, quoting it', () => {
    expect(reasonOf(tsv([...ibukotaCells, 'x']))).toMatch(/^Jawaban tidak dikenali: "x"/)
    expect(reasonOf(tsv([...ibukotaCells, 'e']))).toMatch(/^Jawaban tidak dikenali: "e"/)
    expect(reasonOf(tsv([...ibukotaCells, 'Bogor']))).toMatch(/^Jawaban tidak dikenali: "Bogor"/)
    expect(reasonOf(tsv([...ibukotaCells, 'A. Jakarta']))).toMatch(
      /^Jawaban tidak dikenali: "A. Jakarta"/,
    )
  })

  it('rejects an empty answer cell of a six-column line', () => {
    expect(reasonOf(`${ibukotaCells.join('\t')}\t `)).toBe('Jawaban kosong')
    expect(reasonOf('Q;a;b;c;d;;;')).toBe('Jawaban kosong')
    expect(reasonOf('Q;a;b;c;;')).toBe('Pilihan D kosong')
  })

  it('rejects an answer text that matches two identical choices', () => {
    expect(reasonOf(tsv(['Q', 'Ya', 'Tidak', 'ya', 'Mungkin', 'YA']))).toBe(
      'Jawaban "YA" cocok dengan lebih dari satu pilihan (A, C)',
    )
  })

  it('parseAnswer reads the answer alone', () => {
    expect(parseAnswer('Jawaban C', ['1', '2', '3', '4'])).toEqual({ ok: true, choice: 'c' })
    expect(parseAnswer('', ['1', '2', '3', '4'])).toEqual({ ok: false, reason: 'Jawaban kosong' })
  })
})

describe('parseBulkQuestions: row errors', () => {
  it('reports too few columns, with the raw line', () => {
    const row = only('Hanya soal\tA\tB')
    expect(row).toEqual({
      line: 1,
      ok: false,
      reason: 'Kolom kurang: ada 3 kolom, perlu 6 kolom (soal, A, B, C, D, jawaban)',
      raw: 'Hanya soal\tA\tB',
    })
  })

  it('reports a single-column line as too few columns', () => {
    expect(reasonOf('apa saja ini')).toBe(
      'Kolom kurang: ada 1 kolom, perlu 6 kolom (soal, A, B, C, D, jawaban)',
    )
  })

  it('reports a line of five cells as too few columns', () => {
    expect(reasonOf(ibukotaCells.join('\t'))).toMatch(/^Kolom kurang: ada 5 kolom/)
  })

  it('refuses extra non-empty columns: an unquoted separator would shift every cell', () => {
    expect(reasonOf(tsv(['1', ...ibukotaCells, 'b']))).toMatch(
      /^Kolom berlebih: ada 7 kolom, seharusnya 6 kolom \(soal, A, B, C, D, jawaban\)/,
    )
    expect(reasonOf(tsv([...ibukotaCells, 'b', 'catatan']))).toMatch(/^Kolom berlebih/)
  })

  it('reports an empty question', () => {
    expect(reasonOf(tsv(['  ', 'a', 'b', 'c', 'd', 'a']))).toBe('Pertanyaan kosong')
  })

  it.each([
    [['Q', 'a', 'b', '', 'd', 'a'], 'Pilihan C kosong'],
    [['Q', '', 'b', 'c', 'd', 'b'], 'Pilihan A kosong'],
    [['Q', 'a', ' ', 'c', '', 'a'], 'Pilihan B, D kosong'],
  ])('reports empty choices %j', (cells, reason) => {
    expect(reasonOf(tsv(cells))).toBe(reason)
  })

  it('reports texts longer than the server accepts', () => {
    expect(reasonOf(tsv(['x'.repeat(10001), 'a', 'b', 'c', 'd', 'a']))).toBe(
      'Pertanyaan terlalu panjang (maksimal 10000 karakter)',
    )
    expect(reasonOf(tsv(['Q', 'a', 'b', 'c'.repeat(2001), 'd', 'a']))).toBe(
      'Pilihan C terlalu panjang (maksimal 2000 karakter)',
    )
    expect(
      soalOf(tsv(['x'.repeat(10000), 'a'.repeat(2000), 'b', 'c', 'd', 'a'])).pertanyaan,
    ).toHaveLength(10000)
  })

  it('keeps valid and invalid rows apart, in order', () => {
    const text = [tsv([...ibukotaCells, 'b']), 'rusak', tsv(['Q3', 'a', 'b', 'c', 'd', 'z'])].join(
      '\n',
    )
    const rows = parseBulkQuestions(text).rows
    expect(rows.map((r) => [r.line, r.ok])).toEqual([
      [1, true],
      [2, false],
      [3, false],
    ])
    expect(rows[2]).toMatchObject({ raw: 'Q3\ta\tb\tc\td\tz' })
  })
})

describe('importableRows', () => {
  it('gives the questions when every row is valid', () => {
    expect(
      importableRows(parseBulkQuestions(tsv([...ibukotaCells, 'b'], [...ibukotaCells, 'Jakarta']))),
    ).toEqual([ibukota, ibukota])
  })
  it('gives null when a row is invalid or there are no rows', () => {
    expect(importableRows(parseBulkQuestions(`${tsv([...ibukotaCells, 'b'])}\nrusak`))).toBeNull()
    expect(importableRows(parseBulkQuestions(''))).toBeNull()
  })
})
