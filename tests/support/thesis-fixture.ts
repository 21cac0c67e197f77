// A realistic Indonesian skripsi draft used by the built-in assistant's unit tests, the chat
// server's integration tests and the chat client's e2e (which turns these paragraphs into a DOCX).
// Export names are stable: THESIS_FIXTURE_PARAGRAPHS, THESIS_FIXTURE_TEXT, THESIS_FIXTURE_EXPECTED.
//
// Deliberate gaps the assistant must report:
// - BAB I has no "Manfaat Penelitian" sub-section; BAB V has "Kesimpulan" but no "Saran".
// - Nugroho (2017) is cited in BAB I but missing from the Daftar Pustaka.
// - Kurniawan (2016) is listed in the Daftar Pustaka but never cited.
// Traps it must handle: a Daftar Isi with dot leaders (not headings), "BAB I" and its title on two
// lines, "LANDASAN TEORI" for Tinjauan Pustaka, "dkk." / "et al." / "&" / "dan" citations, a
// page-number citation, an organisation as author, and "Muller" cited for "Müller" in the list.

const FRONT_MATTER = [
  'PENGARUH LITERASI KEUANGAN DAN GAYA HIDUP TERHADAP PERILAKU KONSUMTIF MAHASISWA',
  'SKRIPSI',
  'Diajukan untuk memenuhi sebagian persyaratan memperoleh gelar Sarjana Ekonomi',
  'Oleh: Dewi Anggraini, NIM 2020110045',
  'PROGRAM STUDI MANAJEMEN FAKULTAS EKONOMI DAN BISNIS UNIVERSITAS NUSANTARA PALEMBANG 2024',
  'ABSTRAK',
  'Penelitian ini bertujuan untuk mengetahui pengaruh literasi keuangan dan gaya hidup terhadap perilaku konsumtif mahasiswa. Data dikumpulkan melalui kuesioner daring dan dianalisis dengan regresi linear berganda. Hasil penelitian menunjukkan bahwa literasi keuangan berpengaruh negatif dan gaya hidup berpengaruh positif terhadap perilaku konsumtif.',
  'Kata kunci: literasi keuangan, gaya hidup, perilaku konsumtif, mahasiswa',
  'DAFTAR ISI',
  'BAB I PENDAHULUAN .......... 1',
  'BAB II LANDASAN TEORI .......... 8',
  'BAB III METODE PENELITIAN .......... 20',
  'BAB IV HASIL DAN PEMBAHASAN .......... 31',
  'BAB V KESIMPULAN DAN SARAN .......... 45',
  'DAFTAR PUSTAKA .......... 48',
]

const BAB1_HEADING = ['BAB I', 'PENDAHULUAN']
const BAB1 = [
  '1.1 Latar Belakang',
  'Perkembangan teknologi digital mengubah cara mahasiswa berbelanja. Kemudahan transaksi melalui aplikasi belanja daring, dompet digital, dan layanan paylater membuat keputusan membeli dapat diambil dalam hitungan detik. Data Badan Pusat Statistik menunjukkan bahwa pengeluaran kelompok usia muda untuk kebutuhan non-pokok terus meningkat dalam tiga tahun terakhir (Badan Pusat Statistik, 2022).',
  'Perilaku konsumtif adalah kecenderungan membeli barang atau jasa bukan karena kebutuhan, melainkan karena keinginan sesaat, gengsi, atau pengaruh lingkungan. Menurut Santoso (2020), mahasiswa termasuk kelompok yang rentan terhadap perilaku ini karena sebagian besar belum memiliki penghasilan tetap tetapi memiliki akses luas terhadap promosi digital. Nugroho (2017) juga menemukan bahwa diskon musiman mendorong pembelian impulsif pada konsumen muda.',
  'Salah satu faktor yang diduga dapat menekan perilaku konsumtif adalah literasi keuangan, yaitu pengetahuan, keterampilan, dan keyakinan yang memengaruhi sikap dalam mengelola keuangan (Otoritas Jasa Keuangan, 2022). Mahasiswa dengan literasi keuangan yang baik diharapkan mampu menyusun anggaran, membedakan kebutuhan dan keinginan, serta menunda pembelian yang tidak direncanakan (Lusardi & Mitchell, 2014).',
  'Di sisi lain, gaya hidup yang mengikuti tren media sosial dapat mendorong mahasiswa untuk terus memperbarui barang yang dimiliki. Penelitian terdahulu menunjukkan hasil yang beragam mengenai pengaruh kedua faktor tersebut (Hidayat et al., 2021; Putri, 2018). Oleh karena itu, penelitian ini mengkaji kembali pengaruh literasi keuangan dan gaya hidup terhadap perilaku konsumtif mahasiswa Universitas Nusantara Palembang.',
  '1.2 Rumusan Masalah',
  'Berdasarkan latar belakang tersebut, rumusan masalah penelitian ini adalah sebagai berikut. Pertama, apakah literasi keuangan berpengaruh terhadap perilaku konsumtif mahasiswa? Kedua, apakah gaya hidup berpengaruh terhadap perilaku konsumtif mahasiswa? Ketiga, apakah literasi keuangan dan gaya hidup secara simultan berpengaruh terhadap perilaku konsumtif mahasiswa?',
  '1.3 Tujuan Penelitian',
  'Tujuan penelitian ini adalah untuk menganalisis pengaruh literasi keuangan terhadap perilaku konsumtif mahasiswa, menganalisis pengaruh gaya hidup terhadap perilaku konsumtif mahasiswa, serta menganalisis pengaruh literasi keuangan dan gaya hidup secara simultan terhadap perilaku konsumtif mahasiswa.',
  '1.4 Batasan Penelitian',
  'Penelitian ini dibatasi pada mahasiswa aktif program sarjana angkatan 2020 di Fakultas Ekonomi dan Bisnis. Perilaku konsumtif yang diteliti terbatas pada pembelian produk fesyen, gawai, dan makanan melalui aplikasi daring selama enam bulan terakhir.',
]

const BAB2_HEADING = ['BAB II LANDASAN TEORI']
const BAB2 = [
  '2.1 Teori Perilaku Terencana',
  'Teori perilaku terencana menjelaskan bahwa niat seseorang untuk melakukan suatu perilaku dipengaruhi oleh sikap, norma subjektif, dan persepsi kendali perilaku (Ajzen, 1991). Dalam konteks keuangan, sikap terhadap uang dan tekanan dari teman sebaya membentuk niat mahasiswa untuk berbelanja. Persepsi kendali perilaku berkaitan dengan keyakinan mahasiswa bahwa ia mampu menahan diri dari pembelian yang tidak perlu.',
  '2.2 Literasi Keuangan',
  'Chen dan Volpe (1998) mendefinisikan literasi keuangan sebagai kemampuan mengelola keuangan pribadi yang mencakup pengetahuan umum keuangan, tabungan dan pinjaman, asuransi, serta investasi. Mahasiswa dengan skor literasi keuangan yang rendah cenderung membuat keputusan keuangan yang keliru. Hidayat dkk. (2021) menambahkan bahwa literasi keuangan digital, seperti pemahaman tentang bunga paylater dan biaya layanan, kini menjadi bagian penting dari literasi keuangan.',
  '2.3 Gaya Hidup',
  'Gaya hidup adalah pola hidup seseorang yang tercermin dalam aktivitas, minat, dan opini mengenai cara ia menggunakan waktu dan uangnya (Santoso & Wijaya, 2019). Gaya hidup hedonis menekankan kesenangan dan penampilan sehingga sering kali mendorong pengeluaran di luar kebutuhan. Muller menyebut pola ini sebagai konsumsi simbolik, yaitu membeli untuk menunjukkan identitas sosial (Muller, 2015).',
  '2.4 Perilaku Konsumtif',
  'Perilaku konsumtif ditandai oleh pembelian karena hadiah atau diskon, pembelian karena kemasan yang menarik, pembelian untuk menjaga gengsi, dan pembelian lebih dari satu produk sejenis (Putri, 2018). Indikator tersebut digunakan sebagai dasar penyusunan kuesioner dalam penelitian ini.',
  '2.5 Kerangka Pemikiran dan Hipotesis',
  'Berdasarkan kajian teori di atas, hipotesis penelitian ini adalah: literasi keuangan berpengaruh negatif terhadap perilaku konsumtif (H1), gaya hidup berpengaruh positif terhadap perilaku konsumtif (H2), serta literasi keuangan dan gaya hidup secara simultan berpengaruh terhadap perilaku konsumtif (H3).',
]

/** The sentence of BAB III that a question about the sample must find. */
const SAMPLE_SENTENCE =
  'Sampel penelitian berjumlah 120 responden yang dipilih dengan teknik purposive sampling, yaitu mahasiswa angkatan 2020 yang pernah berbelanja melalui aplikasi daring minimal tiga kali dalam enam bulan terakhir.'

const BAB3_HEADING = ['BAB III METODE PENELITIAN']
const BAB3 = [
  '3.1 Jenis Penelitian',
  'Penelitian ini menggunakan pendekatan kuantitatif dengan metode survei. Pendekatan kuantitatif dipilih karena penelitian bertujuan menguji hipotesis mengenai hubungan antarvariabel yang dapat diukur secara numerik (Sugiyono, 2019, hlm. 85).',
  '3.2 Populasi dan Sampel',
  `Populasi penelitian adalah seluruh mahasiswa aktif angkatan 2020 Fakultas Ekonomi dan Bisnis Universitas Nusantara Palembang yang berjumlah 1.450 orang. ${SAMPLE_SENTENCE} Jumlah sampel ditentukan dengan rumus Slovin pada tingkat kesalahan 9 persen.`,
  '3.3 Teknik Pengumpulan Data',
  'Data dikumpulkan menggunakan kuesioner daring yang disebarkan melalui grup kelas. Setiap pernyataan diukur dengan skala Likert lima poin, mulai dari sangat tidak setuju hingga sangat setuju. Sebelum disebarkan, kuesioner diuji coba kepada 30 mahasiswa di luar sampel.',
  '3.4 Teknik Analisis Data',
  'Sugiyono (2019) menyarankan agar instrumen diuji validitas dan reliabilitasnya sebelum digunakan. Oleh karena itu, data dianalisis melalui uji validitas, uji reliabilitas, uji asumsi klasik, dan regresi linear berganda dengan bantuan perangkat lunak SPSS versi 26. Hipotesis diuji dengan uji t dan uji F pada taraf signifikansi 5 persen.',
]

const BAB4_HEADING = ['BAB IV HASIL DAN PEMBAHASAN']
const BAB4 = [
  '4.1 Gambaran Umum Responden',
  'Dari 120 kuesioner yang disebarkan, seluruhnya kembali dan layak diolah. Sebanyak 78 responden adalah perempuan dan 42 responden adalah laki-laki. Sebagian besar responden memperoleh uang saku antara satu hingga dua juta rupiah per bulan.',
  '4.2 Hasil Uji Hipotesis',
  'Hasil regresi linear berganda menunjukkan bahwa literasi keuangan memiliki koefisien negatif sebesar -0,312 dengan signifikansi 0,001, sedangkan gaya hidup memiliki koefisien positif sebesar 0,457 dengan signifikansi 0,000. Nilai koefisien determinasi sebesar 0,521 berarti kedua variabel menjelaskan 52,1 persen variasi perilaku konsumtif.',
  '4.3 Pembahasan',
  'Temuan bahwa literasi keuangan menekan perilaku konsumtif sejalan dengan Lusardi dan Mitchell (2014) yang menyatakan bahwa pemahaman keuangan membantu seseorang menyusun prioritas pengeluaran. Sementara itu, pengaruh positif gaya hidup mendukung temuan Santoso dan Wijaya (2019) bahwa mahasiswa yang mengikuti tren cenderung berbelanja lebih sering. Hasil ini juga konsisten dengan teori perilaku terencana, karena norma subjektif dari teman sebaya ikut membentuk niat membeli (Ajzen, 1991).',
]

const BAB5_HEADING = ['BAB V KESIMPULAN DAN SARAN']
const BAB5 = [
  '5.1 Kesimpulan',
  'Berdasarkan hasil analisis, dapat disimpulkan bahwa literasi keuangan berpengaruh negatif dan signifikan terhadap perilaku konsumtif mahasiswa, gaya hidup berpengaruh positif dan signifikan terhadap perilaku konsumtif mahasiswa, serta keduanya secara simultan berpengaruh signifikan terhadap perilaku konsumtif mahasiswa.',
]

const REFERENCES_HEADING = ['DAFTAR PUSTAKA']
const REFERENCES = [
  'Ajzen, I. (1991). The theory of planned behavior. Organizational Behavior and Human Decision Processes, 50(2), 179–211.',
  'Badan Pusat Statistik. (2022). Statistik pengeluaran konsumsi penduduk Indonesia. Jakarta: BPS.',
  'Chen, H., & Volpe, R. P. (1998). An analysis of personal financial literacy among college students. Financial Services Review, 7(2), 107–128.',
  'Hidayat, R., Putri, A., & Santoso, B. (2021). Literasi keuangan digital dan perilaku belanja daring mahasiswa. Jurnal Ekonomi dan Bisnis, 14(1), 45–60.',
  'Kurniawan, D. (2016). Manajemen keuangan pribadi untuk generasi muda. Yogyakarta: Andi.',
  'Lusardi, A., & Mitchell, O. S. (2014). The economic importance of financial literacy: Theory and evidence. Journal of Economic Literature, 52(1), 5–44.',
  'Müller, K. (2015). Symbolic consumption and social identity. Berlin: Springer.',
  'Otoritas Jasa Keuangan. (2022). Survei nasional literasi dan inklusi keuangan. Jakarta: OJK.',
  'Putri, A. (2018). Indikator perilaku konsumtif remaja. Jurnal Psikologi Nusantara, 6(2), 88–97.',
  'Santoso, B. (2020). Mahasiswa dan budaya konsumsi digital. Jurnal Manajemen Indonesia, 20(3), 201–214.',
  'Santoso, B., & Wijaya, C. (2019). Gaya hidup hedonis dan keputusan pembelian. Jurnal Riset Pemasaran, 8(1), 12–25.',
  'Sugiyono. (2019). Metode penelitian kuantitatif, kualitatif, dan R&D. Bandung: Alfabeta.',
]

/** Paragraphs in document order (one DOCX paragraph / one text line each). */
export const THESIS_FIXTURE_PARAGRAPHS: string[] = [
  ...FRONT_MATTER,
  ...BAB1_HEADING,
  ...BAB1,
  ...BAB2_HEADING,
  ...BAB2,
  ...BAB3_HEADING,
  ...BAB3,
  ...BAB4_HEADING,
  ...BAB4,
  ...BAB5_HEADING,
  ...BAB5,
  ...REFERENCES_HEADING,
  ...REFERENCES,
]

/** The document's text as the browser extracts it from a DOCX (paragraphs joined with "\n"). */
export const THESIS_FIXTURE_TEXT: string = THESIS_FIXTURE_PARAGRAPHS.join('\n')

/** Whitespace-separated tokens holding a letter or digit (the assistant's word definition). */
function countWords(paragraphs: string[]): number {
  let n = 0
  for (const p of paragraphs) {
    for (const token of p.split(/\s+/)) if (/[\p{L}\p{N}]/u.test(token)) n += 1
  }
  return n
}

type ChapterKey = 'bab1' | 'bab2' | 'bab3' | 'bab4' | 'bab5'

interface ExpectedChapter {
  found: boolean
  /** The heading as the assistant reports it (a two-line heading joined with a space). */
  heading: string
  /** The chapter label of passages (splitPassages / quotes). */
  label: string
  /** Words of the chapter body (the heading lines excluded). */
  words: number
}

/** The facts about the fixture that tests assert. */
export const THESIS_FIXTURE_EXPECTED = {
  fileName: 'skripsi-dewi-anggraini.docx',
  totalWords: countWords(THESIS_FIXTURE_PARAGRAPHS),
  chapters: {
    bab1: {
      found: true,
      heading: 'BAB I PENDAHULUAN',
      label: 'BAB I Pendahuluan',
      words: countWords(BAB1),
    },
    bab2: {
      found: true,
      heading: 'BAB II LANDASAN TEORI',
      label: 'BAB II Landasan Teori',
      words: countWords(BAB2),
    },
    bab3: {
      found: true,
      heading: 'BAB III METODE PENELITIAN',
      label: 'BAB III Metode Penelitian',
      words: countWords(BAB3),
    },
    bab4: {
      found: true,
      heading: 'BAB IV HASIL DAN PEMBAHASAN',
      label: 'BAB IV Hasil dan Pembahasan',
      words: countWords(BAB4),
    },
    bab5: {
      found: true,
      heading: 'BAB V KESIMPULAN DAN SARAN',
      label: 'BAB V Kesimpulan dan Saran',
      words: countWords(BAB5),
    },
  } satisfies Record<ChapterKey, ExpectedChapter>,
  chaptersFound: ['bab1', 'bab2', 'bab3', 'bab4', 'bab5'] as ChapterKey[],
  chaptersMissing: [] as ChapterKey[],
  sectionsFound: [
    { chapter: 'bab1', name: 'Latar Belakang' },
    { chapter: 'bab1', name: 'Rumusan Masalah' },
    { chapter: 'bab1', name: 'Tujuan Penelitian' },
    { chapter: 'bab5', name: 'Kesimpulan' },
  ] as { chapter: ChapterKey; name: string }[],
  /** Deliberately missing sub-sections. */
  sectionsMissing: [
    { chapter: 'bab1', name: 'Manfaat Penelitian' },
    { chapter: 'bab5', name: 'Saran' },
  ] as { chapter: ChapterKey; name: string }[],
  references: { found: true, entries: REFERENCES.length },
  /** Labels are "<first author's surname as written> (<year>)". */
  citedNotListed: ['Nugroho (2017)'],
  listedNotCited: ['Kurniawan (2016)'],
  /** Distinct works cited (first author + year): the 11 listed ones other than Kurniawan, and Nugroho. */
  citedCount: 12,
  /** A question only BAB III answers, and what the reply must quote. */
  search: {
    question: 'Berapa jumlah sampel dan teknik sampling apa yang digunakan?',
    chapterKey: 'bab3' as ChapterKey,
    chapter: 'BAB III Metode Penelitian',
    mustContain: 'purposive sampling',
    sentence: SAMPLE_SENTENCE,
  },
}
