/// <reference path="../../../node_modules/pocketbase-jsvm/index.d.ts" />
// Shared helpers of the superadmin routes (pb_hooks/admin.pb.js): the superadmin check, dates,
// query parameters and raw SQL with bound parameters. Contract: docs/admin-api.md.

const { DAY_MS, pbDate } = require(`${__hooks}/lib/shared/dates.js`)
const { FORBIDDEN, requireSuperadmin } = require(`${__hooks}/lib/shared/superadmin.js`)

/**
 * An error answer with the message exactly as given ({code, message, data} like PocketBase's own;
 * PocketBase's error classes would append a full stop). `extra` adds keys (e.g. errors).
 */
function fail(c, status, message, extra) {
  return c.json(status, Object.assign({ code: status, message: message, data: {} }, extra || {}))
}

/** Rows of a raw SQL query with bound parameters; `shape` gives the columns and their types. */
function rows(dao, sql, params, shape) {
  const out = arrayOf(new DynamicModel(shape))
  dao
    .db()
    .newQuery(sql)
    .bind(params || {})
    .all(out)
  return out
}

/** The first row of a raw SQL query (aggregates always return one). */
function one(dao, sql, params, shape) {
  const list = rows(dao, sql, params, shape)
  return list.length ? list[0] : null
}

/** A positive integer query parameter, clamped to [min, max]; `fallback` when absent or not a number. */
function intParam(c, name, fallback, min, max) {
  const raw = String(c.queryParam(name) || '').trim()
  if (!/^\d+$/.test(raw)) return fallback
  const n = parseInt(raw, 10)
  return Math.min(max, Math.max(min, n))
}

/** The first `max` characters (code points) of a text. */
function truncate(text, max) {
  const s = String(text === undefined || text === null ? '' : text).trim()
  const chars = Array.from(s)
  return chars.length > max ? chars.slice(0, max).join('') : s
}

/** A LIKE pattern matching `text` anywhere, with %, _ and \ escaped (use with ESCAPE '\'). */
function likeContains(text) {
  return '%' + String(text).replace(/[\\%_]/g, (ch) => '\\' + ch) + '%'
}

/** A page of a list, in PocketBase's own list shape: {items, page, perPage, totalItems, totalPages}. */
function pageOf(c, items, page, perPage, totalItems) {
  return c.json(200, {
    items: items,
    page: page,
    perPage: perPage,
    totalItems: totalItems,
    totalPages: Math.ceil(totalItems / perPage),
  })
}

/** The JSON body of the request (an object, or {}). */
function body(c) {
  return require(`${__hooks}/lib/shared/http.js`).jsonBody(c)
}

module.exports = {
  DAY_MS,
  FORBIDDEN,
  requireSuperadmin,
  fail,
  pbDate,
  rows,
  one,
  intParam,
  truncate,
  likeContains,
  pageOf,
  body,
}
