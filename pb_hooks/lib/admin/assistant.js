/// <reference path="../../../node_modules/pocketbase-jsvm/index.d.ts" />
// GET /api/admin/assistant and POST /api/admin/assistant/test (superadmin): which source answers
// each chat mode, today's LLM figures (Asia/Jakarta day, table _llm_stats written by
// lib/llm/stats.js), the last 7 days of tokens, the last error, and 'Uji koneksi'.
// Never the key (only keySet) and never a webhook's path or query (only its host).
// The connection test is NOT counted in _llm_stats (students' figures stay exact). Contract:
// docs/admin-api.md.

const sql = require(`${__hooks}/lib/shared/sql.js`)

const DAYS = 7
const TEST_MAX_TOKENS = 16
const TEST_MESSAGES = [{ role: 'user', content: 'Balas dengan satu kata: siap' }]

/** The host (with port) of a URL, '' when it has none. Never the path, query or credentials. */
function hostOf(url) {
  const m = /^[a-z][a-z0-9+.-]*:\/\/(?:[^@/?#]*@)?([^/?#]*)/i.exec(String(url || '').trim())
  return m ? m[1].toLowerCase() : ''
}

/** {source: 'webhook', host} | {source: 'llm', model, host, keySet} | {source: 'builtin'} */
function sources() {
  const webhooks = require(`${__hooks}/lib/chat/webhooks.js`)
  const cfg = require(`${__hooks}/lib/llm/config.js`).load()
  const llm = cfg
    ? { source: 'llm', model: cfg.model, host: hostOf(cfg.url), keySet: !!cfg.apiKey }
    : null
  const pick = (kind) => {
    const url = kind ? webhooks.url(kind) : ''
    if (url) return { source: 'webhook', host: hostOf(url) }
    return llm || { source: 'builtin' }
  }
  return {
    story: pick('story'),
    academic: pick('academic'),
    // the trial's story follows the story webhook when set; the trial's academic never does
    trial: llm && cfg.trial ? llm : { source: 'builtin' },
  }
}

function statsRows(days) {
  const out = arrayOf(
    new DynamicModel({
      day: '',
      llm_answers: 0,
      fallbacks: 0,
      prompt_tokens: 0,
      completion_tokens: 0,
      last_error: '',
      last_error_at: '',
    }),
  )
  $app
    .dao()
    .db()
    .newQuery(
      'SELECT day, llm_answers, fallbacks, prompt_tokens, completion_tokens, last_error, last_error_at' +
        ' FROM _llm_stats WHERE day IN (' +
        days.map((_, i) => '{:d' + i + '}').join(', ') +
        ')',
    )
    .bind(days.reduce((acc, d, i) => ((acc['d' + i] = d), acc), {}))
    .all(out)
  return out
}

/** The last error over all days (newest last_error_at), or null. */
function lastError(apiKey) {
  const row = new DynamicModel({ last_error: '', last_error_at: '' })
  try {
    $app
      .dao()
      .db()
      .newQuery(
        "SELECT last_error, last_error_at FROM _llm_stats WHERE last_error_at != '' ORDER BY last_error_at DESC LIMIT 1",
      )
      .one(row)
  } catch {
    return null
  }
  const { redact } = require(`${__hooks}/lib/llm/config.js`)
  return row.last_error_at
    ? { message: redact(row.last_error, apiKey), at: row.last_error_at }
    : null
}

/** Simulasi Sidang counts (never a session's content): all, finished, started in the last 7 days. */
function sidangCounts() {
  const dao = $app.dao()
  const n = (query, params) => sql.one(dao, query, params, { n: 0 }).n
  const dates = require(`${__hooks}/lib/shared/dates.js`)
  const since = dates.pbDate(Date.now() - 7 * dates.DAY_MS)
  return {
    sessions: n('SELECT COUNT(*) AS n FROM sidang_sessions'),
    finished: n("SELECT COUNT(*) AS n FROM sidang_sessions WHERE status = 'finished'"),
    last7Days: n('SELECT COUNT(*) AS n FROM sidang_sessions WHERE created >= {:since}', {
      since: since,
    }),
  }
}

function handleGet(c) {
  require(`${__hooks}/lib/shared/superadmin.js`).requireSuperadmin(c)
  const dates = require(`${__hooks}/lib/shared/dates.js`)
  const cfg = require(`${__hooks}/lib/llm/config.js`).load()
  const days = []
  for (let i = DAYS - 1; i >= 0; i--) days.push(dates.jakartaDay(Date.now() - i * dates.DAY_MS))
  const byDay = {}
  statsRows(days).forEach((r) => (byDay[r.day] = r))
  const today = byDay[days[DAYS - 1]]
  return c.json(200, {
    modes: sources(),
    today: {
      day: days[DAYS - 1],
      llmAnswers: today ? today.llm_answers : 0,
      fallbacks: today ? today.fallbacks : 0,
      promptTokens: today ? today.prompt_tokens : 0,
      completionTokens: today ? today.completion_tokens : 0,
    },
    days: days.map((d) => {
      const r = byDay[d]
      const p = r ? r.prompt_tokens : 0
      const k = r ? r.completion_tokens : 0
      return { day: d, promptTokens: p, completionTokens: k, tokens: p + k }
    }),
    lastError: lastError(cfg ? cfg.apiKey : ''),
    sidang: sidangCounts(),
  })
}

/** The Indonesian outcome of a failed test call. */
function failureMessage(result, timeout) {
  if (result.kind === 'timeout') return 'Tidak ada jawaban dalam ' + timeout + ' detik.'
  const s = result.status || 0
  if (s === 401 || s === 403) return 'Kunci API ditolak (' + s + '). Periksa LLM_API_KEY.'
  if (s === 404) return 'Model tidak ditemukan (404). Periksa LLM_MODEL dan LLM_BASE_URL.'
  if (s === 429) return 'Batas permintaan tercapai (429). Coba lagi nanti.'
  if (s >= 500) return 'Server model bermasalah (5xx).'
  if (s === 400) return 'Permintaan ditolak (400). Periksa LLM_MODEL.'
  if (result.kind === 'empty') return 'Model terhubung tetapi jawabannya kosong.'
  return 'Tidak dapat terhubung ke server model. Periksa LLM_BASE_URL.'
}

function handleTest(c) {
  require(`${__hooks}/lib/shared/superadmin.js`).requireSuperadmin(c)
  require(`${__hooks}/lib/platform/rate-limit.js`).enforce(c, 'admin-assistant-test', {
    envName: 'RATE_LIMIT_ASSISTANT_TEST',
    limit: 10,
    windowSeconds: 60,
  })
  const cfg = require(`${__hooks}/lib/llm/config.js`).load()
  if (!cfg)
    return c.json(200, {
      ok: false,
      message: 'LLM belum dikonfigurasi: isi LLM_BASE_URL dan LLM_MODEL.',
      latencyMs: 0,
      model: '',
    })
  const started = Date.now()
  const result = require(`${__hooks}/lib/llm/client.js`).complete(
    Object.assign({}, cfg, { maxTokens: TEST_MAX_TOKENS }),
    TEST_MESSAGES,
  )
  const latencyMs = Date.now() - started
  const ok = !!result.ok
  return c.json(200, {
    ok: ok,
    message: ok
      ? 'Terhubung: model menjawab dalam ' + latencyMs + ' ms.'
      : failureMessage(result, cfg.timeout),
    latencyMs: latencyMs,
    model: cfg.model,
  })
}

module.exports = { handleGet, handleTest, hostOf, sources }
