// The LLM benchmark's questions (scripts/bench/llm.mjs): what a student asks about the fixture thesis
// (tests/support/thesis-fixture.ts), each with a phrase found in exactly one stored passage (checked
// against thesis_passages before the run).

export const QUESTIONS = [
  ['Apa latar belakang masalah penelitian ini?', 'Perkembangan teknologi digital mengubah cara'],
  ['Apa rumusan masalah penelitian saya?', 'rumusan masalah penelitian ini adalah sebagai berikut'],
  ['Apa tujuan penelitian ini?', 'Tujuan penelitian ini adalah untuk menganalisis'],
  ['Apa batasan penelitian dalam skripsi ini?', 'dibatasi pada mahasiswa aktif program sarjana'],
  [
    'Produk apa saja yang termasuk dalam lingkup penelitian?',
    'terbatas pada pembelian produk fesyen, gawai, dan makanan',
  ],
  ['Apa yang dimaksud dengan perilaku konsumtif?', 'bukan karena kebutuhan, melainkan karena'],
  [
    'Data BPS apa yang dikutip di latar belakang?',
    'pengeluaran kelompok usia muda untuk kebutuhan non-pokok',
  ],
  ['Apa itu teori perilaku terencana?', 'niat seseorang untuk melakukan suatu perilaku'],
  [
    'Bagaimana Chen dan Volpe mendefinisikan literasi keuangan?',
    'Chen dan Volpe (1998) mendefinisikan literasi keuangan',
  ],
  [
    'Apa pengertian gaya hidup menurut landasan teori?',
    'tercermin dalam aktivitas, minat, dan opini',
  ],
  ['Apa saja indikator perilaku konsumtif?', 'pembelian karena kemasan yang menarik'],
  ['Apa hipotesis penelitian ini?', 'hipotesis penelitian ini adalah: literasi keuangan'],
  ['Metode penelitian apa yang digunakan?', 'pendekatan kuantitatif dengan metode survei'],
  ['Berapa jumlah populasi penelitian?', 'berjumlah 1.450 orang'],
  ['Berapa jumlah sampel dan teknik sampling apa yang digunakan?', 'purposive sampling'],
  ['Rumus apa yang dipakai untuk menentukan jumlah sampel?', 'rumus Slovin'],
  ['Instrumen apa yang dipakai untuk mengumpulkan data?', 'kuesioner daring yang disebarkan'],
  ['Skala pengukuran apa yang digunakan pada kuesioner?', 'skala Likert lima poin'],
  ['Apakah kuesioner diuji coba sebelum disebarkan?', 'diuji coba kepada 30 mahasiswa'],
  ['Teknik analisis data apa yang digunakan?', 'perangkat lunak SPSS versi 26'],
  [
    'Bagaimana hipotesis diuji dan pada taraf signifikansi berapa?',
    'uji t dan uji F pada taraf signifikansi 5 persen',
  ],
  ['Berapa responden perempuan dan laki-laki?', '78 responden adalah perempuan'],
  ['Berapa uang saku sebagian besar responden?', 'satu hingga dua juta rupiah'],
  ['Berapa koefisien regresi literasi keuangan dan signifikansinya?', '-0,312'],
  ['Berapa nilai koefisien determinasi penelitian ini?', '52,1 persen'],
  [
    'Apakah hasil penelitian sejalan dengan penelitian terdahulu?',
    'sejalan dengan Lusardi dan Mitchell (2014)',
  ],
  ['Apa kesimpulan penelitian ini?', 'dapat disimpulkan bahwa literasi keuangan'],
  [
    'Apa judul buku Sugiyono yang ada di daftar pustaka?',
    'Metode penelitian kuantitatif, kualitatif, dan R&D',
  ],
  ['Di jurnal apa artikel Lusardi dan Mitchell diterbitkan?', 'Journal of Economic Literature'],
  ['Apa kata kunci skripsi ini?', 'Kata kunci: literasi keuangan'],
]

/** Text compared without case and runs of white space. */
export const norm = (s) => String(s).replace(/\s+/g, ' ').trim().toLowerCase()
