// Golden check of the built-in assistant (Ruang Cerita and Asisten Akademik): a fixed set of inputs
// and the replies the hook libraries give them. tests/unit/chat/assistant-golden.test.ts recomputes
// the replies and compares them with tests/unit/fixtures/assistant-golden.json; that file is only
// written by `node scripts/assistant-golden.mjs` (after a deliberate change of the assistant's
// wording, never to make a failing test pass). Replies depend only on the message, the session id
// and the turn (no clock, no randomness), so every case fixes both.
import { loadStoryAssistant, loadThesisAnalysis } from './assistant-libs'
import {
  THESIS_FIXTURE_EXPECTED,
  THESIS_FIXTURE_PARAGRAPHS,
  THESIS_FIXTURE_TEXT,
} from './thesis-fixture'

/** Messages for Ruang Cerita: every topic (formal, casual, slang, typos), spellings, crisis lines,
 * greetings, thanks, mixed topics and small talk. */
export const STORY_MESSAGES: string[] = [
  // stres
  'Aku stres banget sama skripsi, capeeek',
  'jujur lagi overthinking parah, pusing mikirin skripsi',
  'malem ini gabisa tidur mikirin skripsi',
  'rasanya tertekan, cemas terus tiap buka laptop',
  'setres bgt, burnout, pengen nangis',
  'aku kewalahan dan panik, dada sesak',
  // prokrastinasi
  'mager bgt nih, gabut tapi nggak mulai2 skripsinya',
  'prokastinasi parah, skripsi ditunda terus',
  'aku males banget ngerjain skripsi, scroll hp terus',
  'nunda-nunda terus, niatnya besok besok',
  'susah fokus, gampang terdistraksi main game',
  // dospem
  'dospem aku susah dihubungi, chat ga dibales',
  'dosbing minta ketemu tapi jadwalnya ga jelas buat bimbingan',
  'dosen pembimbing aku killer, takut konsultasi',
  'dosbim ghosting udah dua minggu',
  'pembimbing dua beda pendapat sama pembimbing satu',
  // revisi
  'revisian numpuk terus dicoret semua',
  'revsi bab 2 belum kelar',
  'revisi lagi revisi lagi, coretan merah semua',
  'disuruh ganti judul setelah revisi ketiga',
  // sidang
  'minggu depan sidang, takut ditanya penguji',
  'sempro tinggal 3 hari, slide belum jadi',
  'deg-degan mau seminar hasil, presentasi belum siap',
  'sidnag skripsi besok, blank semua',
  'takut dibantai dosen penguji pas ujian skripsi',
  // motivasi
  'temen udah pada lulus, aku pengen nyerah',
  'butuh motivasi, rasanya insecure',
  'merasa gagal, minder liat temen wisuda',
  'udah semester 14, putus asa dan nggak semangat',
  'kecewa sama diri sendiri, orang tua nanya kapan lulus',
  // waktu
  'keteteran bagi waktu kerja sama skripsi, deadline mepet',
  'gimana cara ngatur waktu antara magang dan skripsi?',
  'sibuk kerja part time, ga sempat nulis',
  'jadwal kuliah padat, organisasi juga, waktunya habis',
  // akademik
  'bingung cari judul skripsi, topiknya apa ya',
  'cara nulis latar belakang sama rumusan masalah gimana?',
  'metode penelitian apa yang cocok buat kuesioner?',
  'gimana bikin daftar pustaka yang bener, sitasi aku berantakan',
  'analisis data pakai spss, variabel aku ada tiga',
  'jurnal referensi buat teori susah dicari',
  // mixed topics
  'dospem killer, revisi terus, aku stres dan mau nyerah',
  'dospem susah dihubungi dan revisian numpuk',
  'revisi terus dari dospem, capek',
  'sidang bulan depan tapi aku mager dan sibuk kerja',
  'halo, aku stres sama revisi',
  'stres sidang, revisi belum selesai, waktu mepet',
  // crisis
  'rasanya pengen mati aja gara-gara skripsi',
  'Aku kepikiran bunuh diri, revisi ga selesai2',
  'aku sering menyakiti diri kalau stres',
  'udah ga mau hidup lagi',
  'kepikiran bundir tiap malem',
  'Pengen MATIII ajaa',
  'capek hidup, skripsi ga kelar kelar',
  'mau mengakhiri hidup aja',
  'I want to kill myself',
  // ordinary words that look alarming
  'laptop aku mati pas ngetik bab 3',
  'mati lampu, revisi belum kesimpen',
  // greetings and thanks
  'Halo kak!',
  'hai',
  'Selamat malam min',
  'assalamualaikum kak',
  'p',
  'makasih yaa',
  'terima kasih banyak ya kak',
  'thanks!',
  'matur nuwun',
  // small talk, empty and odd input
  'hari ini rasanya aneh',
  'aku bingung',
  'halo kak',
  '',
  '   ',
  'Café résumé naïve façade señor',
  '!!!???',
  'skripsi skripsi skripsi',
  'STRESSS BANGETTT REVISIII',
]

/** (session, turn) pairs each story message is answered at. */
export const STORY_TURNS: { sessionId: string; turn: number }[] = [
  { sessionId: 'golden-a', turn: 0 },
  { sessionId: 'golden-a', turn: 1 },
  { sessionId: 'golden-b', turn: 4 },
]

/** A skripsi without BAB V and without the reference list. */
const WITHOUT_ENDING = THESIS_FIXTURE_PARAGRAPHS.slice(
  0,
  THESIS_FIXTURE_PARAGRAPHS.findIndex((p) => p === 'BAB V' || p.startsWith('BAB V ')),
).join('\n')

/** A short draft: BAB I only, with citations and no reference list. */
const SHORT_DRAFT = [
  'BAB I PENDAHULUAN',
  '1.1 Latar Belakang',
  'Media sosial memengaruhi cara mahasiswa belajar (Rahman, 2021). Menurut Sari dan Putra (2019), durasi penggunaan berkaitan dengan prestasi.',
  '1.2 Rumusan Masalah',
  'Apakah durasi penggunaan media sosial berpengaruh terhadap prestasi akademik mahasiswa?',
].join('\n')

export const THESES: { name: string; fileName: string; text: string }[] = [
  { name: 'fixture', fileName: THESIS_FIXTURE_EXPECTED.fileName, text: THESIS_FIXTURE_TEXT },
  { name: 'without-ending', fileName: 'draf-tanpa-bab5.pdf', text: WITHOUT_ENDING },
  { name: 'short-draft', fileName: 'bab1.docx', text: SHORT_DRAFT },
]

export const ACADEMIC_QUESTIONS: string[] = [
  'Apakah struktur skripsi saya sudah lengkap?',
  'Bab apa yang belum ada?',
  'Sub bab apa yang belum ada?',
  'Tolong cek skripsi saya',
  'Berapa jumlah kata per bab?',
  'Hitung kata skripsi saya',
  'word count',
  'Sitasi mana yang belum ada di daftar pustaka?',
  'Referensi apa yang belum disitasi?',
  'Cek daftar pustaka saya',
  THESIS_FIXTURE_EXPECTED.search.question,
  'hipotesis literasi keuangan gaya hidup',
  'Apa sumber data penelitian ini?',
  'Jelaskan lengkap metode penelitian',
  'Bagaimana kerangka pemikiran penelitian ini?',
  'metode penelitian kuantitatif',
  'Apa manfaat penelitian ini?',
  'Apa saran untuk penelitian selanjutnya?',
  'Apa tujuan penelitian ini?',
  'Apa isi pembahasan hasil di BAB IV?',
  'Bagaimana BAB III menjelaskan teknik analisis?',
  'Apa rumusan masalah di bab 1?',
  'koefisien determinasi regresi',
  'teori perilaku terencana Ajzen',
  'Apa kesimpulan penelitian ini?',
  'Bagaimana latar belakangnya?',
  'Apa itu uji t dan uji F?',
  'blockchain kuantum',
  'apa yang dan di ke dari ini itu?',
  '',
  'Perilaku KONSUMTIF mahasiswa',
  'Analisis régression über',
]

export interface AssistantGolden {
  story: { message: string; topics: Record<string, number>; replies: string[] }[]
  theses: {
    name: string
    analysis: unknown
    review: string
    passages: number
    answers: { question: string; matchQuery: string | null; ranked: unknown; reply: string }[]
  }[]
  /** Questions asked without an analysed document (the FTS rows only, or nothing at all). */
  noDocument: { question: string; withoutPassages: string; withRows: string }[]
}

/** Every reply of the golden set, computed now from the hook libraries. */
export function computeAssistantGolden(): AssistantGolden {
  const sa = loadStoryAssistant()
  const ta = loadThesisAnalysis()
  const story = STORY_MESSAGES.map((message) => ({
    message,
    topics: sa.detectTopics(message),
    replies: STORY_TURNS.map((t) => sa.storyReply(message, t)),
  }))
  const theses = THESES.map((t) => {
    const analysis = ta.analyzeThesis(t.text)
    const passages = ta.splitPassages(t.text)
    return {
      name: t.name,
      analysis,
      review: ta.formatStructureReview(analysis, t.fileName),
      passages: passages.length,
      answers: ACADEMIC_QUESTIONS.map((question) => {
        const ranked = ta.rankPassagesInMemory(question, passages)
        return {
          question,
          matchQuery: ta.buildMatchQuery(question),
          ranked: ranked.map((p) => ({
            ord: p.ord,
            chapter: p.chapter,
            score: Number(p.score.toFixed(6)),
          })),
          reply: ta.composeAcademicReply(question, analysis, ranked, t.fileName),
        }
      }),
    }
  })
  const rows = [
    {
      chapter: 'BAB III Metode Penelitian',
      body: THESIS_FIXTURE_EXPECTED.search.sentence,
      score: -3.2,
    },
  ]
  const noDocument = ACADEMIC_QUESTIONS.slice(0, 12).map((question) => ({
    question,
    withoutPassages: ta.composeAcademicReply(question, null, [], ''),
    withRows: ta.composeAcademicReply(question, null, rows, 'skripsi.pdf'),
  }))
  return { story, theses, noDocument }
}
