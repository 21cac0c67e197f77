// The report of a finished defence session (docs/sidang.md): the overall score, a score per
// category and the three weakest answers.
// Pure CommonJS without PocketBase APIs: runs in goja (PocketBase 0.22) and in Node.

const CATEGORIES = [
  { key: 'penguasaan_materi', label: 'Penguasaan materi' },
  { key: 'metodologi', label: 'Metodologi' },
  { key: 'hasil', label: 'Hasil' },
  { key: 'kejelasan', label: 'Kejelasan' },
]
const KIND_CATEGORY = {
  masalah: 'penguasaan_materi',
  konsistensi: 'penguasaan_materi',
  referensi: 'penguasaan_materi',
  klasik: 'penguasaan_materi',
  metode: 'metodologi',
  keterbatasan: 'metodologi',
  hasil: 'hasil',
}

function mean(list) {
  if (!list.length) return null
  let sum = 0
  for (let i = 0; i < list.length; i++) sum += list[i]
  return Math.round(sum / list.length)
}

function num(v) {
  return typeof v === 'number' && isFinite(v) ? Math.max(0, Math.min(100, v)) : 0
}

/**
 * The session report.
 * @param {object[]} questions the planned questions ({kind, category, text, chapter, section, page})
 * @param {object[]} feedbacks scoreAnswer results with their question's `index` (missing: not scored)
 * @returns {{overall: number, categories: {key: string, label: string, score: number|null}[],
 *   weakest: {index: number, text: string, score: number, chapter: string, section: string,
 *   page: number}[]}}
 */
function buildReport(questions, feedbacks) {
  const qs = Array.isArray(questions) ? questions : []
  const fbs = (Array.isArray(feedbacks) ? feedbacks : []).map(function (f, i) {
    const index = f && typeof f.index === 'number' ? f.index : i
    return { index: index, score: num(f && f.score), clarity: num(f && f.clarity) }
  })
  const per = {}
  const clarity = []
  const scores = []
  for (let i = 0; i < fbs.length; i++) {
    const q = qs[fbs[i].index] || {}
    const cat = q.category || KIND_CATEGORY[q.kind]
    if (cat) (per[cat] = per[cat] || []).push(fbs[i].score)
    clarity.push(fbs[i].clarity)
    scores.push(fbs[i].score)
  }
  const categories = CATEGORIES.map((c) => ({
    key: c.key,
    label: c.label,
    score: c.key === 'kejelasan' ? mean(clarity) : mean(per[c.key] || []),
  }))
  const weakest = fbs
    .slice()
    .sort((a, b) => a.score - b.score || a.index - b.index)
    .slice(0, 3)
    .map(function (f) {
      const q = qs[f.index] || {}
      return {
        index: f.index,
        text: q.text || '',
        score: f.score,
        chapter: q.chapter || '',
        section: q.section || '',
        page: q.page > 0 ? q.page : 0,
      }
    })
  const overall = mean(scores)
  return { overall: overall === null ? 0 : overall, categories: categories, weakest: weakest }
}

module.exports = { CATEGORIES, buildReport }
