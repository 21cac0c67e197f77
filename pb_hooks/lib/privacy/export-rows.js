/// <reference path="../../../node_modules/pocketbase-jsvm/index.d.ts" />
// The rows of GET /api/me/export (lib/privacy/export.js): everything the registry
// (lib/privacy/registry.js) finds about the signed-in user, read before the answer starts, as plain
// JSON. Password hashes and tokenKey never appear (Record JSON leaves them out; they are stripped
// again to be sure).

const HIDDEN = ['passwordHash', 'tokenKey', 'password', 'passwordConfirm', 'expand']

function registry() {
  return require(`${__hooks}/lib/privacy/registry.js`)
}

/** A record as plain JSON (e-mail included, hidden fields never). */
function plain(record) {
  try {
    record.ignoreEmailVisibility(true)
  } catch {
    // not an auth record
  }
  const out = JSON.parse(JSON.stringify(record))
  for (let i = 0; i < HIDDEN.length; i++) delete out[HIDDEN[i]]
  return out
}

/** Records of `collection` whose `field` equals `value`, oldest first. */
function recordsWhere(dao, collection, field, value) {
  if (!value) return []
  return dao.findRecordsByFilter(collection, field + ' = {:v}', 'created', 0, 0, { v: value })
}

/** The FTS5 passages of the given documents. */
function passagesOf(dao, documentIds) {
  const out = []
  for (let i = 0; i < documentIds.length; i++) {
    const rows = arrayOf(
      new DynamicModel({ document_id: '', ord: 0, chapter: '', page: 0, body: '' }),
    )
    dao
      .db()
      .newQuery(
        'SELECT document_id, CAST(ord AS INTEGER) AS ord, chapter, CAST(page AS INTEGER) AS page, body' +
          ' FROM thesis_passages WHERE document_id = {:doc} ORDER BY CAST(ord AS INTEGER)',
      )
      .bind({ doc: documentIds[i] })
      .all(rows)
    for (let j = 0; j < rows.length; j++) {
      const r = rows[j]
      out.push({
        document_id: r.document_id,
        ord: Number(r.ord),
        chapter: r.chapter,
        page: Number(r.page),
        body: r.body,
      })
    }
  }
  return out
}

/**
 * The user's rows of every exported registry entry: {entries: [{entry, rows}], records: {name: Record[]}}.
 * `records` keeps the records themselves (their files are read from them).
 */
function collect(dao, user) {
  const email = String(user.email() || '')
    .trim()
    .toLowerCase()
  const records = {}
  const result = []
  const entries = registry().ENTRIES
  for (let i = 0; i < entries.length; i++) {
    const entry = entries[i]
    if (!entry.exported || !entry.match) continue
    const m = entry.match
    let rows = []
    if (m.self) {
      records[entry.name] = [user]
      rows = [plain(user)]
    } else if (m.field) {
      if (m.via) {
        const parents = records[m.via] || []
        rows = passagesOf(
          dao,
          parents.map((r) => r.id),
        )
      } else {
        const found = recordsWhere(dao, entry.name, m.field, user.id)
        records[entry.name] = found
        rows = found.map(plain)
      }
    } else if (m.email) {
      const found = recordsWhere(dao, entry.name, m.email, email)
      records[entry.name] = found
      rows = found.map(plain)
    } else if (m.system === 'externalAuths') {
      rows = dao.findAllExternalAuthsByRecord(user).map((a) => ({
        provider: a.provider,
        providerId: a.providerId,
        created: String(a.created),
        updated: String(a.updated),
      }))
    }
    result.push({ entry: entry, rows: rows })
  }
  return { entries: result, records: records }
}

module.exports = { collect, plain }
