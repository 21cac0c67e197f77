/// <reference path="../../../node_modules/pocketbase-jsvm/index.d.ts" />
// Demo data (PB_SEED=demo): Indonesian thesis-writing packages, classes, tests, lessons and accounts.
// The YouTube ids are sample videos for the demo; an operator replaces them in the admin area.
// The classes themselves are in lib/platform/seed-classes.js.

const DEMO_PASSWORD = 'demo12345'

const USERS = [
  {
    key: 'admin',
    email: 'admin@demo.pendampingskripsi.id',
    full_name: 'Admin Pendamping',
    role: 'superadmin',
    credits: 100,
  },
  {
    key: 'siti',
    email: 'siti@demo.pendampingskripsi.id',
    full_name: 'Siti Rahmawati',
    role: 'subscriber',
    credits: 25,
  },
  {
    key: 'budi',
    email: 'budi@demo.pendampingskripsi.id',
    full_name: 'Budi Santoso',
    role: 'subscriber',
    credits: 0,
  },
  {
    key: 'rina',
    email: 'rina@demo.pendampingskripsi.id',
    full_name: 'Rina Anggraini',
    role: 'user',
    credits: 5,
  },
  {
    key: 'dewi',
    email: 'dewi@demo.pendampingskripsi.id',
    full_name: 'Dewi Lestari',
    role: 'subscriber',
    credits: 10,
  },
  {
    key: 'andi',
    email: 'andi@demo.pendampingskripsi.id',
    full_name: 'Andi Pratama',
    role: 'subscriber',
    credits: 3,
  },
]

/** An authorised e-mail with no account yet, to try the registration (it carries package 0). */
const OPEN_REGISTRATION = {
  email: 'mahasiswa.baru@demo.pendampingskripsi.id',
  paket: 0,
  durasi_hari: 90,
}

const PACKAGES = [
  {
    nama_paket: 'Paket Basic Skripsi',
    deskripsi:
      'Dasar-dasar menyusun skripsi: memilih topik, merumuskan masalah, dan menulis proposal yang rapi.',
    harga: 149000,
    durasi_hari: 90,
    gradient_from: '#f97316',
    gradient_to: '#fb923c',
  },
  {
    nama_paket: 'Paket Pro Metodologi',
    deskripsi:
      'Metodologi penelitian kuantitatif dan kualitatif, dari instrumen sampai analisis data.',
    harga: 249000,
    durasi_hari: 120,
    gradient_from: '#7c3aed',
    gradient_to: '#a78bfa',
  },
  {
    nama_paket: 'Paket Premium Sidang',
    deskripsi:
      'Persiapan sidang skripsi: menyusun slide, latihan presentasi, dan menjawab pertanyaan penguji.',
    harga: 399000,
    durasi_hari: 180,
    gradient_from: '#2563eb',
    gradient_to: '#60a5fa',
  },
]

const { CLASSES } = require(`${__hooks}/lib/platform/seed-classes.js`)

const PACKAGE_CONTENT = [
  [
    0,
    'Selamat datang di Paket Basic',
    'Mulailah dari kelas "Menentukan Topik dan Judul Skripsi", lalu lanjutkan ke Bab 1.',
  ],
  [
    0,
    'Jadwal konsultasi',
    'Konsultasi grup setiap Sabtu pukul 10.00 WIB melalui Zoom. Tautan dikirim lewat e-mail.',
  ],
  [
    1,
    'Panduan Paket Pro',
    'Siapkan data penelitianmu: kelas metodologi memakai contoh data yang bisa kamu ganti dengan datamu sendiri.',
  ],
  [
    2,
    'Simulasi sidang',
    'Setelah menyelesaikan kelas, daftar simulasi sidang bersama mentor melalui WhatsApp admin.',
  ],
]

const REVIEWS = [
  [
    'siti',
    0,
    5,
    'Mahasiswa S1',
    'Materinya runtut, akhirnya judul saya di-ACC pembimbing dalam dua minggu!',
  ],
  ['dewi', 0, 5, 'Mahasiswa S1', 'Penjelasan research gap-nya jelas sekali, sangat membantu.'],
  [
    'andi',
    1,
    4,
    'Mahasiswa D4',
    'Contoh latar belakangnya relevan. Semoga ditambah contoh dari jurusan teknik.',
  ],
  [
    'dewi',
    2,
    5,
    'Mahasiswa S2',
    'Bagian uji validitas dan reliabilitas paling saya butuhkan untuk tesis.',
  ],
  ['siti', 2, 5, 'Mahasiswa S1', 'Regresi jadi tidak menakutkan lagi. Terima kasih!'],
  ['andi', 4, 5, 'Mahasiswa S1', 'Latihan tanya jawabnya bikin lebih percaya diri saat sidang.'],
]

const PAYMENTS = [
  {
    order_id: 'DEMO-ORDER-0001',
    customer: 'siti',
    amount: 50000,
    credits: 50,
    status: 'completed',
    method: 'bank_transfer',
  },
  {
    order_id: 'DEMO-ORDER-0002',
    customer: 'rina',
    amount: 25000,
    credits: 20,
    status: 'pending',
    method: 'gopay',
  },
  {
    order_id: 'DEMO-ORDER-0003',
    customer: 'budi',
    amount: 50000,
    credits: 50,
    status: 'failed',
    method: 'qris',
  },
]

module.exports = {
  DEMO_PASSWORD,
  USERS,
  OPEN_REGISTRATION,
  PACKAGES,
  CLASSES,
  PACKAGE_CONTENT,
  REVIEWS,
  PAYMENTS,
}
