/**
 * The document types (types.ts) match the field lists the client syncs (schemas.ts SPECS): the same
 * collections, and in each the same fields with the spec's type. These are type-level assertions:
 * a field added to one side only, or typed differently, fails `npm run typecheck`, and the error
 * names it ('"reviews.rating"' does not satisfy the constraint 'never'). Whether the specs match the server's schema is
 * tests/integration/sync/schemas-match.test.ts.
 */
import { describe, expectTypeOf, it, expect } from 'vitest'
import { COLLECTION_NAMES, SPECS, type CollectionName } from './schemas'
import type { LocalDocs } from './types'

type FieldTypeOf = { string: string; number: number; boolean: boolean; object: object }
type Fields<N extends CollectionName> = (typeof SPECS)[N]['fields']
type Shared<N extends CollectionName> = keyof Fields<N> & keyof LocalDocs[N]

/** The fields of N on which the document type and the spec disagree (never when they agree). */
type Disagreements<N extends CollectionName> =
  | Exclude<keyof Fields<N>, keyof LocalDocs[N]>
  | Exclude<keyof LocalDocs[N], keyof Fields<N>>
  | {
      [F in Shared<N>]: LocalDocs[N][F] extends FieldTypeOf[Fields<N>[F] & keyof FieldTypeOf]
        ? never
        : F
    }[Shared<N>]

/** Every disagreement as 'collection.field'. */
type Disagreement = { [N in CollectionName]: `${N}.${Disagreements<N> & string}` }[CollectionName]

/** Compiles only when T is never: the error names what T holds. */
function noneOf<T extends never>(): T[] {
  return []
}

describe('local document types and the synced field lists', () => {
  it('name the same collections', () => {
    expectTypeOf<keyof LocalDocs>().toEqualTypeOf<CollectionName>()
    expect([...COLLECTION_NAMES].sort()).toEqual(Object.keys(SPECS).sort())
  })

  it('have the same fields with the same types in every collection', () => {
    expect(noneOf<Disagreement>()).toEqual([])
    // The check sees literal field types (a widened spec would make every type agree).
    expectTypeOf<Fields<'kelas'>['is_active']>().toEqualTypeOf<'boolean'>()
    expectTypeOf<Fields<'kelas'>['id']>().toEqualTypeOf<'string'>()
  })
})
