// How the capacity benchmark loads the server: closed loops of clients for a fixed time (the rows) and
// open-loop storms of students starting at the same moment, over keep-alive node:http connections.
import { httpRequest, keepAliveAgent } from '../lib/http-client.mjs'
import { percentile } from '../lib/stats.mjs'
import { BROWSER_PARALLEL, DURATION_MS, WARMUP_MS } from './settings.mjs'

/** One request over the keep-alive agent: {status, body} (gzip bodies are read, not decompressed). */
export function send(agent, base, url, init = {}) {
  return httpRequest(base + url, {
    agent,
    method: init.method,
    headers: init.headers,
    body: init.body,
  })
}

/**
 * Runs `calls` with at most `parallel` in flight: {ok, error} (ok: every answer 2xx and every
 * `check` passed; stops at the first failure).
 */
export async function sendAll(agent, base, calls, parallel = 1) {
  let next = 0
  let error = ''
  const worker = async () => {
    while (!error && next < calls.length) {
      const call = calls[next++]
      const res = await send(agent, base, call.url, call.init)
      if (res.status < 200 || res.status >= 300) {
        error = `${res.status} ${res.body.toString('utf8').slice(0, 120)}`
      } else if (call.check) {
        error = call.check(res)
      }
    }
  }
  await Promise.all(Array.from({ length: Math.min(parallel, calls.length) }, worker))
  return { ok: !error, error }
}

/**
 * Runs `clients` closed loops for DURATION_MS after a WARMUP_MS ramp (not counted).
 * `request(clientIndex, iteration)` returns the calls of one iteration ([{url, init, check?}],
 * sent one after the other, so `clients` requests are in flight as in every row; one timing for
 * all); an iteration is an error unless every answer is 2xx and passes its `check`.
 */
export async function drive(base, clients, request, dispatcher, { whole = false } = {}) {
  const times = []
  let errors = 0
  let lastError = ''
  let lastAnswer = 0
  const startAt = performance.now()
  const measureFrom = startAt + WARMUP_MS
  const stopAt = measureFrom + DURATION_MS
  const loop = async (ci) => {
    for (let it = 0; performance.now() < stopAt; it++) {
      const calls = request(ci, it)
      const t0 = performance.now()
      let ok = false
      try {
        const r = await sendAll(dispatcher, base, calls)
        ok = r.ok
        if (!ok) lastError = r.error
      } catch (err) {
        lastError = String(err?.message ?? err)
      }
      const t1 = performance.now()
      lastAnswer = Math.max(lastAnswer, t1)
      // Counted when the answer arrives inside the window (a slow request that began in the ramp
      // still counts; throughput = answers in the window / its length). `whole`: requests slower
      // than the window (sign-ins: all clients' bcrypt at once) count from the start to the last
      // answer (throughput = all answers / that time).
      if (whole || (t1 >= measureFrom && t1 <= stopAt)) {
        times.push(t1 - t0)
        if (!ok) errors++
      }
    }
  }
  await Promise.all(Array.from({ length: clients }, (_, ci) => loop(ci)))
  times.sort((a, b) => a - b)
  return {
    requests: times.length,
    rps: times.length / ((whole ? lastAnswer - startAt : DURATION_MS) / 1000),
    whole,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
    errors,
    lastError,
  }
}

const BUSY_RETRY_MS = 5 * 60 * 1000

/**
 * Open loop: every student starts `first(st)` at the same moment over its own keep-alive
 * connection (an agent with one socket per student, as many browsers would have), then, if it
 * succeeded, `then(st, answer)` (BROWSER_PARALLEL at a time). Times are from the common start; a
 * 503 is retried as the app does, counted in `busyRetries`.
 */
export async function storm(base, students, first, then) {
  const agent = keepAliveAgent(students.length)
  const start = performance.now()
  try {
    const outcomes = await Promise.all(
      students.map(async (st) => {
        const out = { done: NaN, ready: NaN, status: 0, error: '', busy: 0 }
        try {
          const call = first(st)
          let res = await send(agent, base, call.url, call.init)
          // A busy server (the sign-in gate's 503) is asked again after Retry-After plus up to
          // half of it at random, as the app does (src/data/auth/busy-retry.ts), for up to 5 minutes.
          while (res.status === 503 && performance.now() - start < BUSY_RETRY_MS) {
            out.busy++
            const after = Number(res.headers?.['retry-after']) || 1
            await new Promise((r) => setTimeout(r, after * 1000 * (1 + Math.random() / 2)))
            res = await send(agent, base, call.url, call.init)
          }
          out.status = res.status
          if (res.status !== 200) {
            out.error = `${res.status} ${res.body.toString('utf8').slice(0, 120)}`
            return out
          }
          out.done = performance.now() - start
          if (then) {
            const r = await sendAll(agent, base, then(st, res), BROWSER_PARALLEL)
            if (r.ok) out.ready = performance.now() - start
            else out.error = r.error
          }
        } catch (err) {
          out.error = String(err?.message ?? err)
        }
        return out
      }),
    )
    const summary = (key) => {
      const t = outcomes
        .map((o) => o[key])
        .filter((x) => Number.isFinite(x))
        .sort((a, b) => a - b)
      const all = t.length ? t[t.length - 1] : NaN
      return {
        ok: t.length,
        allMs: all,
        p50: percentile(t, 50),
        p95: percentile(t, 95),
        p99: percentile(t, 99),
        perSecond: t.length / (all / 1000),
      }
    }
    const statuses = {}
    for (const o of outcomes)
      statuses[o.status || 'network'] = (statuses[o.status || 'network'] || 0) + 1
    const errors = outcomes.filter((o) => o.error)
    return {
      students: students.length,
      busyRetries: outcomes.reduce((n, o) => n + o.busy, 0),
      first: summary('done'),
      ready: then ? summary('ready') : null,
      statuses,
      errors: errors.length,
      lastError: errors.length ? errors[errors.length - 1].error : '',
    }
  } finally {
    agent.destroy()
  }
}

/** Runs `fn` over `items` with at most `limit` at a time. */
export async function pool(items, limit, fn) {
  let next = 0
  const worker = async () => {
    while (next < items.length) {
      const i = next++
      await fn(items[i], i)
    }
  }
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker))
}
