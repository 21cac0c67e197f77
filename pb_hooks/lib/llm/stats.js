/// <reference path="../../../../node_modules/pocketbase-jsvm/index.d.ts" />
// Per-day (Asia/Jakarta, lib/shared/dates.js) LLM counters in the internal table _llm_stats
// (migration 1795490000), for every user of the operator's LLM (chat, review, Simulasi Sidang,
// Analisa CV): answers by the LLM, fallbacks and failures, prompt/completion tokens, the last error
// and its time. One statement each, after the LLM call; a failure to count never fails an answer.

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
        day: require(`${__hooks}/lib/shared/dates.js`).jakartaDay(Date.now()),
        a: counts.answers || 0,
        f: counts.fallbacks || 0,
        p: (counts.usage && counts.usage.promptTokens) || 0,
        c: (counts.usage && counts.usage.completionTokens) || 0,
        e: error ? String(error).slice(0, 500) : '',
        at: error ? new Date().toISOString() : '',
      })
      .execute()
  } catch (err) {
    console.log('[llm] stats not written: ' + err)
  }
}

/** An answer by the LLM and its tokens. */
function answered(usage) {
  add({ answers: 1, usage: usage }, '')
}

/** A failed LLM call (the built-in assistant answered, or the caller gave up; `message` is already redacted). */
function failed(message, usage) {
  add({ fallbacks: 1, usage: usage }, message || 'gagal')
}

module.exports = { answered, failed }
