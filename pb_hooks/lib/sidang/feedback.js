/// <reference path="../../../node_modules/pocketbase-jsvm/index.d.ts" />
// The feedback on one answer (docs/sidang.md): the built-in score (scoring.js) with its rubric,
// covered and missed key points, fillers and pace for voice answers, and a comment: the model's
// (quotes verified) when the LLM is configured, else a built-in one from the score.

/** The built-in examiner comment for a scored answer. */
function builtinComment(scored) {
  const missed = scored.missed || []
  const covered = scored.covered || []
  const parts = []
  if (scored.score >= 80) parts.push('Jawaban Anda kuat dan menyentuh inti pertanyaan.')
  else if (scored.score >= 60) parts.push('Jawaban Anda sudah cukup baik.')
  else if (scored.score >= 35) parts.push('Jawaban Anda masih kurang lengkap.')
  else parts.push('Jawaban Anda belum menjawab pertanyaan penguji.')
  if (covered.length) parts.push('Anda sudah menyebut ' + covered.slice(0, 3).join(', ') + '.')
  if (missed.length)
    parts.push(
      'Perkuat dengan menjelaskan ' +
        missed.slice(0, 3).join(', ') +
        ' sesuai yang tertulis di skripsi Anda.',
    )
  if (scored.fillers && scored.fillers.total >= 3)
    parts.push('Kurangi kata pengisi agar jawaban terdengar lebih yakin.')
  return parts.join(' ')
}

/**
 * Scores an answer and writes its comment.
 * @param {object|null} cfg the LLM settings, or null for the built-in engine
 * @param {object} q the stored question (with passage and keyPoints)
 * @param {number} index the question's index
 * @param {{answer: string, mode: string, durationMs: number|null}} given
 */
function produce(cfg, q, index, given) {
  const scoring = require(`${__hooks}/lib/sidang/scoring.js`)
  const scored = scoring.scoreAnswer(q, given.answer, {
    mode: given.mode,
    durationMs: given.durationMs,
  })
  let comment = null
  if (cfg) {
    try {
      comment = require(`${__hooks}/lib/sidang/llm.js`).comment(cfg, q, given.answer, scored.missed)
    } catch (err) {
      console.log('[sidang] comment failed: ' + err)
      comment = null
    }
  }
  return {
    index: index,
    score: scored.score,
    covered: scored.covered,
    missed: scored.missed,
    rubric: scored.rubric,
    fillers: scored.fillers,
    wpm: scored.wpm,
    clarity: scored.clarity,
    weak: !!scored.weak,
    comment: comment ? comment.comment : builtinComment(scored),
    citations: comment ? comment.citations : [],
    source: comment ? 'llm' : 'builtin',
  }
}

module.exports = { produce, builtinComment }
