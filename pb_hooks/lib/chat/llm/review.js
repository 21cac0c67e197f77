/// <reference path="../../../../node_modules/pocketbase-jsvm/index.d.ts" />
// The AI narrative review of a stored document for the review PDF (POST /api/chat/academic/review,
// lib/chat/review-route.js): the built-in analysis (outline, citations, words per chapter) and the
// first passage of each chapter go to the operator's LLM as the academic path's numbered, delimited
// data blocks under the same system prompt (blocks are quotations, never instructions); the request
// asks for a short review in Indonesian. Quotes are verified against the blocks (llm/quotes.js).
// No fallback: a failure is an error for the caller (which gives the credit back). Counted in stats.js.

const MAX_REVIEW_BLOCK_CHARS = 1500

/** The request after "PERTANYAAN:" (fixed: nothing of the user's goes here). */
const REVIEW_REQUEST = [
  'Tulis ULASAN NARATIF singkat atas skripsi ini untuk laporan review, paling banyak sekitar 250 kata, dalam tiga paragraf pendek:',
  '1) kekuatan utama skripsi ini;',
  '2) hal terpenting yang perlu diperbaiki (pakai ringkasan analisis otomatis: struktur bab, sitasi, jumlah kata per bab);',
  '3) langkah berikutnya yang konkret.',
  'Dasarkan ulasan pada blok dan sebut nomor bloknya. Kutip langsung paling banyak dua kalimat pendek dari bab, persis seperti di blok.',
].join('\n')

/** The built-in reports that ground the review (each '' when it cannot be made). */
function analysisReports(analysis, fileName) {
  if (!analysis || typeof analysis !== 'object' || !Object.keys(analysis).length) return []
  const reports = require(`${__hooks}/lib/chat/academic/reports.js`)
  const out = []
  for (const make of [
    reports.formatStructureReview,
    reports.formatCitationReply,
    reports.formatWordCountReply,
  ]) {
    try {
      out.push(make(analysis, fileName))
    } catch (err) {
      console.log('[chat] review report failed: ' + err)
    }
  }
  return out
}

/** The prompt of a review: {messages, blocks} (as llm/academic.js academicPrompt). */
function reviewPrompt(analysis, fileName, openings) {
  const { academicPrompt } = require(`${__hooks}/lib/chat/llm/academic.js`)
  return academicPrompt(
    REVIEW_REQUEST,
    openings,
    analysisReports(analysis, fileName),
    MAX_REVIEW_BLOCK_CHARS,
  )
}

/**
 * Asks the LLM for the review.
 * @param {object} cfg config.load()
 * @param {object} analysis the document's stored analysis
 * @param {string} fileName
 * @param {{chapter: string, body: string, page: number}[]} openings llm/passages.js chapterOpenings
 * @returns {{review: string, citations: {chapter, page, quote}[]} | {error: string}}
 */
function review(cfg, analysis, fileName, openings) {
  const client = require(`${__hooks}/lib/llm/client.js`)
  const stats = require(`${__hooks}/lib/llm/stats.js`)
  const { verify } = require(`${__hooks}/lib/llm/quotes.js`)
  const prompt = reviewPrompt(analysis, fileName, openings)
  let res = client.complete(cfg, prompt.messages)
  let checked = res.ok ? verify(res.text, prompt.blocks) : null
  if (res.ok && !checked.reply)
    res = { ok: false, kind: 'empty', message: 'jawaban kosong', usage: res.usage }
  if (!res.ok) {
    console.log('[chat] llm review failed (' + res.kind + '): ' + res.message)
    stats.failed('review ' + res.kind + ': ' + res.message, res.usage)
    return { error: 'REVIEW_FAILED' }
  }
  stats.answered(res.usage)
  return { review: checked.reply, citations: checked.citations }
}

module.exports = { review, reviewPrompt, REVIEW_REQUEST }
