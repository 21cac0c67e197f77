/// <reference path="../node_modules/pocketbase-jsvm/index.d.ts" />
// Personal data (docs/privacy.md; pb_hooks/privacy.pb.js, pb_hooks/lib/privacy/):
// - thesis_documents: + last_opened (date; written by the academic chat, the review route and a new
//   sidang session with one cheap UPDATE) — the retention job deletes theses whose last_opened (or
//   created, when never opened) is older than THESIS_RETENTION_DAYS;
// - reviews.user_id: no longer required and no longer cascading: when a person is deleted their
//   reviews stay on the landing page with user_id "" and author_name 'Pengguna'. The unique
//   (user_id, materi_id) index becomes partial (only linked reviews), so several anonymous reviews
//   of one materi can exist, and the owner rules now ask for a signed-in requester: `user_id =
//   @request.auth.id` alone would let a visitor (auth id "") update or delete an anonymous review.
const UNIQUE_OLD =
  'CREATE UNIQUE INDEX `idx_reviews_user_id_materi_id` ON `reviews` (`user_id`, `materi_id`)'
const UNIQUE_NEW =
  "CREATE UNIQUE INDEX `idx_reviews_user_id_materi_id` ON `reviews` (`user_id`, `materi_id`) WHERE `user_id` != ''"
const SUPER = '@request.auth.role = "superadmin"'
const OWN_REVIEW_DATA =
  '(@request.data.user_id:isset = false || @request.data.user_id = @request.auth.id)' +
  ' && @request.data.author_name:isset = false'

migrate(
  (db) => {
    const dao = new Dao(db)

    const docs = dao.findCollectionByNameOrId('thesis_documents')
    if (!docs.schema.getFieldByName('last_opened')) {
      docs.schema.addField(
        new SchemaField({
          id: 'thes_lastopen0',
          name: 'last_opened',
          type: 'date',
          required: false,
          options: { min: '', max: '' },
        }),
      )
    }
    dao.saveCollection(docs)

    const reviews = dao.findCollectionByNameOrId('reviews')
    const userField = reviews.schema.getFieldByName('user_id')
    userField.required = false
    userField.options.cascadeDelete = false
    reviews.indexes = JSON.parse(JSON.stringify(reviews.indexes || [])).map((sql) =>
      sql.indexOf('`idx_reviews_user_id_materi_id`') >= 0 ? UNIQUE_NEW : sql,
    )
    reviews.updateRule =
      `${SUPER} || (@request.auth.id != "" && user_id = @request.auth.id && ${OWN_REVIEW_DATA}` +
      ' && @request.data.materi_id:isset = false)'
    reviews.deleteRule = `${SUPER} || (@request.auth.id != "" && user_id = @request.auth.id)`
    dao.saveCollection(reviews)
  },
  (db) => {
    const dao = new Dao(db)
    const docs = dao.findCollectionByNameOrId('thesis_documents')
    const field = docs.schema.getFieldByName('last_opened')
    if (field) docs.schema.removeField(field.id)
    dao.saveCollection(docs)

    // anonymous reviews cannot satisfy the old schema: they go
    db.newQuery("DELETE FROM reviews WHERE user_id = ''").execute()
    const reviews = dao.findCollectionByNameOrId('reviews')
    const userField = reviews.schema.getFieldByName('user_id')
    userField.required = true
    userField.options.cascadeDelete = true
    reviews.indexes = JSON.parse(JSON.stringify(reviews.indexes || [])).map((sql) =>
      sql.indexOf('`idx_reviews_user_id_materi_id`') >= 0 ? UNIQUE_OLD : sql,
    )
    reviews.updateRule = `${SUPER} || (user_id = @request.auth.id && ${OWN_REVIEW_DATA} && @request.data.materi_id:isset = false)`
    reviews.deleteRule = `${SUPER} || user_id = @request.auth.id`
    dao.saveCollection(reviews)
  },
)
