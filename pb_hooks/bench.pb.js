/// <reference path="../node_modules/pocketbase-jsvm/index.d.ts" />
// Bulk data for scripts/bench/rules.mjs. Registered ONLY when the bench starts the server
// with PB_BENCH_SEED=1, and then only for the PocketBase admin.
if ($os.getenv('PB_BENCH_SEED') === '1') {
  routerAdd(
    'POST',
    '/api/bench/seed',
    (c) => {
      const body = $apis.requestInfo(c).data || {}
      const result = require(`${__hooks}/lib/platform/bench-seed.js`).seed(body)
      return c.json(200, result)
    },
    $apis.requireAdminAuth(),
  )
}
