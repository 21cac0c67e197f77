// The built-in score of a defence answer (docs/sidang.md) with the rubric the student sees:
// key points named (60), relevance to the question (20) and clarity (20; for spoken answers also
// fillers and pace). Affix-tolerant matching: lib/sidang/words.js.
// Pure CommonJS without PocketBase APIs: runs in goja (PocketBase 0.22) and in Node.

const { fold } = require(`${__hooks}/lib/shared/fold.js`)
const { contentTokens, stemSet, hasToken, numbersIn, mentions, answerSet } = require(
  `${__hooks}/lib/sidang/words.js`,
)
const { isFiller, findFillers, wordsPerMinute } = require(`${__hooks}/lib/sidang/fillers.js`)
const { sentences } = require(`${__hooks}/lib/shared/sentences.js`)

const PACE_MIN = 100
const PACE_MAX = 170
const REASONING =
  /\b(karena|sebab|sehingga|maka|oleh karena itu|artinya|yaitu|misalnya|pertama|dengan demikian|tujuannya|agar)\b/
const UNSURE =
  /\b(tidak|belum|kurang|nggak|gak|ga|ndak) (tahu|tau|ingat|paham|yakin)\b|\blupa\b|\bmaaf\b/

function clamp(n, max) {
  return Math.max(0, Math.min(max, Math.round(n)))
}

function unique(list) {
  const seen = {}
  return list.filter(function (t) {
    if (seen[t]) return false
    seen[t] = true
    return true
  })
}

/** Clarity points (max 20) and their note. */
function clarityOf(text, words, mode, fillers, wpm) {
  const notes = []
  const substance = words < 3 ? 0 : clamp((10 * (words - 2)) / 16, 10)
  if (words < 6) notes.push('Jawaban terlalu singkat; jelaskan dengan kalimat Anda sendiri.')
  else if (words < 14) notes.push('Jawaban masih pendek; tambahkan penjelasan dan alasannya.')
  else notes.push('Jawaban cukup berisi.')
  const reasoning = REASONING.test(fold(text))
  let rest = 0
  if (mode === 'voice') {
    rest += words >= 6 && (reasoning || words >= 25) ? 4 : 0
    if (wpm === null) rest += 3
    else {
      const off = wpm < PACE_MIN ? PACE_MIN - wpm : wpm > PACE_MAX ? wpm - PACE_MAX : 0
      rest += clamp(3 - off / 15, 3)
      notes.push(
        'Tempo ' +
          wpm +
          ' kata per menit' +
          (off
            ? ' (ideal ' +
              PACE_MIN +
              '-' +
              PACE_MAX +
              '; ' +
              (wpm < PACE_MIN ? 'terlalu lambat' : 'terlalu cepat') +
              ').'
            : ' (sudah pas).'),
      )
    }
    const total = fillers ? fillers.total : 0
    rest += words >= 3 ? clamp(3 - (total * 20) / Math.max(words, 1), 3) : 0
    if (total) {
      const named = fillers.items.map((f) => '"' + f.word + '" ' + f.count + 'x').join(', ')
      notes.push('Kata pengisi: ' + named + '.')
    }
  } else {
    const full = sentences(text, { casual: true }).filter((s) => s.split(/\s+/).length >= 6).length
    rest += full >= 1 ? 5 : 0
    rest += words >= 6 && (full >= 2 || reasoning) ? 5 : 0
    if (!full) notes.push('Tulis dalam kalimat lengkap.')
    else if (!reasoning && full < 2) notes.push('Sertakan alasan (karena, sehingga, artinya).')
  }
  return { points: clamp(substance + rest, 20), note: notes.join(' ') }
}

/**
 * The score of an answer to a planned question.
 * @param {{text: string, passage: string, keyPoints: string[]}} question
 * @param {string} answer
 * @param {{mode?: 'text'|'voice', durationMs?: number|null}} [opts]
 * @returns {{score: number, covered: string[], missed: string[], rubric: {key: string,
 *   label: string, points: number, max: number, note: string}[], fillers: null|{total: number,
 *   items: {word: string, count: number}[]}, wpm: number|null, clarity: number, weak: boolean}}
 */
function scoreAnswer(question, answer, opts) {
  const q = question || {}
  const text = String(answer || '')
  const mode = opts && opts.mode === 'voice' ? 'voice' : 'text'
  const fillers = mode === 'voice' ? findFillers(text) : null
  const wpm = mode === 'voice' ? wordsPerMinute(text, opts && opts.durationMs) : null
  const points = Array.isArray(q.keyPoints) ? q.keyPoints.filter((p) => p) : []
  const tokens = contentTokens(text).filter((t) => !isFiller(t))
  // "Saya tidak tahu", "lupa", pure fillers: nothing to grade.
  const nonAnswer = tokens.length < 3 || (UNSURE.test(fold(text)) && tokens.length < 5)
  const set = answerSet(text)
  const nums = numbersIn(text)
  const covered = []
  const missed = []
  for (let i = 0; i < points.length; i++)
    (!nonAnswer && mentions(set, nums, points[i]) ? covered : missed).push(points[i])
  const vocab = stemSet((q.passage || '') + '\n' + (q.text || ''))
  const distinct = unique(tokens)
  let hits = 0
  for (let i = 0; i < distinct.length; i++) if (hasToken(vocab, distinct[i])) hits++
  const precision = distinct.length ? hits / distinct.length : 0
  const isi = nonAnswer
    ? 0
    : points.length
      ? clamp((60 * covered.length) / points.length, 60)
      : clamp((60 * hits) / 8, 60)
  const relevansi = nonAnswer
    ? 0
    : clamp(20 * Math.min(1, hits / 5) * (0.5 + 0.5 * Math.min(1, precision / 0.35)), 20)
  const offTopic = !covered.length && hits < 3
  const clear = clarityOf(text, nonAnswer ? 0 : tokens.length, mode, fillers, wpm)
  // Clarity counts only in part when the answer does not address the question.
  const kejelasan = nonAnswer ? 0 : offTopic ? Math.min(clear.points, 5) : clear.points
  const missedNote = missed.length ? ' Belum disebut: ' + missed.join('; ') + '.' : ''
  const rubric = [
    {
      key: 'isi',
      label: 'Poin kunci yang disebut',
      points: isi,
      max: 60,
      note: nonAnswer
        ? 'Belum ada jawaban yang dapat dinilai. Poin yang diharapkan: ' + points.join('; ') + '.'
        : covered.length +
          ' dari ' +
          points.length +
          ' poin kunci dari skripsi Anda disebut.' +
          missedNote,
    },
    {
      key: 'relevansi',
      label: 'Relevansi dengan pertanyaan',
      points: relevansi,
      max: 20,
      note:
        relevansi === 0
          ? 'Jawaban belum membahas pertanyaan maupun bagian skripsi yang ditanyakan.'
          : relevansi < 12
            ? 'Jawaban baru sedikit menyinggung bagian skripsi yang ditanyakan.'
            : 'Jawaban membahas bagian skripsi yang ditanyakan.',
    },
    {
      key: 'kejelasan',
      label: 'Kejelasan',
      points: kejelasan,
      max: 20,
      note:
        (nonAnswer ? 'Jawaban belum berisi penjelasan.' : clear.note) +
        (offTopic && !nonAnswer
          ? ' Nilai kejelasan dibatasi karena jawaban keluar dari topik.'
          : ''),
    },
  ]
  const score = clamp(isi + relevansi + kejelasan, 100)
  return {
    score: score,
    covered: covered,
    missed: missed,
    rubric: rubric,
    fillers: fillers,
    wpm: wpm,
    clarity: clamp((kejelasan * 100) / 20, 100),
    weak: score < 50,
  }
}

module.exports = { PACE_MIN, PACE_MAX, scoreAnswer }
