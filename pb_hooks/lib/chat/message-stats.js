/// <reference path="../../../node_modules/pocketbase-jsvm/index.d.ts" />
// Per-day (Asia/Jakarta) count of chat answers by source in the internal table _chat_stats
// (migration 1795648700), read by the admin dashboard's chart (lib/admin/charts.js). One
// autocommit UPSERT per answer on the single-connection writer, as lib/llm/stats.js writes
// (a separate write would make concurrent credit transactions fail with 'database is locked');
// a failure to count never fails a chat answer.

const SOURCES = ['webhook', 'llm', 'builtin']

/** Counts one answer given by `source`; `fallback`: the built-in assistant stood in for the LLM. */
function counted(source, fallback) {
  if (SOURCES.indexOf(source) === -1) return
  try {
    $app
      .dao()
      .nonconcurrentDB()
      .newQuery(
        'INSERT INTO _chat_stats (day, source, messages, fallbacks) VALUES ({:day}, {:source}, 1, {:f})' +
          ' ON CONFLICT(day, source) DO UPDATE SET messages = messages + 1, fallbacks = fallbacks + excluded.fallbacks',
      )
      .bind({
        day: require(`${__hooks}/lib/shared/dates.js`).jakartaDay(Date.now()),
        source: source,
        f: fallback ? 1 : 0,
      })
      .execute()
  } catch (err) {
    console.log('[chat] message stats not written: ' + err)
  }
}

module.exports = { counted }
