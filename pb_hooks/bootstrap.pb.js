/// <reference path="../node_modules/pocketbase-jsvm/index.d.ts" />
// Start-up tasks of `serve`: the launcher applies migrations first (`migrate up`, with
// PB_SKIP_BOOTSTRAP=1), so the schema exists here even on the first start.
onAfterBootstrap((e) => {
  if ($os.getenv('PB_SKIP_BOOTSTRAP') === '1') return
  const bootstrap = require(`${__hooks}/lib/platform/bootstrap.js`)
  if (!bootstrap.schemaReady()) {
    console.log(
      '[bootstrap] skema belum dimigrasi; jalankan lewat launcher (npm start / npm run server).',
    )
    return
  }
  bootstrap.ensureAdmin()
  bootstrap.applyEnvSettings()
  require(`${__hooks}/lib/platform/seed.js`).seedIfRequested()
})
