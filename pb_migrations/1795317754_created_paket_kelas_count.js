/// <reference path="../node_modules/pocketbase-jsvm/index.d.ts" />
// Public class counts for the landing page and the package grid: a view with public columns
// only (kelas itself is readable only by signed-in users). id = paket_pembelajaran.id.
migrate(
  (db) => {
    const dao = new Dao(db)
    const view = new Collection({
      id: 'lms_paketkcount',
      name: 'paket_kelas_count',
      type: 'view',
      system: false,
      schema: [],
      indexes: [],
      listRule: '',
      viewRule: '',
      createRule: null,
      updateRule: null,
      deleteRule: null,
      options: {
        query:
          'SELECT p.id AS id, (SELECT COUNT(*) FROM kelas k WHERE k.paket_id = p.id AND k.is_active = TRUE) AS jumlah_kelas FROM paket_pembelajaran p',
      },
    })
    return dao.saveCollection(view)
  },
  (db) => {
    const dao = new Dao(db)
    return dao.deleteCollection(dao.findCollectionByNameOrId('paket_kelas_count'))
  },
)
