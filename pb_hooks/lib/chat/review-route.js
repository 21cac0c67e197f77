/// <reference path="../../../node_modules/pocketbase-jsvm/index.d.ts" />
// The AI narrative review of the review PDF (docs/contract.md, Routes → Chat; registered in
// pb_hooks/chat.pb.js). GET /api/chat/academic/review says whether it can be asked for (no academic
// webhook and the operator's LLM configured; nothing about the LLM itself is revealed);
// POST /api/chat/academic/review {documentId} takes one credit like a chat message
// (lib/entitlements/credits.js, in its own short transaction), asks the LLM outside any transaction
// (lib/chat/llm/review.js) and gives the credit back when the LLM fails.

const PRICE = 1

/** The LLM settings when the review can be written, else null. */
function reviewConfig() {
  if (require(`${__hooks}/lib/chat/webhooks.js`).url('academic')) return null
  return require(`${__hooks}/lib/llm/config.js`).load()
}

/** GET /api/chat/academic/review → {available, price} (signed-in `users` record). */
function handleReviewStatus(c) {
  const chat = require(`${__hooks}/lib/chat/common.js`)
  const who = require(`${__hooks}/lib/shared/signed-in.js`).signedInUser(c)
  if (who.error) return chat.fail(c, who.error)
  return c.json(200, { available: !!reviewConfig(), price: PRICE })
}

/** POST /api/chat/academic/review {documentId} → {review, citations, credits, source: 'llm'} */
function handleReview(c) {
  const chat = require(`${__hooks}/lib/chat/common.js`)
  const documents = require(`${__hooks}/lib/thesis/document-store.js`)
  const credits = require(`${__hooks}/lib/entitlements/credits.js`)
  const who = require(`${__hooks}/lib/shared/signed-in.js`).signedInUser(c, { verified: true })
  if (who.error) return chat.fail(c, who.error)
  const data = chat.body(c)
  const doc = documents.findOwned($app.dao(), data.documentId, who.user.id)
  if (!doc) return chat.fail(c, 'DOCUMENT_NOT_FOUND')
  const cfg = reviewConfig()
  if (!cfg) return chat.fail(c, 'REVIEW_UNAVAILABLE')
  documents.markOpened($app.dao(), doc.id)
  let taken
  try {
    taken = credits.take(who.user.id)
  } catch (err) {
    console.log('[chat] review credit failed: ' + err)
    return chat.fail(c, 'CREDIT_FAILED')
  }
  if (!taken.ok) return chat.fail(c, 'INSUFFICIENT_CREDITS', { credits: 0 })
  let result
  try {
    const openings = require(`${__hooks}/lib/chat/llm/passages.js`).chapterOpenings(
      $app.dao(),
      doc.id,
    )
    result = require(`${__hooks}/lib/chat/llm/review.js`).review(
      cfg,
      documents.analysisOf(doc),
      doc.getString('file_name'),
      openings,
    )
  } catch (err) {
    console.log('[chat] review failed: ' + err)
    result = { error: 'REVIEW_FAILED' }
  }
  if (result.error) return chat.fail(c, 'REVIEW_FAILED', { credits: credits.refund(who.user.id) })
  return c.json(200, {
    review: result.review,
    citations: result.citations,
    credits: taken.credits,
    source: 'llm',
  })
}

module.exports = { handleReviewStatus, handleReview, PRICE }
