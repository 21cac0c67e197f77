/// <reference path="../../../node_modules/pocketbase-jsvm/index.d.ts" />
// The two request/answer helpers every JSON route uses: the request's JSON body and the Indonesian
// error answer {code, message, ...extra} from a route family's table of codes.

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

module.exports = { jsonBody, jsonError }
