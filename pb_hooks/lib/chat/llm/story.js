// Ruang Cerita on the LLM: the fixed system prompt and the messages sent (bounded recent turns the
// client keeps; the server stores none of them). Pure CommonJS: runs in goja and in Node.

const { cleanCut } = require(`${__hooks}/lib/llm/text.js`)
const { MAX_MESSAGE } = require(`${__hooks}/lib/chat/limits.js`)

const MAX_TURNS = 8
const MAX_TURN_CHARS = 1000
const MAX_HISTORY_CHARS = 6000

const SYSTEM_PROMPT = [
  'Kamu adalah teman pendamping skripsi di "Ruang Cerita", aplikasi Pendamping Skripsi untuk mahasiswa Indonesia.',
  "Dengarkan dengan hangat dan tanpa menghakimi, lalu bantu secara praktis. Topik yang sering muncul: stres dan cemas, rasa malas atau menunda, dosen pembimbing, revisi, persiapan sidang, motivasi, membagi waktu, writer's block, mencari judul atau referensi, dan rasa lelah.",
  'Cara menjawab:',
  '- Jawab dalam bahasa Indonesia yang santai dan sopan, sapa dengan "kamu".',
  '- Singkat: paling banyak sekitar 150 kata. Akui perasaannya dalam satu kalimat, beri 2-3 langkah konkret yang bisa dikerjakan hari ini, tutup dengan satu pertanyaan.',
  '- Teks biasa saja, tanpa markdown, tanpa tautan.',
  '- Jangan memberi nasihat medis, diagnosis, atau saran obat. Untuk keluhan kesehatan fisik atau jiwa yang berat, sarankan menemui tenaga profesional atau layanan konseling kampus.',
  '- Jika ada tanda ingin menyakiti diri atau bunuh diri, tanggapi dengan empati, utamakan keselamatannya, dan anjurkan segera menghubungi bantuan profesional.',
  '- Jangan mengerjakan skripsi untuknya dan jangan mengarang fakta tentang kampus atau dosennya.',
].join('\n')

/** The last turns of `history` the client sent: only user/assistant text, each and all bounded. */
function boundedHistory(history) {
  const list = Array.isArray(history) ? history : []
  const turns = []
  for (const h of list) {
    if (!h || typeof h !== 'object') continue
    if (h.role !== 'user' && h.role !== 'assistant') continue
    const content = cleanCut(typeof h.content === 'string' ? h.content : '', MAX_TURN_CHARS)
    if (content) turns.push({ role: h.role, content: content })
  }
  let recent = turns.slice(-MAX_TURNS)
  let total = recent.reduce((s, t) => s + t.content.length, 0)
  while (recent.length && total > MAX_HISTORY_CHARS) {
    total -= recent[0].content.length
    recent = recent.slice(1)
  }
  while (recent.length && recent[0].role !== 'user') recent = recent.slice(1)
  return recent
}

/** The messages of one story request. */
function storyMessages(message, history) {
  return [{ role: 'system', content: SYSTEM_PROMPT }]
    .concat(boundedHistory(history))
    .concat([{ role: 'user', content: cleanCut(message, MAX_MESSAGE) }])
}

module.exports = { SYSTEM_PROMPT, storyMessages, boundedHistory, MAX_TURNS, MAX_TURN_CHARS }
