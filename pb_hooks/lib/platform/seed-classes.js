// Demo classes (PB_SEED=demo, lib/platform/seed-data.js): per package, the classes with their
// pre-test, lessons, videos and post-test questions.

function q(pertanyaan, a, b, c, d, benar) {
  return { pertanyaan: pertanyaan, pilihan_a: a, pilihan_b: b, pilihan_c: c, pilihan_d: d, jawaban_benar: benar }
}

const CLASSES = [
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
    deskripsi: 'Cara menemukan topik yang layak diteliti, mempersempitnya, dan merumuskan judul yang disetujui pembimbing.',
    chapters: [
      { judul: 'Menemukan Topik', lessons: [
        { judul: 'Sumber ide penelitian', videos: [['Mencari ide dari jurnal terbaru', 'M7lc1UVf-VE'], ['Fenomena di sekitar kampus', 'aqz-KE-bpKQ']] },
        // The second video is an uploaded MP4 (pocketbase/demo-media/), so the demo can download a lesson.
        { judul: 'Menguji kelayakan topik', videos: [['Kriteria topik yang layak', 'ScMzIvxBSi4']], uploads: [['Contoh video unggahan (bisa diunduh)', 'pelajaran-contoh.mp4']] },
      ] },
      { judul: 'Merumuskan Judul', lessons: [
        { judul: 'Anatomi judul skripsi', videos: [['Variabel, subjek, dan lokasi', 'jNQXAC9IVRw']] },
        { judul: 'Konsultasi judul dengan pembimbing', videos: [['Menyiapkan bahan konsultasi', 'YE7VzlLtp-4']] },
      ] },
    ],
    pretest: [
      q('Apa langkah pertama yang paling tepat sebelum menentukan judul skripsi?', 'Langsung menulis Bab 1', 'Mengidentifikasi masalah penelitian', 'Menyusun daftar pustaka', 'Membuat kuesioner', 'b'),
      q('Sumber ide penelitian yang paling kuat secara akademik adalah...', 'Media sosial', 'Saran teman', 'Celah penelitian (research gap) di jurnal', 'Judul skripsi kakak tingkat', 'c'),
      q('Judul skripsi yang baik umumnya memuat...', 'Variabel dan subjek penelitian', 'Nama pembimbing', 'Jumlah halaman', 'Tahun lulus', 'a'),
      q('Topik dikatakan layak diteliti bila...', 'Datanya dapat diperoleh', 'Belum pernah dibahas siapa pun', 'Sangat luas cakupannya', 'Disukai teman sekelas', 'a'),
      q('Research gap adalah...', 'Jarak kampus ke lokasi penelitian', 'Bagian yang belum terjawab oleh penelitian sebelumnya', 'Selisih nilai pretest dan posttest', 'Jeda waktu pengerjaan skripsi', 'b'),
    ],
    posttest: [
      q('Contoh judul yang memuat variabel, subjek, dan lokasi adalah...', 'Pengaruh Media Sosial', 'Pengaruh Literasi Digital terhadap Minat Baca Mahasiswa Universitas X', 'Skripsi Saya', 'Analisis Data', 'b'),
      q('Mengapa topik perlu dipersempit?', 'Agar penelitian fokus dan dapat diselesaikan', 'Agar skripsi lebih tebal', 'Agar tidak perlu pembimbing', 'Agar tidak perlu data', 'a'),
      q('Bahan yang sebaiknya dibawa saat konsultasi judul adalah...', 'Hanya judul', 'Latar belakang singkat dan rujukan jurnal', 'Daftar nilai', 'Fotokopi KTP', 'b'),
      q('Kriteria topik yang layak TIDAK termasuk...', 'Ketersediaan data', 'Relevansi dengan bidang studi', 'Kemampuan peneliti', 'Popularitas di media sosial', 'd'),
      q('Kata kerja yang umum dipakai dalam judul penelitian kuantitatif adalah...', 'Pengaruh', 'Cerita', 'Kisah', 'Opini', 'a'),
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
    deskripsi: 'Menyusun latar belakang, rumusan masalah, tujuan, dan manfaat penelitian yang saling nyambung.',
    chapters: [
      { judul: 'Latar Belakang', lessons: [
        { judul: 'Pola piramida terbalik', videos: [['Dari fenomena umum ke masalah khusus', 'kJQP7kiw5Fk']] },
        { judul: 'Mengutip data pendukung', videos: [['Data BPS dan jurnal sebagai pijakan', 'OPf0YbXqDm0']] },
      ] },
      { judul: 'Rumusan dan Tujuan', lessons: [
        { judul: 'Menulis rumusan masalah', videos: [['Kalimat tanya yang terukur', '9bZkp7q19f0']] },
        { judul: 'Tujuan dan manfaat penelitian', videos: [['Menyelaraskan tujuan dengan rumusan', 'hT_nvWreIhg']] },
      ] },
    ],
    pretest: [
      q('Bagian Bab 1 yang menjelaskan mengapa penelitian dilakukan adalah...', 'Latar belakang', 'Daftar pustaka', 'Lampiran', 'Abstrak', 'a'),
      q('Rumusan masalah biasanya ditulis dalam bentuk...', 'Kalimat perintah', 'Kalimat tanya', 'Tabel', 'Grafik', 'b'),
      q('Tujuan penelitian harus...', 'Sejalan dengan rumusan masalah', 'Berbeda dari rumusan masalah', 'Ditulis setelah sidang', 'Tidak perlu ditulis', 'a'),
      q('Manfaat penelitian umumnya dibagi menjadi...', 'Teoretis dan praktis', 'Besar dan kecil', 'Lama dan baru', 'Wajib dan pilihan', 'a'),
      q('Pola penulisan latar belakang yang dianjurkan adalah...', 'Acak', 'Dari khusus ke umum', 'Dari umum ke khusus', 'Hanya kutipan', 'c'),
    ],
    posttest: [
      q('Data pendukung latar belakang sebaiknya berasal dari...', 'Sumber resmi dan jurnal', 'Grup obrolan', 'Tebakan', 'Iklan', 'a'),
      q('Rumusan masalah yang baik bersifat...', 'Terukur dan dapat dijawab penelitian', 'Sangat umum', 'Retoris', 'Pribadi', 'a'),
      q('Jumlah tujuan penelitian idealnya...', 'Sama dengan jumlah rumusan masalah', 'Selalu satu', 'Sepuluh', 'Bebas tanpa kaitan', 'a'),
      q('Manfaat praktis ditujukan untuk...', 'Pihak yang dapat menerapkan hasil penelitian', 'Penulis saja', 'Penguji saja', 'Tidak ada', 'a'),
      q('Kesalahan umum di latar belakang adalah...', 'Terlalu banyak opini tanpa data', 'Mengutip jurnal', 'Menyebut fenomena', 'Menyebut celah penelitian', 'a'),
    ],
  },
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
    deskripsi: 'Populasi dan sampel, instrumen penelitian, uji validitas dan reliabilitas, serta regresi sederhana.',
    chapters: [
      { judul: 'Populasi dan Sampel', lessons: [
        { judul: 'Teknik sampling', videos: [['Probability vs non-probability sampling', 'e-ORhEE9VVg']] },
        { judul: 'Menghitung ukuran sampel', videos: [['Rumus Slovin dan tabel Krejcie-Morgan', 'RgKAFK5djSk']] },
      ] },
      { judul: 'Instrumen dan Analisis', lessons: [
        { judul: 'Uji validitas dan reliabilitas', videos: [['Korelasi item-total dan Cronbach alpha', 'fRh_vgS2dFE']] },
        { judul: 'Regresi linear sederhana', videos: [['Membaca output regresi', 'JGwWNGJdvx8']] },
      ] },
    ],
    pretest: [
      q('Sampel adalah...', 'Seluruh objek penelitian', 'Sebagian dari populasi yang diteliti', 'Alat ukur penelitian', 'Hasil penelitian', 'b'),
      q('Cronbach alpha digunakan untuk menguji...', 'Validitas', 'Reliabilitas', 'Normalitas', 'Heteroskedastisitas', 'b'),
      q('Rumus Slovin dipakai untuk...', 'Menentukan ukuran sampel', 'Menghitung rata-rata', 'Menguji hipotesis', 'Membuat grafik', 'a'),
      q('Skala Likert umumnya mengukur...', 'Sikap atau persepsi', 'Berat badan', 'Suhu', 'Jarak', 'a'),
      q('Nilai signifikansi < 0,05 umumnya berarti...', 'Hipotesis nol ditolak', 'Data tidak valid', 'Sampel kurang', 'Instrumen rusak', 'a'),
    ],
    posttest: [
      q('Simple random sampling termasuk teknik...', 'Probability sampling', 'Non-probability sampling', 'Snowball', 'Purposive', 'a'),
      q('Instrumen dinyatakan reliabel bila Cronbach alpha umumnya...', '> 0,6 atau 0,7', '< 0,1', 'Sama dengan 0', 'Negatif', 'a'),
      q('Koefisien determinasi (R²) menunjukkan...', 'Proporsi variasi Y yang dijelaskan X', 'Jumlah sampel', 'Nilai rata-rata', 'Jumlah variabel', 'a'),
      q('Uji validitas item biasanya memakai...', 'Korelasi item-total', 'Uji t berpasangan', 'Chi-square', 'ANOVA', 'a'),
      q('Variabel yang memengaruhi disebut variabel...', 'Independen', 'Dependen', 'Kontrol', 'Moderasi', 'a'),
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
    deskripsi: 'Merancang pedoman wawancara, melakukan koding tematik, dan menjaga keabsahan data kualitatif.',
    chapters: [
      { judul: 'Pengumpulan Data', lessons: [
        { judul: 'Menyusun pedoman wawancara', videos: [['Pertanyaan terbuka yang menggali', 'lTRiuFIWV54']] },
        { judul: 'Observasi partisipan', videos: [['Catatan lapangan yang rapi', 'L_jWHffIx5E']] },
      ] },
      { judul: 'Analisis Data', lessons: [
        { judul: 'Koding tematik', videos: [['Dari transkrip ke tema', 'tgbNymZ7vqY']] },
        { judul: 'Triangulasi dan keabsahan data', videos: [['Empat kriteria keabsahan', '2Vv-BfVoq4g']] },
      ] },
    ],
    pretest: [
      q('Ciri utama penelitian kualitatif adalah...', 'Menggali makna secara mendalam', 'Menguji hipotesis dengan statistik', 'Sampel sangat besar', 'Data berupa angka saja', 'a'),
      q('Triangulasi bertujuan untuk...', 'Menguji keabsahan data', 'Menambah jumlah responden', 'Menghitung rata-rata', 'Membuat kuesioner', 'a'),
      q('Informan dalam penelitian kualitatif dipilih dengan teknik...', 'Purposive', 'Slovin', 'Acak sistematis', 'Stratified', 'a'),
      q('Pertanyaan wawancara yang baik bersifat...', 'Terbuka', 'Ya/tidak', 'Mengarahkan jawaban', 'Sangat panjang', 'a'),
      q('Hasil wawancara biasanya diolah menjadi...', 'Transkrip', 'Grafik batang', 'Tabel frekuensi', 'Persamaan regresi', 'a'),
    ],
    posttest: [
      q('Koding tematik dimulai dari...', 'Membaca transkrip berulang kali', 'Menghitung korelasi', 'Menentukan sampel acak', 'Membuat hipotesis nol', 'a'),
      q('Member check dilakukan dengan...', 'Mengonfirmasi temuan kepada informan', 'Mengulang kuesioner', 'Mengganti informan', 'Menghapus data', 'a'),
      q('Catatan lapangan berisi...', 'Deskripsi dan refleksi pengamatan', 'Nilai ujian', 'Daftar pustaka', 'Rumus statistik', 'a'),
      q('Kriteria keabsahan data kualitatif TIDAK termasuk...', 'Kredibilitas', 'Transferabilitas', 'Dependabilitas', 'Signifikansi statistik', 'd'),
      q('Saturasi data tercapai ketika...', 'Tidak muncul informasi baru', 'Sampel mencapai 100', 'Wawancara berlangsung 1 jam', 'Informan menolak', 'a'),
    ],
  },
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
    deskripsi: 'Menyusun slide yang ringkas, berlatih presentasi 10 menit, dan menjawab pertanyaan penguji dengan tenang.',
    chapters: [
      { judul: 'Slide dan Presentasi', lessons: [
        { judul: 'Struktur slide sidang', videos: [['Satu slide, satu pesan', 'Zi_XLOBDo_Y']] },
        { judul: 'Latihan presentasi 10 menit', videos: [['Mengatur waktu dan intonasi', 'hY7m5jjJ9mM']] },
      ] },
      { judul: 'Tanya Jawab', lessons: [
        { judul: 'Pertanyaan yang sering muncul', videos: [['Kenapa memilih metode ini?', 'CevxZvSJLk8']] },
        { judul: 'Menjawab dengan tenang', videos: [['Teknik jeda dan parafrase', 'YQHsXMglC9A']] },
      ] },
    ],
    pretest: [
      q('Durasi presentasi sidang yang umum adalah...', '10-15 menit', '2 jam', '1 menit', '1 hari', 'a'),
      q('Isi slide yang dianjurkan adalah...', 'Poin kunci dan visual', 'Seluruh teks skripsi', 'Foto pribadi', 'Kosong', 'a'),
      q('Saat tidak tahu jawaban pertanyaan penguji, sebaiknya...', 'Jujur dan menjelaskan batas penelitian', 'Mengarang jawaban', 'Diam saja', 'Meninggalkan ruangan', 'a'),
      q('Bagian yang paling sering ditanyakan penguji adalah...', 'Metodologi dan hasil', 'Warna sampul', 'Jenis huruf', 'Nomor halaman', 'a'),
      q('Latihan presentasi sebaiknya dilakukan...', 'Berulang kali dengan pengatur waktu', 'Sekali di malam sidang', 'Tidak perlu', 'Hanya membaca slide', 'a'),
    ],
    posttest: [
      q('Prinsip "satu slide, satu pesan" berarti...', 'Setiap slide fokus pada satu gagasan', 'Hanya ada satu slide', 'Satu kata per slide', 'Satu warna per slide', 'a'),
      q('Parafrase pertanyaan penguji berguna untuk...', 'Memastikan pemahaman dan memberi waktu berpikir', 'Mengulur waktu tanpa tujuan', 'Mengalihkan topik', 'Menyindir penguji', 'a'),
      q('Keterbatasan penelitian sebaiknya...', 'Disampaikan dengan jujur beserta saran', 'Disembunyikan', 'Disalahkan pada pembimbing', 'Dihapus dari skripsi', 'a'),
      q('Slide hasil penelitian sebaiknya menampilkan...', 'Grafik atau tabel ringkas', 'Seluruh output SPSS', 'Transkrip lengkap', 'Daftar pustaka', 'a'),
      q('Sikap yang tepat saat sidang adalah...', 'Tenang, sopan, dan percaya diri', 'Defensif', 'Menyela penguji', 'Bercanda berlebihan', 'a'),
    ],
  },
]

module.exports = { CLASSES }
