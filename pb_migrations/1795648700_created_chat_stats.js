/// <reference path="../node_modules/pocketbase-jsvm/index.d.ts" />
// Per-day (Asia/Jakarta) counts of chat answers by source (webhook, llm, builtin) and of fallbacks
// to the built-in assistant (pb_hooks/lib/chat/message-stats.js), for the admin dashboard's chart
// (GET /api/admin/charts/overview). A plain internal table, not a collection: no API reaches it,
// and it holds no message text, user or session.
migrate(
  (db) => {
    db.newQuery(
      'CREATE TABLE IF NOT EXISTS _chat_stats (' +
        'day TEXT NOT NULL, source TEXT NOT NULL, messages INTEGER NOT NULL DEFAULT 0, ' +
        'fallbacks INTEGER NOT NULL DEFAULT 0, PRIMARY KEY (day, source))',
    ).execute()
  },
  (db) => {
    db.newQuery('DROP TABLE IF EXISTS _chat_stats').execute()
  },
)
