/// <reference path="../../../../node_modules/pocketbase-jsvm/index.d.ts" />
// An OpenAI-compatible chat-completions client over $http.send (non-streamed: PocketBase 0.22
// reads the whole body). Non-2xx statuses come back as values, transport errors and timeouts throw.
// Retry policy: 400/401/403/404 (and other 4xx) are configuration problems, no retry; 429 and 5xx
// get ONE retry after Retry-After (capped at 10 s; 0.5 s when absent). An empty answer, or
// finish_reason "length" with no text, is a failure. Errors never carry the key (config.redact).

const MAX_RETRY_WAIT_MS = 10000
const DEFAULT_RETRY_WAIT_MS = 500
const TEMPERATURE = 0.3

/** The provider's error message from `{error:{message}}` or `[{error:{message}}]` (Gemini). */
function errorMessage(json, raw) {
  const body = Array.isArray(json) ? json[0] : json
  const err = body && typeof body === 'object' ? body.error : null
  if (err && typeof err === 'object') return String(err.message || err.status || err.code || '')
  if (typeof err === 'string') return err
  return String(raw || '').slice(0, 200)
}

/** Milliseconds to wait before the retry, from Retry-After (seconds or an HTTP date). */
function retryWait(headers) {
  const values = headers ? headers['Retry-After'] || headers['retry-after'] : null
  const value = Array.isArray(values) ? values[0] : values
  if (value === undefined || value === null || value === '') return DEFAULT_RETRY_WAIT_MS
  let ms = parseFloat(String(value)) * 1000
  if (!(ms >= 0)) {
    const at = Date.parse(String(value))
    ms = isNaN(at) ? DEFAULT_RETRY_WAIT_MS : at - Date.now()
  }
  return Math.max(0, Math.min(MAX_RETRY_WAIT_MS, ms))
}

function retryable(status) {
  return status === 429 || status >= 500
}

/** One HTTP call: {status, json, raw, headers} or {thrown: string}. */
function call(cfg, payload) {
  const headers = { 'Content-Type': 'application/json' }
  if (cfg.apiKey) headers['Authorization'] = 'Bearer ' + cfg.apiKey
  try {
    const res = $http.send({
      url: cfg.url,
      method: 'POST',
      body: payload,
      headers: headers,
      timeout: cfg.timeout,
    })
    return { status: res.statusCode, json: res.json, raw: res.raw, headers: res.headers }
  } catch (err) {
    return { thrown: String(err) }
  }
}

/** The answer of a 2xx body: {ok, text, finishReason, usage} or a failure. */
function readAnswer(json) {
  const choice = json && Array.isArray(json.choices) ? json.choices[0] : null
  const message = choice && choice.message ? choice.message : null
  const text = message && typeof message.content === 'string' ? message.content.trim() : ''
  const finishReason = choice ? String(choice.finish_reason || '') : ''
  const u = json && json.usage && typeof json.usage === 'object' ? json.usage : {}
  const usage = {
    promptTokens: Number(u.prompt_tokens) || 0,
    completionTokens: Number(u.completion_tokens) || 0,
  }
  if (!text) {
    const why = finishReason === 'length' ? 'jawaban terpotong tanpa teks' : 'jawaban kosong'
    return { ok: false, kind: 'empty', message: why, usage: usage }
  }
  return { ok: true, text: text, finishReason: finishReason, usage: usage }
}

/**
 * Sends a chat completion.
 * @param {{url, apiKey, model, timeout, maxTokens}} cfg from config.load()
 * @param {{role: string, content: string}[]} messages
 * @returns {{ok: true, text: string, finishReason: string, usage: {promptTokens: number, completionTokens: number}}
 *   | {ok: false, kind: 'config'|'upstream'|'timeout'|'empty', status?: number, message: string}}
 */
function complete(cfg, messages) {
  const { redact } = require(`${__hooks}/lib/llm/config.js`)
  const payload = JSON.stringify({
    model: cfg.model,
    messages: messages,
    max_tokens: cfg.maxTokens,
    temperature: TEMPERATURE,
  })
  for (let attempt = 0; attempt < 2; attempt++) {
    const res = call(cfg, payload)
    if (res.thrown !== undefined) {
      const timeout = /deadline exceeded|timeout/i.test(res.thrown)
      return {
        ok: false,
        kind: timeout ? 'timeout' : 'upstream',
        message: redact(timeout ? 'waktu habis' : res.thrown, cfg.apiKey),
      }
    }
    if (res.status >= 200 && res.status < 300) return readAnswer(res.json)
    const failure = {
      ok: false,
      kind: retryable(res.status) ? 'upstream' : 'config',
      status: res.status,
      message: redact('HTTP ' + res.status + ': ' + errorMessage(res.json, res.raw), cfg.apiKey),
    }
    if (!retryable(res.status) || attempt === 1) return failure
    sleep(retryWait(res.headers))
  }
  return { ok: false, kind: 'upstream', message: 'tidak ada jawaban' }
}

module.exports = { complete, errorMessage, retryWait, readAnswer }
