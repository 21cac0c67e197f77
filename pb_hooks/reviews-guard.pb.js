/// <reference path="../node_modules/pocketbase-jsvm/index.d.ts" />
// A suspended subscription stops reviews through the records API too (issue 11; the push route
// refuses them in pb_hooks/lib/sync-push.js, which also holds this check).

onRecordBeforeCreateRequest((e) => {
  require(`${__hooks}/lib/sync-push.js`).guardReviewRequest(e)
}, 'reviews')

onRecordBeforeUpdateRequest((e) => {
  require(`${__hooks}/lib/sync-push.js`).guardReviewRequest(e)
}, 'reviews')
