// The client's synced field lists (src/data/local/schemas.ts SPECS) against the server's schema, as
// the migrations leave it: every field the client pulls exists in its collection with a type the
// client's normaliser reads without loss, and every server field the client leaves out is listed
// below with the reason. A new server field is then never silently left off the devices: this test
// fails until it is added to the specs (and types.ts, src/data/local/types-match-specs.test.ts) or
// listed here. Which collections are synced at all: tests/unit/drift/shared-facts.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { CollectionModel } from 'pocketbase'
import { COLLECTION_NAMES, SPECS, type CollectionName } from '../../../src/data/local/schemas'
import { startTestServer, type TestServer } from '../../support/pocketbase'

/** Fields every record has (PocketBase's own). */
const SYSTEM_FIELDS = ['id', 'created', 'updated']

/**
 * Server fields the devices do not get, on purpose: collection → field → why. Remove an entry when
 * the field becomes synced. (Empty since issue 29: every field of the synced collections is pulled.)
 */
const NOT_SYNCED: Partial<Record<CollectionName, Record<string, string>>> = {}

interface SchemaField {
  name: string
  type: string
  options?: { maxSelect?: number | null }
}

/** Whether a server field of this type reads as the client's FieldType without loss. */
function compatible(clientType: string, field: SchemaField): boolean {
  const single = (field.options?.maxSelect ?? 1) === 1
  switch (clientType) {
    case 'string':
      return (
        ['text', 'email', 'url', 'editor', 'date'].includes(field.type) ||
        (['select', 'relation', 'file'].includes(field.type) && single)
      )
    case 'number':
      return field.type === 'number'
    case 'boolean':
      return field.type === 'bool'
    case 'object':
      return field.type === 'json'
    default:
      return false
  }
}

let server: TestServer
let collections: Map<string, CollectionModel>

beforeAll(async () => {
  server = await startTestServer()
  collections = new Map(
    (await server.admin.collections.getFullList()).map((c) => [c.name, c] as const),
  )
})

afterAll(async () => {
  await server?.stop()
})

function fieldsOf(name: string): SchemaField[] {
  return (collections.get(name)?.schema ?? []) as SchemaField[]
}

describe('the synced field lists match the server schema', () => {
  it('every synced collection exists on the server', () => {
    expect(COLLECTION_NAMES.filter((n) => !collections.has(n))).toEqual([])
  })

  it.each(COLLECTION_NAMES)('%s: every pulled field exists with a compatible type', (name) => {
    const server = new Map(fieldsOf(name).map((f) => [f.name, f]))
    const problems: string[] = []
    for (const [field, type] of Object.entries(SPECS[name].fields)) {
      if (SYSTEM_FIELDS.includes(field)) continue
      const f = server.get(field)
      if (!f) problems.push(`${field}: not on the server`)
      else if (!compatible(type, f))
        problems.push(
          `${field}: client ${type}, server ${f.type} (maxSelect ${f.options?.maxSelect})`,
        )
    }
    expect(problems).toEqual([])
  })

  it.each(COLLECTION_NAMES)(
    '%s: every server field is synced or listed as not synced, with a reason',
    (name) => {
      const synced = Object.keys(SPECS[name].fields)
      const listed = NOT_SYNCED[name] ?? {}
      const left = fieldsOf(name)
        .map((f) => f.name)
        .filter((f) => !synced.includes(f) && !(f in listed))
      expect(left).toEqual([])
      // The list stays true: no listed field is synced after all, or gone from the server.
      const onServer = fieldsOf(name).map((f) => f.name)
      expect(
        Object.keys(listed).filter((f) => synced.includes(f) || !onServer.includes(f)),
      ).toEqual([])
    },
  )

  it('the primary key of a pushed collection is a unique server field', () => {
    for (const name of COLLECTION_NAMES.filter((n) => SPECS[n].primary !== 'id')) {
      const primary = SPECS[name].primary
      expect(fieldsOf(name).some((f) => f.name === primary)).toBe(true)
      const indexes = (collections.get(name)?.indexes ?? []) as string[]
      // One row per (user, materi): the local primary key materi_id is unique per user.
      expect(
        indexes.some((i) => /UNIQUE/i.test(i) && i.includes(primary) && i.includes('user_id')),
      ).toBe(true)
    }
  })
})
