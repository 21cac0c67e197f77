/// <reference path="../../../node_modules/pocketbase-jsvm/index.d.ts" />
// The request/answer helpers of the JSON routes: the request's JSON body, the Indonesian error
// answer {code, message, ...extra} from a route family's table of codes, and the superadmin
// routes' error answer in PocketBase's own shape {code: status, message, data}.

const GENERIC = [500, 'Terjadi kesalahan saat memproses permintaan.']

/** The request's JSON body (an object, or {} for anything else). */
function jsonBody(c) {
  let data = null
  try {
    data = $apis.requestInfo(c).data
  } catch {
    data = null
  }
  return data && typeof data === 'object' ? data : {}
}

/**
 * The JSON error answer of `key` in `errors` (code → [status, Indonesian message]); an unknown key
 * answers 500 with a generic message.
 * @param {echo.Context} c
 * @param {Record<string, [number, string]>} errors
 * @param {string} key
 * @param {Record<string, any>} [extra] more fields, e.g. {credits}
 * @param {string} [code] the code to answer when it differs from `key`
 */
function jsonError(c, errors, key, extra, code) {
  const entry = errors[key] || GENERIC
  const body = { code: code || key, message: entry[1] }
  if (extra) for (const k in extra) body[k] = extra[k]
  return c.json(entry[0], body)
}

/**
 * An error answer with the message exactly as given ({code, message, data} like PocketBase's own;
 * PocketBase's error classes would append a full stop). `extra` adds keys (e.g. errors).
 */
function statusError(c, status, message, extra) {
  return c.json(status, Object.assign({ code: status, message: message, data: {} }, extra || {}))
}

module.exports = { jsonBody, jsonError, statusError }
