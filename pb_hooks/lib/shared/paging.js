/// <reference path="../../../node_modules/pocketbase-jsvm/index.d.ts" />
// The list routes' query parameters and their answer in PocketBase's own list shape (the
// superadmin's subscribers and payments lists; docs/admin-api.md).

/** A positive integer query parameter, clamped to [min, max]; `fallback` when absent or not a number. */
function intParam(c, name, fallback, min, max) {
  const raw = String(c.queryParam(name) || '').trim()
  if (!/^\d+$/.test(raw)) return fallback
  const n = parseInt(raw, 10)
  return Math.min(max, Math.max(min, n))
}

/** The first `max` characters (code points) of a text, trimmed (a search text, a list's detail). */
function truncate(text, max) {
  const s = String(text === undefined || text === null ? '' : text).trim()
  const chars = Array.from(s)
  return chars.length > max ? chars.slice(0, max).join('') : s
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

module.exports = { intParam, truncate, pageOf }
