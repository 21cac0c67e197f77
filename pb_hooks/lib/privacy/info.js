/// <reference path="../../../node_modules/pocketbase-jsvm/index.d.ts" />
// GET /api/privacy (public): what the privacy page ('Kebijakan Privasi') names from the server's
// configuration. Only hosts of outside services, never a URL's path, credentials or the LLM key.

/** The operator's settings and where data may go: see docs/contract.md, Routes → Personal data. */
function handleInfo(c) {
  const common = require(`${__hooks}/lib/privacy/common.js`)
  const env = (name) => String($os.getenv(name) || '').trim()
  const webhooks = require(`${__hooks}/lib/chat/webhooks.js`)
  const cfg = require(`${__hooks}/lib/llm/config.js`).load()
  const host = (url) => common.hostOf(url) || null
  return c.json(200, {
    operator: {
      name: env('OPERATOR_NAME') || 'Pendamping Skripsi',
      contact: env('OPERATOR_CONTACT'),
    },
    retentionDays: common.retentionDays(),
    llm: cfg ? { host: host(cfg.url) } : null,
    webhooks: {
      story: host(webhooks.url('story')),
      academic: host(webhooks.url('academic')),
      upload: host(webhooks.url('upload')),
    },
    sidangCredits: require(`${__hooks}/lib/sidang/sessions.js`).price(),
  })
}

module.exports = { handleInfo }
