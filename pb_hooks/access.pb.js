/// <reference path="../node_modules/pocketbase-jsvm/index.d.ts" />
// Allow-list of client filter/sort/expand (records API, auth routes and realtime options) for
// everyone but superadmins: pb_hooks/lib/access/allowlist.js, docs/access-rules.md.
// A middleware, because the list hooks of 0.22 run after the query (too late for a filter).

routerUse((next) => {
  return (c) => {
    const message = require(`${__hooks}/lib/access/allowlist.js`).checkRequest(c)
    if (message) throw new BadRequestError(message)
    return next(c)
  }
})

onRealtimeBeforeSubscribeRequest((e) => {
  const message = require(`${__hooks}/lib/access/allowlist.js`).checkSubscriptions(
    e.httpContext,
    e.subscriptions,
  )
  if (message) throw new BadRequestError(message)
})
