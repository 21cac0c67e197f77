// A thesis text for the citation check (pb_hooks/lib/chat/academic/citation-pairs.js): exact
// citations in the Indonesian and APA forms, near misses of every kind planted in both directions
// (a faulty citation next to a correct entry, a faulty entry next to a correct citation), and true
// orphans on both sides. CITATION_FIXTURE_EXPECTED lists what the check must report.

export const CITATION_FIXTURE_PARAGRAPHS = [
  'BAB I',
  'PENDAHULUAN',
  // exact: narrative with page (Indonesian), two sources in one parenthesis, "dan", "&", dkk. for 3+
  'Belajar adalah proses perubahan perilaku menurut Suharno (1995:124) yang banyak dikutip.',
  'Minat baca siswa masih rendah (Lestari, 2019; Gunawan, 2020).',
  'Wibowo dan Sari (2018) meneliti perpustakaan kelas di sekolah dasar.',
  'Akses buku memengaruhi kebiasaan membaca (Hartono & Susanti, 2017).',
  'Hidayat dkk. (2019) menemukan pengaruh dukungan orang tua.',
  // exact: organisations as authors, no date (n.d. and t.t.)
  'Menurut Badan Pusat Statistik (2020) angka melek huruf terus naik.',
  'Data terbaru juga tersedia (BPS, 2021).',
  'Panduan literasi sekolah sudah diterbitkan (Kementerian Pendidikan, n.d.).',
  'Budaya membaca dibentuk sejak dini (Rahardjo, t.t.).',
  // exact: a direct quotation with its page
  '"Membaca adalah jendela dunia" (Sudjana, 2009, hlm. 22).',
  'BAB II',
  'TINJAUAN PUSTAKA',
  // citation side near misses
  'Motivasi membaca dijelaskan oleh teori harapan (Pratama, 2018).',
  'Santosa (2020) menyebut literasi sebagai keterampilan dasar.',
  'Program membaca harian efektif (Kusuma dkk., 2021).',
  'Nasution et al. (2016) membahas pojok baca.',
  'Lingkungan kelas ikut berperan (Firmansyah, 2015).',
  'Wulandari (2022) membandingkan dua program literasi.',
  '"Belajar adalah perubahan perilaku" (Slameto, 2010).',
  // entry side near misses: the citation is right, the list has a faulty extra entry
  'Nugroho (2017) mengukur minat baca dengan angket.',
  'Handayani (2016) menekankan peran guru.',
  'Perpustakaan sekolah perlu dibenahi (Purnomo, 2014).',
  // true orphan citation
  'Kebijakan literasi nasional dibahas oleh Marzuki (2012).',
  'DAFTAR PUSTAKA',
  'Badan Pusat Statistik. (2020). Statistik Indonesia 2020. Jakarta: BPS.',
  'BPS. (2021). Statistik pendidikan 2021. Jakarta: BPS.',
  'Firmansyah, A., & Lubis, H. (2015). Lingkungan belajar. Jurnal Pendidikan, 3(1), 1-10.',
  'Gunawan, R. (2020). Minat baca remaja. Jurnal Literasi, 2(1), 5-12.',
  'Handayani, S. (2016). Peran guru dalam literasi. Bandung: Alfabeta.',
  'Handayanni, S. (2016). Peran guru dalam literasi (edisi kedua). Bandung: Alfabeta.',
  'Hartono, B., & Susanti, L. (2017). Akses buku dan kebiasaan membaca. Jurnal Ilmu, 4(2), 9-20.',
  'Hidayat, R., Putra, A., & Dewi, K. (2019). Dukungan orang tua. Jurnal Keluarga, 1(1), 1-9.',
  'Kementerian Pendidikan. (n.d.). Panduan gerakan literasi sekolah. Jakarta: Kemendikbud.',
  'Kusuma, D., & Anggraini, P. (2021). Program membaca harian. Jurnal Sekolah, 6(1), 30-41.',
  'Lestari, D. (2019). Minat baca siswa. Jurnal Literasi, 1(2), 14-22.',
  'Nasution, M. (2016). Pojok baca di kelas. Medan: USU Press.',
  'Nugroho, T. (2015). Angket minat baca. Yogyakarta: Deepublish.',
  'Nugroho, T. (2017). Pengukuran minat baca. Yogyakarta: Deepublish.',
  'Pratama, Y. (2019). Teori harapan dalam pendidikan. Jakarta: Kencana.',
  'Purnomo, H. (2014). Perpustakaan sekolah. Malang: UMM Press.',
  'Purnomo, H. (2014). Pengelolaan perpustakaan. Malang: UMM Press.',
  'Rahardjo, S. (t.t.). Budaya membaca. Surabaya: Airlangga.',
  'Santoso, B. (2020). Literasi dasar. Semarang: Unnes Press.',
  'Slameto. (2010). Belajar dan faktor-faktor yang mempengaruhinya. Jakarta: Rineka Cipta.',
  'Sudjana, N. (2009). Dasar-dasar proses belajar mengajar. Bandung: Sinar Baru.',
  'Suharno. (1995). Belajar dan pembelajaran. Surakarta: UNS Press.',
  'Wibowo, A., & Sari, M. (2018). Perpustakaan kelas. Jurnal Dasar, 2(2), 40-51.',
  'Wulandari, E. (2022a). Program literasi A. Jurnal Baca, 1(1), 1-8.',
  'Wulandari, E. (2022b). Program literasi B. Jurnal Baca, 1(2), 9-16.',
  'Zulkarnain, F. (2011). Sejarah perpustakaan. Padang: UNP Press.',
]

export const CITATION_FIXTURE_TEXT = CITATION_FIXTURE_PARAGRAPHS.join('\n')

const entry = (start: string) => {
  const found = CITATION_FIXTURE_PARAGRAPHS.find((p) => p.startsWith(start))
  if (!found) throw new Error(`no entry ${start}`)
  return found
}

export const CITATION_FIXTURE_EXPECTED = {
  /**
   * Suharno, Lestari, Gunawan, Wibowo, Hartono, Hidayat, BPS 2020 and 2021, Kementerian, Rahardjo,
   * Sudjana, and the correct citations Nugroho (2017) and Handayani (2016) (their lists add a
   * faulty extra entry, paired on the entry side).
   */
  exact: 13,
  pairs: [
    // citation side
    { cited: '(Pratama, 2018)', entry: entry('Pratama, Y.'), reason: 'tahun berbeda' },
    { cited: 'Santosa (2020)', entry: entry('Santoso, B.'), reason: 'ejaan nama berbeda' },
    {
      cited: '(Kusuma dkk., 2021)',
      entry: entry('Kusuma, D.'),
      reason: 'et al./dkk. untuk satu atau dua penulis',
    },
    {
      cited: 'Nasution et al. (2016)',
      entry: entry('Nasution, M.'),
      reason: 'et al./dkk. untuk satu atau dua penulis',
    },
    {
      cited: '(Firmansyah, 2015)',
      entry: entry('Firmansyah, A.'),
      reason: 'penulis kedua tidak disebut',
    },
    {
      cited: 'Wulandari (2022)',
      entry: entry('Wulandari, E. (2022a)'),
      reason: 'perlu a/b untuk penulis dan tahun yang sama',
    },
    {
      cited: '(Slameto, 2010)',
      entry: entry('Slameto.'),
      reason: 'kutipan langsung tanpa halaman',
    },
    // entry side
    {
      cited: '(Purnomo, 2014)',
      entry: entry('Purnomo, H. (2014). Perpustakaan'),
      reason: 'perlu a/b untuk penulis dan tahun yang sama',
    },
    { cited: 'Nugroho (2017)', entry: entry('Nugroho, T. (2015)'), reason: 'tahun berbeda' },
    { cited: 'Handayani (2016)', entry: entry('Handayanni, S.'), reason: 'ejaan nama berbeda' },
  ],
  citedNotListed: ['Marzuki (2012)'],
  listedNotCited: ['Zulkarnain (2011)'],
}
