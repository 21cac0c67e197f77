/// <reference path="../../../../node_modules/pocketbase-jsvm/index.d.ts" />
// Chat answers by the operator's LLM (lib/chat/routes.js decides when: no webhook for the mode and
// LLM_BASE_URL + LLM_MODEL set). Any failure falls back to the built-in assistant with
// {fallback: true, refund: true}: the caller gives the credit back. Counters in stats.js.
// Results: {reply, source: 'llm'|'builtin', citations, fallback?, refund?} or {error} (built-in failed too).

function fallBack(res, builtIn) {
  const stats = require(`${__hooks}/lib/llm/stats.js`)
  console.log('[chat] llm failed (' + res.kind + '): ' + res.message)
  stats.failed(res.kind + ': ' + res.message, res.usage)
  const b = builtIn()
  if (b.error) return b
  return {
    reply: b.reply,
    source: 'builtin',
    citations: b.citations || [],
    fallback: true,
    refund: true,
  }
}

/**
 * Ruang Cerita: crisis detection of the built-in assistant first; its help lines always follow
 * the LLM's reply when it fires (the built-in crisis reply alone answers when the LLM fails).
 */
function story(cfg, message, history, builtIn) {
  const client = require(`${__hooks}/lib/llm/client.js`)
  const { storyMessages } = require(`${__hooks}/lib/chat/llm/story.js`)
  const { plainText } = require(`${__hooks}/lib/llm/text.js`)
  const assistant = require(`${__hooks}/lib/chat/story/assistant.js`)
  const crisis = assistant.isCrisis(message)
  const res = client.complete(cfg, storyMessages(message, history))
  if (!res.ok) return fallBack(res, builtIn)
  let reply = plainText(res.text)
  if (!reply)
    return fallBack({ kind: 'empty', message: 'jawaban kosong', usage: res.usage }, builtIn)
  require(`${__hooks}/lib/llm/stats.js`).answered(res.usage)
  if (crisis) reply = reply + '\n' + assistant.CRISIS_HELP.join('\n')
  return { reply: reply, source: 'llm', citations: [] }
}

/**
 * The built-in report for a question about the outline, words per chapter or citations (the
 * built-in intent detection decides: its answer without passages is one of the three reports), or ''.
 */
function analysisSummary(question, analysis, fileName) {
  if (!analysis || typeof analysis !== 'object' || !Object.keys(analysis).length) return ''
  const { composeAcademicReply } = require(`${__hooks}/lib/chat/academic/analysis.js`)
  const reports = require(`${__hooks}/lib/chat/academic/reports.js`)
  try {
    const reply = composeAcademicReply(question, analysis, [], fileName)
    const known = [
      reports.formatWordCountReply(analysis, fileName),
      reports.formatCitationReply(analysis, fileName),
      reports.formatStructureReview(analysis, fileName),
    ]
    return known.indexOf(reply) !== -1 ? reply : ''
  } catch (err) {
    console.log('[chat] analysis summary failed: ' + err)
    return ''
  }
}

/** Asisten Akademik: delimited blocks, the LLM's answer, quotes verified against the blocks. */
function academic(cfg, question, passages, summary, builtIn) {
  const client = require(`${__hooks}/lib/llm/client.js`)
  const { academicPrompt } = require(`${__hooks}/lib/chat/llm/academic.js`)
  const { verify } = require(`${__hooks}/lib/llm/quotes.js`)
  const prompt = academicPrompt(question, passages, summary)
  const res = client.complete(cfg, prompt.messages)
  if (!res.ok) return fallBack(res, builtIn)
  const checked = verify(res.text, prompt.blocks)
  if (!checked.reply)
    return fallBack({ kind: 'empty', message: 'jawaban kosong', usage: res.usage }, builtIn)
  require(`${__hooks}/lib/llm/stats.js`).answered(res.usage)
  return { reply: checked.reply, source: 'llm', citations: checked.citations }
}

module.exports = { story, academic, analysisSummary }
