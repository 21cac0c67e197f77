// The citation check (pb_hooks/lib/chat/academic/citations.js, citation-pairs.js) with organisations
// and acronyms as authors: a reference entry "BASCAP dan INTA", "WHO & UNICEF", "BPS dkk." or
// "Badan Pusat Statistik dan Bank Indonesia" has a first author and co-authors like a list of people,
// so a citation of it pairs with the same reasons (issue 27).
import { describe, expect, it } from 'vitest'
import { loadThesisAnalysis } from '../../support/assistant-libs'

const ta = loadThesisAnalysis()

const REASON = {
  year: 'tahun berbeda',
  spelling: 'ejaan nama berbeda',
  etal: 'et al./dkk. untuk satu atau dua penulis',
  second: 'penulis kedua tidak disebut',
}

function check(body: string, refs: string[]) {
  return ta.analyzeThesis(['BAB I PENDAHULUAN', body, 'DAFTAR PUSTAKA', ...refs].join('\n'))
    .citations
}

/** One citation against one entry: the pair it gives (or exact) and no orphans on either side. */
function paired(body: string, entry: string, cited: string, reason: string) {
  const c = check(body, [entry])
  expect(c.exact).toBe(0)
  expect(c.pairs).toEqual([{ cited, entry, reason }])
  expect(c.citedNotListed).toEqual([])
  expect(c.listedNotCited).toEqual([])
}
function exact(body: string, refs: string[], count = refs.length) {
  const c = check(body, refs)
  expect(c.pairs).toEqual([])
  expect(c.citedNotListed).toEqual([])
  expect(c.listedNotCited).toEqual([])
  expect(c.exact).toBe(count)
}

describe('citation check with organisations and acronyms as authors', () => {
  const BASCAP = [
    'BASCAP dan INTA. (2016). Laporan pemalsuan global. Paris: ICC.',
    'BASCAP & INTA. (2016). Laporan pemalsuan global. Paris: ICC.',
    'BASCAP, & INTA. (2016). Laporan pemalsuan global. Paris: ICC.',
    'BASCAP dan INTA. 2016. Laporan Pemalsuan Global. Paris: ICC.',
  ]

  it.each(BASCAP)('pairs "BASCAP (2016)" with %s: second author left out', (entry) => {
    paired('Pemalsuan terus tumbuh menurut BASCAP (2016).', entry, 'BASCAP (2016)', REASON.second)
    paired('Pemalsuan terus tumbuh (BASCAP, 2016).', entry, '(BASCAP, 2016)', REASON.second)
  })

  it.each(BASCAP)('matches both organisations cited exactly with %s', (entry) => {
    exact('Pemalsuan terus tumbuh (BASCAP & INTA, 2016).', [entry])
    exact('Pemalsuan terus tumbuh (BASCAP dan INTA, 2016).', [entry])
    exact('Menurut BASCAP dan INTA (2016) pemalsuan terus tumbuh.', [entry])
  })

  it('pairs et al./dkk. for two organisations, a year miss and a misspelling', () => {
    const entry = BASCAP[0]
    paired('Pemalsuan tumbuh (BASCAP dkk., 2016).', entry, '(BASCAP dkk., 2016)', REASON.etal)
    paired('Menurut BASCAP et al. (2016) ...', entry, 'BASCAP et al. (2016)', REASON.etal)
    paired('Pemalsuan tumbuh (BASCAP & INTA, 2017).', entry, '(BASCAP & INTA, 2017)', REASON.year)
    paired(
      'Pemalsuan tumbuh (BASKAP & INTA, 2016).',
      entry,
      '(BASKAP & INTA, 2016)',
      REASON.spelling,
    )
  })

  it('lists an organisation entry under its first author, like a person', () => {
    const c = check('Tidak ada sitasi di sini.', [BASCAP[0], 'WHO & UNICEF. (2019). Gizi anak.'])
    expect(c.listed).toEqual(['BASCAP (2016)', 'WHO (2019)'])
    expect(c.listedNotCited).toEqual(['BASCAP (2016)', 'WHO (2019)'])
  })

  it('pairs multi-word organisations the same way', () => {
    const entry =
      'Badan Pusat Statistik dan Bank Indonesia. (2020). Statistik inflasi. Jakarta: BPS.'
    paired(
      'Inflasi turun (Badan Pusat Statistik, 2020).',
      entry,
      '(Badan Pusat Statistik, 2020)',
      REASON.second,
    )
    paired(
      'Menurut Badan Pusat Statistik (2020) inflasi turun.',
      entry,
      'Badan Pusat Statistik (2020)',
      REASON.second,
    )
    exact('Inflasi turun (Badan Pusat Statistik & Bank Indonesia, 2020).', [entry])
    exact('Menurut Badan Pusat Statistik dan Bank Indonesia (2020) inflasi turun.', [entry])
    paired(
      'Inflasi turun (Badan Pusat Statistik dkk., 2020).',
      entry,
      '(Badan Pusat Statistik dkk., 2020)',
      REASON.etal,
    )
  })

  it('pairs acronyms joined by "&" and reads "dkk." in an entry as three or more', () => {
    const who = 'WHO & UNICEF. (2019). Laporan gizi anak. Jenewa: WHO.'
    paired('Gizi buruk menurun (WHO, 2019).', who, '(WHO, 2019)', REASON.second)
    exact('Gizi buruk menurun (WHO & UNICEF, 2019).', [who])
    exact('Menurut WHO dan UNICEF (2019) gizi buruk menurun.', [who])
    exact('Data kependudukan (BPS dkk., 2021).', [
      'BPS dkk. (2021). Proyeksi penduduk. Jakarta: BPS.',
    ])
    exact('Data kependudukan (BPS dkk., 2021).', [
      'BPS, Bappenas, dan UNFPA. (2021). Proyeksi penduduk. Jakarta: BPS.',
    ])
  })

  it('matches an organisation whose name holds "dan" when it is cited in full', () => {
    const entry =
      'Kementerian Pendidikan dan Kebudayaan. (2017). Gerakan literasi. Jakarta: Kemendikbud.'
    exact('Literasi digalakkan (Kementerian Pendidikan dan Kebudayaan, 2017).', [entry])
    exact('Menurut Kementerian Pendidikan dan Kebudayaan (2017) literasi digalakkan.', [entry])
  })

  // One organisation whose name holds "dan", "and", "&" or commas: [entry, parenthetical citation,
  // narrative citation, label in the list and in the text].
  const SINGLE = [
    [
      'Kementerian Pendidikan dan Kebudayaan. (2017). Gerakan literasi. Jakarta: Kemendikbud.',
      'Literasi digalakkan (Kementerian Pendidikan dan Kebudayaan, 2017).',
      'Menurut Kementerian Pendidikan dan Kebudayaan (2017) literasi digalakkan.',
      'Kementerian Pendidikan dan Kebudayaan (2017)',
    ],
    [
      'Kementerian Riset, Teknologi, dan Pendidikan Tinggi. (2018). Pedoman. Jakarta: Ristekdikti.',
      'Kampus wajib melapor (Kementerian Riset, Teknologi, dan Pendidikan Tinggi, 2018).',
      'Menurut Kementerian Riset, Teknologi, dan Pendidikan Tinggi (2018) kampus wajib melapor.',
      'Kementerian Riset, Teknologi, dan Pendidikan Tinggi (2018)',
    ],
    [
      'Food and Agriculture Organization. (2020). The state of food security. Rome: FAO.',
      'Rawan pangan meningkat (Food and Agriculture Organization, 2020).',
      'Menurut Food and Agriculture Organization (2020) rawan pangan meningkat.',
      'Food and Agriculture Organization (2020)',
    ],
    [
      'Dinas Pekerjaan Umum dan Penataan Ruang. (2021). Laporan tahunan. Semarang: DPU.',
      'Jalan diperbaiki (Dinas Pekerjaan Umum dan Penataan Ruang, 2021).',
      'Menurut Dinas Pekerjaan Umum dan Penataan Ruang (2021) jalan diperbaiki.',
      'Dinas Pekerjaan Umum dan Penataan Ruang (2021)',
    ],
    [
      'Badan Pengawas Obat dan Makanan. (2019). Laporan tahunan. Jakarta: BPOM.',
      'Izin edar diperketat (Badan Pengawas Obat dan Makanan, 2019).',
      'Menurut Badan Pengawas Obat dan Makanan (2019) izin edar diperketat.',
      'Badan Pengawas Obat dan Makanan (2019)',
    ],
    [
      'Johnson & Johnson. (2019). Annual report. New Brunswick: Johnson & Johnson.',
      'Penjualan naik (Johnson & Johnson, 2019).',
      'Menurut Johnson & Johnson (2019) penjualan naik.',
      'Johnson & Johnson (2019)',
    ],
  ]

  it.each(SINGLE)('reads %s as one author in the list and in the text', (entry, p, n, label) => {
    for (const body of [p, n]) {
      const c = check(body, [entry])
      expect(c.listed).toEqual([label])
      expect(c.cited).toEqual([label])
      expect(c.exact).toBe(1)
      expect(c.pairs).toEqual([])
    }
    // One author: "dkk." is wrong for it, and nothing is left out when it is named in full.
    const dkk = p.replace(/, (\d{4})\)/, ' dkk., $1)')
    expect(check(dkk, [entry]).pairs.map((x) => x.reason)).toEqual([REASON.etal])
  })

  it('leaves an acronym or a shortened name of one organisation unmatched', () => {
    const fao = 'Food and Agriculture Organization. (2020). The state of food security. Rome: FAO.'
    const c = check('Rawan pangan meningkat (FAO, 2020).', [fao])
    expect(c.citedNotListed).toEqual(['FAO (2020)'])
    expect(c.listedNotCited).toEqual(['Food and Agriculture Organization (2020)'])
    const kemdikbud = 'Kementerian Pendidikan dan Kebudayaan. (2017). Gerakan literasi. Jakarta.'
    const k = check('Literasi (Kementerian Pendidikan, 2017).', [kemdikbud])
    expect(k.citedNotListed).toEqual(['Kementerian Pendidikan (2017)'])
    expect(k.listedNotCited).toEqual(['Kementerian Pendidikan dan Kebudayaan (2017)'])
  })

  it('keeps two organisations two when the second one is named on its own', () => {
    const fao = 'Food and Agriculture Organization & WHO. (2020). Gizi dunia. Rome: FAO.'
    paired(
      'Gizi membaik (Food and Agriculture Organization, 2020).',
      fao,
      '(Food and Agriculture Organization, 2020)',
      REASON.second,
    )
    exact('Gizi membaik (Food and Agriculture Organization & WHO, 2020).', [fao])
    const kemenkes = 'Kementerian Kesehatan dan Badan Pusat Statistik. (2019). Riskesdas. Jakarta.'
    paired(
      'Stunting turun (Kementerian Kesehatan, 2019).',
      kemenkes,
      '(Kementerian Kesehatan, 2019)',
      REASON.second,
    )
    exact('Menurut Kementerian Kesehatan dan Badan Pusat Statistik (2019) stunting turun.', [
      kemenkes,
    ])
    const c = check('Tidak ada sitasi.', [kemenkes, 'BPS, Bappenas, dan UNFPA. (2021). Proyeksi.'])
    expect(c.listed).toEqual(['Kementerian Kesehatan (2019)', 'BPS (2021)'])
  })

  it('counts "SANTOSO, Budi dan Andi Wijaya" as two people', () => {
    const two = 'SANTOSO, Budi dan Andi Wijaya. 2019. Literasi. Semarang: Unnes.'
    paired('Literasi penting (Santoso, 2019).', two, '(Santoso, 2019)', REASON.second)
    paired('Literasi penting (Santoso dkk., 2019).', two, '(Santoso dkk., 2019)', REASON.etal)
    exact('Literasi penting (Santoso & Wijaya, 2019).', [two])
    exact('Literasi penting (Santoso dkk., 2019).', [
      'Santoso, Budi, Andi Wijaya, dan Citra Dewi. 2019. Literasi. Semarang: Unnes.',
    ])
  })

  it('keeps people with a surname of two words apart', () => {
    const entry =
      'Van Dijk, T. A., & Kintsch, W. (1983). Strategies of discourse. New York: Academic.'
    paired('Wacana dipahami (Van Dijk, 1983).', entry, '(Van Dijk, 1983)', REASON.second)
    exact('Wacana dipahami (Van Dijk & Kintsch, 1983).', [entry])
    exact('Menurut Van Dijk dan Kintsch (1983) wacana dipahami.', [entry])
  })

  it('keeps the pairing of people as it was', () => {
    const apa = 'Santoso, B., & Wijaya, A. (2019). Literasi dasar. Semarang: Unnes Press.'
    const id = 'Santoso, B. dan Wijaya, A. 2019. Literasi Dasar. Semarang: Unnes Press.'
    for (const entry of [apa, id]) {
      paired('Literasi penting (Santoso, 2019).', entry, '(Santoso, 2019)', REASON.second)
      paired('Literasi penting (Santoso dkk., 2019).', entry, '(Santoso dkk., 2019)', REASON.etal)
      exact('Literasi penting (Santoso & Wijaya, 2019).', [entry])
    }
    exact('Belajar (Slameto, 2010) dan Sugiyono (2019).', [
      'Slameto. (2010). Belajar. Jakarta: Rineka Cipta.',
      'Sugiyono. 2019. Metode Penelitian. Bandung: Alfabeta.',
    ])
    // A full first name after the surname is one author, not two (in capitals too).
    exact('Literasi penting (Santoso, 2019).', ['Santoso, Budi. 2019. Literasi. Semarang: Unnes.'])
    exact('Literasi penting (Santoso, 2019).', ['SANTOSO, Budi. 2019. Literasi. Semarang: Unnes.'])
    paired(
      'Literasi penting (Santoso dkk., 2019).',
      'SANTOSO, Budi dan WIJAYA, Andi. 2019. Literasi. Semarang: Unnes.',
      '(Santoso dkk., 2019)',
      REASON.etal,
    )
    paired(
      'Literasi penting (Santoso dkk., 2019).',
      'Santoso, Budi. 2019. Literasi. Semarang: Unnes.',
      '(Santoso dkk., 2019)',
      REASON.etal,
    )
  })
})
