/// <reference path="../../../node_modules/pocketbase-jsvm/index.d.ts" />
// Raw SQL with bound parameters, as the superadmin screens and the payments screen read their
// figures and lists (docs/admin-api.md).

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

/** A LIKE pattern matching `text` anywhere, with %, _ and \ escaped (use with ESCAPE '\'). */
function likeContains(text) {
  return '%' + String(text).replace(/[\\%_]/g, (ch) => '\\' + ch) + '%'
}

module.exports = { rows, one, likeContains }
