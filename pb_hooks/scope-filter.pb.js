/// <reference path="../node_modules/pocketbase-jsvm/index.d.ts" />
// Student content lists: the paket_id condition the content rule implies, in the filter, so the
// (paket_id, updated, id) index serves them (pb_hooks/lib/access/scope-filter.js,
// docs/access-rules.md).

routerUse((next) => {
  return (c) => {
    require(`${__hooks}/lib/access/scope-filter.js`).narrow(c)
    return next(c)
  }
})
