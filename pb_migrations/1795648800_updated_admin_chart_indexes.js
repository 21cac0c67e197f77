/// <reference path="../node_modules/pocketbase-jsvm/index.d.ts" />
// Covering indexes of the dashboard's charts (pb_hooks/lib/admin/charts.js, docs/admin-api.md):
// - subscribers (status, durasi_akhir, durasi_mulai): 'Subscriber aktif' counts active subscriptions
//   at 12 instants in one scan of `status = 'active' AND durasi_akhir > t0` without reading the table;
// - payment_transactions (status, processed_at, amount, credits_amount): revenue per day and month
//   (and the payments summary) sum completed transactions without reading the table.
// Each replaces the index that is its prefix, so every query that used that one uses this one.
const CHANGES = [
  {
    coll: 'subscribers',
    oldName: 'idx_subscribers_status_durasi_akhir',
    oldSql:
      'CREATE INDEX `idx_subscribers_status_durasi_akhir` ON `subscribers` (`status`, `durasi_akhir`)',
    newName: 'idx_subscribers_status_durasi',
    newSql:
      'CREATE INDEX `idx_subscribers_status_durasi` ON `subscribers` (`status`, `durasi_akhir`, `durasi_mulai`)',
  },
  {
    coll: 'payment_transactions',
    oldName: 'idx_payment_transactions_status_processed',
    oldSql:
      'CREATE INDEX `idx_payment_transactions_status_processed` ON `payment_transactions` (`status`, `processed_at`)',
    newName: 'idx_payment_transactions_status_processed_amount',
    newSql:
      'CREATE INDEX `idx_payment_transactions_status_processed_amount` ON `payment_transactions` (`status`, `processed_at`, `amount`, `credits_amount`)',
  },
]

function swap(db, from, to) {
  const dao = new Dao(db)
  for (const c of CHANGES) {
    const collection = dao.findCollectionByNameOrId(c.coll)
    const indexes = JSON.parse(JSON.stringify(collection.indexes || [])).filter(
      (sql) => sql.indexOf('`' + c[from + 'Name'] + '`') === -1,
    )
    if (indexes.indexOf(c[to + 'Sql']) === -1) indexes.push(c[to + 'Sql'])
    collection.indexes = indexes
    dao.saveCollection(collection)
  }
}

migrate(
  (db) => swap(db, 'old', 'new'),
  (db) => swap(db, 'new', 'old'),
)
