/// <reference path="../../../node_modules/pocketbase-jsvm/index.d.ts" />
// The personal-data registry (docs/privacy.md): every collection or table that can hold something
// about a person declares how it finds that person's rows, how they are exported
// (GET /api/me/export) and what deleting the person does (POST /api/me/delete,
// POST /api/admin/users/{id}/delete). tests/integration/privacy/registry.test.ts fails when a
// collection refers to users (a relation to `_pb_users_auth_`, an e-mail field, a text field named
// like a user reference) or a table exists without an entry here.
// Pure data (no PocketBase API at load time): the tests load it in Node. The entries themselves
// are in lib/privacy/registry-account.js and lib/privacy/registry-service.js (in export order).
//
// match:
//   {self: true}                     the users record itself
//   {field: 'user_id'}               rows whose field holds the user's id
//   {email: 'email'}                 rows whose e-mail field holds the user's e-mail (lower-case)
//   {via: 'thesis_documents', field} rows of the user's rows of another entry (by their id)
//   {system: 'externalAuths'}        PocketBase's own table, read through its DAO
//   null                             nothing links a row to an account (see `why`)
// userFields: every field of the collection that refers to a user (the registry test checks them).
// deletion: 'delete' | 'anonymise' | 'keep-without-account' | 'none'.

const ENTRIES = [].concat(
  require(`${__hooks}/lib/privacy/registry-account.js`),
  require(`${__hooks}/lib/privacy/registry-service.js`),
)

/** The entry of a collection or table name, or null. */
function entryOf(name) {
  for (let i = 0; i < ENTRIES.length; i++) if (ENTRIES[i].name === name) return ENTRIES[i]
  return null
}

module.exports = { ENTRIES, entryOf }
