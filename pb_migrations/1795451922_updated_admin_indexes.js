/// <reference path="../node_modules/pocketbase-jsvm/index.d.ts" />
// Indexes of the superadmin routes (pb_hooks/admin.pb.js, docs/admin-api.md):
// - subscribers (created, id): the subscriber list (newest first) and the overview's new subscribers;
// - tombstones (created, id): the overview's deletions;
// - progress (completed_at): the overview's finished classes.
migrate(
  (db) => {
    const dao = new Dao(db)
    const ADD = {
      subscribers: ['CREATE INDEX `idx_subscribers_created_id` ON `subscribers` (`created`, `id`)'],
      tombstones: ['CREATE INDEX `idx_tombstones_created_id` ON `tombstones` (`created`, `id`)'],
      progress: ['CREATE INDEX `idx_progress_completed_at` ON `progress` (`completed_at`)'],
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
    const DROP = {
      subscribers: 'idx_subscribers_created_id',
      tombstones: 'idx_tombstones_created_id',
      progress: 'idx_progress_completed_at',
    }
    for (const name in DROP) {
      const collection = dao.findCollectionByNameOrId(name)
      const indexes = JSON.parse(JSON.stringify(collection.indexes || []))
      collection.indexes = indexes.filter((sql) => sql.indexOf('`' + DROP[name] + '`') === -1)
      dao.saveCollection(collection)
    }
  },
)
