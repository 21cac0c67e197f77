/// <reference path="../node_modules/pocketbase-jsvm/index.d.ts" />
// Payments (docs/contract.md, Routes; docs/admin-api.md, Payments): the provider's webhook, manual
// processing and the superadmin's payment list and revenue summary. Logic in pb_hooks/lib/payments/,
// grants in pb_hooks/lib/entitlements/grants.js.

routerAdd('POST', '/api/payments/webhook', (c) => {
  return require(`${__hooks}/lib/payments/webhook.js`).handleWebhook(c)
})

routerAdd('POST', '/api/payments/:id/process', (c) => {
  return require(`${__hooks}/lib/payments/process.js`).handleProcess(c)
})

routerAdd('GET', '/api/admin/payments', (c) => {
  return require(`${__hooks}/lib/payments/admin.js`).handleList(c)
})

routerAdd('GET', '/api/admin/payments/summary', (c) => {
  return require(`${__hooks}/lib/payments/admin.js`).handleSummary(c)
})

routerAdd('GET', '/api/admin/payments/export', (c) => {
  return require(`${__hooks}/lib/admin/export.js`).handlePayments(c)
})
