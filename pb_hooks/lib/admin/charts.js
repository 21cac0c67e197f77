/// <reference path="../../../node_modules/pocketbase-jsvm/index.d.ts" />
// GET /api/admin/charts/overview (superadmin): the numbers behind the dashboard's charts, every
// series aggregated in SQL (GROUP BY the Asia/Jakarta day over a range of an indexed time column)
// and then summed into weeks and months by the pure lib/admin/buckets.js (periods without rows
// are 0). Contract: docs/admin-api.md, Charts.

const sql = require(`${__hooks}/lib/shared/sql.js`)
const dates = require(`${__hooks}/lib/shared/dates.js`)
const superadmin = require(`${__hooks}/lib/shared/superadmin.js`)

const WEEKS = 12
const REVENUE_DAYS = 30
const MONTHS = 12
const CHAT_DAYS = 14
const CHAT_SOURCES = ['webhook', 'llm', 'builtin']

function buckets() {
  return require(`${__hooks}/lib/admin/buckets.js`)
}

/** New subscriptions per week (created), the last 12 weeks. */
function newSubscriptions(dao, weeks) {
  const list = sql.rows(
    dao,
    'SELECT ' +
      dates.jakartaDaySql('created') +
      ' AS day, COUNT(*) AS n FROM subscribers WHERE created >= {:from} AND created < {:to} GROUP BY day',
    { from: dates.pbDate(weeks[0].start), to: dates.pbDate(weeks[weeks.length - 1].end) },
    { day: '', n: 0 },
  )
  const perDay = {}
  for (const r of list) perDay[r.day] = r.n
  return buckets()
    .fill(weeks, perDay)
    .map((w) => ({ week: w.key, count: w.value }))
}

/**
 * Active subscriptions at the end of each of the last 12 weeks (the current week: now), counted
 * as the dashboard counts them today (status 'active', started, not yet ended): one scan of the
 * active rows that had not ended before the first week.
 */
function activeOverTime(dao, weeks, nowMs) {
  const params = { first: dates.pbDate(weeks[0].start) }
  const cols = weeks.map((w, i) => {
    const at = i === weeks.length - 1 ? nowMs : w.end
    params['t' + i] = dates.pbDate(at)
    return (
      'COALESCE(SUM(CASE WHEN durasi_mulai <= {:t' +
      i +
      '} AND durasi_akhir > {:t' +
      i +
      '} THEN 1 ELSE 0 END), 0) AS w' +
      i
    )
  })
  const shape = {}
  weeks.forEach((w, i) => (shape['w' + i] = 0))
  const r = sql.one(
    dao,
    'SELECT ' +
      cols.join(', ') +
      " FROM subscribers WHERE status = 'active' AND durasi_akhir > {:first}",
    params,
    shape,
  )
  return weeks.map((w, i) => ({ week: w.key, count: r ? r['w' + i] : 0 }))
}

/** Completed payments per Jakarta day of processed_at since `fromMs`: {day: {amount, count, credits}}. */
function revenuePerDay(dao, fromMs, toMs) {
  const list = sql.rows(
    dao,
    'SELECT ' +
      dates.jakartaDaySql('processed_at') +
      ' AS day, COUNT(*) AS n, CAST(COALESCE(SUM(amount), 0) AS REAL) AS total, COALESCE(SUM(credits_amount), 0) AS credits' +
      " FROM payment_transactions WHERE status = 'completed' AND processed_at >= {:from} AND processed_at < {:to} GROUP BY day",
    { from: dates.pbDate(fromMs), to: dates.pbDate(toMs) },
    { day: '', n: 0, total: -0.5, credits: 0 },
  )
  const perDay = {}
  for (const r of list) perDay[r.day] = { amount: r.total, count: r.n, credits: r.credits }
  return perDay
}

/** Chat answers per Jakarta day by source, and fallbacks (internal table _chat_stats). */
function chatPerDay(dao, days) {
  const list = sql.rows(
    dao,
    'SELECT day, source, messages, fallbacks FROM _chat_stats WHERE day >= {:from} AND day <= {:to}',
    { from: days[0].key, to: days[days.length - 1].key },
    { day: '', source: '', messages: 0, fallbacks: 0 },
  )
  const perDay = {}
  for (const r of list) {
    const d = perDay[r.day] || (perDay[r.day] = { webhook: 0, llm: 0, builtin: 0, fallbacks: 0 })
    if (CHAT_SOURCES.indexOf(r.source) !== -1) d[r.source] += r.messages
    d.fallbacks += r.fallbacks
  }
  return buckets()
    .fill(days, perDay, CHAT_SOURCES.concat(['fallbacks']))
    .map((d) => ({
      day: d.key,
      webhook: d.webhook,
      llm: d.llm,
      builtin: d.builtin,
      fallbacks: d.fallbacks,
      total: d.webhook + d.llm + d.builtin,
    }))
}

/** All series of the dashboard, at `nowMs`. */
function overviewCharts(dao, nowMs) {
  const b = buckets()
  const weeks = b.lastWeeks(nowMs, WEEKS)
  const days = b.lastDays(nowMs, REVENUE_DAYS)
  const months = b.lastMonths(nowMs, MONTHS)
  const chatDays = b.lastDays(nowMs, CHAT_DAYS)
  const from = Math.min(days[0].start, months[0].start)
  const to = Math.max(days[days.length - 1].end, months[months.length - 1].end)
  const revenue = revenuePerDay(dao, from, to)
  const shape = (list, key) =>
    list.map((p) => ({ [key]: p.key, amount: p.amount, count: p.count, credits: p.credits }))
  return {
    timezone: 'Asia/Jakarta',
    now: dates.pbDate(nowMs),
    subscriptions: {
      newPerWeek: newSubscriptions(dao, weeks),
      activePerWeek: activeOverTime(dao, weeks, nowMs),
    },
    revenue: {
      perDay: shape(b.fill(days, revenue, ['amount', 'count', 'credits']), 'day'),
      perMonth: shape(b.fill(months, revenue, ['amount', 'count', 'credits']), 'month'),
    },
    chat: { perDay: chatPerDay(dao, chatDays) },
  }
}

/** GET /api/admin/charts/overview */
function handleOverviewCharts(c) {
  superadmin.requireSuperadmin(c)
  return c.json(200, overviewCharts($app.dao(), Date.now()))
}

module.exports = { handleOverviewCharts, overviewCharts }
