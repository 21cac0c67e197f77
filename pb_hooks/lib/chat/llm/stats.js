/// <reference path="../../../../node_modules/pocketbase-jsvm/index.d.ts" />
// Per-day (Asia/Jakarta) LLM counters in the internal table _llm_stats (migration 1795490000): answers by the
// LLM, fallbacks to the built-in assistant, prompt/completion tokens, the last error and its time.
// One statement each, after the LLM call; a failure to count never fails a chat answer.

/** The Asia/Jakarta (UTC+7, no DST) calendar day of an instant, YYYY-MM-DD. */
function dayOf(ms) {
  return new Date(ms + 7 * 60 * 60 * 1000).toISOString().slice(0, 10)
}

/** Today's Asia/Jakarta day: the admin overview shows the owner's day (lib/admin/assistant.js). */
function today() {
  return dayOf(Date.now())
}

/**
 * Adds to today's row in ONE autocommit statement on the single-connection writer (the one the
 * credit transactions use): a separate write connection would make a credit transaction that read
 * first fail with SQLITE_BUSY_SNAPSHOT under load.
 */
function add(counts, error) {
  try {
    $app
      .dao()
      .nonconcurrentDB()
      .newQuery(
        'INSERT INTO _llm_stats (day, llm_answers, fallbacks, prompt_tokens, completion_tokens, last_error, last_error_at)' +
          ' VALUES ({:day}, {:a}, {:f}, {:p}, {:c}, {:e}, {:at}) ON CONFLICT(day) DO UPDATE SET' +
          ' llm_answers = llm_answers + excluded.llm_answers, fallbacks = fallbacks + excluded.fallbacks,' +
          ' prompt_tokens = prompt_tokens + excluded.prompt_tokens,' +
          ' completion_tokens = completion_tokens + excluded.completion_tokens,' +
          " last_error = CASE WHEN excluded.last_error_at != '' THEN excluded.last_error ELSE last_error END," +
          " last_error_at = CASE WHEN excluded.last_error_at != '' THEN excluded.last_error_at ELSE last_error_at END",
      )
      .bind({
        day: today(),
        a: counts.answers || 0,
        f: counts.fallbacks || 0,
        p: (counts.usage && counts.usage.promptTokens) || 0,
        c: (counts.usage && counts.usage.completionTokens) || 0,
        e: error ? String(error).slice(0, 500) : '',
        at: error ? new Date().toISOString() : '',
      })
      .execute()
  } catch (err) {
    console.log('[chat] llm stats not written: ' + err)
  }
}

/** An answer by the LLM and its tokens. */
function answered(usage) {
  add({ answers: 1, usage: usage }, '')
}

/** A failed LLM call answered by the built-in assistant (`message` is already redacted). */
function failed(message, usage) {
  add({ fallbacks: 1, usage: usage }, message || 'gagal')
}

module.exports = { answered, failed, today, dayOf }
