// Phrase tables of the built-in Ruang Cerita assistant (lib/chat/story/assistant.js): chat
// spellings, crisis language, greetings and thanks, and the fixed replies to crisis, greetings and thanks.
// Pure CommonJS data: runs in goja (PocketBase 0.22) and in Node.

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

// Safety, greetings and thanks (phrases are matched on whole words of the canonical text).

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

/** Openings of the crisis reply (one is chosen); the help lines always follow. */
const CRISIS_OPENINGS = [
  'Terima kasih sudah mau jujur menceritakan ini. Aku benar-benar peduli dengan keselamatanmu.',
  'Aku sangat menghargai keberanianmu bercerita. Perasaan seberat ini tidak perlu kamu tanggung sendirian.',
  'Aku mendengarmu, dan aku khawatir dengan keadaanmu sekarang. Kamu berharga, jauh melebihi skripsi apa pun.',
]

/** The rest of the crisis reply, after the opening (lines joined with "\n"). */
const CRISIS_HELP = [
  '',
  'Tolong segera hubungi bantuan profesional, ya:',
  '• Layanan kesehatan jiwa Kementerian Kesehatan (SEJIWA): telepon 119 ext 8.',
  '• Into The Light Indonesia (intothelightid.org): informasi dan daftar layanan pendampingan untuk pencegahan bunuh diri.',
  '• Jika kamu dalam bahaya sekarang, datangi IGD rumah sakit terdekat atau hubungi 112.',
  '• Hubungi orang yang kamu percaya (keluarga, sahabat, atau konselor kampus) dan minta mereka menemanimu.',
  '',
  'Skripsi bisa menunggu; kamu yang paling penting saat ini. Apakah sekarang ada seseorang di dekatmu yang bisa menemanimu?',
]

const GREETING_REPLIES = [
  'Halo! Selamat datang di Ruang Cerita. Di sini kamu bisa cerita apa saja soal perjalanan skripsimu: stres, rasa malas, dosen pembimbing, revisi, persiapan sidang, motivasi, atau membagi waktu.',
  'Hai! Senang kamu mampir ke Ruang Cerita. Aku siap mendengarkan keluh kesah skripsimu, dari revisi, dospem, sampai persiapan sidang.',
  'Halo, apa kabar? Ruang Cerita ini tempat aman untuk berbagi soal skripsi, entah itu stres, mager, atau deg-degan menjelang sidang.',
]
const GREETING_QUESTIONS = [
  'Bagaimana kabar skripsimu hari ini?',
  'Apa yang sedang paling kamu rasakan tentang skripsimu?',
  'Mau mulai cerita dari mana?',
]

const THANKS_REPLIES = [
  'Sama-sama! Senang bisa menemanimu. Ingat, progres kecil tetap progres.',
  'Sama-sama, semoga membantu ya. Kamu sudah berusaha keras, dan itu patut dihargai.',
  'Terima kasih kembali! Jangan lupa istirahat juga di sela mengerjakan skripsi.',
]
const THANKS_QUESTIONS = [
  'Kalau nanti ada yang ingin diceritakan lagi, aku ada di sini. Ada hal lain yang sedang kamu pikirkan?',
  'Ada hal lain yang ingin kamu bahas sekarang?',
  'Mau lanjut cerita soal bagian skripsi yang lain?',
]

module.exports = {
  SPELLINGS: SPELLINGS,
  CRISIS: CRISIS,
  GREETINGS: GREETINGS,
  THANKS: THANKS,
  CRISIS_OPENINGS: CRISIS_OPENINGS,
  CRISIS_HELP: CRISIS_HELP,
  GREETING_REPLIES: GREETING_REPLIES,
  GREETING_QUESTIONS: GREETING_QUESTIONS,
  THANKS_REPLIES: THANKS_REPLIES,
  THANKS_QUESTIONS: THANKS_QUESTIONS,
}
