/**
 * The user's local database (RxDB on Dexie by default) with the nine collections and their schema
 * migrations, and the queries the sync engine runs on it.
 */
import { addRxPlugin, createRxDatabase, type RxCollection, type RxStorage } from 'rxdb'
import { RxDBMigrationSchemaPlugin } from 'rxdb/plugins/migration-schema'
import { getRxStorageDexie } from 'rxdb/plugins/storage-dexie'
import { wrappedValidateAjvStorage } from 'rxdb/plugins/validate-ajv'
import {
  COLLECTION_NAMES,
  SPECS,
  jsonSchemaOf,
  normalizeRecord,
  type CollectionName,
  type CollectionSpec,
} from '../schemas'
import { perfMark } from '@/lib/perf-mark'
import type { LocalDatabase } from '../session'
import type { Doc } from './pull'

addRxPlugin(RxDBMigrationSchemaPlugin)

/** Database name of a user (RxDB names: lower-case letters, digits, _ and -). */
export function databaseNameFor(userId: string): string {
  return `ps_${userId.toLowerCase().replace(/[^a-z0-9]/g, '_')}`
}

type Strategy = (doc: Doc) => Doc | null

/** Progress and reviews keep every document (new fields get defaults); content is re-pulled. */
export function migrationStrategiesOf(spec: CollectionSpec): Record<number, Strategy> {
  const strategies: Record<number, Strategy> = {}
  for (let v = 1; v <= spec.version; v++) {
    strategies[v] = spec.pushed
      ? (doc) => ({ ...normalizeRecord(spec, doc), _deleted: doc._deleted })
      : () => null
  }
  return strategies
}

export interface DatabaseOptions {
  userId: string
  storage?: RxStorage<unknown, unknown>
  validate?: boolean
  dbName?: string
  multiInstance?: boolean
}

export async function createLocalDatabase(options: DatabaseOptions): Promise<LocalDatabase> {
  const validate =
    options.validate ?? Boolean((import.meta as { env?: { DEV?: boolean } }).env?.DEV)
  let storage = (options.storage ?? getRxStorageDexie()) as RxStorage<unknown, unknown>
  if (validate) storage = wrappedValidateAjvStorage({ storage }) as RxStorage<unknown, unknown>
  const collections: Record<
    string,
    { schema: unknown; migrationStrategies: Record<number, Strategy> }
  > = {}
  for (const name of COLLECTION_NAMES) {
    const spec: CollectionSpec = SPECS[name]
    collections[name] = {
      schema: jsonSchemaOf(spec),
      migrationStrategies: migrationStrategiesOf(spec),
    }
  }
  const db = (await createRxDatabase({
    name: options.dbName ?? databaseNameFor(options.userId),
    storage,
    multiInstance: options.multiInstance ?? true,
    eventReduce: true,
    closeDuplicates: true,
  })) as unknown as LocalDatabase
  perfMark('db:created')
  await db.addCollections(collections as never)
  perfMark('db:collections')
  return db
}

/** The queries of the sync engine on the local database. */
export class LocalStore {
  constructor(readonly db: LocalDatabase) {}

  coll(name: CollectionName): RxCollection<Doc> {
    return this.db.collections[name] as unknown as RxCollection<Doc>
  }

  /** Every document of a collection as plain objects. */
  async docs(name: CollectionName): Promise<Doc[]> {
    return (await this.coll(name).find().exec()).map((d) => d.toJSON() as Doc)
  }

  /** Local documents by record id. */
  async byId(name: CollectionName, ids: string[]): Promise<Map<string, Doc>> {
    const known = new Map<string, Doc>()
    const found = await this.coll(name)
      .find({ selector: { id: { $in: ids } } })
      .exec()
    for (const d of found) known.set(String(d.get('id')), d.toJSON() as Doc)
    return known
  }

  /**
   * Resolves once a pulled page is in the collection (its records present, its deletions gone), or
   * after `maxMs`: RxDB stores a page only after the pull handler returned it.
   */
  async whenStored(name: CollectionName, documents: Doc[], maxMs: number): Promise<void> {
    if (!documents.length) return
    const ids = documents.map((d) => String(d.id))
    const deadline = Date.now() + maxMs
    for (;;) {
      if (this.db.closed) return
      let known: Map<string, Doc>
      try {
        known = await this.byId(name, ids)
      } catch {
        return // the database closed meanwhile (sign-out, user change)
      }
      const stored = documents.every((d) =>
        d._deleted ? !known.has(String(d.id)) : known.has(String(d.id)),
      )
      if (stored || Date.now() >= deadline) return
      await new Promise((resolve) => setTimeout(resolve, 20))
    }
  }

  /** Removes the documents of the collections whose package is not in `allowed`. */
  async removeOutside(names: CollectionName[], allowed: Set<string>): Promise<void> {
    for (const name of names) {
      const stale = await this.coll(name).find().exec()
      const gone = stale.filter((d) => !allowed.has(String(d.get('paket_id'))))
      if (gone.length) await this.coll(name).bulkRemove(gone.map((d) => d.primary))
    }
  }
}
