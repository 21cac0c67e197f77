/// <reference path="../../../node_modules/pocketbase-jsvm/index.d.ts" />
// Automation webhooks of the chat (env CHAT_STORY_WEBHOOK_URL, CHAT_ACADEMIC_WEBHOOK_URL,
// CHAT_UPLOAD_WEBHOOK_URL; timeout CHAT_WEBHOOK_TIMEOUT seconds, default 30). Unset URL = the
// built-in assistant answers instead (see lib/chat/routes.js). Payloads (docs/contract.md,
// "Routes"): story {message, sessionId}, academic {message, documentId}, upload multipart `file`.

const DEFAULT_TIMEOUT = 30
const REPLY_FIELDS = ['message', 'response', 'output', 'reply']
const ID_FIELDS = ['documentId', 'document_id', 'id']

/** The configured URL of a webhook ('story', 'academic', 'upload'), or '' when unset. */
function url(kind) {
  const name = {
    story: 'CHAT_STORY_WEBHOOK_URL',
    academic: 'CHAT_ACADEMIC_WEBHOOK_URL',
    upload: 'CHAT_UPLOAD_WEBHOOK_URL',
  }[kind]
  return name ? String($os.getenv(name) || '').trim() : ''
}

/** Seconds an automation call may take (whole seconds, at least 1). */
function timeoutSeconds() {
  const raw = parseFloat(String($os.getenv('CHAT_WEBHOOK_TIMEOUT') || ''))
  return raw > 0 ? Math.max(1, Math.round(raw)) : DEFAULT_TIMEOUT
}

/** The response body as JSON (first element of an array answer), or null. */
function parseBody(raw) {
  let data = null
  try {
    data = JSON.parse(String(raw || ''))
  } catch {
    return null
  }
  if (Array.isArray(data)) data = data.length ? data[0] : null
  return data && typeof data === 'object' ? data : null
}

/** The first non-empty string of `fields` in a JSON answer, trimmed ('' when none). */
function pick(raw, fields) {
  const data = parseBody(raw)
  if (!data) return ''
  for (const f of fields) {
    const v = data[f]
    if (typeof v === 'string' && v.trim() !== '') return v.trim()
    if (typeof v === 'number' && f !== 'message') return String(v)
  }
  return ''
}

/**
 * POSTs a request to the automation service.
 * @returns {{ok: true, raw: string} | {ok: false}} ok=false on a network error, a timeout or a non-2xx status
 */
function send(kind, target, config) {
  let res
  try {
    res = $http.send({
      url: target,
      method: 'POST',
      body: config.body,
      headers: config.headers || {},
      timeout: timeoutSeconds(),
    })
  } catch (err) {
    console.log('[chat] ' + kind + ' webhook failed: ' + err)
    return { ok: false }
  }
  if (res.statusCode < 200 || res.statusCode >= 300) {
    console.log('[chat] ' + kind + ' webhook answered ' + res.statusCode)
    return { ok: false }
  }
  return { ok: true, raw: res.raw }
}

/**
 * Forwards a chat message ({message, sessionId} or {message, documentId}).
 * @param {'story'|'academic'} kind
 * @returns {{reply: string} | {error: 'UPSTREAM_FAILED'|'EMPTY_REPLY'}}
 */
function forwardMessage(kind, payload) {
  const res = send(kind, url(kind), {
    body: JSON.stringify(payload),
    headers: { 'content-type': 'application/json' },
  })
  if (!res.ok) return { error: 'UPSTREAM_FAILED' }
  const reply = pick(res.raw, REPLY_FIELDS)
  return reply ? { reply: reply } : { error: 'EMPTY_REPLY' }
}

/**
 * Forwards an uploaded thesis (multipart field `file`).
 * @param {filesystem.File} file
 * @returns {{externalId: string} | {error: 'UPLOAD_FAILED'}}
 */
function forwardUpload(file) {
  const form = new FormData()
  form.append('file', file)
  const res = send('upload', url('upload'), { body: form })
  if (!res.ok) return { error: 'UPLOAD_FAILED' }
  const id = pick(res.raw, ID_FIELDS)
  return id ? { externalId: id.slice(0, 255) } : { error: 'UPLOAD_FAILED' }
}

module.exports = { url, timeoutSeconds, forwardMessage, forwardUpload, parseBody, pick }
