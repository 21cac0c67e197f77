// Replies of the built-in academic assistant: the intent of a question (structure, citations, word
// counts) picks a report, other questions are answered by quoting the best passages.
// Pure CommonJS without PocketBase APIs: runs in goja (PocketBase 0.22) and in Node.

const { fold } = require(`${__hooks}/lib/shared/fold.js`)
const { CHAPTERS, ROMAN, chapterDef, parseNumeral, titleCase, matchChapterTitle } = require(
  `${__hooks}/lib/thesis/chapters.js`,
)
const { CHAPTER_HEADING } = require(`${__hooks}/lib/thesis/outline.js`)
const { quoteName, formatStructureReview, formatCitationReply, formatWordCountReply } = require(
  `${__hooks}/lib/chat/academic/reports.js`,
)
const { queryTerms } = require(`${__hooks}/lib/thesis/search.js`)
const { excerpt } = require(`${__hooks}/lib/chat/academic/excerpts.js`)

const STRUCTURE_INTENT =
  /\b(struktur|outline|sistematika|kerangka (skripsi|penulisan)|susunan (bab|skripsi)|kelengkapan|(sudah|belum|kurang|tidak) lengkap|bab (apa|mana|yang) (saja )?(yang )?(belum|kurang|hilang|tidak ada)|sub ?bab (apa|mana|yang) (saja )?(yang )?(belum|kurang|hilang|tidak ada)|review skripsi|cek skripsi|periksa skripsi|analisis struktur)\b/
const CITATION_INTENT =
  /\b(sitasi|citation|kutipan|rujukan|referensi|daftar pustaka|bibliografi|disitasi|dikutip|sumber (yang )?(disitasi|dikutip|rujukan|pustaka|referensi))\b/
const WORDCOUNT_INTENT =
  /\b(jumlah|berapa|hitung|banyak|banyaknya|total)\s+(\w+\s+)?kata\b|\bkata per bab\b|\bword count\b|\bpanjang (skripsi|bab)\b/

const GUIDANCE = {
  bab1: 'Pastikan latar belakang mengalir dari fenomena ke celah penelitian, dan rumusan masalah, tujuan, serta manfaat saling sejalan.',
  bab2: 'Pastikan setiap teori disertai sitasi dan mengarah ke kerangka pemikiran serta hipotesis Anda.',
  bab3: 'Pastikan metode menjelaskan jenis penelitian, populasi dan sampel, teknik pengumpulan data, dan teknik analisis secara runtut sehingga bisa direplikasi.',
  bab4: 'Pastikan setiap hasil dibahas: bandingkan dengan teori dan penelitian terdahulu, lalu jelaskan maknanya.',
  bab5: 'Pastikan kesimpulan menjawab setiap rumusan masalah, dan saran bersifat konkret bagi pihak terkait dan peneliti berikutnya.',
}

const SUGGESTIONS = [
  'Apakah struktur skripsi saya sudah lengkap?',
  'Sitasi mana yang belum ada di daftar pustaka?',
  'Berapa jumlah kata per bab?',
  'Apa rumusan masalah penelitian ini?',
]

/** "Bagaimana BAB III ..." -> 'BAB III ' (a label prefix) or null. */
function mentionedChapterPrefix(question) {
  const m = /\bbab\s+(iii|ii|iv|i|v|[1-5])\b/.exec(fold(question))
  if (!m) return null
  const n = parseNumeral(m[1])
  return n ? 'BAB ' + ROMAN[n] + ' ' : null
}

function chapterKeyOfLabel(label, analysis) {
  for (let i = 0; i < CHAPTERS.length; i++) {
    const def = CHAPTERS[i]
    const ch =
      analysis && analysis.chapters ? analysis.chapters.filter((c) => c.key === def.key)[0] : null
    if (ch && ch.heading && label && fold(label) === fold(labelFromHeading(ch.heading)))
      return def.key
  }
  const key = matchChapterTitle(String(label || '').replace(/^BAB\s+\S+\s*/i, ''))
  return key
}

function labelFromHeading(heading) {
  const m = CHAPTER_HEADING.exec(heading)
  if (!m) return heading
  const n = parseNumeral(m[1])
  return ('BAB ' + (ROMAN[n] || m[1]) + ' ' + titleCase(m[2] || '')).trim()
}

/** Notes on missing chapters or sub-sections that the question names ("Apa manfaat penelitian ini?"). */
function missingPartsAskedAbout(foldedQuestion, analysis) {
  const notes = []
  if (!analysis || !Array.isArray(analysis.chapters)) return notes
  for (let i = 0; i < analysis.chapters.length; i++) {
    const ch = analysis.chapters[i]
    const def = chapterDef(ch.key)
    if (!def) continue
    if (!ch.found && def.pattern.test(foldedQuestion)) {
      notes.push(
        'Catatan: ' +
          ch.expected +
          ' belum ditemukan di dokumen Anda. Pastikan judul bab ditulis di baris tersendiri, misalnya "' +
          ch.expected.toUpperCase() +
          '".',
      )
      continue
    }
    const sections = ch.sections || []
    for (let k = 0; k < sections.length; k++) {
      const sec = def.sections.filter((x) => x.name === sections[k].name)[0]
      if (sec && !sections[k].found && sec.pattern.test(foldedQuestion)) {
        notes.push(
          'Catatan: sub-bab ' +
            sections[k].name +
            ' belum ditemukan di ' +
            ch.expected +
            '. Tambahkan sub-bab tersebut dengan judul yang jelas.',
        )
      }
    }
  }
  return notes
}

/** "BAB II Tinjauan Pustaka (hal. 12)": the chapter, and the PDF page where it is known. */
function passageLocation(p) {
  const where = p.chapter || 'Bagian dokumen'
  return p.page > 0 ? where + ' (hal. ' + p.page + ')' : where
}

/**
 * Answer to a question about the uploaded thesis (structure, citations, word counts or quotes),
 * with the passages it quotes: {reply, citations: [{chapter, page, quote}]}, each quote exactly as
 * the reply shows it (a report quotes nothing: no citations).
 */
function composeAcademicAnswer(question, analysis, passages, fileName) {
  const q = fold(question || '')
  const report = (reply) => ({ reply: reply, citations: [] })
  if (analysis && WORDCOUNT_INTENT.test(q)) return report(formatWordCountReply(analysis, fileName))
  if (analysis && CITATION_INTENT.test(q)) return report(formatCitationReply(analysis, fileName))
  if (analysis && STRUCTURE_INTENT.test(q)) return report(formatStructureReview(analysis, fileName))

  let list = Array.isArray(passages) ? passages.filter((p) => p && p.body) : []
  const prefix = mentionedChapterPrefix(question || '')
  if (prefix) {
    const inChapter = list.filter((p) => String(p.chapter || '').indexOf(prefix) === 0)
    if (inChapter.length) list = inChapter
  }
  const gaps = missingPartsAskedAbout(q, analysis)
  if (!list.length) {
    const lines = gaps.length ? gaps.concat(['']) : []
    lines.push(
      'Maaf, saya belum menemukan bagian skripsi ' +
        quoteName(fileName) +
        ' yang membahas hal itu. Coba gunakan kata kunci yang memang ada di dokumen Anda, atau tanyakan misalnya:',
    )
    for (let i = 0; i < SUGGESTIONS.length; i++) lines.push('• ' + SUGGESTIONS[i])
    return report(lines.join('\n'))
  }
  // Chapter text answers better than the front matter or the reference list: those come last.
  const inChapters = list.filter((p) => /^BAB\s/i.test(String(p.chapter || '')))
  if (inChapters.length) list = inChapters.concat(list.filter((p) => inChapters.indexOf(p) === -1))
  const terms = queryTerms(question)
  const top = list.slice(0, 3)
  const lines = gaps.length ? gaps.concat(['']) : []
  lines.push(
    'Berikut bagian skripsi ' +
      quoteName(fileName) +
      ' yang paling relevan dengan pertanyaan Anda:',
    '',
  )
  const citations = []
  for (let i = 0; i < top.length; i++) {
    const quote = excerpt(top[i].body, terms, 300)
    lines.push(i + 1 + '. ' + passageLocation(top[i]) + ':')
    lines.push('"' + quote + '"')
    lines.push('')
    const page = Number(top[i].page) > 0 ? Math.floor(Number(top[i].page)) : 0
    citations.push({ chapter: String(top[i].chapter || ''), page: page, quote: quote })
  }
  const key = chapterKeyOfLabel(top[0].chapter, analysis)
  if (key && GUIDANCE[key]) lines.push('Catatan: ' + GUIDANCE[key])
  else
    lines.push(
      'Catatan: bandingkan kutipan di atas dengan pertanyaan Anda dan pastikan gagasannya didukung sitasi.',
    )
  lines.push(
    'Ingin saya periksa struktur bab, jumlah kata, atau kecocokan sitasi dengan daftar pustaka? Tanyakan saja.',
  )
  return { reply: lines.join('\n'), citations: citations }
}

/** The reply text alone of composeAcademicAnswer. */
function composeAcademicReply(question, analysis, passages, fileName) {
  return composeAcademicAnswer(question, analysis, passages, fileName).reply
}

module.exports = {
  composeAcademicReply: composeAcademicReply,
  composeAcademicAnswer: composeAcademicAnswer,
  passageLocation: passageLocation,
}
