// The personal-data registry (pb_hooks/lib/privacy/registry.js) against the running server's
// schema: every collection with a relation to users, an e-mail field or a text field named like a
// user reference (user_id, *_by, *email*) must have an entry naming that field, and every table of
// data.db must be a collection with an entry, a known PocketBase table, or an entry itself (FTS5 and
// internal tables). Add a new collection that holds personal data to the registry (export and
// deletion follow from it) and this test passes again.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { CollectionModel } from 'pocketbase'
import { loadHookLib } from '../../support/hook-loader'
import { startTestServer, type TestServer } from '../../support/pocketbase'
import { sql } from './support'

interface Entry {
  name: string
  kind: 'collection' | 'table' | 'system'
  file: string
  match: Record<string, unknown> | null
  userFields: string[]
  exported: boolean
  deletion: 'delete' | 'anonymise' | 'keep-without-account' | 'none'
  why?: string
  title?: string
  description?: string
  fields?: Record<string, string>
}
const { ENTRIES } = loadHookLib<{ ENTRIES: Entry[] }>('privacy/registry.js')
const byName = new Map(ENTRIES.map((e) => [e.name, e]))
const USERS_ID = '_pb_users_auth_'
/** PocketBase's own tables (no personal data of a student, or handled as _externalAuths). */
const POCKETBASE_TABLES = ['_admins', '_collections', '_migrations', '_params']
/** Names that, on a text field, look like a reference to a person. */
const LOOKS_PERSONAL = /^(user|user_id|.*_by|.*email.*)$/i

let server: TestServer
let collections: CollectionModel[]

beforeAll(async () => {
  server = await startTestServer()
  collections = await server.admin.collections.getFullList()
}, 60_000)

afterAll(async () => {
  await server?.stop()
})

/** Fields of a collection that refer to a user. */
function userFieldsOf(c: CollectionModel): string[] {
  const out: string[] = []
  for (const f of c.schema) {
    const target = (f.options as { collectionId?: string }).collectionId
    if (f.type === 'relation' && target === USERS_ID) out.push(f.name)
    else if (f.type === 'email') out.push(f.name)
    else if (f.type === 'text' && LOOKS_PERSONAL.test(f.name)) out.push(f.name)
  }
  return out
}

describe('personal-data registry', () => {
  it('every collection that refers to users declares those fields', () => {
    const missing: string[] = []
    for (const c of collections) {
      const fields = userFieldsOf(c)
      if (c.id === USERS_ID) {
        if (!byName.has(c.name)) missing.push(`${c.name}: no entry`)
        continue
      }
      if (!fields.length) continue
      const entry = byName.get(c.name)
      if (!entry) {
        missing.push(`${c.name}: no entry (fields ${fields.join(', ')})`)
        continue
      }
      for (const f of fields)
        if (!entry.userFields.includes(f)) missing.push(`${c.name}.${f}: not in userFields`)
    }
    expect(missing).toEqual([])
  })

  it('every table of the database is known', () => {
    const tables = sql(server, "SELECT name FROM sqlite_master WHERE type = 'table'").split('\n')
    const collectionNames = new Set(collections.map((c) => c.name))
    const fts = ENTRIES.filter((e) => e.kind === 'table').map((e) => e.name)
    const unknown = tables.filter(
      (t) =>
        !t.startsWith('sqlite_') &&
        !POCKETBASE_TABLES.includes(t) &&
        !byName.has(t) &&
        !fts.some((name) => t.startsWith(`${name}_`)) &&
        !(
          collectionNames.has(t) &&
          userFieldsOf(collections.find((c) => c.name === t)!).length === 0
        ),
    )
    expect(unknown).toEqual([])
  })

  it('every entry exists and is complete', () => {
    const tables = new Set(
      sql(server, "SELECT name FROM sqlite_master WHERE type IN ('table', 'view')").split('\n'),
    )
    const problems: string[] = []
    const files = new Set<string>()
    for (const e of ENTRIES) {
      const isCollection = collections.some((c) => c.name === e.name)
      if (e.kind === 'collection' && !isCollection) problems.push(`${e.name}: no such collection`)
      // _rate_limit_hits is created on the first limited request
      if (e.kind !== 'collection' && !tables.has(e.name) && e.name !== '_rate_limit_hits')
        problems.push(`${e.name}: no such table`)
      if (!['delete', 'anonymise', 'keep-without-account', 'none'].includes(e.deletion))
        problems.push(`${e.name}: deletion ${e.deletion}`)
      if (e.exported) {
        if (!e.file.endsWith('.json') || files.has(e.file))
          problems.push(`${e.name}: file ${e.file}`)
        files.add(e.file)
        if (!e.match) problems.push(`${e.name}: exported without match`)
        if (!e.title || !e.description || !e.fields) problems.push(`${e.name}: no README text`)
      } else if (!e.why) problems.push(`${e.name}: not exported, and no reason given`)
      if (e.match === null && !e.why) problems.push(`${e.name}: no match and no reason`)
      const collection = collections.find((c) => c.name === e.name)
      if (collection)
        for (const f of e.userFields)
          if (f !== 'email' && !collection.schema.some((s) => s.name === f))
            problems.push(`${e.name}.${f}: no such field`)
    }
    expect(problems).toEqual([])
  })

  it('the collections that hold no identity say why', () => {
    for (const name of ['chat_trial_usage', '_llm_stats', '_rate_limit_hits']) {
      expect(byName.get(name)?.why, name).toBeTruthy()
      expect(byName.get(name)?.match, name).toBeNull()
    }
  })
})
