/// <reference path="../../../../node_modules/pocketbase-jsvm/index.d.ts" />
// The operator's LLM (docs/contract.md, "Environment"): LLM_BASE_URL (incl. the version, e.g.
// https://api.openai.com/v1; /chat/completions is appended), LLM_API_KEY (optional), LLM_MODEL,
// LLM_TIMEOUT (seconds, default 60), LLM_MAX_TOKENS (default 1024), LLM_TRIAL (on|off, default on).
// The key stays in this process: it is only ever put into the Authorization header (client.js).

const DEFAULT_TIMEOUT = 60
const DEFAULT_MAX_TOKENS = 1024

function env(name) {
  return String($os.getenv(name) || '').trim()
}

function positiveInt(raw, fallback) {
  const n = parseInt(raw, 10)
  return n > 0 ? n : fallback
}

/**
 * The LLM settings, or null when LLM_BASE_URL or LLM_MODEL is unset.
 * @returns {{url: string, apiKey: string, model: string, timeout: number, maxTokens: number, trial: boolean} | null}
 */
function load() {
  const base = env('LLM_BASE_URL').replace(/\/+$/, '')
  const model = env('LLM_MODEL')
  if (!base || !model) return null
  return {
    url: base + '/chat/completions',
    apiKey: env('LLM_API_KEY'),
    model: model,
    timeout: positiveInt(env('LLM_TIMEOUT'), DEFAULT_TIMEOUT),
    maxTokens: positiveInt(env('LLM_MAX_TOKENS'), DEFAULT_MAX_TOKENS),
    trial: env('LLM_TRIAL').toLowerCase() !== 'off',
  }
}

/** Removes the key (and a Bearer header carrying it) from a text before it is logged or stored. */
function redact(text, apiKey) {
  let out = String(text || '')
  if (apiKey) out = out.split(apiKey).join('[kunci disembunyikan]')
  return out.replace(/Bearer\s+\S+/gi, 'Bearer [kunci disembunyikan]').slice(0, 500)
}

module.exports = { load, redact }
