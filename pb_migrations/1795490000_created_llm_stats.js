/// <reference path="../node_modules/pocketbase-jsvm/index.d.ts" />
// Per-day counters of the operator's LLM (pb_hooks/lib/llm/stats.js): answers, fallbacks to
// the built-in assistant, tokens, the last error. A plain internal table, not a collection: no API
// reaches it. It never holds the API key (errors are redacted before they are written).
migrate(
  (db) => {
    db.newQuery(
      'CREATE TABLE IF NOT EXISTS _llm_stats (' +
        'day TEXT PRIMARY KEY NOT NULL, llm_answers INTEGER NOT NULL DEFAULT 0, fallbacks INTEGER NOT NULL DEFAULT 0, ' +
        'prompt_tokens INTEGER NOT NULL DEFAULT 0, completion_tokens INTEGER NOT NULL DEFAULT 0, ' +
        "last_error TEXT NOT NULL DEFAULT '', last_error_at TEXT NOT NULL DEFAULT '')",
    ).execute()
  },
  (db) => {
    db.newQuery('DROP TABLE IF EXISTS _llm_stats').execute()
  },
)
