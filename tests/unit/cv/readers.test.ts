// The layout readers under Analisa CV: DOCX (built here with the `docx` package), PDF (built with
// pdf-lib, read with pdfjs-dist's Node build), and the geometry that finds columns and ruled tables.
import { describe, expect, it } from 'vitest'
import {
  Document,
  Header,
  ImageRun,
  LastRenderedPageBreak,
  Packer,
  Paragraph,
  Table,
  TableCell,
  TableRow,
  TextRun,
  Textbox,
} from 'docx'
import { PDFDocument, StandardFonts, rgb } from 'pdf-lib'
import { readDocxLayout } from '@/lib/thesis-documents/docx-layout'
import { DocumentReadError, READ_ERRORS } from '@/lib/thesis-documents/read-errors'
import { analyzeCv } from '@/features/cv/logic/analyze-cv'
import { findColumns } from '@/features/cv/logic/read/columns'
import { findTables } from '@/features/cv/logic/read/pdf-tables'
import { readCvBytes } from '@/features/cv/logic/read-cv'
import { encryptedPdf } from '../../support/document-fixtures'
import { nodeEngines } from './cv-fixtures'

const PNG_1PX = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
  'base64',
)

async function docxBytes(doc: Document): Promise<ArrayBuffer> {
  const buffer = await Packer.toBuffer(doc)
  return buffer.buffer.slice(
    buffer.byteOffset,
    buffer.byteOffset + buffer.byteLength,
  ) as ArrayBuffer
}

const text = (t: string, bold = false) =>
  new Paragraph({ children: [new TextRun({ text: t, bold })] })

describe('DOCX layout', () => {
  it('a section in two columns is a column page', async () => {
    const layout = await readDocxLayout(
      await docxBytes(
        new Document({
          sections: [
            {
              properties: { column: { count: 2, space: 500 } },
              children: ['Kontak', 'budi@example.com', 'Pendidikan', 'S1 Akuntansi'].map((t) =>
                text(t),
              ),
            },
          ],
        }),
      ),
    )
    expect(layout.columnPages).toEqual([1])
    expect(layout.paragraphs.map((p) => p.text)).toEqual([
      'Kontak',
      'budi@example.com',
      'Pendidikan',
      'S1 Akuntansi',
    ])
  })

  it('a layout table (cells holding columns of text) is a table and a column page', async () => {
    const column = (lines: string[]) => new TableCell({ children: lines.map((t) => text(t)) })
    const layout = await readDocxLayout(
      await docxBytes(
        new Document({
          sections: [
            {
              children: [
                new Table({
                  rows: [
                    new TableRow({
                      children: [
                        column(['Kontak', 'budi@example.com', '0812-1111-2222']),
                        column(['Pengalaman', 'Magang, PT Maju', '• Menyusun laporan']),
                      ],
                    }),
                  ],
                }),
              ],
            },
          ],
        }),
      ),
    )
    expect(layout.tables).toEqual([{ page: 1, rows: 1, columns: 2, layout: true }])
    expect(layout.columnPages).toEqual([1])
    expect(layout.paragraphs.map((p) => p.cell?.column)).toEqual([0, 0, 0, 1, 1, 1])
  })

  it('text boxes side by side are columns; their text is read once', async () => {
    const box = (left: string, lines: string[]) =>
      new Textbox({
        style: { width: '200pt', height: '300pt', marginLeft: left as `${number}pt` },
        children: lines.map((t) => text(t)),
      })
    const layout = await readDocxLayout(
      await docxBytes(
        new Document({
          sections: [
            {
              children: [
                box('0pt', ['Kontak', 'budi@example.com', '0812-1111-2222']),
                box('250pt', ['Pendidikan', 'S1 Akuntansi', 'IPK 3,51/4,00']),
              ],
            },
          ],
        }),
      ),
    )
    expect(layout.paragraphs.map((p) => [p.text, p.container])).toEqual(
      [
        'Kontak',
        'budi@example.com',
        '0812-1111-2222',
        'Pendidikan',
        'S1 Akuntansi',
        'IPK 3,51/4,00',
      ].map((t) => [t, 'textbox']),
    )
    expect(layout.columnPages).toEqual([1])
  })

  it('reads the header apart from the body, and a picture with its size in points', async () => {
    const bytes = await docxBytes(
      new Document({
        sections: [
          {
            headers: {
              default: new Header({ children: [text('budi@example.com | 0812-1111-2222')] }),
            },
            children: [
              new Paragraph({
                children: [
                  new ImageRun({
                    type: 'png',
                    data: PNG_1PX,
                    transformation: { width: 96, height: 128 },
                  }),
                ],
              }),
              text('PENDIDIKAN', true),
              text('S1 Akuntansi'),
            ],
          },
        ],
      }),
    )
    const layout = await readDocxLayout(bytes)
    expect(layout.images).toEqual([{ page: 1, width: 72, height: 96 }])
    expect(layout.paragraphs[0]).toMatchObject({
      text: 'budi@example.com | 0812-1111-2222',
      region: 'header',
    })
    expect(layout.paragraphs[1]).toMatchObject({ text: 'PENDIDIKAN', bold: true, region: 'body' })

    const doc = await readCvBytes(bytes, 'cv.docx', { engines: nodeEngines })
    expect(doc.lines[0].region).toBe('header')
    const contact = analyzeCv(doc).checks.find((c) => c.id === 'contact')!
    expect(contact.findings.map((f) => f.kind)).toContain('header')
  })

  it("counts Word's own page marks when the file has them", async () => {
    const layout = await readDocxLayout(
      await docxBytes(
        new Document({
          sections: [
            {
              children: [
                text('Halaman satu'),
                new Paragraph({
                  children: [
                    new TextRun({ children: [new LastRenderedPageBreak(), 'Halaman dua'] }),
                  ],
                }),
                text('Masih halaman dua'),
              ],
            },
          ],
        }),
      ),
    )
    expect(layout.pageCount).toBe('rendered')
    expect(layout.pages).toBe(2)
    expect(layout.paragraphs.map((p) => p.page)).toEqual([1, 2, 2])
  })

  it('estimates pages from explicit breaks and from the height of the text', async () => {
    const many = Array.from({ length: 120 }, (_, i) =>
      text(`Baris ke-${i + 1} berisi keterangan pengalaman.`),
    )
    const layout = await readDocxLayout(
      await docxBytes(
        new Document({
          sections: [
            {
              children: [
                ...many,
                new Paragraph({ pageBreakBefore: true, children: [new TextRun('Akhir')] }),
              ],
            },
          ],
        }),
      ),
    )
    expect(layout.pageCount).toBe('estimated')
    // 120 lines of 10 pt text (the default size) fill two A4 pages and a bit; 'Akhir' starts a page of its own.
    expect(layout.paragraphs[0].page).toBe(1)
    expect(layout.paragraphs[119].page).toBeGreaterThanOrEqual(3)
    expect(layout.paragraphs[120].page).toBe(layout.paragraphs[119].page + 1)
    expect(layout.pages).toBe(layout.paragraphs[120].page)
  })

  it('a file that is not a DOCX gets the broken-file message', async () => {
    for (const bytes of [
      new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]),
      new TextEncoder().encode('bukan zip'),
    ]) {
      const error = await readDocxLayout(bytes.slice().buffer).catch((e: unknown) => e)
      expect(error).toBeInstanceOf(DocumentReadError)
      expect((error as Error).message).toBe(READ_ERRORS.corrupt)
    }
  })
})

describe('PDF layout', () => {
  it('reads bold from the font, and a grid of stroked cells as a table', async () => {
    const pdf = await PDFDocument.create()
    const page = pdf.addPage([595, 842])
    const regular = await pdf.embedFont(StandardFonts.Helvetica)
    const bold = await pdf.embedFont(StandardFonts.HelveticaBold)
    page.drawText('KETERAMPILAN', { x: 50, y: 780, size: 12, font: bold })
    const cells = [
      ['Bahasa', 'Inggris (TOEFL 550)'],
      ['Perangkat', 'Excel, SPSS'],
    ]
    cells.forEach((row, r) =>
      row.forEach((cell, c) => {
        const x = 50 + c * 150
        const y = 740 - r * 24
        page.drawRectangle({
          x,
          y,
          width: 150,
          height: 24,
          borderColor: rgb(0, 0, 0),
          borderWidth: 0.8,
        })
        page.drawText(cell, { x: x + 4, y: y + 8, size: 10, font: regular })
      }),
    )
    const doc = await readCvBytes((await pdf.save()).slice().buffer, 'cv.pdf', {
      engines: nodeEngines,
    })
    expect(doc.lines[0]).toMatchObject({ text: 'KETERAMPILAN', bold: true, fontSize: 12 })
    expect(doc.lines.slice(1).every((l) => !l.bold)).toBe(true)
    expect(doc.tables).toEqual([{ page: 1, rows: 2, columns: 2 }])
    expect(doc.scanned).toBe(false)
  })

  it('a PDF that is only a picture is a scan, with the picture’s size', async () => {
    const pdf = await PDFDocument.create()
    const image = await pdf.embedPng(PNG_1PX)
    pdf.addPage([595, 842]).drawImage(image, { x: 0, y: 0, width: 595, height: 842 })
    const doc = await readCvBytes((await pdf.save()).slice().buffer, 'scan.pdf', {
      engines: nodeEngines,
    })
    expect(doc).toMatchObject({
      scanned: true,
      pages: 1,
      lines: [],
      images: [{ page: 1, width: 595, height: 842 }],
    })
  })

  it('a locked PDF gets the locked-PDF message', async () => {
    const bytes = await encryptedPdf()
    const error = await readCvBytes(bytes.slice().buffer, 'cv.pdf', { engines: nodeEngines }).catch(
      (e: unknown) => e,
    )
    expect(error).toBeInstanceOf(DocumentReadError)
    expect((error as Error).message).toBe(READ_ERRORS.encrypted)
  })
})

describe('columns from the x-positions of the text', () => {
  const lines = (x0: number, x1: number, ys: number[]) => ys.map((y) => ({ x0, x1, y }))
  const ys = (from: number, n: number, step = 15) =>
    Array.from({ length: n }, (_, i) => from + i * step)

  it('a sidebar beside a main column, under a name across both', () => {
    const split = findColumns([
      { x0: 40, x1: 400, y: 40 },
      ...lines(30, 170, ys(100, 12, 17)),
      ...lines(200, 560, ys(92, 30, 14)),
    ])
    expect(split).not.toBeNull()
    expect(split!.gutter).toBeGreaterThan(170)
    expect(split!.gutter).toBeLessThan(200)
  })

  it('not dates aligned right beside the job titles, nor labels beside their values', () => {
    const dated = ys(100, 6, 60).flatMap((y) => [
      { x0: 50, x1: 260, y },
      { x0: 430, x1: 545, y },
      { x0: 60, x1: 520, y: y + 15 },
      { x0: 60, x1: 500, y: y + 30 },
    ])
    expect(findColumns(dated)).toBeNull()
    const labelled = ys(100, 8).flatMap((y) => [
      { x0: 50, x1: 110, y },
      { x0: 150, x1: 300, y },
    ])
    expect(findColumns(labelled)).toBeNull()
  })

  it('not a single column whose lines cross the middle', () => {
    expect(findColumns(lines(50, 545, ys(60, 40)))).toBeNull()
  })
})

describe('ruled tables', () => {
  const h = (x: number, y: number, width: number) => ({ x, y, width, height: 0.75 })
  const v = (x: number, y: number, height: number) => ({ x, y, width: 0.75, height })

  it('rules that touch form a grid; its rows and columns are counted', () => {
    const rules = [
      h(50, 100, 300),
      h(50, 120, 300),
      h(50, 140, 300),
      h(50, 160, 300),
      v(50, 100, 60),
      v(200, 100, 60),
      v(350, 100, 60),
    ]
    const text = [
      { x: 55, y: 115 },
      { x: 205, y: 115 },
      { x: 55, y: 135 },
    ]
    expect(findTables(rules, text).map(({ rows, columns }) => ({ rows, columns }))).toEqual([
      { rows: 3, columns: 2 },
    ])
  })

  it('underlines under headings, or an empty box, are not tables', () => {
    expect(findTables([h(50, 100, 480), h(50, 300, 480)], [{ x: 60, y: 95 }])).toEqual([])
    expect(
      findTables(
        [h(50, 100, 100), h(50, 150, 100), v(50, 100, 50), v(100, 100, 50), v(150, 100, 50)],
        [],
      ),
    ).toEqual([])
  })
})
