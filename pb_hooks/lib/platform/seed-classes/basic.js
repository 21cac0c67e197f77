// Demo classes of 'Paket Basic Skripsi' (PB_SEED=demo; lib/platform/seed-classes.js gathers them).

const { q } = require(`${__hooks}/lib/platform/seed-classes/question.js`)

module.exports = [
  {
    paket: 0,
    judul: 'Menentukan Topik dan Judul Skripsi',
    pengajar: 'Dr. Ratna Wulandari, M.Pd.',
    level: 'Beginner',
    rating: 4.85,
    jumlah_review: 128,
    jumlah_user: 1240,
    durasi_menit: 90,
    harga_asli: 199000,
    harga_diskon: 99000,
    deskripsi:
      'Cara menemukan topik yang layak diteliti, mempersempitnya, dan merumuskan judul yang disetujui pembimbing.',
    chapters: [
      {
        judul: 'Menemukan Topik',
        lessons: [
          {
            judul: 'Sumber ide penelitian',
            videos: [
              ['Mencari ide dari jurnal terbaru', 'M7lc1UVf-VE'],
              ['Fenomena di sekitar kampus', 'aqz-KE-bpKQ'],
            ],
          },
          // The second video is an uploaded MP4 (pocketbase/demo-media/), so the demo can download a lesson.
          {
            judul: 'Menguji kelayakan topik',
            videos: [['Kriteria topik yang layak', 'ScMzIvxBSi4']],
            uploads: [['Contoh video unggahan (bisa diunduh)', 'pelajaran-contoh.mp4']],
          },
        ],
      },
      {
        judul: 'Merumuskan Judul',
        lessons: [
          {
            judul: 'Anatomi judul skripsi',
            videos: [['Variabel, subjek, dan lokasi', 'jNQXAC9IVRw']],
          },
          {
            judul: 'Konsultasi judul dengan pembimbing',
            videos: [['Menyiapkan bahan konsultasi', 'YE7VzlLtp-4']],
          },
        ],
      },
    ],
    pretest: [
      q(
        'Apa langkah pertama yang paling tepat sebelum menentukan judul skripsi?',
        'Langsung menulis Bab 1',
        'Mengidentifikasi masalah penelitian',
        'Menyusun daftar pustaka',
        'Membuat kuesioner',
        'b',
      ),
      q(
        'Sumber ide penelitian yang paling kuat secara akademik adalah...',
        'Media sosial',
        'Saran teman',
        'Celah penelitian (research gap) di jurnal',
        'Judul skripsi kakak tingkat',
        'c',
      ),
      q(
        'Judul skripsi yang baik umumnya memuat...',
        'Variabel dan subjek penelitian',
        'Nama pembimbing',
        'Jumlah halaman',
        'Tahun lulus',
        'a',
      ),
      q(
        'Topik dikatakan layak diteliti bila...',
        'Datanya dapat diperoleh',
        'Belum pernah dibahas siapa pun',
        'Sangat luas cakupannya',
        'Disukai teman sekelas',
        'a',
      ),
      q(
        'Research gap adalah...',
        'Jarak kampus ke lokasi penelitian',
        'Bagian yang belum terjawab oleh penelitian sebelumnya',
        'Selisih nilai pretest dan posttest',
        'Jeda waktu pengerjaan skripsi',
        'b',
      ),
    ],
    posttest: [
      q(
        'Contoh judul yang memuat variabel, subjek, dan lokasi adalah...',
        'Pengaruh Media Sosial',
        'Pengaruh Literasi Digital terhadap Minat Baca Mahasiswa Universitas X',
        'Skripsi Saya',
        'Analisis Data',
        'b',
      ),
      q(
        'Mengapa topik perlu dipersempit?',
        'Agar penelitian fokus dan dapat diselesaikan',
        'Agar skripsi lebih tebal',
        'Agar tidak perlu pembimbing',
        'Agar tidak perlu data',
        'a',
      ),
      q(
        'Bahan yang sebaiknya dibawa saat konsultasi judul adalah...',
        'Hanya judul',
        'Latar belakang singkat dan rujukan jurnal',
        'Daftar nilai',
        'Fotokopi KTP',
        'b',
      ),
      q(
        'Kriteria topik yang layak TIDAK termasuk...',
        'Ketersediaan data',
        'Relevansi dengan bidang studi',
        'Kemampuan peneliti',
        'Popularitas di media sosial',
        'd',
      ),
      q(
        'Kata kerja yang umum dipakai dalam judul penelitian kuantitatif adalah...',
        'Pengaruh',
        'Cerita',
        'Kisah',
        'Opini',
        'a',
      ),
    ],
  },
  {
    paket: 0,
    judul: 'Menulis Bab 1 Pendahuluan',
    pengajar: 'Fajar Nugroho, M.Si.',
    level: 'Beginner',
    rating: 4.78,
    jumlah_review: 96,
    jumlah_user: 980,
    durasi_menit: 75,
    harga_asli: 179000,
    harga_diskon: 0,
    deskripsi:
      'Menyusun latar belakang, rumusan masalah, tujuan, dan manfaat penelitian yang saling nyambung.',
    chapters: [
      {
        judul: 'Latar Belakang',
        lessons: [
          {
            judul: 'Pola piramida terbalik',
            videos: [['Dari fenomena umum ke masalah khusus', 'kJQP7kiw5Fk']],
          },
          {
            judul: 'Mengutip data pendukung',
            videos: [['Data BPS dan jurnal sebagai pijakan', 'OPf0YbXqDm0']],
          },
        ],
      },
      {
        judul: 'Rumusan dan Tujuan',
        lessons: [
          {
            judul: 'Menulis rumusan masalah',
            videos: [['Kalimat tanya yang terukur', '9bZkp7q19f0']],
          },
          {
            judul: 'Tujuan dan manfaat penelitian',
            videos: [['Menyelaraskan tujuan dengan rumusan', 'hT_nvWreIhg']],
          },
        ],
      },
    ],
    pretest: [
      q(
        'Bagian Bab 1 yang menjelaskan mengapa penelitian dilakukan adalah...',
        'Latar belakang',
        'Daftar pustaka',
        'Lampiran',
        'Abstrak',
        'a',
      ),
      q(
        'Rumusan masalah biasanya ditulis dalam bentuk...',
        'Kalimat perintah',
        'Kalimat tanya',
        'Tabel',
        'Grafik',
        'b',
      ),
      q(
        'Tujuan penelitian harus...',
        'Sejalan dengan rumusan masalah',
        'Berbeda dari rumusan masalah',
        'Ditulis setelah sidang',
        'Tidak perlu ditulis',
        'a',
      ),
      q(
        'Manfaat penelitian umumnya dibagi menjadi...',
        'Teoretis dan praktis',
        'Besar dan kecil',
        'Lama dan baru',
        'Wajib dan pilihan',
        'a',
      ),
      q(
        'Pola penulisan latar belakang yang dianjurkan adalah...',
        'Acak',
        'Dari khusus ke umum',
        'Dari umum ke khusus',
        'Hanya kutipan',
        'c',
      ),
    ],
    posttest: [
      q(
        'Data pendukung latar belakang sebaiknya berasal dari...',
        'Sumber resmi dan jurnal',
        'Grup obrolan',
        'Tebakan',
        'Iklan',
        'a',
      ),
      q(
        'Rumusan masalah yang baik bersifat...',
        'Terukur dan dapat dijawab penelitian',
        'Sangat umum',
        'Retoris',
        'Pribadi',
        'a',
      ),
      q(
        'Jumlah tujuan penelitian idealnya...',
        'Sama dengan jumlah rumusan masalah',
        'Selalu satu',
        'Sepuluh',
        'Bebas tanpa kaitan',
        'a',
      ),
      q(
        'Manfaat praktis ditujukan untuk...',
        'Pihak yang dapat menerapkan hasil penelitian',
        'Penulis saja',
        'Penguji saja',
        'Tidak ada',
        'a',
      ),
      q(
        'Kesalahan umum di latar belakang adalah...',
        'Terlalu banyak opini tanpa data',
        'Mengutip jurnal',
        'Menyebut fenomena',
        'Menyebut celah penelitian',
        'a',
      ),
    ],
  },
]
