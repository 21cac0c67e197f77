/// <reference path="../node_modules/pocketbase-jsvm/index.d.ts" />
// Chat (docs/contract.md, Collections: thesis_documents): thesis_passages gets an UNINDEXED
// `page` column (the PDF page where a passage starts; 0 for DOCX or unknown). FTS5 tables cannot
// ALTER ADD COLUMN, so the table is recreated and its rows copied (page 0 for existing rows);
// body stays the only indexed column, so the bm25 ranking is unchanged. Down drops the column.
const PASSAGES_TOKENIZE = "tokenize='unicode61 remove_diacritics 2'"

function recreatePassages(db, columns, copySelect) {
  db.newQuery('DROP TABLE IF EXISTS thesis_passages_new').execute()
  db.newQuery(
    'CREATE VIRTUAL TABLE thesis_passages_new USING fts5(' +
      columns +
      ', ' +
      PASSAGES_TOKENIZE +
      ')',
  ).execute()
  db.newQuery(
    'CREATE VIRTUAL TABLE IF NOT EXISTS thesis_passages USING fts5(' +
      'body, chapter UNINDEXED, document_id UNINDEXED, ord UNINDEXED, ' +
      PASSAGES_TOKENIZE +
      ')',
  ).execute()
  db.newQuery('INSERT INTO thesis_passages_new ' + copySelect).execute()
  db.newQuery('DROP TABLE thesis_passages').execute()
  db.newQuery('ALTER TABLE thesis_passages_new RENAME TO thesis_passages').execute()
}

migrate(
  (db) => {
    recreatePassages(
      db,
      'body, chapter UNINDEXED, document_id UNINDEXED, ord UNINDEXED, page UNINDEXED',
      'SELECT body, chapter, document_id, ord, 0 FROM thesis_passages',
    )
  },
  (db) => {
    recreatePassages(
      db,
      'body, chapter UNINDEXED, document_id UNINDEXED, ord UNINDEXED',
      'SELECT body, chapter, document_id, ord FROM thesis_passages',
    )
  },
)
