// The usual skripsi outline (BAB I-V): chapter definitions with their expected sub-sections,
// chapter numerals and title matching (the academic assistant's outline check, Simulasi Sidang's
// questions).
// Pure CommonJS without PocketBase APIs: runs in goja (PocketBase 0.22) and in Node.

const { fold } = require(`${__hooks}/lib/shared/fold.js`)

const CHAPTERS = [
  {
    key: 'bab1',
    number: 1,
    title: 'Pendahuluan',
    pattern: /pendahuluan|introduction/,
    sections: [
      { name: 'Latar Belakang', pattern: /\blatar belakang\b|\bbackground\b/ },
      {
        name: 'Rumusan Masalah',
        pattern: /\b(pe)?rumusan masalah\b|\bpertanyaan penelitian\b|\bproblem statement\b/,
      },
      { name: 'Tujuan Penelitian', pattern: /\btujuan\b|\bobjectives?\b/ },
      { name: 'Manfaat Penelitian', pattern: /\bmanfaat\b|\bkegunaan\b|\bsignificance\b/ },
    ],
  },
  {
    key: 'bab2',
    number: 2,
    title: 'Tinjauan Pustaka',
    pattern:
      /\b(tinjauan|kajian|landasan|telaah|kerangka|studi)\s+(pustaka|teori|teoritis|teoretis|literatur|kepustakaan)\b|literature review|theoretical/,
    sections: [],
  },
  {
    key: 'bab3',
    number: 3,
    title: 'Metode Penelitian',
    pattern: /metod|rancangan penelitian|desain penelitian|research design/,
    sections: [],
  },
  {
    key: 'bab5',
    number: 5,
    title: 'Kesimpulan dan Saran',
    pattern: /\b(ke)?simpulan\b|\bsaran\b|\bpenutup\b|conclusion/,
    sections: [
      { name: 'Kesimpulan', pattern: /\b(ke)?simpulan\b|\bconclusions?\b/ },
      { name: 'Saran', pattern: /\bsaran\b|\brekomendasi\b|\bsuggestions?\b/ },
    ],
  },
  {
    key: 'bab4',
    number: 4,
    title: 'Hasil dan Pembahasan',
    pattern: /\bhasil\b|\bpembahasan\b|\banalisis data\b|\bresults?\b|\bdiscussion\b/,
    sections: [],
  },
]
const CHAPTER_ORDER = ['bab1', 'bab2', 'bab3', 'bab4', 'bab5']
const ROMAN = ['', 'I', 'II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII', 'IX', 'X']
const NUMBER_WORDS = {
  satu: 1,
  dua: 2,
  tiga: 3,
  empat: 4,
  lima: 5,
  enam: 6,
  tujuh: 7,
  delapan: 8,
  sembilan: 9,
  sepuluh: 10,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
}

function chapterDef(key) {
  for (let i = 0; i < CHAPTERS.length; i++) if (CHAPTERS[i].key === key) return CHAPTERS[i]
  return null
}

function expectedName(key) {
  const def = chapterDef(key)
  return 'BAB ' + ROMAN[def.number] + ' ' + def.title
}

function parseNumeral(word) {
  const w = String(word).toLowerCase()
  if (/^\d{1,2}$/.test(w)) return parseInt(w, 10)
  if (NUMBER_WORDS[w]) return NUMBER_WORDS[w]
  const idx = ROMAN.indexOf(w.toUpperCase())
  return idx > 0 ? idx : 0
}

const SMALL_WORDS = {
  dan: 1,
  di: 1,
  ke: 1,
  dari: 1,
  yang: 1,
  untuk: 1,
  atau: 1,
  pada: 1,
  serta: 1,
  of: 1,
  and: 1,
}

/** "HASIL DAN PEMBAHASAN" -> "Hasil dan Pembahasan". */
function titleCase(text) {
  const words = String(text).toLowerCase().split(/\s+/)
  const out = []
  for (let i = 0; i < words.length; i++) {
    const w = words[i]
    if (!w) continue
    if (i > 0 && SMALL_WORDS[w]) out.push(w)
    else out.push(w.charAt(0).toUpperCase() + w.slice(1))
  }
  return out.join(' ')
}

function matchChapterTitle(title) {
  const t = fold(title)
  for (let i = 0; i < CHAPTERS.length; i++) if (CHAPTERS[i].pattern.test(t)) return CHAPTERS[i].key
  return null
}

module.exports = {
  CHAPTERS: CHAPTERS,
  CHAPTER_ORDER: CHAPTER_ORDER,
  ROMAN: ROMAN,
  SMALL_WORDS: SMALL_WORDS,
  chapterDef: chapterDef,
  expectedName: expectedName,
  parseNumeral: parseNumeral,
  titleCase: titleCase,
  matchChapterTitle: matchChapterTitle,
}
