/// <reference path="../node_modules/pocketbase-jsvm/index.d.ts" />
// Student content lists at ten times the benchmark's data (30,000 questions): the scope filter of
// pb_hooks/scope-filter.pb.js adds `paket_id = ... || ...` to a student's list of the
// package-scoped content; `(paket_id, updated, id)` serves it in the pull's order (keyset on
// (updated, id) within each package) without walking other packages' rows.
const TABLES = ['soal', 'materi', 'video_links', 'paket_content']
const indexSql = (t) =>
  `CREATE INDEX \`idx_${t}_paket_id_updated_id\` ON \`${t}\` (\`paket_id\`, \`updated\`, \`id\`)`

migrate(
  (db) => {
    const dao = new Dao(db)
    for (const name of TABLES) {
      const collection = dao.findCollectionByNameOrId(name)
      const indexes = JSON.parse(JSON.stringify(collection.indexes || []))
      if (indexes.indexOf(indexSql(name)) === -1) indexes.push(indexSql(name))
      collection.indexes = indexes
      dao.saveCollection(collection)
    }
  },
  (db) => {
    const dao = new Dao(db)
    for (const name of TABLES) {
      const collection = dao.findCollectionByNameOrId(name)
      const indexes = JSON.parse(JSON.stringify(collection.indexes || []))
      collection.indexes = indexes.filter((sql) => sql !== indexSql(name))
      dao.saveCollection(collection)
    }
  },
)
