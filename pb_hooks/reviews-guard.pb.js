/// <reference path="../node_modules/pocketbase-jsvm/index.d.ts" />
// Reviews through the records API follow the push route's rule (docs/contract.md, "Sync and merge
// rules"): only a subscriber of the materi's package whose subscriptions are not all suspended
// (pb_hooks/lib/sync/push.js holds the check).

onRecordBeforeCreateRequest((e) => {
  require(`${__hooks}/lib/sync/push.js`).guardReviewRequest(e)
}, 'reviews')

onRecordBeforeUpdateRequest((e) => {
  require(`${__hooks}/lib/sync/push.js`).guardReviewRequest(e)
}, 'reviews')
