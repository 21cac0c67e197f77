/// <reference path="../node_modules/pocketbase-jsvm/index.d.ts" />
// Chat: signed-in story/academic chat paid with credits, thesis uploads, and the landing page's
// trial chat. Logic in pb_hooks/lib/chat/ (contract: docs/contract.md, Routes; docs/architecture.md
// "Chat").

routerAdd('POST', '/api/chat/story', (c) => {
  return require(`${__hooks}/lib/chat/routes.js`).handleStory(c)
})

routerAdd('POST', '/api/chat/academic', (c) => {
  return require(`${__hooks}/lib/chat/routes.js`).handleAcademic(c)
})

routerAdd('GET', '/api/chat/academic/review', (c) => {
  return require(`${__hooks}/lib/chat/review-route.js`).handleReviewStatus(c)
})

routerAdd('POST', '/api/chat/academic/review', (c) => {
  return require(`${__hooks}/lib/chat/review-route.js`).handleReview(c)
})

routerAdd(
  'POST',
  '/api/chat/documents',
  (c) => {
    return require(`${__hooks}/lib/chat/documents.js`).handleUpload(c)
  },
  $apis.bodyLimit(48 * 1024 * 1024),
)

// A body over the route's limit is refused (413) before the handler runs: Indonesian message.
onBeforeApiError((e) => {
  require(`${__hooks}/lib/chat/documents.js`).explainBodyLimit(e)
})

routerAdd('POST', '/api/chat/trial/story', (c) => {
  return require(`${__hooks}/lib/chat/routes.js`).handleTrialStory(c)
})

routerAdd('POST', '/api/chat/trial/academic', (c) => {
  return require(`${__hooks}/lib/chat/routes.js`).handleTrialAcademic(c)
})

routerAdd('GET', '/api/chat/trial/status', (c) => {
  return require(`${__hooks}/lib/chat/routes.js`).handleTrialStatus(c)
})

// A deleted document takes its FTS5 passages with it (same transaction; cascades included).
onModelBeforeDelete((e) => {
  require(`${__hooks}/lib/thesis/document-store.js`).deletePassages(e.dao, e.model.id)
}, 'thesis_documents')
