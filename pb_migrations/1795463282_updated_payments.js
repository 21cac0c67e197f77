/// <reference path="../node_modules/pocketbase-jsvm/index.d.ts" />
// Payments (docs/contract.md, Collections: payment_transactions; pb_hooks/payments.pb.js):
// - payment_transactions: + paket_id (the package a purchase names in custom_field2), review_note
//   (why a paid notification waits for manual review), paid_at (when the provider confirmed the
//   payment: a paid transaction is never moved to failed/cancelled), processed_by ('webhook' or the
//   superadmin's id); indexes for the admin list (created, id) / (status, created, id) and the revenue
//   summary (status, processed_at);
// - authorized_emails: + pending_packages (json: further package purchases of an e-mail without a
//   verified account, granted with the first one on verification).
migrate(
  (db) => {
    const dao = new Dao(db)
    const tx = dao.findCollectionByNameOrId('payment_transactions')
    const paket = dao.findCollectionByNameOrId('paket_pembelajaran')
    const add = (collection, field) => {
      if (!collection.schema.getFieldByName(field.name)) collection.schema.addField(field)
    }
    add(
      tx,
      new SchemaField({
        id: 'paym_paketid00',
        name: 'paket_id',
        type: 'relation',
        required: false,
        options: {
          collectionId: paket.id,
          cascadeDelete: false,
          minSelect: null,
          maxSelect: 1,
          displayFields: null,
        },
      }),
    )
    add(
      tx,
      new SchemaField({
        id: 'paym_reviewnt0',
        name: 'review_note',
        type: 'text',
        required: false,
        options: { min: null, max: 500, pattern: '' },
      }),
    )
    add(
      tx,
      new SchemaField({
        id: 'paym_paidat000',
        name: 'paid_at',
        type: 'date',
        required: false,
        options: { min: '', max: '' },
      }),
    )
    add(
      tx,
      new SchemaField({
        id: 'paym_procby000',
        name: 'processed_by',
        type: 'text',
        required: false,
        options: { min: null, max: 100, pattern: '' },
      }),
    )
    const indexes = JSON.parse(JSON.stringify(tx.indexes || []))
    for (const sql of [
      'CREATE INDEX `idx_payment_transactions_created_id` ON `payment_transactions` (`created`, `id`)',
      'CREATE INDEX `idx_payment_transactions_status_created` ON `payment_transactions` (`status`, `created`, `id`)',
      'CREATE INDEX `idx_payment_transactions_status_processed` ON `payment_transactions` (`status`, `processed_at`)',
    ]) {
      if (indexes.indexOf(sql) === -1) indexes.push(sql)
    }
    tx.indexes = indexes
    dao.saveCollection(tx)

    const auth = dao.findCollectionByNameOrId('authorized_emails')
    add(
      auth,
      new SchemaField({
        id: 'auth_pendpkgs0',
        name: 'pending_packages',
        type: 'json',
        required: false,
        options: { maxSize: 200000 },
      }),
    )
    dao.saveCollection(auth)
  },
  (db) => {
    const dao = new Dao(db)
    const tx = dao.findCollectionByNameOrId('payment_transactions')
    for (const name of ['paket_id', 'review_note', 'paid_at', 'processed_by']) {
      const field = tx.schema.getFieldByName(name)
      if (field) tx.schema.removeField(field.id)
    }
    const drop = [
      'idx_payment_transactions_created_id',
      'idx_payment_transactions_status_created',
      'idx_payment_transactions_status_processed',
    ]
    tx.indexes = JSON.parse(JSON.stringify(tx.indexes || [])).filter(
      (sql) => !drop.some((name) => sql.indexOf('`' + name + '`') >= 0),
    )
    dao.saveCollection(tx)

    const auth = dao.findCollectionByNameOrId('authorized_emails')
    const field = auth.schema.getFieldByName('pending_packages')
    if (field) auth.schema.removeField(field.id)
    dao.saveCollection(auth)
  },
)
