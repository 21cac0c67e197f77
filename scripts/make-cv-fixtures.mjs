// Writes the CVs the Analisa CV tests read (tests/fixtures/cv/) and the truth file of what each one
// plants (truth.json): a single-column Indonesian CV and a two-column CV with a photo and a ruled
// table (HTML printed to PDF by Chromium's page.pdf), a scan of the first (a screenshot of it as the
// only content of a PDF, built with pdf-lib) and a three-page DOCX (the `docx` package).
//   npm run fixtures:cv
// The fixtures are committed; run again only when the CVs or their truth change (Chromium stamps a
// new creation date, so the PDFs' bytes change on every run).
import { mkdirSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { chromium } from '@playwright/test'
import {
  AlignmentType,
  BorderStyle,
  Document,
  HeadingLevel,
  LevelFormat,
  Packer,
  PageBreak,
  Paragraph,
  Table,
  TableCell,
  TableRow,
  TextRun,
  WidthType,
} from 'docx'
import { PDFDocument } from 'pdf-lib'
import { format, resolveConfig } from 'prettier'

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const OUT = path.join(ROOT, 'tests/fixtures/cv')
/** Each fixture stays small enough to commit. */
const MAX_BYTES = 150 * 1024

const esc = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

// ---------------------------------------------------------------------------------------------
// 1. A single-column Indonesian CV: headings in capitals, '•' typed as text, one page.
// ---------------------------------------------------------------------------------------------
const SINGLE = {
  name: 'RINA PRATIWI',
  sections: [
    {
      heading: 'DATA DIRI',
      lines: [
        'Tempat, Tanggal Lahir: Bandung, 12 Mei 2001',
        'Agama: Islam',
        'Status: Belum Menikah',
      ],
    },
    {
      heading: 'RINGKASAN',
      lines: [
        'Lulusan S1 Akuntansi Universitas Padjadjaran dengan IPK 3,65/4,00 yang terbiasa menyusun laporan keuangan dan mengolah data transaksi dengan Microsoft Excel.',
      ],
    },
    {
      heading: 'PENDIDIKAN',
      entries: [
        {
          title: 'S1 Akuntansi, Universitas Padjadjaran',
          dates: 'Agustus 2019 – Juli 2023',
          lines: [
            'IPK 3,65/4,00. Skripsi: Pengaruh Literasi Keuangan terhadap Keputusan Investasi Mahasiswa.',
          ],
        },
      ],
    },
    {
      heading: 'PENGALAMAN KERJA',
      entries: [
        {
          title: 'Magang Staf Keuangan, PT Sinar Jaya Abadi',
          dates: 'Agustus 2023 –',
          bullets: [
            'Membantu menyusun laporan keuangan bulanan untuk tiga divisi.',
            'Bertanggung jawab atas pengelolaan arsip faktur pembelian.',
            'Menganalisis 120 transaksi per minggu dan menurunkan selisih kas sebesar 15%.',
            'Memverifikasi dokumen pembayaran vendor sebelum diajukan ke manajer keuangan.',
          ],
        },
      ],
    },
    {
      heading: 'PENGALAMAN ORGANISASI',
      entries: [
        {
          title: 'Bendahara, Himpunan Mahasiswa Akuntansi',
          dates: 'Januari 2021 – Desember 2022',
          bullets: [
            'Mengelola anggaran kegiatan tahunan sebesar Rp 25 juta.',
            'Menyusun laporan pertanggungjawaban bersama A. Rahman dkk. untuk 4 program kerja.',
          ],
        },
      ],
    },
    {
      heading: 'KETERAMPILAN',
      lines: ['Microsoft Excel (pivot table, VLOOKUP), Accurate, MYOB, Bahasa Inggris (TOEFL 550)'],
    },
    { heading: 'SERTIFIKASI', lines: ['Brevet Pajak A dan B, IAI Wilayah Jawa Barat, 2022'] },
  ],
}

function singleColumnHtml() {
  const body = SINGLE.sections
    .map((s) => {
      const lines = (s.lines ?? []).map((l) => `<p>${esc(l)}</p>`).join('')
      const entries = (s.entries ?? [])
        .map(
          (e) =>
            `<div class="entry"><b>${esc(e.title)}</b><span class="dates">${esc(e.dates)}</span></div>` +
            (e.lines ?? []).map((l) => `<p>${esc(l)}</p>`).join('') +
            (e.bullets ?? []).map((b) => `<p class="bullet">•&nbsp;${esc(b)}</p>`).join(''),
        )
        .join('')
      return `<h2>${esc(s.heading)}</h2>${lines}${entries}`
    })
    .join('')
  return `<!doctype html><html lang="id"><head><meta charset="utf-8"><style>
    @page { size: A4; margin: 18mm 20mm; }
    body { font-family: 'Liberation Sans', sans-serif; font-size: 10pt; line-height: 1.35; color: #111; margin: 0; }
    h1 { font-size: 20pt; margin: 0 0 2pt; }
    .sub { margin: 0 0 2pt; }
    h2 { font-size: 12pt; font-weight: bold; margin: 12pt 0 4pt; border-bottom: 1px solid #444; }
    p { margin: 2pt 0; }
    .entry { display: flex; justify-content: space-between; margin-top: 4pt; }
    .bullet { padding-left: 12pt; text-indent: -9pt; }
  </style></head><body>
    <h1>${SINGLE.name}</h1>
    <p class="sub">Sarjana Akuntansi</p>
    <p>Bandung · rina.pratiwi@example.com · 0812-3456-7890 · linkedin.com/in/rinapratiwi</p>
    ${body}
  </body></html>`
}

// ---------------------------------------------------------------------------------------------
// 2. A two-column CV: a sidebar (photo, contact, personal details, skills) beside the main column;
//    headings bold in mixed case and in two languages; the education in a ruled table.
// ---------------------------------------------------------------------------------------------
function twoColumnHtml(photoDataUrl) {
  return `<!doctype html><html lang="id"><head><meta charset="utf-8"><style>
    @page { size: A4; margin: 0; }
    body { font-family: 'Liberation Sans', sans-serif; font-size: 10pt; line-height: 1.35; margin: 0; color: #111; }
    .page { display: grid; grid-template-columns: 62mm 1fr; min-height: 297mm; }
    .side { background: #e8eef4; padding: 14mm 7mm; }
    .main { padding: 14mm 12mm 10mm 9mm; }
    h1 { font-size: 21pt; margin: 0; }
    h2 { font-size: 13pt; font-weight: bold; margin: 13pt 0 4pt; }
    p { margin: 2pt 0; }
    .entry { display: flex; justify-content: space-between; margin-top: 4pt; font-weight: bold; }
    .entry span { font-weight: normal; }
    table { border-collapse: collapse; width: 100%; margin-top: 4pt; }
    td, th { border: 1px solid #333; padding: 3pt 5pt; text-align: left; font-size: 10pt; }
    ul { margin: 2pt 0 2pt 14pt; padding: 0; }
  </style></head><body><div class="page">
    <div class="side">
      <img src="${photoDataUrl}" width="96" height="128" alt="">
      <h2>Kontak</h2>
      <p>dimas.saputra@example.com</p>
      <p>+62 857-1234-5678</p>
      <p>Jakarta Selatan</p>
      <h2>Personal Details</h2>
      <p>Date of birth: 3 March 2001</p>
      <p>Height/Weight: 172 cm / 65 kg</p>
      <h2>Skills</h2>
      <p>Python</p><p>SQL</p><p>Tableau</p><p>Google Analytics</p>
    </div>
    <div class="main">
      <h1>DIMAS SAPUTRA</h1>
      <p>Analis Data Junior</p>
      <h2>Profil</h2>
      <p>Lulusan Statistika dengan IPK 3.72 yang senang mengubah data menjadi keputusan bisnis.</p>
      <h2>Pendidikan</h2>
      <table>
        <tr><th>Jenjang</th><th>Institusi</th><th>Tahun</th></tr>
        <tr><td>S1 Statistika</td><td>Universitas Indonesia</td><td>2019 – 2023</td></tr>
        <tr><td>IPK</td><td>3,72/4,00</td><td></td></tr>
      </table>
      <h2>Work Experience</h2>
      <div class="entry">Data Analyst Intern, PT Data Nusantara <span>Jan 2023 – Jun 2023</span></div>
      <p>- Ikut serta dalam pembuatan dasbor penjualan untuk tim pemasaran.</p>
      <p>- Terlibat dalam analisis data pelanggan menggunakan Python.</p>
      <p>- Membersihkan 50.000 baris data transaksi setiap bulan.</p>
      <h2>Organisasi</h2>
      <div class="entry">Staf Divisi Riset, BEM FMIPA UI <span>Agustus 2021 – Desember 2022</span></div>
      <ul>
        <li>Menjadi anggota tim survei kepuasan mahasiswa.</li>
        <li>Menyusun kuesioner untuk 300 responden.</li>
      </ul>
    </div>
  </div></body></html>`
}

/** A small portrait (a drawn head and shoulders) as a PNG data URL. */
async function photo(page) {
  await page.setViewportSize({ width: 96, height: 128 })
  await page.setContent(`<html><body style="margin:0;width:96px;height:128px;background:#9db4c8;position:relative;overflow:hidden">
    <div style="position:absolute;left:28px;top:22px;width:40px;height:46px;border-radius:50%;background:#e0b48f"></div>
    <div style="position:absolute;left:10px;top:74px;width:76px;height:80px;border-radius:38px 38px 0 0;background:#2f4a66"></div>
  </body></html>`)
  const png = await page.screenshot({ type: 'png' })
  return `data:image/png;base64,${png.toString('base64')}`
}

// ---------------------------------------------------------------------------------------------
// 4. A three-page DOCX: headings bold only (one in the Heading 1 style), Word bullets and numbers,
//    a table of skills, explicit page breaks.
// ---------------------------------------------------------------------------------------------
function threePageDocx() {
  const text = (t, opts = {}) =>
    new Paragraph({ children: [new TextRun({ text: t, size: 22, ...opts })] })
  const heading = (t) =>
    new Paragraph({
      spacing: { before: 240, after: 80 },
      children: [new TextRun({ text: t, bold: true, size: 22 })],
    })
  const bullet = (t) =>
    new Paragraph({
      numbering: { reference: 'poin', level: 0 },
      children: [new TextRun({ text: t, size: 22 })],
    })
  const numbered = (t) =>
    new Paragraph({
      numbering: { reference: 'angka', level: 0 },
      children: [new TextRun({ text: t, size: 22 })],
    })
  const cell = (t) =>
    new TableCell({ width: { size: 4500, type: WidthType.DXA }, children: [text(t)] })
  const pageBreak = () => new Paragraph({ children: [new PageBreak()] })
  const border = { style: BorderStyle.SINGLE, size: 4, color: '444444' }
  return new Document({
    creator: 'Pendamping Skripsi (fixture)',
    numbering: {
      config: [
        {
          reference: 'poin',
          levels: [
            {
              level: 0,
              format: LevelFormat.BULLET,
              text: '•',
              alignment: AlignmentType.LEFT,
              style: { paragraph: { indent: { left: 420, hanging: 260 } } },
            },
          ],
        },
        {
          reference: 'angka',
          levels: [
            {
              level: 0,
              format: LevelFormat.DECIMAL,
              text: '%1.',
              alignment: AlignmentType.LEFT,
              style: { paragraph: { indent: { left: 420, hanging: 260 } } },
            },
          ],
        },
      ],
    },
    sections: [
      {
        children: [
          new Paragraph({
            children: [new TextRun({ text: 'Fajar Nugroho', bold: true, size: 36 })],
          }),
          text(
            'fajar.nugroho@example.com | 62 821-5555-0199 | https://www.linkedin.com/in/fajar-nugroho-23',
          ),
          heading('Ringkasan'),
          text(
            'Lulusan Teknik Informatika yang membangun layanan backend dan senang bekerja dalam tim produk. Terbiasa dengan Node.js, PostgreSQL dan pengujian otomatis.',
          ),
          heading('Data Pribadi'),
          text('Jenis kelamin: Laki-laki'),
          text('Status Pernikahan: Lajang'),
          text('Usia: 23 tahun'),
          text('Tinggi Badan: 175 cm'),
          new Paragraph({
            heading: HeadingLevel.HEADING_1,
            children: [new TextRun({ text: 'Pendidikan' })],
          }),
          text('S1 Teknik Informatika, Institut Teknologi Sepuluh Nopember, Sep 2019 – Agu 2023'),
          text('IPK 3,48/4,00'),
          pageBreak(),
          heading('Pengalaman Magang'),
          text('Backend Developer Intern, PT Solusi Digital, Feb 2023 – Jul 2023', { bold: true }),
          numbered('Bertanggung jawab atas pengembangan API pembayaran dengan Node.js.'),
          numbered('Menulis 40 unit test dan menaikkan cakupan pengujian menjadi 85%.'),
          numbered('Mendokumentasikan endpoint API untuk tim aplikasi seluler.'),
          heading('Kepanitiaan'),
          text('Koordinator Acara, Dies Natalis Informatika ITS, Sep 2023 – Sekarang', {
            bold: true,
          }),
          bullet('Mengoordinasikan 25 relawan dan 6 pembicara.'),
          bullet('Membantu pencarian sponsor bersama B. Santoso dkk. dari himpunan.'),
          pageBreak(),
          heading('Keahlian'),
          new Table({
            borders: {
              top: border,
              bottom: border,
              left: border,
              right: border,
              insideHorizontal: border,
              insideVertical: border,
            },
            rows: [
              new TableRow({
                children: [cell('Bahasa pemrograman'), cell('JavaScript, TypeScript, Go')],
              }),
              new TableRow({ children: [cell('Basis data'), cell('PostgreSQL, Redis')] }),
              new TableRow({ children: [cell('Alat'), cell('Git, Docker')] }),
            ],
          }),
          heading('Pelatihan'),
          bullet('AWS Cloud Practitioner, Amazon Web Services, Mar 2023'),
          heading('Prestasi'),
          bullet('Juara 2 Hackathon Nasional Gemastik 2022'),
          heading('Penelitian'),
          text(
            'Sistem Rekomendasi Mata Kuliah Pilihan dengan Collaborative Filtering (skripsi, 2023)',
          ),
        ],
      },
    ],
  })
}

// ---------------------------------------------------------------------------------------------
// What each CV plants (the tests compare the reader and the checks with this).
// ---------------------------------------------------------------------------------------------
const TRUTH = {
  about:
    'Written by scripts/make-cv-fixtures.mjs together with the CVs: what each CV plants. `statuses` is the status each check must have; `personalData` kinds are agama, status-pernikahan, tinggi-berat, tanggal-lahir.',
  fixtures: [
    {
      file: 'cv-satu-kolom.pdf',
      kind: 'pdf',
      description: 'Single-column Indonesian CV, headings in capitals, bullets typed as •',
      pages: 1,
      scanned: false,
      columnPages: [],
      tables: [],
      photo: false,
      sections: [
        'data-diri',
        'ringkasan',
        'pendidikan',
        'pengalaman',
        'organisasi',
        'keterampilan',
        'sertifikasi',
      ],
      contact: {
        email: 'rina.pratiwi@example.com',
        phone: '0812-3456-7890',
        linkedin: 'linkedin.com/in/rinapratiwi',
      },
      personalData: [
        { kind: 'tanggal-lahir', line: 'Tempat, Tanggal Lahir: Bandung, 12 Mei 2001' },
        { kind: 'agama', line: 'Agama: Islam' },
        { kind: 'status-pernikahan', line: 'Status: Belum Menikah' },
      ],
      weakOpeners: [
        {
          bullet: 'Membantu menyusun laporan keuangan bulanan untuk tiga divisi.',
          verb: 'Menyusun',
        },
        { bullet: 'Bertanggung jawab atas pengelolaan arsip faktur pembelian.', verb: 'Mengelola' },
      ],
      quantified: { bullets: 6, withNumber: 3 },
      ipk: { found: ['3,65/4,00'], mixed: false },
      languageMixed: false,
      dates: { mixed: false, missingEnd: ['Agustus 2023'] },
      bulletTexts: [
        'Menyusun laporan pertanggungjawaban bersama A. Rahman dkk. untuk 4 program kerja.',
      ],
      statuses: {
        sections: 'ok',
        contact: 'ok',
        length: 'ok',
        columns: 'ok',
        tables: 'ok',
        scanned: 'ok',
        photo: 'ok',
        'personal-data': 'warn',
        'weak-openers': 'warn',
        quantified: 'ok',
        ipk: 'ok',
        language: 'ok',
        dates: 'warn',
      },
      posting: {
        text: [
          'Lowongan: Staf Akuntansi (Fresh Graduate)',
          'Tanggung jawab:',
          '- Melakukan pengelolaan arsip dan dokumen keuangan perusahaan.',
          '- Menyusun laporan keuangan bulanan dan rekonsiliasi bank.',
          '- Menginput transaksi harian ke sistem SAP.',
          'Kualifikasi:',
          '- S1 Akuntansi dengan IPK minimal 3,00.',
          '- Menguasai Microsoft Excel dan memahami perpajakan; Brevet A/B menjadi nilai tambah.',
          '- Teliti, jujur, dan mampu bekerja dalam tim.',
        ].join('\n'),
        missingContains: ['rekonsiliasi', 'sap', 'teliti'],
        presentContains: [
          'pengelolaan',
          'arsip',
          'laporan keuangan',
          'excel',
          'perpajakan',
          'akuntansi',
        ],
      },
    },
    {
      file: 'cv-dua-kolom.pdf',
      kind: 'pdf',
      description:
        'Two columns (sidebar with photo, contact, personal details, skills), ruled table, bold mixed-case headings in Indonesian and English',
      pages: 1,
      scanned: false,
      columnPages: [1],
      tables: [{ page: 1, rows: 3, columns: 3 }],
      photo: true,
      sections: [
        'data-diri',
        'keterampilan',
        'ringkasan',
        'pendidikan',
        'pengalaman',
        'organisasi',
      ],
      contact: { email: 'dimas.saputra@example.com', phone: '+62 857-1234-5678', linkedin: null },
      personalData: [
        { kind: 'tanggal-lahir', line: 'Date of birth: 3 March 2001' },
        { kind: 'tinggi-berat', line: 'Height/Weight: 172 cm / 65 kg' },
      ],
      weakOpeners: [
        {
          bullet: 'Ikut serta dalam pembuatan dasbor penjualan untuk tim pemasaran.',
          verb: 'Membuat',
        },
        {
          bullet: 'Terlibat dalam analisis data pelanggan menggunakan Python.',
          verb: 'Menganalisis',
        },
        { bullet: 'Menjadi anggota tim survei kepuasan mahasiswa.', verb: null },
      ],
      quantified: { bullets: 5, withNumber: 2 },
      ipk: { found: ['3.72', '3,72/4,00'], mixed: true },
      languageMixed: true,
      dates: { mixed: true, missingEnd: [] },
      bulletTexts: ['Menyusun kuesioner untuk 300 responden.'],
      statuses: {
        sections: 'ok',
        contact: 'warn',
        length: 'ok',
        columns: 'warn',
        tables: 'warn',
        scanned: 'ok',
        photo: 'ok',
        'personal-data': 'warn',
        'weak-openers': 'warn',
        quantified: 'warn',
        ipk: 'warn',
        language: 'warn',
        dates: 'warn',
      },
    },
    {
      file: 'cv-scan.pdf',
      kind: 'pdf',
      description: 'The single-column CV as a picture only (no text layer), as a scan is',
      pages: 1,
      scanned: true,
      columnPages: [],
      tables: [],
      photo: false,
      statuses: { scanned: 'fail', length: 'ok', photo: 'ok' },
    },
    {
      file: 'cv-tiga-halaman.docx',
      kind: 'docx',
      description:
        'Three pages (explicit page breaks), headings bold only and one in the Heading 1 style, Word bullets and numbers, a table of skills',
      pages: 3,
      scanned: false,
      columnPages: [],
      tables: [{ page: 3, rows: 3, columns: 2 }],
      photo: false,
      sections: [
        'ringkasan',
        'data-diri',
        'pendidikan',
        'pengalaman',
        'organisasi',
        'keterampilan',
        'sertifikasi',
        'prestasi',
        'penelitian',
      ],
      contact: {
        email: 'fajar.nugroho@example.com',
        phone: '62 821-5555-0199',
        linkedin: 'linkedin.com/in/fajar-nugroho-23',
      },
      personalData: [
        { kind: 'status-pernikahan', line: 'Status Pernikahan: Lajang' },
        { kind: 'tanggal-lahir', line: 'Usia: 23 tahun' },
        { kind: 'tinggi-berat', line: 'Tinggi Badan: 175 cm' },
      ],
      weakOpeners: [
        {
          bullet: 'Bertanggung jawab atas pengembangan API pembayaran dengan Node.js.',
          verb: 'Mengembangkan',
        },
        {
          bullet: 'Membantu pencarian sponsor bersama B. Santoso dkk. dari himpunan.',
          verb: 'Mencari',
        },
      ],
      quantified: { bullets: 5, withNumber: 2 },
      ipk: { found: ['3,48/4,00'], mixed: false },
      languageMixed: false,
      dates: { mixed: false, missingEnd: [] },
      bulletTexts: ['Membantu pencarian sponsor bersama B. Santoso dkk. dari himpunan.'],
      statuses: {
        sections: 'ok',
        contact: 'ok',
        length: 'warn',
        columns: 'ok',
        tables: 'warn',
        scanned: 'ok',
        photo: 'ok',
        'personal-data': 'warn',
        'weak-openers': 'warn',
        quantified: 'warn',
        ipk: 'ok',
        language: 'ok',
        dates: 'ok',
      },
    },
  ],
}

async function main() {
  mkdirSync(OUT, { recursive: true })
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  })
  try {
    const page = await browser.newPage()
    const portrait = await photo(page)

    await page.setViewportSize({ width: 794, height: 1123 })
    await page.setContent(singleColumnHtml())
    writeFileSync(
      path.join(OUT, 'cv-satu-kolom.pdf'),
      await page.pdf({ format: 'A4', printBackground: true }),
    )

    // The scan: the same CV as a picture (greyscale, like a copier's), the page's only content.
    await page.addStyleTag({ content: 'body { padding: 18mm 20mm; filter: grayscale(1); }' })
    const shot = await page.screenshot({ type: 'jpeg', quality: 45, fullPage: false })
    const scan = await PDFDocument.create()
    const image = await scan.embedJpg(shot)
    scan.addPage([595.28, 841.89]).drawImage(image, { x: 0, y: 0, width: 595.28, height: 841.89 })
    writeFileSync(path.join(OUT, 'cv-scan.pdf'), await scan.save())

    await page.setContent(twoColumnHtml(portrait))
    await page.locator('img').evaluate((img) => img.decode())
    writeFileSync(
      path.join(OUT, 'cv-dua-kolom.pdf'),
      await page.pdf({ format: 'A4', printBackground: true }),
    )
  } finally {
    await browser.close()
  }
  writeFileSync(path.join(OUT, 'cv-tiga-halaman.docx'), await Packer.toBuffer(threePageDocx()))
  // Formatted as the repository's Prettier check wants it.
  const truthPath = path.join(OUT, 'truth.json')
  const options = { ...(await resolveConfig(truthPath)), parser: 'json' }
  writeFileSync(truthPath, await format(JSON.stringify(TRUTH), options))

  for (const fixture of TRUTH.fixtures) {
    const size = statSync(path.join(OUT, fixture.file)).size
    console.log(`${fixture.file}: ${(size / 1024).toFixed(1)} KB`)
    if (size > MAX_BYTES) throw new Error(`${fixture.file} is larger than ${MAX_BYTES / 1024} KB`)
  }
}

await main()
