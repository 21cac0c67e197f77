/// <reference path="../node_modules/pocketbase-jsvm/index.d.ts" />
// Simulasi Sidang (docs/sidang.md): sidang_sessions, the student's defence rehearsals. Created and
// updated only by the /api/sidang routes (credits are taken there); the owner may list, view and
// delete their own; nobody else has rule access (a superadmin sees counts through the admin API).
// `document` is emptied, not cascaded, when the thesis is deleted: the report stays.
migrate(
  (db) => {
    const dao = new Dao(db)
    const text = (id, name, max) =>
      new SchemaField({
        id: id,
        name: name,
        type: 'text',
        required: false,
        options: { min: null, max: max, pattern: '' },
      })
    const json = (id, name, maxSize) =>
      new SchemaField({
        id: id,
        name: name,
        type: 'json',
        required: false,
        options: { maxSize: maxSize },
      })
    const relation = (id, name, collectionId, required, cascade) =>
      new SchemaField({
        id: id,
        name: name,
        type: 'relation',
        required: required,
        options: {
          collectionId: collectionId,
          cascadeDelete: cascade,
          minSelect: null,
          maxSelect: 1,
          displayFields: null,
        },
      })
    const owner = '@request.auth.id != "" && user_id = @request.auth.id'
    const sessions = new Collection({
      id: 'sidang_sessions1',
      name: 'sidang_sessions',
      type: 'base',
      system: false,
      schema: [
        relation('sid_user_id000', 'user_id', '_pb_users_auth_', true, true),
        relation('sid_document00', 'document', 'lms_thesisdocs1', false, false),
        text('sid_docname000', 'document_name', 255),
        json('sid_settings00', 'settings', 10000),
        json('sid_questions0', 'questions', 2000000),
        json('sid_answers000', 'answers', 2000000),
        json('sid_scores0000', 'scores', 2000000),
        json('sid_report0000', 'report', 200000),
        new SchemaField({
          id: 'sid_status0000',
          name: 'status',
          type: 'select',
          required: true,
          options: { maxSelect: 1, values: ['active', 'finished'] },
        }),
        new SchemaField({
          id: 'sid_source0000',
          name: 'source',
          type: 'select',
          required: false,
          options: { maxSelect: 1, values: ['builtin', 'llm'] },
        }),
        new SchemaField({
          id: 'sid_credits000',
          name: 'credits_spent',
          type: 'number',
          required: false,
          options: { min: 0, max: null, noDecimal: true },
        }),
      ],
      indexes: [
        'CREATE INDEX `idx_sidang_sessions_user_created` ON `sidang_sessions` (`user_id`, `created`)',
        'CREATE INDEX `idx_sidang_sessions_document` ON `sidang_sessions` (`document`)',
      ],
      listRule: owner,
      viewRule: owner,
      createRule: null,
      updateRule: null,
      deleteRule: owner,
      options: {},
    })
    dao.saveCollection(sessions)
  },
  (db) => {
    const dao = new Dao(db)
    try {
      dao.deleteCollection(dao.findCollectionByNameOrId('sidang_sessions'))
    } catch {
      // already gone
    }
  },
)
