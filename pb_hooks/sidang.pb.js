/// <reference path="../node_modules/pocketbase-jsvm/index.d.ts" />
// Simulasi Sidang: the defence rehearsal grounded in the student's thesis (docs/sidang.md).
// Logic in pb_hooks/lib/sidang/.

routerAdd('GET', '/api/sidang/sessions', (c) => {
  return require(`${__hooks}/lib/sidang/routes.js`).handleList(c)
})

routerAdd('POST', '/api/sidang/sessions', (c) => {
  return require(`${__hooks}/lib/sidang/routes.js`).handleStart(c)
})

routerAdd('GET', '/api/sidang/sessions/:id', (c) => {
  return require(`${__hooks}/lib/sidang/routes.js`).handleView(c)
})

routerAdd('POST', '/api/sidang/sessions/:id/answers', (c) => {
  return require(`${__hooks}/lib/sidang/routes.js`).handleAnswer(c)
})
