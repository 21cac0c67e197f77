/// <reference path="../node_modules/pocketbase-jsvm/index.d.ts" />
// Local-first sync: the push route of the student's store, and gzip for API responses.
// Logic in pb_hooks/lib/sync/push.js and pb_hooks/lib/sync/merge.js (loaded inside each handler).

routerAdd(
  'POST',
  '/api/sync/push',
  (c) => {
    return require(`${__hooks}/lib/sync/push.js`).handlePush(c)
  },
  $apis.requireRecordAuth('users'),
  $apis.bodyLimit(2 * 1024 * 1024),
)

// Compress responses (students sync over slow networks): ~4.2 MB -> ~0.8 MB for 10,000 records.
// Not for the realtime stream (SSE must flush each event) nor files (already compressed, ranges), nor
// the admin UI /_/ (PocketBase serves it gzipped already: a second gzip made it unreadable), nor the
// personal-data export (a ZIP of already compressed PDF/DOCX files: gzip only costs CPU).
routerUse((next) => {
  const gzipped = $apis.gzip()(next)
  return (c) => {
    const path = c.request().url.path
    if (path.indexOf('/api/realtime') === 0 || path.indexOf('/api/files/') === 0) return next(c)
    if (path === '/_' || path.indexOf('/_/') === 0) return next(c)
    if (path === '/api/me/export') return next(c)
    return gzipped(c)
  }
})
