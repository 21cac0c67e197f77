// Demo classes of 'Paket Premium Sidang' (PB_SEED=demo; lib/platform/seed-classes.js gathers them).

const { q } = require(`${__hooks}/lib/platform/seed-classes/question.js`)

module.exports = [
  {
    paket: 2,
    judul: 'Persiapan Sidang Skripsi',
    pengajar: 'Dr. Yusuf Maulana, M.Kom.',
    level: 'Intermediate',
    rating: 4.88,
    jumlah_review: 152,
    jumlah_user: 1320,
    durasi_menit: 100,
    harga_asli: 249000,
    harga_diskon: 99000,
    deskripsi:
      'Menyusun slide yang ringkas, berlatih presentasi 10 menit, dan menjawab pertanyaan penguji dengan tenang.',
    chapters: [
      {
        judul: 'Slide dan Presentasi',
        lessons: [
          { judul: 'Struktur slide sidang', videos: [['Satu slide, satu pesan', 'Zi_XLOBDo_Y']] },
          {
            judul: 'Latihan presentasi 10 menit',
            videos: [['Mengatur waktu dan intonasi', 'hY7m5jjJ9mM']],
          },
        ],
      },
      {
        judul: 'Tanya Jawab',
        lessons: [
          {
            judul: 'Pertanyaan yang sering muncul',
            videos: [['Kenapa memilih metode ini?', 'CevxZvSJLk8']],
          },
          {
            judul: 'Menjawab dengan tenang',
            videos: [['Teknik jeda dan parafrase', 'YQHsXMglC9A']],
          },
        ],
      },
    ],
    pretest: [
      q(
        'Durasi presentasi sidang yang umum adalah...',
        '10-15 menit',
        '2 jam',
        '1 menit',
        '1 hari',
        'a',
      ),
      q(
        'Isi slide yang dianjurkan adalah...',
        'Poin kunci dan visual',
        'Seluruh teks skripsi',
        'Foto pribadi',
        'Kosong',
        'a',
      ),
      q(
        'Saat tidak tahu jawaban pertanyaan penguji, sebaiknya...',
        'Jujur dan menjelaskan batas penelitian',
        'Mengarang jawaban',
        'Diam saja',
        'Meninggalkan ruangan',
        'a',
      ),
      q(
        'Bagian yang paling sering ditanyakan penguji adalah...',
        'Metodologi dan hasil',
        'Warna sampul',
        'Jenis huruf',
        'Nomor halaman',
        'a',
      ),
      q(
        'Latihan presentasi sebaiknya dilakukan...',
        'Berulang kali dengan pengatur waktu',
        'Sekali di malam sidang',
        'Tidak perlu',
        'Hanya membaca slide',
        'a',
      ),
    ],
    posttest: [
      q(
        'Prinsip "satu slide, satu pesan" berarti...',
        'Setiap slide fokus pada satu gagasan',
        'Hanya ada satu slide',
        'Satu kata per slide',
        'Satu warna per slide',
        'a',
      ),
      q(
        'Parafrase pertanyaan penguji berguna untuk...',
        'Memastikan pemahaman dan memberi waktu berpikir',
        'Mengulur waktu tanpa tujuan',
        'Mengalihkan topik',
        'Menyindir penguji',
        'a',
      ),
      q(
        'Keterbatasan penelitian sebaiknya...',
        'Disampaikan dengan jujur beserta saran',
        'Disembunyikan',
        'Disalahkan pada pembimbing',
        'Dihapus dari skripsi',
        'a',
      ),
      q(
        'Slide hasil penelitian sebaiknya menampilkan...',
        'Grafik atau tabel ringkas',
        'Seluruh output SPSS',
        'Transkrip lengkap',
        'Daftar pustaka',
        'a',
      ),
      q(
        'Sikap yang tepat saat sidang adalah...',
        'Tenang, sopan, dan percaya diri',
        'Defensif',
        'Menyela penguji',
        'Bercanda berlebihan',
        'a',
      ),
    ],
  },
]
