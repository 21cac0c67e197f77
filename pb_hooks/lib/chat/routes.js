/// <reference path="../../../node_modules/pocketbase-jsvm/index.d.ts" />
// The chat routes (contract: docs/contract.md, "Routes"; registered in pb_hooks/chat.pb.js):
// signed-in story and academic chat paid with credits, and the landing page's trial chat paid with
// the per-client trial allowance. Replies come from the automation webhooks when configured
// (lib/chat/webhooks.js), else from the operator's LLM (lib/chat/llm/, when LLM_BASE_URL and
// LLM_MODEL are set; a failed LLM call falls back to the built-in assistant and refunds), else from
// the built-in assistant (lib/chat/story/assistant.js, lib/chat/academic/analysis.js). The credit is taken before the reply is produced and given back when
// no reply could be produced; no transaction is open while the reply is produced.

const MAX_TRIAL_TEXT = 300000

/** Runs the built-in assistant (a text or {reply, citations}): {reply, source, citations} or {error: 'EMPTY_REPLY'}. */
function builtIn(produce) {
  let r
  try {
    r = produce()
  } catch (err) {
    console.log('[chat] built-in assistant failed: ' + err)
    return { error: 'EMPTY_REPLY' }
  }
  const a = r && typeof r === 'object' ? r : { reply: r }
  const reply = typeof a.reply === 'string' ? a.reply.trim() : ''
  if (!reply) return { error: 'EMPTY_REPLY' }
  const citations = Array.isArray(a.citations) ? a.citations : []
  return { reply: reply, source: 'builtin', citations: citations }
}

/** A webhook's answer with the answer fields. */
function fromWebhook(result) {
  return result.error ? result : { reply: result.reply, source: 'webhook', citations: [] }
}

/** The LLM settings when the LLM answers this kind of chat (trial: unless LLM_TRIAL=off), else null. */
function llmConfig(isTrial) {
  const cfg = require(`${__hooks}/lib/llm/config.js`).load()
  return cfg && (!isTrial || cfg.trial) ? cfg : null
}

/** Story reply: the story webhook, else the LLM, else the built-in story assistant. */
function storyReply(message, sessionId, turnKey, history, isTrial) {
  const webhooks = require(`${__hooks}/lib/chat/webhooks.js`)
  if (webhooks.url('story'))
    return fromWebhook(webhooks.forwardMessage('story', { message: message, sessionId: sessionId }))
  const local = () =>
    builtIn(() =>
      require(`${__hooks}/lib/chat/story/assistant.js`).storyReply(message, {
        sessionId: sessionId,
        turn: require(`${__hooks}/lib/chat/story/turns.js`).nextTurn(turnKey),
      }),
    )
  const cfg = llmConfig(isTrial)
  if (cfg) return require(`${__hooks}/lib/chat/llm/answer.js`).story(cfg, message, history, local)
  return local()
}

/** Academic reply about a stored document: the academic webhook, else the LLM, else FTS5 passages + the built-in analysis. */
function academicReply(message, doc) {
  const webhooks = require(`${__hooks}/lib/chat/webhooks.js`)
  if (webhooks.url('academic')) {
    return fromWebhook(
      webhooks.forwardMessage('academic', {
        message: message,
        documentId: doc.getString('external_id') || doc.id,
      }),
    )
  }
  const documents = require(`${__hooks}/lib/thesis/document-store.js`)
  const analysis = documents.analysisOf(doc)
  const fileName = doc.getString('file_name')
  const local = () =>
    builtIn(() =>
      require(`${__hooks}/lib/chat/academic/analysis.js`).composeAcademicAnswer(
        message,
        analysis,
        documents.searchPassages($app.dao(), doc.id, message),
        fileName,
      ),
    )
  const cfg = llmConfig(false)
  if (!cfg) return local()
  const llm = require(`${__hooks}/lib/chat/llm/answer.js`)
  const passages = require(`${__hooks}/lib/chat/llm/passages.js`).storedPassages(
    $app.dao(),
    doc.id,
    message,
  )
  return llm.academic(
    cfg,
    message,
    passages,
    llm.analysisSummary(message, analysis, fileName),
    local,
  )
}

/**
 * Spends one unit of an allowance (credits or the trial allowance), produces the reply outside any
 * transaction and gives the unit back when no reply could be produced, or when the built-in
 * assistant stood in for a failed LLM (`refund`).
 * @param {{take: () => object, refund: () => number, balanceField: 'credits'|'remaining', exhausted: string}} allowance
 *   take() answers {ok, credits} or {ok, remaining}; refund() the balance after giving one back
 * @param {() => ({reply: string, source: string, citations: object[], fallback?: boolean, refund?: boolean} | {error: string})} produce
 */
function spend(c, allowance, produce) {
  const chat = require(`${__hooks}/lib/chat/common.js`)
  let taken
  try {
    taken = allowance.take()
  } catch (err) {
    console.log('[chat] allowance check failed: ' + err)
    return chat.fail(c, 'CREDIT_FAILED')
  }
  const field = allowance.balanceField
  if (!taken.ok) return chat.fail(c, allowance.exhausted, { [field]: 0 })
  let result
  try {
    result = produce()
  } catch (err) {
    console.log('[chat] reply failed: ' + err)
    result = { error: 'UPSTREAM_FAILED' }
  }
  if (result.error) return chat.fail(c, result.error, { [field]: allowance.refund() })
  const balance = result.refund ? allowance.refund() : taken[field]
  const answer = {
    reply: result.reply,
    [field]: balance,
    credits: balance,
    source: result.source,
    citations: result.citations || [],
  }
  if (result.fallback) answer.fallback = true
  require(`${__hooks}/lib/chat/message-stats.js`).counted(result.source, !!result.fallback)
  return c.json(200, answer)
}

/** Spends one chat credit of the signed-in user. */
function paid(c, user, produce) {
  const credits = require(`${__hooks}/lib/entitlements/credits.js`)
  const allowance = {
    take: () => credits.take(user.id),
    refund: () => credits.refund(user.id),
    balanceField: 'credits',
    exhausted: 'INSUFFICIENT_CREDITS',
  }
  return spend(c, allowance, produce)
}

/** POST /api/chat/story {message, sessionId, history?} → {reply, credits, source, citations, fallback?} */
function handleStory(c) {
  const chat = require(`${__hooks}/lib/chat/common.js`)
  const who = require(`${__hooks}/lib/shared/signed-in.js`).signedInUser(c, { verified: true })
  if (who.error) return chat.fail(c, who.error)
  const data = chat.body(c)
  const checked = chat.checkMessage(data.message)
  if (checked.error) return chat.fail(c, checked.error)
  const sessionId = chat.cleanSessionId(data.sessionId)
  return paid(c, who.user, () =>
    storyReply(checked.message, sessionId, who.user.id + ':' + sessionId, data.history, false),
  )
}

/** POST /api/chat/academic {message, documentId} → {reply, credits, source, citations, fallback?} */
function handleAcademic(c) {
  const chat = require(`${__hooks}/lib/chat/common.js`)
  const who = require(`${__hooks}/lib/shared/signed-in.js`).signedInUser(c, { verified: true })
  if (who.error) return chat.fail(c, who.error)
  const data = chat.body(c)
  const checked = chat.checkMessage(data.message)
  if (checked.error) return chat.fail(c, checked.error)
  const doc = require(`${__hooks}/lib/thesis/document-store.js`).findOwned(
    $app.dao(),
    data.documentId,
    who.user.id,
  )
  if (!doc) return chat.fail(c, 'DOCUMENT_NOT_FOUND')
  require(`${__hooks}/lib/thesis/document-store.js`).markOpened($app.dao(), doc.id)
  return paid(c, who.user, () => academicReply(checked.message, doc))
}

/**
 * Spends one trial message of `mode` for this client.
 * @param {'story'|'academic'} mode
 */
function trial(c, key, mode, produce) {
  const trials = require(`${__hooks}/lib/chat/trial.js`)
  const allowance = {
    take: () => trials.take(key, mode),
    refund: () => trials.refund(key, mode),
    balanceField: 'remaining',
    exhausted: 'TRIAL_EXHAUSTED',
  }
  return spend(c, allowance, produce)
}

/** POST /api/chat/trial/story {message, sessionId, history?} → {reply, remaining, credits, source, citations, fallback?} */
function handleTrialStory(c) {
  const chat = require(`${__hooks}/lib/chat/common.js`)
  const data = chat.body(c)
  const checked = chat.checkMessage(data.message)
  if (checked.error) return chat.fail(c, checked.error)
  const sessionId = 'trial-' + chat.cleanSessionId(data.sessionId)
  const key = require(`${__hooks}/lib/chat/trial.js`).clientKey(c)
  return trial(c, key, 'story', () =>
    storyReply(checked.message, sessionId, key + ':' + sessionId, data.history, true),
  )
}

/** POST /api/chat/trial/academic {message, document: {name, text}} → {reply, remaining, credits, source, citations, fallback?} (in memory) */
function handleTrialAcademic(c) {
  const chat = require(`${__hooks}/lib/chat/common.js`)
  const data = chat.body(c)
  const checked = chat.checkMessage(data.message)
  if (checked.error) return chat.fail(c, checked.error)
  const doc = data.document && typeof data.document === 'object' ? data.document : null
  const docText = require(`${__hooks}/lib/thesis/passages.js`)
  const text = doc && typeof doc.text === 'string' ? docText.trimDocumentText(doc.text) : ''
  if (docText.isBlankDocumentText(text)) return chat.fail(c, 'DOCUMENT_REQUIRED')
  if (text.length > MAX_TRIAL_TEXT) return chat.fail(c, 'DOCUMENT_TOO_LONG')
  const name = doc && typeof doc.name === 'string' ? doc.name.trim().slice(0, 255) : ''
  const key = require(`${__hooks}/lib/chat/trial.js`).clientKey(c)
  return trial(c, key, 'academic', () => {
    const thesis = require(`${__hooks}/lib/chat/academic/analysis.js`)
    const all = thesis.splitPassages(text)
    const ranked = thesis.rankPassagesInMemory(checked.message, all)
    const analysis = thesis.analyzeThesis(text)
    const local = () =>
      builtIn(() => thesis.composeAcademicAnswer(checked.message, analysis, ranked, name))
    const cfg = llmConfig(true)
    if (!cfg) return local()
    const llm = require(`${__hooks}/lib/chat/llm/answer.js`)
    const passages = require(`${__hooks}/lib/chat/llm/passages.js`).memoryPassages(ranked, all)
    const summary = llm.analysisSummary(checked.message, analysis, name)
    return llm.academic(cfg, checked.message, passages, summary, local)
  })
}

/** GET /api/chat/trial/status → {story, academic} remaining today for this client */
function handleTrialStatus(c) {
  const allowance = require(`${__hooks}/lib/chat/trial.js`)
  return c.json(200, allowance.status(allowance.clientKey(c)))
}

module.exports = {
  handleStory,
  handleAcademic,
  handleTrialStory,
  handleTrialAcademic,
  handleTrialStatus,
}
