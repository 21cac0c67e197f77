/// <reference path="../../../node_modules/pocketbase-jsvm/index.d.ts" />
// The personal-data registry (docs/privacy.md): every collection or table that can hold something
// about a person declares how it finds that person's rows, how they are exported
// (GET /api/me/export) and what deleting the person does (POST /api/me/delete,
// POST /api/admin/users/{id}/delete). tests/integration/privacy/registry.test.ts fails when a
// collection refers to users (a relation to `_pb_users_auth_`, an e-mail field, a text field named
// like a user reference) or a table exists without an entry here.
// Pure data (no PocketBase API at load time): the tests load it in Node.
//
// match:
//   {self: true}                     the users record itself
//   {field: 'user_id'}               rows whose field holds the user's id
//   {email: 'email'}                 rows whose e-mail field holds the user's e-mail (lower-case)
//   {via: 'thesis_documents', field} rows of the user's rows of another entry (by their id)
//   {system: 'externalAuths'}        PocketBase's own table, read through its DAO
//   null                             nothing links a row to an account (see `why`)
// userFields: every field of the collection that refers to a user (the registry test checks them).
// deletion: 'delete' | 'anonymise' | 'keep-without-account' | 'none'.

const ENTRIES = [
  {
    name: 'users',
    kind: 'collection',
    file: 'akun.json',
    match: { self: true },
    userFields: ['email'],
    exported: true,
    deletion: 'delete',
    title: 'Akun',
    description:
      'Akun Anda: e-mail, nama, peran, saldo kredit chat, status verifikasi. Kata sandi hanya disimpan sebagai hash dan tidak ikut diekspor.',
    fields: {
      email: 'alamat e-mail untuk masuk',
      full_name: 'nama lengkap yang Anda isi',
      role: 'peran: user (terdaftar), subscriber (berlangganan paket), superadmin',
      credits: 'saldo kredit chat yang belum dipakai',
      verified: 'true bila e-mail sudah diverifikasi',
      subscription_ids: 'id langganan Anda (lihat langganan.json)',
      username: 'nama pengguna buatan sistem (tidak dipakai untuk masuk)',
      avatar: 'nama file foto profil (tidak dipakai aplikasi)',
      created: 'waktu akun dibuat (UTC)',
      updated: 'waktu terakhir akun diubah (UTC)',
    },
  },
  {
    name: '_externalAuths',
    kind: 'system',
    file: 'login-google.json',
    match: { system: 'externalAuths' },
    userFields: ['recordId'],
    exported: true,
    deletion: 'delete',
    title: 'Masuk dengan Google',
    description:
      'Tautan akun Anda ke penyedia OAuth2 (Google) bila Anda pernah masuk dengan Google. PocketBase menghapusnya bersama akun.',
    fields: {
      provider: 'penyedia (mis. google)',
      providerId: 'id akun Anda di penyedia itu',
      created: 'waktu tautan dibuat (UTC)',
    },
  },
  {
    name: 'subscribers',
    kind: 'collection',
    file: 'langganan.json',
    match: { field: 'user_id' },
    userFields: ['user_id'],
    exported: true,
    deletion: 'delete',
    title: 'Langganan paket',
    description:
      'Langganan paket belajar Anda. Menghapus akun mengakhiri langganan yang masih aktif.',
    fields: {
      paket_id: 'id paket pembelajaran',
      status: 'active (aktif), suspended (ditangguhkan), expired (berakhir)',
      durasi_mulai: 'awal langganan (UTC)',
      durasi_akhir: 'akhir langganan (UTC; akhir hari WIB)',
    },
  },
  {
    name: 'progress',
    kind: 'collection',
    file: 'kemajuan-belajar.json',
    match: { field: 'user_id' },
    userFields: ['user_id'],
    exported: true,
    deletion: 'delete',
    title: 'Kemajuan belajar dan jawaban tes',
    description: 'Materi yang sudah Anda selesaikan, nilai dan jawaban pre-test/post-test.',
    fields: {
      materi_id: 'id materi (langkah kelas)',
      status: 'complete = selesai',
      skor: 'nilai 0-100 yang dihitung server',
      answers: 'jawaban Anda per soal (id soal → a/b/c/d)',
      completed_at: 'waktu selesai (UTC)',
    },
  },
  {
    name: 'reviews',
    kind: 'collection',
    file: 'ulasan.json',
    match: { field: 'user_id' },
    userFields: ['user_id'],
    exported: true,
    deletion: 'anonymise',
    anonymise:
      'user_id dikosongkan dan author_name menjadi "Pengguna": ulasan tetap tampil di halaman depan tanpa nama dan tanpa tautan ke akun.',
    title: 'Ulasan',
    description: 'Ulasan kelas yang Anda tulis (tampil publik di halaman depan dengan nama Anda).',
    fields: {
      materi_id: 'id post-test kelas yang diulas',
      rating: 'bintang 1-5',
      student_role: 'status mahasiswa yang Anda pilih',
      review_text: 'isi ulasan',
      author_name: 'nama yang ditampilkan (disalin dari nama lengkap Anda)',
    },
  },
  {
    name: 'thesis_documents',
    kind: 'collection',
    file: 'dokumen-skripsi.json',
    match: { field: 'user_id' },
    userFields: ['user_id'],
    exported: true,
    files: ['file'],
    deletion: 'delete',
    title: 'Dokumen skripsi',
    description:
      'Skripsi yang Anda unggah: teks yang dibaca dari file, analisis strukturnya, jumlah kata dan halaman. File aslinya ada di folder skripsi/. Dihapus otomatis bila tidak dibuka selama masa simpan (lihat halaman Kebijakan Privasi).',
    fields: {
      file_name: 'nama file saat diunggah',
      file: 'nama file yang disimpan server (isi: folder skripsi/)',
      text: 'teks dokumen yang dibaca di peramban Anda',
      analysis: 'analisis struktur (bab, subbab, jumlah kata, kutipan)',
      pages: 'jumlah halaman (PDF)',
      words: 'jumlah kata',
      external_id: 'id dokumen di layanan otomasi, bila operator memakainya',
      last_opened: 'terakhir dipakai oleh chat akademik, ulasan AI atau simulasi sidang (UTC)',
    },
  },
  {
    name: 'thesis_passages',
    kind: 'table',
    file: 'potongan-skripsi.json',
    match: { via: 'thesis_documents', field: 'document_id' },
    userFields: [],
    exported: true,
    deletion: 'delete',
    title: 'Potongan teks skripsi (indeks pencarian)',
    description:
      'Potongan teks skripsi Anda yang dipakai chat akademik untuk mencari kutipan (tabel pencarian teks penuh). Dihapus bersama dokumennya.',
    fields: {
      document_id: 'id dokumen skripsi',
      ord: 'urutan potongan dalam dokumen',
      chapter: 'bab tempat potongan itu',
      page: 'halaman PDF (0 = tidak diketahui)',
      body: 'isi potongan',
    },
  },
  {
    name: 'sidang_sessions',
    kind: 'collection',
    file: 'simulasi-sidang.json',
    match: { field: 'user_id' },
    userFields: ['user_id'],
    exported: true,
    deletion: 'delete',
    title: 'Simulasi sidang',
    description:
      'Latihan sidang Anda: pertanyaan, jawaban, nilai dan laporan. Laporan tetap ada bila dokumennya dihapus.',
    fields: {
      document: 'id dokumen skripsi (kosong bila dokumennya sudah dihapus)',
      document_name: 'nama file dokumen saat latihan dimulai',
      settings: 'jumlah pertanyaan dan fokus',
      questions: 'pertanyaan yang diajukan',
      answers: 'jawaban Anda',
      scores: 'nilai dan umpan balik per jawaban',
      report: 'laporan akhir',
      status: 'active (berjalan) atau finished (selesai)',
      source: 'builtin (asisten bawaan) atau llm (model bahasa operator)',
      credits_spent: 'kredit yang dipakai',
    },
  },
  {
    name: 'payment_transactions',
    kind: 'collection',
    file: 'pembayaran.json',
    match: { email: 'customer_email' },
    userFields: ['customer_email', 'processed_by'],
    exported: true,
    deletion: 'keep-without-account',
    anonymise:
      'Disimpan untuk pembukuan pemilik layanan (nomor pesanan, nominal, status, tanggal) tetapi tanpa identitas: customer_email dikosongkan (""), data pelanggan (customer_details, alamat, custom_field1 dan setiap teks berisi e-mail itu) dihapus dari webhook_data, dan processed_by yang berisi id akun dikosongkan.',
    title: 'Pembayaran',
    description: 'Transaksi pembayaran dengan e-mail Anda sebagai e-mail pembeli.',
    fields: {
      order_id: 'nomor pesanan',
      customer_email: 'e-mail pembeli',
      amount: 'nominal (rupiah)',
      credits_amount: 'kredit yang diberikan',
      status: 'pending, completed, failed, cancelled',
      payment_method: 'metode pembayaran',
      webhook_data: 'notifikasi dari penyedia pembayaran apa adanya',
      paket_id: 'paket yang dibeli (bila ada)',
      paid_at: 'waktu dibayar (UTC)',
      processed_at: 'waktu diproses (UTC)',
      processed_by: 'webhook, id superadmin, atau admin',
      review_note: 'catatan bila pembayaran perlu diperiksa manual',
    },
  },
  {
    name: 'authorized_emails',
    kind: 'collection',
    file: 'izin-pendaftaran.json',
    match: { email: 'email' },
    userFields: ['email'],
    exported: true,
    deletion: 'delete',
    title: 'Izin pendaftaran',
    description:
      'E-mail Anda yang diizinkan mendaftar, dengan paket dan kredit yang menunggu akun terverifikasi.',
    fields: {
      email: 'e-mail yang diizinkan',
      source: 'purchase (pembelian) atau admin',
      order_id: 'nomor pesanan pembelian',
      paket_id: 'paket yang menunggu',
      durasi_hari: 'lama langganan paket itu',
      pending_credits: 'kredit yang menunggu',
      pending_packages: 'pembelian paket lain yang menunggu',
    },
  },
  {
    name: 'tombstones',
    kind: 'collection',
    file: 'catatan-hapus-sinkronisasi.json',
    match: { field: 'user_id' },
    userFields: ['user_id'],
    exported: true,
    deletion: 'delete',
    title: 'Catatan penghapusan (sinkronisasi)',
    description:
      'Catatan teknis bahwa data Anda (langganan, kemajuan, ulasan) pernah dihapus, agar perangkat Anda ikut menghapusnya.',
    fields: {
      coll: 'koleksi data yang dihapus',
      record_id: 'id data yang dihapus',
      paket_id: 'paket data itu',
    },
  },
  {
    name: '_rate_limit_hits',
    kind: 'table',
    file: '',
    match: null,
    userFields: [],
    exported: false,
    deletion: 'delete',
    why: 'Penghitung batas percobaan (alamat IP, dan e-mail untuk percobaan masuk yang gagal) yang kedaluwarsa sendiri dalam hitungan menit; tidak diekspor. Saat akun dihapus, penghitung dengan e-mail atau id akun itu ikut dihapus.',
  },
  {
    name: 'chat_trial_usage',
    kind: 'collection',
    file: '',
    match: null,
    userFields: [],
    exported: false,
    deletion: 'none',
    why: 'Jatah chat uji coba per klien (kunci dari alamat jaringan) dan hari; tidak terhubung ke akun mana pun.',
  },
  {
    name: '_llm_stats',
    kind: 'table',
    file: '',
    match: null,
    userFields: [],
    exported: false,
    deletion: 'none',
    why: 'Penghitung harian model bahasa (jumlah jawaban, token, galat terakhir yang disensor); tanpa identitas pengguna.',
  },
  {
    name: '_chat_stats',
    kind: 'table',
    file: '',
    match: null,
    userFields: [],
    exported: false,
    deletion: 'none',
    why: 'Jumlah jawaban chat per hari dan sumber (untuk grafik admin); tanpa identitas pengguna.',
  },
]

/** The entry of a collection or table name, or null. */
function entryOf(name) {
  for (let i = 0; i < ENTRIES.length; i++) if (ENTRIES[i].name === name) return ENTRIES[i]
  return null
}

module.exports = { ENTRIES, entryOf }
