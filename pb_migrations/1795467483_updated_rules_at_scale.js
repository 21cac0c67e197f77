/// <reference path="../node_modules/pocketbase-jsvm/index.d.ts" />
// Rules and indexes at ten times the benchmark's data (30,000 questions, 60,000
// subscriptions; docs/access-rules.md "At scale", scripts/bench/rules.mjs).
//
// Owner lists (`subscribers`, `progress`): PocketBase 0.22 turns `user_id = @request.auth.id ||
// @request.auth.role = "superadmin"` into
//   ... LEFT JOIN users __auth_users ON __auth_users.id = <auth id>
//   WHERE (user_id = <auth id> OR __auth_users.role = 'superadmin') ORDER BY updated, id
// The OR with a column of another table cannot use an index, so SQLite walks the whole
// (updated, id) index: a student's own 2 subscriptions cost a scan of all 60,000. Rewritten, same
// rows for everyone:
//   @request.auth.role >= ""                       always true for a signed-in user (role is text,
//                                                  never NULL) and NULL for a visitor, as before; it
//                                                  lets SQLite read the requester's row once, first
//                                                  (the LEFT JOIN becomes an inner join);
//   user_id = @request.auth.id || (SUPER && user_id >= "" && user_id <= MAX)
//                                                  both branches now use the user_id index
//                                                  (MULTI-INDEX OR): a student reads their own rows,
//                                                  a superadmin the full range (every id is >= "" and
//                                                  <= U+10FFFF, the largest code point).
// View rules keep their form (a view reads one row by id).
//
// Indexes: `tombstones (coll, updated, id)` serves the pull of one collection's tombstones
// (`coll = {:c}` + keyset, sorted `updated,id`) without a scan; `(updated, id, paket_id)` on the
// package-scoped content lets SQLite compare paket_id from the index and read a row only when it
// is the student's.
migrate(
  (db) => {
    const dao = new Dao(db)
    const SUPER = '@request.auth.role = "superadmin"'
    const MAX = String.fromCharCode(0xdbff, 0xdfff) // U+10FFFF
    const OWNER_OR_SUPER =
      '@request.auth.role >= "" && (user_id = @request.auth.id || ' +
      `(${SUPER} && user_id >= "" && user_id <= "${MAX}"))`
    for (const name of ['subscribers', 'progress']) {
      const c = dao.findCollectionByNameOrId(name)
      c.listRule = OWNER_OR_SUPER
      dao.saveCollection(c)
    }

    const ADD = {
      tombstones: [
        'CREATE INDEX `idx_tombstones_coll_updated_id` ON `tombstones` (`coll`, `updated`, `id`)',
      ],
      soal: ['CREATE INDEX `idx_soal_updated_id_paket_id` ON `soal` (`updated`, `id`, `paket_id`)'],
      materi: [
        'CREATE INDEX `idx_materi_updated_id_paket_id` ON `materi` (`updated`, `id`, `paket_id`)',
      ],
      video_links: [
        'CREATE INDEX `idx_video_links_updated_id_paket_id` ON `video_links` (`updated`, `id`, `paket_id`)',
      ],
      paket_content: [
        'CREATE INDEX `idx_paket_content_updated_id_paket_id` ON `paket_content` (`updated`, `id`, `paket_id`)',
      ],
    }
    for (const name in ADD) {
      const collection = dao.findCollectionByNameOrId(name)
      const indexes = JSON.parse(JSON.stringify(collection.indexes || []))
      for (const sql of ADD[name]) if (indexes.indexOf(sql) === -1) indexes.push(sql)
      collection.indexes = indexes
      dao.saveCollection(collection)
    }
  },
  (db) => {
    const dao = new Dao(db)
    const SUPER = '@request.auth.role = "superadmin"'
    for (const name of ['subscribers', 'progress']) {
      const c = dao.findCollectionByNameOrId(name)
      c.listRule = `user_id = @request.auth.id || ${SUPER}`
      dao.saveCollection(c)
    }
    const DROP = {
      tombstones: 'idx_tombstones_coll_updated_id',
      soal: 'idx_soal_updated_id_paket_id',
      materi: 'idx_materi_updated_id_paket_id',
      video_links: 'idx_video_links_updated_id_paket_id',
      paket_content: 'idx_paket_content_updated_id_paket_id',
    }
    for (const name in DROP) {
      const collection = dao.findCollectionByNameOrId(name)
      const indexes = JSON.parse(JSON.stringify(collection.indexes || []))
      collection.indexes = indexes.filter((sql) => sql.indexOf('`' + DROP[name] + '`') === -1)
      dao.saveCollection(collection)
    }
  },
)
