/// <reference path="../../../node_modules/pocketbase-jsvm/index.d.ts" />
// The chat routes (contract: docs/contract.md, "Routes"; registered in pb_hooks/chat.pb.js):
// signed-in story and academic chat paid with credits, and the landing page's trial chat paid with
// the per-client trial allowance. Replies come from the automation webhooks when configured
// (lib/chat/webhooks.js), else from the built-in assistant (lib/chat/story/assistant.js,
// lib/chat/academic/analysis.js). The credit is taken before the reply is produced and given back when
// no reply could be produced; no transaction is open while the reply is produced.

const MAX_TRIAL_TEXT = 300000
const TURN_PREFIX = 'chat-turn:'
const MAX_STORE_KEYS = 20000

/** The 1-based number of this message in a chat session (kept in process memory). */
function nextTurn(key) {
  const store = $app.store()
  const storeKey = TURN_PREFIX + key
  if (!store.has(storeKey) && store.length() >= MAX_STORE_KEYS) {
    const all = store.getAll()
    for (const k in all) if (k.indexOf(TURN_PREFIX) === 0) store.remove(k)
  }
  const turn = (store.has(storeKey) ? parseInt(String(store.get(storeKey)), 10) || 0 : 0) + 1
  store.set(storeKey, String(turn))
  return turn
}

/** Runs the built-in assistant: {reply} or {error: 'EMPTY_REPLY'} when it fails or says nothing. */
function builtIn(produce) {
  let reply = ''
  try {
    const r = produce()
    reply = typeof r === 'string' ? r.trim() : ''
  } catch (err) {
    console.log('[chat] built-in assistant failed: ' + err)
    return { error: 'EMPTY_REPLY' }
  }
  return reply ? { reply: reply } : { error: 'EMPTY_REPLY' }
}

/** Story reply: the story webhook, or the built-in story assistant. */
function storyReply(message, sessionId, turnKey) {
  const webhooks = require(`${__hooks}/lib/chat/webhooks.js`)
  if (webhooks.url('story'))
    return webhooks.forwardMessage('story', { message: message, sessionId: sessionId })
  return builtIn(() =>
    require(`${__hooks}/lib/chat/story/assistant.js`).storyReply(message, {
      sessionId: sessionId,
      turn: nextTurn(turnKey),
    }),
  )
}

/** Academic reply about a stored document: the academic webhook, or FTS5 passages + the built-in analysis. */
function academicReply(message, doc) {
  const webhooks = require(`${__hooks}/lib/chat/webhooks.js`)
  if (webhooks.url('academic')) {
    return webhooks.forwardMessage('academic', {
      message: message,
      documentId: doc.getString('external_id') || doc.id,
    })
  }
  const documents = require(`${__hooks}/lib/chat/documents.js`)
  return builtIn(() => {
    const passages = documents.searchPassages($app.dao(), doc.id, message)
    return require(`${__hooks}/lib/chat/academic/analysis.js`).composeAcademicReply(
      message,
      documents.analysisOf(doc),
      passages,
      doc.getString('file_name'),
    )
  })
}

/**
 * Spends one unit of an allowance (credits or the trial allowance), produces the reply outside any
 * transaction and gives the unit back when no reply could be produced.
 * @param {{take: () => object, refund: () => number, balanceField: 'credits'|'remaining', exhausted: string}} allowance
 *   take() answers {ok, credits} or {ok, remaining}; refund() the balance after giving one back
 * @param {() => ({reply: string} | {error: string})} produce
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
  return c.json(200, { reply: result.reply, [field]: taken[field] })
}

/** Spends one chat credit of the signed-in user. */
function paid(c, user, produce) {
  const credits = require(`${__hooks}/lib/chat/credits.js`)
  const allowance = {
    take: () => credits.take(user.id),
    refund: () => credits.refund(user.id),
    balanceField: 'credits',
    exhausted: 'INSUFFICIENT_CREDITS',
  }
  return spend(c, allowance, produce)
}

/** POST /api/chat/story {message, sessionId} → {reply, credits} */
function handleStory(c) {
  const chat = require(`${__hooks}/lib/chat/common.js`)
  const who = chat.currentUser(c)
  if (who.error) return chat.fail(c, who.error)
  const data = chat.body(c)
  const checked = chat.checkMessage(data.message)
  if (checked.error) return chat.fail(c, checked.error)
  const sessionId = chat.cleanSessionId(data.sessionId)
  return paid(c, who.user, () =>
    storyReply(checked.message, sessionId, who.user.id + ':' + sessionId),
  )
}

/** POST /api/chat/academic {message, documentId} → {reply, credits} */
function handleAcademic(c) {
  const chat = require(`${__hooks}/lib/chat/common.js`)
  const who = chat.currentUser(c)
  if (who.error) return chat.fail(c, who.error)
  const data = chat.body(c)
  const checked = chat.checkMessage(data.message)
  if (checked.error) return chat.fail(c, checked.error)
  const doc = require(`${__hooks}/lib/chat/documents.js`).findOwned(
    $app.dao(),
    data.documentId,
    who.user.id,
  )
  if (!doc) return chat.fail(c, 'DOCUMENT_NOT_FOUND')
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

/** POST /api/chat/trial/story {message, sessionId} → {reply, remaining} */
function handleTrialStory(c) {
  const chat = require(`${__hooks}/lib/chat/common.js`)
  const data = chat.body(c)
  const checked = chat.checkMessage(data.message)
  if (checked.error) return chat.fail(c, checked.error)
  const sessionId = 'trial-' + chat.cleanSessionId(data.sessionId)
  const key = require(`${__hooks}/lib/chat/trial.js`).clientKey(c)
  return trial(c, key, 'story', () => storyReply(checked.message, sessionId, key + ':' + sessionId))
}

/** POST /api/chat/trial/academic {message, document: {name, text}} → {reply, remaining} (built-in, in memory) */
function handleTrialAcademic(c) {
  const chat = require(`${__hooks}/lib/chat/common.js`)
  const data = chat.body(c)
  const checked = chat.checkMessage(data.message)
  if (checked.error) return chat.fail(c, checked.error)
  const doc = data.document && typeof data.document === 'object' ? data.document : null
  const text = doc && typeof doc.text === 'string' ? doc.text.trim() : ''
  if (!text) return chat.fail(c, 'DOCUMENT_REQUIRED')
  if (text.length > MAX_TRIAL_TEXT) return chat.fail(c, 'DOCUMENT_TOO_LONG')
  const name = doc && typeof doc.name === 'string' ? doc.name.trim().slice(0, 255) : ''
  const key = require(`${__hooks}/lib/chat/trial.js`).clientKey(c)
  return trial(c, key, 'academic', () =>
    builtIn(() => {
      const thesis = require(`${__hooks}/lib/chat/academic/analysis.js`)
      const passages = thesis.rankPassagesInMemory(checked.message, thesis.splitPassages(text))
      return thesis.composeAcademicReply(
        checked.message,
        thesis.analyzeThesis(text),
        passages,
        name,
      )
    }),
  )
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
  nextTurn,
}
