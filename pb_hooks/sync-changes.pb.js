/// <reference path="../node_modules/pocketbase-jsvm/index.d.ts" />
// POST /api/sync/changes: the cheap resync probe (docs/sync.md "Cheap resyncs"). Body
// {checkpoints: {<collection>: {u, id, tu, tid} | null}} → {changed: [collection names]}: the
// collections with a record or tombstone past the checkpoint that the signed-in user may read.
// Logic in pb_hooks/lib/sync/changes.js.

routerAdd(
  'POST',
  '/api/sync/changes',
  (c) => {
    return require(`${__hooks}/lib/sync/changes.js`).handleChanges(c)
  },
  $apis.requireRecordAuth('users'),
  $apis.bodyLimit(16 * 1024),
)
