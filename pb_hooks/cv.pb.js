/// <reference path="../node_modules/pocketbase-jsvm/index.d.ts" />
// Analisa CV: the CV is read and checked in the browser; the server only offers the paid AI rewrite
// of one bullet and the 'Dari skripsi Anda' entry drawn from the student's uploaded thesis.
// Logic in pb_hooks/lib/cv/ (contract: docs/contract.md, Analisa CV).

routerAdd('GET', '/api/cv/status', (c) => {
  return require(`${__hooks}/lib/cv/routes.js`).handleStatus(c)
})

// One bullet (≤ 500 characters) and a posting (≤ 6,000): a larger body is refused (413, in
// Indonesian by lib/shared/i18n-messages.js) before it is read.
routerAdd(
  'POST',
  '/api/cv/rewrite',
  (c) => {
    return require(`${__hooks}/lib/cv/routes.js`).handleRewrite(c)
  },
  $apis.bodyLimit(64 * 1024),
)

routerAdd('GET', '/api/cv/thesis-entry', (c) => {
  return require(`${__hooks}/lib/cv/routes.js`).handleThesisEntry(c)
})
