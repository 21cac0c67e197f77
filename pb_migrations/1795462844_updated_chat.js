/// <reference path="../node_modules/pocketbase-jsvm/index.d.ts" />
// Chat (docs/contract.md, Collections: thesis_documents, chat_trial_usage):
// - thesis_documents: + file_name, analysis (json), external_id; created only by
//   POST /api/chat/documents (it validates the file, stores the text and indexes its passages),
//   so the records API may list, view and delete own documents but not create or update them;
// - thesis_passages: FTS5 table of the documents' passages (bm25 ranking for the academic chat),
//   rows written by the upload route and removed by the thesis_documents delete hook;
// - chat_trial_usage: the landing page's trial allowance per client and day (hooks only).
migrate(
  (db) => {
    const dao = new Dao(db)

    const docs = dao.findCollectionByNameOrId('thesis_documents')
    const add = (field) => {
      if (!docs.schema.getFieldByName(field.name)) docs.schema.addField(field)
    }
    add(
      new SchemaField({
        id: 'thes_filename0',
        name: 'file_name',
        type: 'text',
        required: false,
        options: { min: null, max: 255, pattern: '' },
      }),
    )
    add(
      new SchemaField({
        id: 'thes_analysis0',
        name: 'analysis',
        type: 'json',
        required: false,
        options: { maxSize: 5000000 },
      }),
    )
    add(
      new SchemaField({
        id: 'thes_externid0',
        name: 'external_id',
        type: 'text',
        required: false,
        options: { min: null, max: 255, pattern: '' },
      }),
    )
    docs.createRule = null
    docs.updateRule = null
    docs.listRule = 'user_id = @request.auth.id'
    docs.viewRule = 'user_id = @request.auth.id'
    docs.deleteRule = 'user_id = @request.auth.id'
    dao.saveCollection(docs)

    db.newQuery(
      'CREATE VIRTUAL TABLE IF NOT EXISTS thesis_passages USING fts5(' +
        "body, chapter UNINDEXED, document_id UNINDEXED, ord UNINDEXED, tokenize='unicode61 remove_diacritics 2')",
    ).execute()

    const usage = new Collection({
      id: 'chat_trialuse01',
      name: 'chat_trial_usage',
      type: 'base',
      system: false,
      schema: [
        {
          id: 'ctu_clientkey',
          name: 'client_key',
          type: 'text',
          required: true,
          options: { min: null, max: 128, pattern: '' },
        },
        {
          id: 'ctu_day000000',
          name: 'day',
          type: 'text',
          required: true,
          options: { min: null, max: 32, pattern: '' },
        },
        {
          id: 'ctu_story0000',
          name: 'story',
          type: 'number',
          required: false,
          options: { min: 0, max: null, noDecimal: true },
        },
        {
          id: 'ctu_academic0',
          name: 'academic',
          type: 'number',
          required: false,
          options: { min: 0, max: null, noDecimal: true },
        },
      ],
      indexes: [
        'CREATE UNIQUE INDEX `idx_chat_trial_usage_client_day` ON `chat_trial_usage` (`client_key`, `day`)',
        'CREATE INDEX `idx_chat_trial_usage_day` ON `chat_trial_usage` (`day`)',
      ],
      listRule: null,
      viewRule: null,
      createRule: null,
      updateRule: null,
      deleteRule: null,
      options: {},
    })
    dao.saveCollection(usage)
  },
  (db) => {
    const dao = new Dao(db)
    try {
      dao.deleteCollection(dao.findCollectionByNameOrId('chat_trial_usage'))
    } catch {
      // already gone
    }
    db.newQuery('DROP TABLE IF EXISTS thesis_passages').execute()

    const docs = dao.findCollectionByNameOrId('thesis_documents')
    for (const name of ['file_name', 'analysis', 'external_id']) {
      const field = docs.schema.getFieldByName(name)
      if (field) docs.schema.removeField(field.id)
    }
    docs.createRule = '@request.auth.id != "" && @request.data.user_id = @request.auth.id'
    docs.updateRule =
      'user_id = @request.auth.id && (@request.data.user_id:isset = false || @request.data.user_id = @request.auth.id)'
    dao.saveCollection(docs)
  },
)
