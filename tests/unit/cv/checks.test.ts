// The checks on edge cases, on CvDocuments written here line by line (no file is read).
import { describe, expect, it } from 'vitest'
import { analyzeCv } from '@/features/cv/logic/analyze-cv'
import { findPhone } from '@/features/cv/logic/checks/contact'
import { findDates } from '@/features/cv/logic/checks/dates'
import { personalDataIn } from '@/features/cv/logic/checks/personal-data'
import { hasMeasure } from '@/features/cv/logic/checks/quantified'
import { weakOpener } from '@/features/cv/logic/checks/weak-openers'
import { postingTerms } from '@/features/cv/logic/keywords/terms'
import { matchHeading } from '@/features/cv/logic/headings'
import { structureCv } from '@/features/cv/logic/structure'
import { bulletMark, stripBullet } from '@/features/cv/logic/text/bullets'
import { splitSentences } from '@/features/cv/logic/text/sentences'
import { suggestVerb } from '@/features/cv/logic/text/strong-verbs'
import type { CvCheck, CvCheckId, CvDocument, CvLine, CvReport } from '@/features/cv/logic/types'

type LineSpec = string | (Partial<CvLine> & { text: string })

/** A one-column PDF-like CV: 10 pt text, a line every 14 pt, at x = 50 unless said otherwise. */
function cv(specs: LineSpec[], extra: Partial<CvDocument> = {}): CvDocument {
  let y = 40
  const lines = specs.map((spec) => {
    const line = typeof spec === 'string' ? { text: spec } : spec
    y += 14
    return {
      page: 1,
      column: 0,
      x: 50,
      y,
      fontSize: 10,
      bold: false,
      bullet: bulletMark(line.text) !== '',
      ...line,
    }
  })
  return {
    kind: 'pdf',
    fileName: 'cv.pdf',
    pages: 1,
    scanned: false,
    lines,
    columnPages: [],
    tables: [],
    images: [],
    ...extra,
  }
}

const heading = (text: string, style: Partial<CvLine> = { bold: true, fontSize: 12 }) => ({
  text,
  ...style,
})

function check(report: CvReport, id: CvCheckId): CvCheck {
  return report.checks.find((c) => c.id === id)!
}

const BASIC = [
  heading('DATA DIRI'),
  'budi.santoso@example.com · 0812-1111-2222 · linkedin.com/in/budisantoso',
  heading('PENDIDIKAN'),
  'S1 Manajemen, Universitas Airlangga, Agu 2019 – Jul 2023',
  'IPK 3,51/4,00',
  heading('PENGALAMAN'),
  'Magang Pemasaran, PT Maju, Jan 2023 – Jun 2023',
  '• Menyusun 12 konten promosi per bulan.',
  heading('KETERAMPILAN'),
  'Microsoft Excel, Canva',
]

describe('section headings', () => {
  const sectionsOf = (doc: CvDocument) =>
    check(analyzeCv(doc), 'sections').sections!.map((s) => `${s.id}:${s.heading}`)

  it('are found in capitals, in bold only, or by a bigger font, not only by keywords alone on a line', () => {
    const doc = cv([
      'Budi Santoso',
      { text: 'PENGALAMAN KERJA DAN MAGANG' }, // capitals only
      '• Menyusun 12 laporan.',
      { text: 'Pengalaman Organisasi & Kepanitiaan', bold: true }, // bold only, same size
      '• Memimpin 20 relawan.',
      { text: 'Riwayat Pendidikan Formal', fontSize: 14 }, // bigger only
      'S1 Akuntansi',
      'Pengalaman saya di bidang keuangan cukup luas', // plain sentence: no heading
      { text: 'Keahlian' }, // a known heading on its own line, unstyled
      'Excel',
    ])
    expect(sectionsOf(doc)).toEqual([
      'pendidikan:Riwayat Pendidikan Formal',
      'pengalaman:PENGALAMAN KERJA DAN MAGANG',
      'organisasi:Pengalaman Organisasi & Kepanitiaan',
      'keterampilan:Keahlian',
    ])
  })

  it('in English, numbered, or decorated', () => {
    const doc = cv([
      heading('1. EDUCATION'),
      'S1 Statistics',
      heading('— Work Experience —'),
      '• Built 3 dashboards.',
      heading('Certifications:'),
      'AWS Cloud Practitioner',
    ])
    expect(sectionsOf(doc)).toEqual([
      'pendidikan:EDUCATION',
      'pengalaman:Work Experience',
      'sertifikasi:Certifications',
    ])
  })

  it('are never a label with its value, a line with digits, or a long line', () => {
    for (const text of [
      'Pendidikan: S1 Akuntansi',
      'Pengalaman 2 tahun',
      'Pengalaman Kerja di Berbagai Perusahaan Besar Nasional',
    ])
      expect(structureCv(cv([{ text, bold: true }])).headings).toEqual([])
  })

  it('an unknown heading styled like the known ones starts a section of its own', () => {
    const doc = cv([
      heading('PENGALAMAN'),
      '• Menyusun 12 laporan.',
      heading('HOBI'),
      '• Membaca buku sejarah.',
      { text: 'PT MAJU JAYA', bold: true }, // bold capitals at the body size: not a heading
    ])
    const structure = structureCv(doc)
    expect(structure.headings.map((h) => [h.id ?? null, h.text])).toEqual([
      ['pengalaman', 'PENGALAMAN'],
      [null, 'HOBI'],
    ])
    // The hobby is not an experience bullet.
    expect(analyzeCv(doc).bullets.map((b) => b.text)).toEqual(['Menyusun 12 laporan.'])
  })

  it('the most specific variant wins', () => {
    expect(matchHeading('Pengalaman Organisasi')?.id).toBe('organisasi')
    expect(matchHeading('Pendidikan Non Formal')?.id).toBe('sertifikasi')
    expect(matchHeading('Kontak')?.id).toBe('data-diri')
    expect(matchHeading('Tentang Saya')).toEqual({ id: 'ringkasan', lang: 'id', exact: true })
    expect(matchHeading('Work Experience')).toEqual({ id: 'pengalaman', lang: 'en', exact: true })
  })

  it('a CV without any heading fails the check', () => {
    const report = analyzeCv(cv(['Budi Santoso', 'budi@example.com', 'Saya lulusan manajemen.']))
    expect(check(report, 'sections').status).toBe('fail')
    expect(report.scoreExplanation.join(' ')).toContain('tidak ada judul bagian')
  })
})

describe('bullets', () => {
  it("start with '•', '-', '–', '*', a number, or a Word symbol; not with a year, a decimal or an initial", () => {
    for (const text of [
      '• Menyusun',
      '●Menyusun',
      '- Menyusun',
      '– Menyusun',
      '* Menyusun',
      '1. Menyusun',
      '2) Menyusun',
      '\uf0b7 Menyusun',
    ])
      expect([text, stripBullet(text)]).toEqual([text, 'Menyusun'])
    for (const text of [
      '2019 - 2023 Universitas',
      '3,65/4,00',
      '1.1 Latar belakang',
      'A. Rahman dkk. (2023)',
      '-5% biaya',
      '•',
    ])
      expect([text, bulletMark(text)]).toEqual([text, ''])
  })

  it('a bullet wrapped over two lines is one bullet, with dkk., initials and decimals inside', () => {
    const doc = cv([
      heading('PENGALAMAN ORGANISASI'),
      { text: '• Menyusun laporan bersama A. Rahman dkk. dengan rata-rata nilai', x: 52 },
      { text: '3,65 untuk 4 program kerja.', x: 60 },
      { text: '- Membantu panitia.', x: 52 },
    ])
    const report = analyzeCv(doc)
    expect(report.bullets.map((b) => b.text)).toEqual([
      'Menyusun laporan bersama A. Rahman dkk. dengan rata-rata nilai 3,65 untuk 4 program kerja.',
      'Membantu panitia.',
    ])
    expect(check(report, 'quantified').summary).toContain('1 dari 2')
  })

  it('a line at the bullet mark’s own x, or bold, is not a continuation', () => {
    const doc = cv([
      heading('PENGALAMAN'),
      { text: '• Menyusun 3 laporan.', x: 52 },
      { text: 'Staf Magang, PT Maju', x: 52 },
      { text: '• Mengelola arsip.', x: 52 },
      { text: 'Koordinator Acara', x: 60, bold: true },
    ])
    expect(analyzeCv(doc).bullets.map((b) => b.text)).toEqual([
      'Menyusun 3 laporan.',
      'Mengelola arsip.',
    ])
  })
})

describe('sentences', () => {
  it("do not break at 'dkk.', initials, abbreviations or decimals", () => {
    expect(
      splitSentences(
        'Menulis artikel bersama A. Rahman dkk. tentang UMKM. Memimpin tim 5 orang dengan anggaran Rp. 2,5 juta. IPK 3.65. Lulus 2023.',
      ),
    ).toEqual([
      'Menulis artikel bersama A. Rahman dkk. tentang UMKM.',
      'Memimpin tim 5 orang dengan anggaran Rp. 2,5 juta.',
      'IPK 3.65.',
      'Lulus 2023.',
    ])
  })

  it('a weak opener in the second sentence of experience text is found', () => {
    const report = analyzeCv(
      cv([
        heading('PENGALAMAN KERJA'),
        'Magang di PT Maju bersama B. Santoso dkk. selama 3 bulan. Membantu menyusun laporan pajak.',
      ]),
    )
    expect(check(report, 'weak-openers').findings.map((f) => f.text)).toEqual([
      'Membantu menyusun laporan pajak.',
    ])
  })
})

describe('contact', () => {
  it('finds phones in +62, 62 and 08 forms with spaces, dashes or dots, and landlines', () => {
    const phones = [
      '+62 812-3456-7890',
      '+6281234567890',
      '(+62) 812 3456 7890',
      '62 812 3456 7890',
      '0812.3456.7890',
      '08123456789',
      '(021) 555 1234',
      '021-5551234',
    ]
    for (const phone of phones) expect(findPhone(`Telp: ${phone} | email`)).toBe(phone)
  })

  it('does not take years, IPK, dates or short numbers for a phone', () => {
    for (const text of [
      '2019-2023',
      'IPK 3,65/4,00',
      '08-2021 – 12-2021',
      'NIM 12345678',
      '0812-34',
      '62 mahasiswa',
    ])
      expect([text, findPhone(text)]).toEqual([text, null])
  })

  it('warns without LinkedIn, fails without e-mail and phone, and asks for the address behind a bare "LinkedIn"', () => {
    const named = analyzeCv(cv(['budi@example.com', '0812-1111-2222', 'LinkedIn']))
    expect(check(named, 'contact').status).toBe('warn')
    expect(check(named, 'contact').findings.find((f) => f.kind === 'linkedin')?.text).toContain(
      'tanpa alamat',
    )
    expect(check(analyzeCv(cv(['Budi Santoso', 'Jakarta'])), 'contact').status).toBe('fail')
    expect(check(analyzeCv(cv(BASIC)), 'contact').status).toBe('ok')
  })

  it('warns when the contact details are only in the DOCX header', () => {
    const doc = cv(
      [
        { text: 'budi@example.com | 0812-1111-2222 | linkedin.com/in/budi', region: 'header' },
        ...BASIC.slice(2),
      ],
      { kind: 'docx' },
    )
    const contact = check(analyzeCv(doc), 'contact')
    expect(contact.status).toBe('warn')
    expect(contact.findings.map((f) => f.kind)).toContain('header')
  })
})

describe('personal data', () => {
  it('is found in Indonesian and English, each kind named', () => {
    const cases: [string, string[]][] = [
      ['Religion: Christian', ['agama']],
      ['Agama : Katolik', ['agama']],
      ['Marital status: Single', ['status-pernikahan']],
      ['Status: Lajang', ['status-pernikahan']],
      ['Height: 170 cm', ['tinggi-berat']],
      ['TB/BB: 160 cm / 50 kg', ['tinggi-berat']],
      ['Age: 22', ['tanggal-lahir']],
      ['Place and date of birth: Surabaya, 1 May 2002', ['tanggal-lahir']],
      ['TTL: Medan, 2 Januari 2001', ['tanggal-lahir']],
      ['Born in Medan, 2001', ['tanggal-lahir']],
      ['Jakarta | Agama: Islam | Usia: 23 tahun', ['agama', 'tanggal-lahir']],
    ]
    for (const [line, kinds] of cases) expect([line, personalDataIn(line)]).toEqual([line, kinds])
  })

  it('is not a degree, a university or other personal lines', () => {
    for (const line of [
      'S1 Pendidikan Agama Islam, UIN Jakarta',
      'Universitas Islam Indonesia',
      'Jenis kelamin: Perempuan',
      'Status: Mahasiswa aktif',
      'Tinggi minat pada data',
    ])
      expect([line, personalDataIn(line)]).toEqual([line, []])
  })

  it('says why each one is not needed, and warns', () => {
    const report = analyzeCv(cv([...BASIC, 'Religion: Muslim', 'Date of Birth: 3 March 2001']))
    const personal = check(report, 'personal-data')
    expect(personal.status).toBe('warn')
    expect(personal.findings.map((f) => [f.kind, f.suggestion?.split(':')[0]])).toEqual([
      ['agama', 'Agama'],
      ['tanggal-lahir', 'Tanggal lahir/usia'],
    ])
  })
})

describe('weak openers', () => {
  it('are the phrases that name a duty or a presence, not strong verbs', () => {
    for (const text of [
      'Bertanggung jawab atas acara',
      'Bertanggungjawab untuk acara',
      'Membantu dalam acara',
      'Ikut serta dalam acara',
      'Terlibat dalam acara',
      'Menjadi anggota divisi acara',
      'Responsible for events',
      'Participated in events',
    ])
      expect([text, weakOpener(text) !== null]).toEqual([text, true])
    for (const text of ['Memimpin acara', 'Mengoordinasikan 20 relawan', 'Membantunya'])
      expect([text, weakOpener(text)]).toEqual([text, null])
  })

  it('suggest the verb the bullet already holds: the next meN- verb, or the verb of the action noun', () => {
    expect(suggestVerb('menyusun laporan bulanan.')).toEqual({
      verb: 'Menyusun',
      rewrite: 'Menyusun laporan bulanan.',
    })
    expect(suggestVerb('proses penyusunan jadwal piket')).toEqual({
      verb: 'Menyusun',
      rewrite: 'Menyusun jadwal piket',
    })
    expect(suggestVerb('pengelolaan media sosial himpunan').rewrite).toBe(
      'Mengelola media sosial himpunan',
    )
    expect(suggestVerb('penggalangan dana bencana').verb).toBe('Menggalang')
    // Nothing to build on: no verb is made up.
    expect(suggestVerb('media sosial himpunan')).toEqual({ verb: null, rewrite: null })
    expect(suggestVerb('divisi acara')).toEqual({ verb: null, rewrite: null })
  })
})

describe('quantified', () => {
  it('counts digits, %, Rp, ribu and juta, but not years, dates or degree codes', () => {
    for (const text of [
      'Melayani 40 pelanggan',
      'Menaikkan penjualan 15%',
      'Mengelola dana Rp 2,5 juta',
      'Menggalang dana lima ribu rupiah',
      'Rp500rb',
    ])
      expect([text, hasMeasure(text)]).toEqual([text, true])
    for (const text of ['Magang 2022', 'Jan 2022 – Jun 2023', 'Lulusan S1 dan D3', '2019-2023'])
      expect([text, hasMeasure(text)]).toEqual([text, false])
  })
})

describe('IPK', () => {
  const ipkOf = (lines: string[]) =>
    check(analyzeCv(cv([...BASIC.filter((l) => !/IPK/.test(String(l))), ...lines])), 'ipk')

  it("warns when '3,65/4,00' and '3.65/4.00' are mixed, or the scale is written only sometimes", () => {
    expect(ipkOf(['IPK 3,65/4,00', 'GPA: 3.65/4.00']).status).toBe('warn')
    expect(ipkOf(['IPK 3,65/4,00', 'IPK: 3,65']).status).toBe('warn')
    expect(ipkOf(['IPK 3,65 / 4,00', 'Lulus dengan IPK 3,65 dari 4,00']).status).toBe('ok')
  })

  it('is not a rupiah amount, and its absence is a warning', () => {
    const none = ipkOf(['Mengelola dana Rp 3,65 juta'])
    expect(none.status).toBe('warn')
    expect(none.findings).toEqual([])
  })
})

describe('dates', () => {
  const where = { page: 1 }
  it("counts 'Sekarang', 'Saat ini' and 'Present' as an end, and finds a range without one", () => {
    for (const text of [
      'Sep 2023 – Sekarang',
      'Sep 2023 - saat ini',
      'Sep 2023 – Present',
      'Sep 2023 s.d. Des 2023',
      '2019 – 2023',
      '01/2022 - 06/2022',
    ])
      expect([text, findDates(text, where).some((d) => d.missingEnd)]).toEqual([text, false])
    for (const text of [
      'Staf Magang, PT Maju   Agustus 2023 –',
      'Agustus 2023 - PT Maju',
      '2021 -',
    ])
      expect([text, findDates(text, where).some((d) => d.missingEnd)]).toEqual([text, true])
  })

  it('sees long and short month names, English and numbers as different formats; years alone fit all', () => {
    const status = (lines: string[]) =>
      check(analyzeCv(cv([heading('PENGALAMAN'), ...lines])), 'dates').status
    expect(status(['Januari 2022 – Juni 2022', 'Mei 2021 – Agustus 2021', '2019 – 2023'])).toBe(
      'ok',
    )
    expect(status(['Jan 2022 – Jun 2022', 'Mei 2021 – Agu 2021'])).toBe('ok')
    expect(status(['Januari 2022 – Jun 2022'])).toBe('warn')
    expect(status(['Jan 2022 – Jun 2022', 'Aug 2021 – Dec 2021'])).toBe('ok')
    expect(status(['Jan 2022 – Jun 2022', 'Agu 2021 – Dec 2021'])).toBe('warn')
    expect(status(['01/2022 – 06/2022', 'Mei 2021 – Agustus 2021'])).toBe('warn')
  })

  it('leaves out the birth date', () => {
    const report = analyzeCv(cv([...BASIC, 'Tanggal lahir: 3 March 2001']))
    expect(check(report, 'dates').status).toBe('ok')
  })
})

describe('language of the headings', () => {
  it('warns when Indonesian and English headings are mixed and names the odd ones', () => {
    const language = check(
      analyzeCv(
        cv([
          heading('Pendidikan'),
          'S1',
          heading('Pengalaman Kerja'),
          '• x',
          heading('Skills'),
          'Excel',
        ]),
      ),
      'language',
    )
    expect(language.status).toBe('warn')
    expect(language.findings.map((f) => f.text)).toEqual(['Skills'])
    expect(check(analyzeCv(cv(BASIC)), 'language').status).toBe('ok')
  })
})

describe('posting keywords', () => {
  it("match across Indonesian affixes: 'pengelolaan' in the posting, 'mengelola' in the CV", () => {
    const posting =
      'Kualifikasi:\n- Berpengalaman dalam pengelolaan media sosial.\n- Penyusunan laporan kampanye media sosial.\n- Menguasai Adobe Photoshop.'
    const withIt = analyzeCv(
      cv([...BASIC, '• Mengelola media sosial himpunan dan menyusun laporan bulanan.']),
      posting,
    )
    const keywords = check(withIt, 'keywords')
    expect(keywords.missing).toEqual(['kampanye', 'adobe photoshop'])
    // Without that bullet: 'penyusunan' is still there ('Menyusun 12 konten' in BASIC), the rest is not.
    const without = check(analyzeCv(cv(BASIC), posting), 'keywords')
    expect(without.missing).toEqual([
      'pengelolaan',
      'media sosial',
      'laporan',
      'kampanye',
      'adobe photoshop',
    ])
    expect(without.matchPercent).toBeLessThan(keywords.matchPercent!)
  })

  it('takes terms from the posting itself: no stopwords, no boilerplate, pairs only where they are a unit', () => {
    const terms = postingTerms(
      'Lowongan Staf Gudang\nKualifikasi: minimal S1, mampu bekerja dalam tim, menguasai Microsoft Excel.\nTugas: pencatatan stok harian dan pencatatan stok bulanan.',
    ).map((t) => t.display)
    expect(terms).toEqual(['staf', 'gudang', 'tim', 'microsoft excel', 'pencatatan stok'])
  })

  it('is left out without a posting, and an empty posting is no posting', () => {
    expect(analyzeCv(cv(BASIC)).checks.map((c) => c.id)).not.toContain('keywords')
    expect(analyzeCv(cv(BASIC), '   ').withPosting).toBe(false)
  })
})

describe('the readability score', () => {
  it('is 100 for a clean CV and explains itself without promising to pass', () => {
    const report = analyzeCv(cv(BASIC))
    expect(report.score).toBe(100)
    expect(report.scoreExplanation[0]).toMatch(/bukan peluang lolos seleksi/)
    expect(report.scoreExplanation).toContain('Tidak ada masalah keterbacaan yang ditemukan.')
  })

  it('takes points off for columns, tables and missing contact, each explained', () => {
    const report = analyzeCv(
      cv(
        BASIC.filter((l) => typeof l !== 'string' || !l.includes('@')),
        {
          columnPages: [1],
          tables: [{ page: 1, rows: 2, columns: 2 }],
        },
      ),
    )
    expect(report.score).toBe(100 - 15 - 10 - 12 - 8 - 3)
    expect(report.scoreExplanation).toContain('−15: tata letak dua kolom di halaman 1.')
  })
})
