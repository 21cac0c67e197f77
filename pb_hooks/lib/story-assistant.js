// Built-in "Ruang Cerita" assistant (used when CHAT_STORY_WEBHOOK_URL is unset): supportive replies
// in Indonesian for thesis students. Topics are found from weighted keywords (formal, casual and
// slang, with one-letter typos tolerated); a reply is an empathetic opening, 2-4 concrete next steps
// and a closing question. Choices rotate with the session and the turn, so a session does not repeat
// itself. Crisis language always comes first and points to professional help. No external calls.
// Pure CommonJS: runs in goja (PocketBase 0.22) and in Node.

const DIACRITICS = {
  à: 'a',
  á: 'a',
  â: 'a',
  ä: 'a',
  è: 'e',
  é: 'e',
  ê: 'e',
  ë: 'e',
  ì: 'i',
  í: 'i',
  î: 'i',
  ï: 'i',
  ò: 'o',
  ó: 'o',
  ô: 'o',
  ö: 'o',
  ù: 'u',
  ú: 'u',
  û: 'u',
  ü: 'u',
  ñ: 'n',
  ç: 'c',
}

/** Lower case, no diacritics, letters/digits only, repeated letters collapsed ("capeeek" -> "capek"). */
function normalize(text) {
  let out = ''
  const lower = String(text || '').toLowerCase()
  for (let i = 0; i < lower.length; i++) out += DIACRITICS[lower[i]] || lower[i]
  return (
    ' ' +
    out
      .replace(/([a-z]+)2(?![0-9])/g, '$1 $1')
      .replace(/[^a-z0-9]+/g, ' ')
      .replace(/([a-z])\1{2,}/g, '$1')
      .replace(/\s+/g, ' ')
      .trim() +
    ' '
  )
}

// Common chat spellings -> one form, so keyword lists stay short.
const SPELLINGS = {
  gak: 'tidak',
  ga: 'tidak',
  nggak: 'tidak',
  ngga: 'tidak',
  enggak: 'tidak',
  gk: 'tidak',
  tdk: 'tidak',
  udah: 'sudah',
  udh: 'sudah',
  dah: 'sudah',
  sdh: 'sudah',
  blm: 'belum',
  lom: 'belum',
  pengen: 'ingin',
  pingin: 'ingin',
  pgn: 'ingin',
  mo: 'mau',
  bgt: 'banget',
  yg: 'yang',
  dgn: 'dengan',
  krn: 'karena',
  gimana: 'bagaimana',
  gmn: 'bagaimana',
  aja: 'saja',
  aj: 'saja',
  sy: 'saya',
  gw: 'saya',
  gue: 'saya',
  gua: 'saya',
  aku: 'saya',
  ak: 'saya',
  dospen: 'dospem',
  dosbing: 'dospem',
  dosbim: 'dospem',
  stress: 'stres',
  gabisa: 'tidak bisa',
  gbisa: 'tidak bisa',
  gbs: 'tidak bisa',
  kagak: 'tidak',
  kaga: 'tidak',
  skrg: 'sekarang',
  tp: 'tapi',
  bngt: 'banget',
  setres: 'stres',
  strees: 'stres',
}

function canonical(text) {
  const words = normalize(text).trim().split(' ')
  const out = []
  for (let i = 0; i < words.length; i++) if (words[i]) out.push(SPELLINGS[words[i]] || words[i])
  return ' ' + out.join(' ') + ' '
}

// ---------------------------------------------------------------------------------------------
// Safety, greetings and thanks

const CRISIS = [
  'ingin mati',
  'mau mati',
  'ingin meninggal',
  'lebih baik mati',
  'mending mati',
  'bunuh diri',
  'membunuh diri',
  'akhiri hidup',
  'mengakhiri hidup',
  'menyakiti diri',
  'nyakitin diri',
  'melukai diri',
  'self harm',
  'selfharm',
  'sayat tangan',
  'menyayat',
  'tidak ingin hidup',
  'tidak mau hidup',
  'capek hidup',
  'lelah hidup',
  'hidup tidak ada artinya',
  'tidak ada gunanya hidup',
  'suicide',
  'kill myself',
  'bundir',
  'unalive',
  'menghilang selamanya',
  'tidur selamanya',
  'tidak ingin bangun lagi',
  'mau mati saja',
  'ingin mati saja',
]

const GREETINGS = [
  'halo',
  'hallo',
  'helo',
  'hai',
  'hi',
  'hello',
  'hey',
  'hei',
  'pagi',
  'siang',
  'sore',
  'malam',
  'selamat pagi',
  'selamat siang',
  'selamat sore',
  'selamat malam',
  'assalamualaikum',
  'asalamualaikum',
  'permisi',
  'p',
  'kak',
  'min',
]
const THANKS = [
  'terima kasih',
  'makasih',
  'makasi',
  'makasii',
  'thanks',
  'thank you',
  'thx',
  'tq',
  'tengkyu',
  'suwun',
  'matur nuwun',
  'trims',
]

function containsPhrase(text, phrase) {
  return text.indexOf(' ' + phrase + ' ') !== -1
}

function containsAny(text, phrases) {
  for (let i = 0; i < phrases.length; i++) if (containsPhrase(text, phrases[i])) return true
  return false
}

// ---------------------------------------------------------------------------------------------
// Topics

const TOPICS = {
  stres: {
    label: 'stres',
    keywords: {
      stres: 3,
      tertekan: 3,
      tekanan: 2,
      cemas: 3,
      anxiety: 3,
      overthinking: 3,
      overthink: 3,
      panik: 2,
      capek: 2,
      cape: 2,
      lelah: 2,
      burnout: 3,
      pusing: 2,
      mumet: 2,
      frustasi: 3,
      frustrasi: 3,
      nangis: 2,
      menangis: 2,
      khawatir: 2,
      galau: 2,
      takut: 1,
      overwhelmed: 3,
      kewalahan: 3,
      beban: 1,
      sumpek: 2,
      'tidak bisa tidur': 3,
      'susah tidur': 3,
      insomnia: 2,
      depresi: 2,
      sedih: 2,
    },
  },
  prokrastinasi: {
    label: 'menunda-nunda',
    keywords: {
      prokrastinasi: 3,
      procrastination: 3,
      menunda: 3,
      nunda: 3,
      ditunda: 2,
      'tunda tunda': 3,
      mager: 3,
      malas: 3,
      males: 3,
      gabut: 2,
      rebahan: 2,
      'nanti saja': 2,
      scroll: 1,
      scrolling: 1,
      tiktok: 1,
      game: 1,
      'belum mulai': 2,
      'tidak mulai mulai': 3,
      'susah mulai': 3,
      'tidak fokus': 2,
      distraksi: 2,
      'buka laptop': 1,
    },
  },
  dospem: {
    label: 'dosen pembimbing',
    keywords: {
      dospem: 3,
      'dosen pembimbing': 3,
      pembimbing: 3,
      dosen: 2,
      bimbingan: 3,
      konsul: 2,
      konsultasi: 2,
      ghosting: 2,
      'susah dihubungi': 3,
      'tidak dibalas': 2,
      'tidak dibales': 2,
      'slow respon': 2,
      'slow response': 2,
      acc: 2,
      killer: 2,
      galak: 2,
    },
  },
  revisi: {
    label: 'revisi',
    keywords: {
      revisi: 3,
      revisian: 3,
      coretan: 2,
      coret: 2,
      dicoret: 3,
      perbaiki: 2,
      perbaikan: 2,
      ditolak: 2,
      'salah lagi': 2,
      'ulang lagi': 2,
      'disuruh ganti': 2,
      'ganti judul': 2,
      feedback: 1,
      masukan: 1,
    },
  },
  sidang: {
    label: 'sidang',
    keywords: {
      sidang: 3,
      sempro: 3,
      'seminar proposal': 3,
      semhas: 3,
      'seminar hasil': 3,
      pendadaran: 3,
      munaqasyah: 3,
      kompre: 2,
      penguji: 3,
      ujian: 2,
      presentasi: 2,
      slide: 1,
      ppt: 1,
      grogi: 2,
      gugup: 2,
      demam: 1,
      defense: 2,
    },
  },
  motivasi: {
    label: 'motivasi',
    keywords: {
      motivasi: 3,
      semangat: 2,
      'putus asa': 3,
      menyerah: 3,
      nyerah: 3,
      'ingin berhenti': 3,
      'mau berhenti': 3,
      'tidak sanggup': 3,
      gagal: 2,
      minder: 2,
      insecure: 3,
      'lulus duluan': 3,
      'sudah lulus': 2,
      ketinggalan: 2,
      'tidak mampu': 2,
      bodoh: 2,
      'tidak berguna': 2,
      'hilang arah': 2,
      bingung: 1,
      lulus: 1,
      wisuda: 1,
    },
  },
  waktu: {
    label: 'manajemen waktu',
    keywords: {
      waktu: 2,
      jadwal: 3,
      deadline: 3,
      tenggat: 3,
      'manajemen waktu': 3,
      'time management': 3,
      keteteran: 3,
      sibuk: 2,
      kerja: 1,
      'sambil kerja': 3,
      'part time': 2,
      parttime: 2,
      magang: 2,
      organisasi: 1,
      target: 2,
      cicil: 2,
      nyicil: 2,
      'bagi waktu': 3,
      'atur waktu': 3,
      'ngatur waktu': 3,
      begadang: 2,
      'tidak sempat': 2,
      semester: 1,
      molor: 2,
    },
  },
}
// Writing questions (judul, metode, sitasi ...) get tips and a pointer to the Asisten Akademik tab.
TOPICS.akademik = {
  label: 'penulisan skripsi',
  keywords: {
    judul: 3,
    topik: 2,
    'latar belakang': 3,
    'rumusan masalah': 3,
    metode: 2,
    metodologi: 2,
    jurnal: 2,
    referensi: 2,
    sitasi: 3,
    'daftar pustaka': 3,
    teori: 2,
    kuesioner: 2,
    spss: 2,
    'analisis data': 3,
    proposal: 2,
    variabel: 2,
  },
}
const TOPIC_ORDER = [
  'stres',
  'prokrastinasi',
  'dospem',
  'revisi',
  'sidang',
  'motivasi',
  'waktu',
  'akademik',
]

/** Levenshtein distance of at most 1 (one letter added, missing, changed or two swapped). */
function closeEnough(a, b) {
  if (a === b) return true
  const la = a.length
  const lb = b.length
  if (Math.abs(la - lb) > 1) return false
  let i = 0
  while (i < la && i < lb && a[i] === b[i]) i++
  if (la === lb) {
    if (a.slice(i + 1) === b.slice(i + 1)) return true
    return a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2)
  }
  return la > lb ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1)
}

/** Topic scores of a message: {topic: score} (topics scoring at least 2). */
function detectTopics(message) {
  const text = canonical(message)
  const words = text.trim().split(' ')
  const scores = {}
  for (let t = 0; t < TOPIC_ORDER.length; t++) {
    const id = TOPIC_ORDER[t]
    const keywords = TOPICS[id].keywords
    let score = 0
    const keys = Object.keys(keywords)
    for (let k = 0; k < keys.length; k++) {
      const kw = keys[k]
      if (containsPhrase(text, kw)) {
        score += keywords[kw]
        continue
      }
      // One-letter typos of longer single words ("prokastinasi", "revsi", "sidnag").
      if (kw.indexOf(' ') === -1 && kw.length >= 5) {
        for (let w = 0; w < words.length; w++) {
          if (words[w].length >= 4 && closeEnough(words[w], kw)) {
            score += keywords[kw]
            break
          }
        }
      }
    }
    // A lone weak hint ("bingung", "takut") is not a topic.
    if (score >= 2) scores[id] = score
  }
  return scores
}

/** Topics of a message, strongest first (ties in TOPIC_ORDER). */
function rankTopics(message) {
  const scores = detectTopics(message)
  return Object.keys(scores).sort(function (a, b) {
    return scores[b] - scores[a] || TOPIC_ORDER.indexOf(a) - TOPIC_ORDER.indexOf(b)
  })
}

// ---------------------------------------------------------------------------------------------
// Reply pools

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

// ---------------------------------------------------------------------------------------------
// Rotation

/** A small non-negative hash of the session id (same id, same number). */
function hash(text) {
  const s = String(text || '')
  let h = 7
  for (let i = 0; i < s.length; i++) h = (h * 31 + s.charCodeAt(i)) % 2147483647
  return h
}

/** `count` items of `pool` starting at a place that moves with the turn (consecutive turns differ). */
function pick(pool, seed, turn, count) {
  const n = pool.length
  const take = Math.min(count, n)
  const start = (seed + turn * take) % n
  const out = []
  for (let i = 0; i < take; i++) out.push(pool[(start + i) % n])
  return out
}

function one(pool, seed, turn) {
  return pool[(seed + turn) % pool.length]
}

// ---------------------------------------------------------------------------------------------
// Replies

function crisisReply(seed, turn) {
  const openings = [
    'Terima kasih sudah mau jujur menceritakan ini. Aku benar-benar peduli dengan keselamatanmu.',
    'Aku sangat menghargai keberanianmu bercerita. Perasaan seberat ini tidak perlu kamu tanggung sendirian.',
    'Aku mendengarmu, dan aku khawatir dengan keadaanmu sekarang. Kamu berharga, jauh melebihi skripsi apa pun.',
  ]
  return [
    one(openings, seed, turn),
    '',
    'Tolong segera hubungi bantuan profesional, ya:',
    '• Layanan kesehatan jiwa Kementerian Kesehatan (SEJIWA): telepon 119 ext 8.',
    '• Into The Light Indonesia (intothelightid.org): informasi dan daftar layanan pendampingan untuk pencegahan bunuh diri.',
    '• Jika kamu dalam bahaya sekarang, datangi IGD rumah sakit terdekat atau hubungi 112.',
    '• Hubungi orang yang kamu percaya (keluarga, sahabat, atau konselor kampus) dan minta mereka menemanimu.',
    '',
    'Skripsi bisa menunggu; kamu yang paling penting saat ini. Apakah sekarang ada seseorang di dekatmu yang bisa menemanimu?',
  ].join('\n')
}

function greetingReply(seed, turn) {
  const replies = [
    'Halo! Selamat datang di Ruang Cerita. Di sini kamu bisa cerita apa saja soal perjalanan skripsimu: stres, rasa malas, dosen pembimbing, revisi, persiapan sidang, motivasi, atau membagi waktu.',
    'Hai! Senang kamu mampir ke Ruang Cerita. Aku siap mendengarkan keluh kesah skripsimu, dari revisi, dospem, sampai persiapan sidang.',
    'Halo, apa kabar? Ruang Cerita ini tempat aman untuk berbagi soal skripsi, entah itu stres, mager, atau deg-degan menjelang sidang.',
  ]
  const questions = [
    'Bagaimana kabar skripsimu hari ini?',
    'Apa yang sedang paling kamu rasakan tentang skripsimu?',
    'Mau mulai cerita dari mana?',
  ]
  return one(replies, seed, turn) + '\n\n' + one(questions, seed, turn)
}

function thanksReply(seed, turn) {
  const replies = [
    'Sama-sama! Senang bisa menemanimu. Ingat, progres kecil tetap progres.',
    'Sama-sama, semoga membantu ya. Kamu sudah berusaha keras, dan itu patut dihargai.',
    'Terima kasih kembali! Jangan lupa istirahat juga di sela mengerjakan skripsi.',
  ]
  const questions = [
    'Kalau nanti ada yang ingin diceritakan lagi, aku ada di sini. Ada hal lain yang sedang kamu pikirkan?',
    'Ada hal lain yang ingin kamu bahas sekarang?',
    'Mau lanjut cerita soal bagian skripsi yang lain?',
  ]
  return one(replies, seed, turn) + '\n\n' + one(questions, seed, turn)
}

function isShort(text) {
  return text.trim().split(' ').length <= 6
}

/**
 * The built-in Ruang Cerita reply to `message`. `sessionId` and `turn` (0, 1, 2, ...) choose the
 * wording, so one session does not repeat itself.
 */
function storyReply(message, options) {
  const opts = options || {}
  const turn = Math.max(0, Math.floor(Number(opts.turn) || 0))
  const seed = hash(opts.sessionId)
  const text = canonical(message)

  if (containsAny(text, CRISIS)) return crisisReply(seed, turn)

  const topics = rankTopics(message)
  if (!topics.length) {
    if (containsAny(text, THANKS) && isShort(text)) return thanksReply(seed, turn)
    if (containsAny(text, GREETINGS) && isShort(text)) return greetingReply(seed, turn)
  }

  const main = topics.length ? topics[0] : 'umum'
  const lines = [one(OPENINGS[main], seed, turn)]
  if (topics.length > 1) {
    const others = topics.slice(1, 3).map((t) => TOPICS[t].label)
    lines[0] += ' Aku juga menangkap soal ' + others.join(' dan ') + ' dari ceritamu.'
  }
  lines.push('')
  lines.push(
    topics.length ? 'Beberapa langkah yang bisa kamu coba:' : 'Beberapa hal yang mungkin membantu:',
  )
  let steps
  if (topics.length > 1) {
    steps = pick(STEPS[main], seed, turn, 2)
    const second = topics[1]
    steps = steps.concat(pick(STEPS[second], seed + 3, turn, topics.length > 2 ? 1 : 2))
    if (topics.length > 2) steps = steps.concat(pick(STEPS[topics[2]], seed + 5, turn, 1))
  } else {
    steps = pick(STEPS[main], seed, turn, 3)
  }
  for (let i = 0; i < steps.length; i++) lines.push('• ' + steps[i])
  lines.push('')
  lines.push(one(CLOSINGS[main], seed, turn))
  return lines.join('\n')
}

module.exports = { storyReply: storyReply, detectTopics: detectTopics }
