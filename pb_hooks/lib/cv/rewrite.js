/// <reference path="../../../node_modules/pocketbase-jsvm/index.d.ts" />
// 'Perbaiki dengan AI' on the operator's LLM (docs/contract.md, Analisa CV): one non-streamed call
// (lib/llm/client.js: one retry on 429/5xx) with the bullet and the posting as data blocks
// (lib/cv/prompt.js), then the rewrite checked (lib/cv/guard.js). Nothing of the CV is stored or
// logged: log lines and the _llm_stats error say only the kind of failure and the HTTP status (a
// provider's error text could echo the request), never the bullet, the posting or the answer.

/**
 * Asks for a rewrite.
 * @param {object} cfg lib/llm/config.js load()
 * @param {string} bullet contact details already replaced
 * @param {string} posting contact details already replaced ('' for none)
 * @returns {{rewrite: string} | {error: 'CV_AI_FAILED'} | {error: 'CV_REWRITE_REFUSED', added: string[]}}
 */
function rewrite(cfg, bullet, posting) {
  const client = require(`${__hooks}/lib/llm/client.js`)
  const stats = require(`${__hooks}/lib/llm/stats.js`)
  const { rewriteMessages } = require(`${__hooks}/lib/cv/prompt.js`)
  const { check } = require(`${__hooks}/lib/cv/guard.js`)
  const { hasContact } = require(`${__hooks}/lib/cv/contact.js`)
  const res = client.complete(cfg, rewriteMessages(bullet, posting))
  if (!res.ok) {
    const why = 'cv ' + res.kind + (res.status ? ' HTTP ' + res.status : '')
    console.log('[cv] llm rewrite failed: ' + why)
    stats.failed(why, res.usage)
    return { error: 'CV_AI_FAILED' }
  }
  const verdict = check(bullet, res.text, hasContact)
  if (!verdict.ok) {
    // the answer was produced (tokens spent) but is not shown: a failure of the LLM's, by kind only
    console.log('[cv] llm rewrite refused: ' + verdict.reason)
    stats.failed('cv rewrite refused: ' + verdict.reason, res.usage)
    if (verdict.reason === 'invented' || verdict.reason === 'contact')
      return { error: 'CV_REWRITE_REFUSED', added: verdict.added || [] }
    return { error: 'CV_AI_FAILED' }
  }
  stats.answered(res.usage)
  return { rewrite: verdict.rewrite }
}

module.exports = { rewrite }
