// Demo classes of 'Paket Pro Metodologi' (PB_SEED=demo; lib/platform/seed-classes.js gathers them).

const { q } = require(`${__hooks}/lib/platform/seed-classes/question.js`)

module.exports = [
  {
    paket: 1,
    judul: 'Metodologi Penelitian Kuantitatif',
    pengajar: 'Prof. Hendra Gunawan, Ph.D.',
    level: 'Intermediate',
    rating: 4.9,
    jumlah_review: 210,
    jumlah_user: 1875,
    durasi_menit: 150,
    harga_asli: 299000,
    harga_diskon: 149000,
    deskripsi:
      'Populasi dan sampel, instrumen penelitian, uji validitas dan reliabilitas, serta regresi sederhana.',
    chapters: [
      {
        judul: 'Populasi dan Sampel',
        lessons: [
          {
            judul: 'Teknik sampling',
            videos: [['Probability vs non-probability sampling', 'e-ORhEE9VVg']],
          },
          {
            judul: 'Menghitung ukuran sampel',
            videos: [['Rumus Slovin dan tabel Krejcie-Morgan', 'RgKAFK5djSk']],
          },
        ],
      },
      {
        judul: 'Instrumen dan Analisis',
        lessons: [
          {
            judul: 'Uji validitas dan reliabilitas',
            videos: [['Korelasi item-total dan Cronbach alpha', 'fRh_vgS2dFE']],
          },
          {
            judul: 'Regresi linear sederhana',
            videos: [['Membaca output regresi', 'JGwWNGJdvx8']],
          },
        ],
      },
    ],
    pretest: [
      q(
        'Sampel adalah...',
        'Seluruh objek penelitian',
        'Sebagian dari populasi yang diteliti',
        'Alat ukur penelitian',
        'Hasil penelitian',
        'b',
      ),
      q(
        'Cronbach alpha digunakan untuk menguji...',
        'Validitas',
        'Reliabilitas',
        'Normalitas',
        'Heteroskedastisitas',
        'b',
      ),
      q(
        'Rumus Slovin dipakai untuk...',
        'Menentukan ukuran sampel',
        'Menghitung rata-rata',
        'Menguji hipotesis',
        'Membuat grafik',
        'a',
      ),
      q(
        'Skala Likert umumnya mengukur...',
        'Sikap atau persepsi',
        'Berat badan',
        'Suhu',
        'Jarak',
        'a',
      ),
      q(
        'Nilai signifikansi < 0,05 umumnya berarti...',
        'Hipotesis nol ditolak',
        'Data tidak valid',
        'Sampel kurang',
        'Instrumen rusak',
        'a',
      ),
    ],
    posttest: [
      q(
        'Simple random sampling termasuk teknik...',
        'Probability sampling',
        'Non-probability sampling',
        'Snowball',
        'Purposive',
        'a',
      ),
      q(
        'Instrumen dinyatakan reliabel bila Cronbach alpha umumnya...',
        '> 0,6 atau 0,7',
        '< 0,1',
        'Sama dengan 0',
        'Negatif',
        'a',
      ),
      q(
        'Koefisien determinasi (R²) menunjukkan...',
        'Proporsi variasi Y yang dijelaskan X',
        'Jumlah sampel',
        'Nilai rata-rata',
        'Jumlah variabel',
        'a',
      ),
      q(
        'Uji validitas item biasanya memakai...',
        'Korelasi item-total',
        'Uji t berpasangan',
        'Chi-square',
        'ANOVA',
        'a',
      ),
      q(
        'Variabel yang memengaruhi disebut variabel...',
        'Independen',
        'Dependen',
        'Kontrol',
        'Moderasi',
        'a',
      ),
    ],
  },
  {
    paket: 1,
    judul: 'Penelitian Kualitatif dan Wawancara',
    pengajar: 'Laras Kusuma, M.A.',
    level: 'Advanced',
    rating: 4.72,
    jumlah_review: 74,
    jumlah_user: 640,
    durasi_menit: 120,
    harga_asli: 249000,
    harga_diskon: 129000,
    deskripsi:
      'Merancang pedoman wawancara, melakukan koding tematik, dan menjaga keabsahan data kualitatif.',
    chapters: [
      {
        judul: 'Pengumpulan Data',
        lessons: [
          {
            judul: 'Menyusun pedoman wawancara',
            videos: [['Pertanyaan terbuka yang menggali', 'lTRiuFIWV54']],
          },
          {
            judul: 'Observasi partisipan',
            videos: [['Catatan lapangan yang rapi', 'L_jWHffIx5E']],
          },
        ],
      },
      {
        judul: 'Analisis Data',
        lessons: [
          { judul: 'Koding tematik', videos: [['Dari transkrip ke tema', 'tgbNymZ7vqY']] },
          {
            judul: 'Triangulasi dan keabsahan data',
            videos: [['Empat kriteria keabsahan', '2Vv-BfVoq4g']],
          },
        ],
      },
    ],
    pretest: [
      q(
        'Ciri utama penelitian kualitatif adalah...',
        'Menggali makna secara mendalam',
        'Menguji hipotesis dengan statistik',
        'Sampel sangat besar',
        'Data berupa angka saja',
        'a',
      ),
      q(
        'Triangulasi bertujuan untuk...',
        'Menguji keabsahan data',
        'Menambah jumlah responden',
        'Menghitung rata-rata',
        'Membuat kuesioner',
        'a',
      ),
      q(
        'Informan dalam penelitian kualitatif dipilih dengan teknik...',
        'Purposive',
        'Slovin',
        'Acak sistematis',
        'Stratified',
        'a',
      ),
      q(
        'Pertanyaan wawancara yang baik bersifat...',
        'Terbuka',
        'Ya/tidak',
        'Mengarahkan jawaban',
        'Sangat panjang',
        'a',
      ),
      q(
        'Hasil wawancara biasanya diolah menjadi...',
        'Transkrip',
        'Grafik batang',
        'Tabel frekuensi',
        'Persamaan regresi',
        'a',
      ),
    ],
    posttest: [
      q(
        'Koding tematik dimulai dari...',
        'Membaca transkrip berulang kali',
        'Menghitung korelasi',
        'Menentukan sampel acak',
        'Membuat hipotesis nol',
        'a',
      ),
      q(
        'Member check dilakukan dengan...',
        'Mengonfirmasi temuan kepada informan',
        'Mengulang kuesioner',
        'Mengganti informan',
        'Menghapus data',
        'a',
      ),
      q(
        'Catatan lapangan berisi...',
        'Deskripsi dan refleksi pengamatan',
        'Nilai ujian',
        'Daftar pustaka',
        'Rumus statistik',
        'a',
      ),
      q(
        'Kriteria keabsahan data kualitatif TIDAK termasuk...',
        'Kredibilitas',
        'Transferabilitas',
        'Dependabilitas',
        'Signifikansi statistik',
        'd',
      ),
      q(
        'Saturasi data tercapai ketika...',
        'Tidak muncul informasi baru',
        'Sampel mencapai 100',
        'Wawancara berlangsung 1 jam',
        'Informan menolak',
        'a',
      ),
    ],
  },
]
