/// <reference path="../node_modules/pocketbase-jsvm/index.d.ts" />
// Superadmin routes of the admin screens (contract: docs/admin-api.md; docs/access-rules.md,
// "Superadmin routes and class deactivation"). Every handler refuses anyone but a superadmin (403).
// Logic in pb_hooks/lib/admin/.

routerAdd('GET', '/api/admin/overview', (c) => {
  return require(`${__hooks}/lib/admin/overview.js`).handleOverview(c)
})

routerAdd('GET', '/api/admin/subscribers', (c) => {
  return require(`${__hooks}/lib/admin/subscribers.js`).handleList(c)
})

routerAdd('GET', '/api/admin/packages/stats', (c) => {
  return require(`${__hooks}/lib/admin/subscribers.js`).handlePackageStats(c)
})

routerAdd('GET', '/api/admin/classes/:id/report', (c) => {
  return require(`${__hooks}/lib/admin/report.js`).handleReport(c)
})

routerAdd(
  'POST',
  '/api/admin/soal/bulk',
  (c) => {
    return require(`${__hooks}/lib/admin/content.js`).handleBulkSoal(c)
  },
  $apis.bodyLimit(20 * 1024 * 1024),
)

routerAdd('POST', '/api/admin/reorder', (c) => {
  return require(`${__hooks}/lib/admin/content.js`).handleReorder(c)
})

routerAdd('GET', '/api/admin/assistant', (c) => {
  return require(`${__hooks}/lib/admin/assistant.js`).handleGet(c)
})

routerAdd('POST', '/api/admin/assistant/test', (c) => {
  return require(`${__hooks}/lib/admin/assistant.js`).handleTest(c)
})

routerAdd('GET', '/api/admin/charts/overview', (c) => {
  return require(`${__hooks}/lib/admin/charts.js`).handleOverviewCharts(c)
})

routerAdd('GET', '/api/admin/subscribers/export', (c) => {
  return require(`${__hooks}/lib/admin/export.js`).handleSubscribers(c)
})

routerAdd('GET', '/api/admin/classes/:id/report/export', (c) => {
  return require(`${__hooks}/lib/admin/export-report.js`).handleReport(c)
})
