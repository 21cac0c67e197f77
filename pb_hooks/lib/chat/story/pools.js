// Reply pools of the built-in Ruang Cerita assistant (lib/chat/story/assistant.js): per topic,
// the empathetic openings, the concrete next steps and the closing questions.
// Pure CommonJS data: runs in goja (PocketBase 0.22) and in Node.

const OPENINGS = {
  stres: [
    'Kedengarannya kamu sedang memikul beban yang berat, dan wajar sekali merasa kewalahan.',
    'Terima kasih sudah mau bercerita. Rasa tertekan saat mengerjakan skripsi itu nyata, dan kamu tidak sendirian.',
    'Aku bisa merasakan betapa melelahkannya situasi ini buat kamu.',
    'Capek dan cemas seperti itu manusiawi banget, apalagi saat skripsi terasa tidak ada ujungnya.',
    'Pelan-pelan ya. Perasaanmu valid, dan kita bisa mengurainya sedikit demi sedikit.',
  ],
  prokrastinasi: [
    'Menunda-nunda itu sering bukan soal malas, tapi karena tugasnya terasa terlalu besar untuk dimulai.',
    'Banyak mahasiswa tingkat akhir mengalami hal yang sama: niatnya ada, tapi mulai itu yang paling berat.',
    'Tidak apa-apa, kamu tidak sendirian. Rasa mager biasanya muncul saat kita belum tahu langkah pertamanya.',
    'Wajar kok kalau skripsi terasa bikin ingin kabur ke hal lain dulu. Yang penting sekarang kamu sudah sadar dan mau berubah.',
    'Kebiasaan menunda bisa diakali dengan langkah yang sangat kecil, bukan dengan memaksa diri sekaligus.',
  ],
  dospem: [
    'Hubungan dengan dosen pembimbing memang sering jadi bagian yang paling menguras perasaan.',
    'Aku paham, menunggu kabar dari dospem itu bisa bikin cemas dan serba salah.',
    'Berurusan dengan dosen pembimbing memang butuh strategi komunikasi tersendiri, dan itu bisa dipelajari.',
    'Kedengarannya komunikasi dengan pembimbing sedang tidak mulus, dan itu wajar membuatmu frustrasi.',
    'Banyak mahasiswa merasakan hal serupa dengan dospemnya. Kita cari cara supaya bimbinganmu lebih lancar, ya.',
  ],
  revisi: [
    'Revisi yang datang terus memang melelahkan, tapi setiap coretan sebenarnya tanda skripsimu sedang dibaca dengan serius.',
    'Aku mengerti rasanya melihat banyak coretan. Itu bukan berarti kamu gagal, hanya ada bagian yang perlu dipertajam.',
    'Revisi itu bagian normal dari proses skripsi, bahkan untuk mahasiswa yang paling rajin sekalipun.',
    'Wajar kalau kamu kesal dengan revisi yang berulang. Mari kita buat revisinya lebih terkendali.',
    'Setiap revisi yang kamu selesaikan membawa skripsimu selangkah lebih dekat ke sidang.',
  ],
  sidang: [
    'Deg-degan menjelang sidang itu normal, artinya kamu peduli dengan hasilnya.',
    'Sidang memang momen yang menegangkan, tapi kamu adalah orang yang paling memahami penelitianmu sendiri.',
    'Rasa gugup sebelum sidang bisa dikelola dengan persiapan yang terarah.',
    'Keren, kamu sudah sampai tahap sidang! Wajar kalau sekarang rasanya campur aduk.',
    'Banyak mahasiswa merasa cemas sebelum sidang, dan sebagian besar ternyata bisa melewatinya dengan baik.',
  ],
  motivasi: [
    'Saat semangat sedang turun, ingat bahwa kamu sudah berjalan sejauh ini, dan itu bukan hal kecil.',
    'Perasaan ingin menyerah sering muncul justru saat kita sudah lelah berjuang lama. Itu tanda kamu butuh jeda, bukan tanda kamu tidak mampu.',
    'Setiap orang punya waktunya masing-masing. Membandingkan diri dengan teman yang sudah lulus itu wajar, tapi tidak adil untuk dirimu sendiri.',
    'Kamu tidak bodoh dan tidak tertinggal. Skripsi memang menguji ketahanan, bukan hanya kecerdasan.',
    'Motivasi itu naik turun, dan tidak apa-apa. Kebiasaan kecil yang konsisten sering lebih bisa diandalkan daripada semangat.',
  ],
  waktu: [
    'Membagi waktu antara skripsi dan kesibukan lain memang menantang, tapi bisa diatur.',
    'Kedengarannya jadwalmu sedang padat sekali. Kita cari cara supaya skripsi tetap jalan tanpa membuatmu kehabisan tenaga.',
    'Dikejar tenggat memang bikin panik. Yang kita butuhkan sekarang adalah rencana yang realistis.',
    'Manajemen waktu untuk skripsi itu lebih soal konsistensi kecil daripada maraton semalaman.',
    'Tenang, waktu yang terbatas masih bisa dimanfaatkan dengan efektif kalau prioritasnya jelas.',
  ],
  akademik: [
    'Pertanyaan yang bagus! Bagian akademik skripsi memang sering membingungkan di awal.',
    'Wajar kalau bagian ini terasa membingungkan; banyak mahasiswa mengalaminya.',
    'Kita urai pelan-pelan ya, supaya bagian penulisannya terasa lebih jelas.',
    'Menyusun skripsi memang butuh banyak keputusan akademik, dan bertanya itu langkah yang tepat.',
  ],
  umum: [
    'Terima kasih sudah bercerita. Aku di sini untuk mendengarkan.',
    'Aku senang kamu mau berbagi. Ceritakan saja pelan-pelan.',
    'Proses skripsi memang penuh naik turun, dan wajar kalau kamu butuh tempat untuk bercerita.',
    'Apa pun yang sedang kamu rasakan sekarang, itu valid.',
  ],
}

const STEPS = {
  stres: [
    'Tarik napas dalam 4 hitungan, tahan 4, hembuskan 6. Ulangi lima kali sebelum kembali membuka laptop.',
    'Tuliskan semua yang mengganjal di kepala ke selembar kertas, lalu lingkari satu hal yang bisa kamu kerjakan hari ini.',
    'Beri dirimu jeda 15-20 menit tanpa layar: jalan sebentar, minum air, atau mandi.',
    'Jaga tidur minimal 7 jam. Otak yang cukup istirahat menulis jauh lebih cepat daripada otak yang dipaksa begadang.',
    'Ceritakan perasaanmu ke satu orang yang kamu percaya, misalnya teman seangkatan atau keluarga.',
    'Kalau cemas terus berlanjut lebih dari dua minggu, pertimbangkan konseling di layanan kampus atau psikolog.',
    'Batasi target harian menjadi satu hal konkret, misalnya "merapikan 1 paragraf latar belakang".',
  ],
  prokrastinasi: [
    'Pakai aturan 5 menit: buka file skripsi dan kerjakan hanya 5 menit. Biasanya setelah mulai, kamu akan lanjut.',
    'Pecah tugas jadi langkah super kecil, misalnya "cari 2 jurnal untuk BAB II" alih-alih "kerjakan BAB II".',
    'Coba teknik Pomodoro: 25 menit fokus, 5 menit istirahat, dan ulangi 3-4 kali.',
    'Jauhkan HP selama sesi menulis atau pakai mode fokus supaya tidak tergoda scroll media sosial.',
    'Tentukan jam skripsi yang sama setiap hari supaya jadi kebiasaan, bukan keputusan yang harus dipikir ulang.',
    'Cari teman "body doubling": kerjakan skripsi bersama lewat video call atau di perpustakaan.',
    'Beri hadiah kecil untuk dirimu setiap kali satu target harian selesai.',
  ],
  dospem: [
    'Kirim pesan yang sopan dan ringkas: sebutkan nama, NIM, judul, progres, dan pertanyaan spesifik yang butuh jawaban.',
    'Siapkan daftar pertanyaan dan catatan progres sebelum bimbingan supaya waktu bertemu dimanfaatkan maksimal.',
    'Catat semua masukan dospem di setiap bimbingan beserta tanggalnya, lalu tunjukkan bagian yang sudah kamu perbaiki.',
    'Kalau pesan belum dibalas, tunggu 3-5 hari kerja lalu kirim pengingat yang sopan, atau temui di jam kantor.',
    'Tanyakan ke kakak tingkat yang pernah dibimbing dosen yang sama tentang cara komunikasi yang paling efektif.',
    'Jika benar-benar buntu, diskusikan dengan dosen pembimbing akademik atau koordinator skripsi di prodi.',
    'Usulkan jadwal bimbingan rutin, misalnya dua minggu sekali, supaya progres lebih terpantau.',
  ],
  revisi: [
    'Buat tabel revisi: kolom masukan dospem, halaman, perbaikan yang kamu lakukan, dan status.',
    'Kelompokkan revisi jadi tiga: yang cepat (format, typo), sedang (paragraf), dan berat (konsep). Mulai dari yang cepat.',
    'Kalau ada masukan yang kurang jelas, tanyakan balik dengan contoh konkret supaya tidak salah tafsir.',
    'Simpan setiap versi file dengan nama bertanggal, misalnya "Skripsi_BAB2_v3_2024-05-10".',
    'Targetkan menyelesaikan beberapa poin revisi per hari, bukan semuanya sekaligus.',
    'Saat mengirim revisi, lampirkan ringkasan perubahan supaya dospem mudah memeriksa.',
    'Baca ulang revisi dengan jeda satu malam sebelum dikirim; mata yang segar lebih mudah menemukan kesalahan.',
  ],
  sidang: [
    'Latih presentasi 10-15 menit dengan timer, lalu rekam dirimu dan tonton ulang.',
    'Siapkan jawaban untuk pertanyaan klasik: alasan memilih judul, kebaruan penelitian, keterbatasan, dan alasan memilih metode.',
    'Kuasai BAB III dan BAB IV, karena penguji paling sering bertanya tentang metode dan hasil.',
    'Buat slide yang ringkas: satu gagasan per slide, lebih banyak grafik daripada paragraf.',
    'Minta teman melakukan simulasi sidang dan memberi pertanyaan yang sulit.',
    'Kalau tidak tahu jawabannya saat sidang, akui dengan tenang dan jelaskan bagaimana kamu akan mencari tahu.',
    'Malam sebelum sidang, tidur cukup dan siapkan berkas serta pakaian sejak sore.',
  ],
  motivasi: [
    'Tulis alasan terbesarmu menyelesaikan skripsi, lalu tempel di tempat yang terlihat setiap hari.',
    'Rayakan progres kecil: satu subbab selesai itu pencapaian yang layak dihargai.',
    'Buat daftar hal yang sudah kamu selesaikan sejauh ini supaya terlihat bahwa kamu sudah bergerak maju.',
    'Batasi waktu melihat media sosial teman yang sudah wisuda kalau itu membuatmu makin down.',
    'Bergabung dengan kelompok belajar atau komunitas pejuang skripsi supaya merasa tidak sendirian.',
    'Fokus pada langkah berikutnya saja, bukan pada seluruh skripsi sekaligus.',
    'Bayangkan dirimu di hari wisuda, lalu tanyakan: satu hal apa yang bisa kulakukan hari ini untuk mendekat ke sana?',
  ],
  waktu: [
    'Buat jadwal mingguan dan blok 1-2 jam khusus skripsi di waktu paling segar, misalnya pagi hari.',
    'Tentukan target mingguan yang terukur, misalnya "BAB II selesai 5 halaman" atau "kuesioner siap disebar".',
    'Pakai matriks Eisenhower: pisahkan yang penting dan mendesak dari yang bisa ditunda atau didelegasikan.',
    'Susun timeline mundur dari tanggal target sidang, lalu bagi menjadi tahapan per minggu.',
    'Manfaatkan waktu sela, misalnya di perjalanan, untuk membaca jurnal atau membuat kerangka tulisan.',
    'Kurangi begadang; jadwal yang konsisten lebih produktif daripada lembur semalaman.',
    'Komunikasikan jadwalmu ke atasan, organisasi, atau keluarga supaya waktu skripsimu dihormati.',
  ],
  akademik: [
    'Untuk pertanyaan tentang isi skripsimu, unggah dokumennya di tab Asisten Akademik: aku bisa memeriksa struktur bab, sitasi, dan mencarikan bagian yang relevan.',
    'Cari 5-10 jurnal terbaru (5 tahun terakhir) tentang topikmu di Google Scholar atau Garuda, lalu catat celah penelitiannya.',
    'Kalau masih mencari judul, mulai dari fenomena yang dekat denganmu, lalu tentukan variabel, objek, dan lokasi penelitiannya.',
    'Buat kerangka tiap bab dalam poin-poin sebelum menulis paragraf lengkap.',
    'Diskusikan draf judul atau rumusan masalah dengan dospem sebelum melangkah terlalu jauh.',
    'Pakai aplikasi pengelola referensi seperti Mendeley atau Zotero supaya sitasi dan daftar pustaka selalu sinkron.',
  ],
  umum: [
    'Ceritakan bagian skripsi yang paling membuatmu kepikiran saat ini.',
    'Tulis satu hal kecil yang ingin kamu selesaikan hari ini, sekecil apa pun itu.',
    'Ingat untuk tetap makan, minum, dan istirahat yang cukup di sela mengerjakan skripsi.',
    'Kalau butuh bantuan akademik, coba tab Asisten Akademik untuk menganalisis dokumen skripsimu.',
  ],
}

const CLOSINGS = {
  stres: [
    'Bagian mana dari skripsi yang paling membuatmu tertekan akhir-akhir ini?',
    'Dari langkah di atas, mana yang paling mungkin kamu coba hari ini?',
    'Bagaimana kondisimu sekarang setelah bercerita?',
  ],
  prokrastinasi: [
    'Kalau boleh tahu, bagian skripsi mana yang paling sering kamu tunda?',
    'Langkah kecil apa yang bisa kamu mulai dalam 10 menit ke depan?',
    'Biasanya apa yang paling sering mengalihkan perhatianmu saat mau mulai?',
  ],
  dospem: [
    'Bagaimana biasanya kamu menghubungi dospemmu selama ini?',
    'Apa hal yang paling ingin kamu sampaikan ke dospem saat bimbingan berikutnya?',
    'Mau aku bantu menyusun draf pesan untuk dospemmu?',
  ],
  revisi: [
    'Revisi bagian mana yang paling membuatmu bingung?',
    'Kira-kira berapa banyak poin revisi yang sedang kamu hadapi sekarang?',
    'Mau kita susun urutan pengerjaan revisinya bersama?',
  ],
  sidang: [
    'Kapan jadwal sidangmu, dan bagian mana yang paling kamu khawatirkan?',
    'Pertanyaan penguji seperti apa yang paling kamu takutkan?',
    'Mau latihan menjawab beberapa pertanyaan sidang di sini?',
  ],
  motivasi: [
    'Apa yang dulu membuatmu memilih topik skripsi ini?',
    'Hal kecil apa yang biasanya bisa mengembalikan semangatmu?',
    'Sudah sampai bab berapa skripsimu sekarang?',
  ],
  waktu: [
    'Seperti apa jadwal harianmu saat ini?',
    'Berapa jam per minggu yang realistis bisa kamu sisihkan untuk skripsi?',
    'Kapan target kamu ingin sidang?',
  ],
  akademik: [
    'Bagian mana yang paling ingin kamu perjelas dulu?',
    'Topik atau judul skripsimu tentang apa?',
    'Mau coba unggah draf skripsimu di tab Asisten Akademik?',
  ],
  umum: [
    'Apa yang sedang paling kamu pikirkan tentang skripsimu?',
    'Boleh ceritakan lebih lanjut apa yang sedang kamu alami?',
    'Ada hal lain yang ingin kamu ceritakan?',
  ],
}

module.exports = { OPENINGS: OPENINGS, STEPS: STEPS, CLOSINGS: CLOSINGS }
