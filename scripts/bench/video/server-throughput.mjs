// Part 1 of the video benchmark: one PocketBase serving one uploaded video to 20 and 100 students at
// once, each downloading the whole file in 2 MiB ranges or in one `bytes=0-` request, a fresh file
// token before every file request; and what PocketBase's activity log costs meanwhile.
import { existsSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { adminRest } from '../lib/admin-api.mjs'
import { benchSeed } from '../lib/bench-seed.mjs'
import { withBenchServer } from '../lib/bench-server.mjs'
import { httpRequest, keepAliveAgent } from '../lib/http-client.mjs'
import { cpuSeconds } from '../lib/process-stats.mjs'
import { loadAverage } from '../lib/report.mjs'
import { median, percentile } from '../lib/stats.mjs'
import { CHUNK, LEVELS, MB, REPEATS } from './settings.mjs'
import { uploadVideo } from './upload.mjs'

const sleep = (ms) => new Promise((r) => setTimeout(r, ms))

/**
 * `clients` students download the whole file at the same time; mode 'chunk': 2 MiB closed ranges one
 * after another, 'whole': one `bytes=0-` request. A fresh file token before every file request.
 */
async function downloadRound(server, agent, students, file, mode) {
  const fileTimes = []
  const tokenTimes = []
  let errors = 0
  let lastError = ''
  let bytes = 0
  const cpu0 = cpuSeconds(server.pid)
  const t0 = performance.now()
  const client = async (st) => {
    const ranges = []
    if (mode === 'chunk')
      for (let a = 0; a < file.size; a += CHUNK)
        ranges.push([a, Math.min(a + CHUNK, file.size) - 1])
    else ranges.push([0, null])
    for (const [from, to] of ranges) {
      try {
        const ta = performance.now()
        const tok = await httpRequest(`${server.url}/api/files/token`, {
          agent,
          method: 'POST',
          headers: { authorization: st.token },
        })
        tokenTimes.push(performance.now() - ta)
        if (tok.status !== 200) throw new Error(`token ${tok.status}`)
        const fileToken = JSON.parse(tok.body.toString('utf8')).token
        const tb = performance.now()
        const res = await httpRequest(
          `${server.url}${file.path}?token=${encodeURIComponent(fileToken)}`,
          { agent, headers: { range: `bytes=${from}-${to ?? ''}` }, keepBody: false },
        )
        fileTimes.push(performance.now() - tb)
        bytes += res.bytes
        const want = (to ?? file.size - 1) - from + 1
        if (res.status !== 206 || res.bytes !== want)
          throw new Error(`file ${res.status}, ${res.bytes} of ${want} bytes`)
      } catch (err) {
        errors++
        lastError = String(err?.message ?? err)
      }
    }
  }
  await Promise.all(students.map(client))
  const seconds = (performance.now() - t0) / 1000
  const cpu1 = cpuSeconds(server.pid)
  fileTimes.sort((a, b) => a - b)
  tokenTimes.sort((a, b) => a - b)
  return {
    clients: students.length,
    mode,
    seconds,
    bytes,
    requests: fileTimes.length,
    mbps: bytes / MB / seconds,
    rps: fileTimes.length / seconds,
    p50: percentile(fileTimes, 50),
    p95: percentile(fileTimes, 95),
    tokenP50: percentile(tokenTimes, 50),
    serverCpu: cpu0 === null || cpu1 === null ? null : cpu1 - cpu0,
    errors,
    lastError,
  }
}

/** Size of the activity log database (logs.db plus its WAL). */
function logsBytes(dataDir) {
  let n = 0
  for (const f of ['logs.db', 'logs.db-wal']) {
    const p = path.join(dataDir, f)
    if (existsSync(p)) n += statSync(p).size
  }
  return n
}

/** The medians of each row's repeats (a row: students at once, download mode, activity log on/off). */
function medianRows(runs) {
  const rows = []
  const keyOf = (r) => `${r.clients}|${r.mode}|${r.logs}`
  for (const key of [...new Set(runs.map(keyOf))]) {
    const group = runs.filter((r) => keyOf(r) === key)
    const pick = (f) => median(group.map(f))
    const { clients, mode, logs } = group[0]
    rows.push({
      clients,
      mode,
      logs,
      repeats: group.length,
      mbps: pick((r) => r.mbps),
      rps: pick((r) => r.rps),
      p50: pick((r) => r.p50),
      p95: pick((r) => r.p95),
      tokenP50: pick((r) => r.tokenP50),
      seconds: pick((r) => r.seconds),
      cpuPerGB: group.every((r) => r.serverCpu !== null)
        ? pick((r) => r.serverCpu / (r.bytes / 1e9))
        : null,
      requests: group[0].requests,
      errors: group.reduce((n, r) => n + r.errors, 0),
      mbpsRuns: group.map((r) => r.mbps),
      lastError: group.find((r) => r.errors)?.lastError,
    })
  }
  return rows
}

/** Part 1: PocketBase serving one uploaded video to 20 and 100 students at once. */
export async function serverThroughput(video) {
  const bytes = readFileSync(video.file)
  return withBenchServer('video', { PB_BENCH_SEED: '1' }, async (server) => {
    const agent = keepAliveAgent(512)
    try {
      const rest = await adminRest(server.url)
      const seeded = await benchSeed(server.url, rest.token, {
        packages: 1,
        kelasPerPaket: 1,
        materiPerKelas: 2,
        soal: 1,
        subscriptions: 1,
        users: 1,
        students: { count: Math.max(...LEVELS), packages: 1, credits: 0 },
      })
      const lessons = await rest.get(
        `/api/collections/materi/records?filter=${encodeURIComponent(`type="lesson"`)}&perPage=1`,
      )
      const upload = await uploadVideo(server.url, rest.token, lessons.items[0].id, bytes)
      const v = upload.record
      if (v.video_size !== bytes.length)
        throw new Error(`upload: video_size ${v.video_size}, expected ${bytes.length}`)
      const file = { path: `/api/files/video_links/${v.id}/${v.video}`, size: bytes.length }
      // A student may read it; without a token it is refused.
      const head = await httpRequest(`${server.url}${file.path}`, {
        agent,
        headers: { range: 'bytes=0-1' },
        keepBody: false,
      })
      if (head.status !== 404 && head.status !== 403)
        throw new Error(`file without a token answered ${head.status}`)

      const logsCount = async () => (await rest.get('/api/logs?perPage=1')).totalItems
      const setLogsMaxDays = async (maxDays) => {
        const r = await fetch(`${server.url}/api/settings`, {
          method: 'PATCH',
          headers: { 'content-type': 'application/json', authorization: rest.token },
          body: JSON.stringify({ logs: { maxDays } }),
        })
        if (!r.ok) throw new Error(`settings: ${r.status} ${await r.text()}`)
      }

      const runs = []
      const round = async (clients, mode, tag) => {
        const r = await downloadRound(server, agent, seeded.students.slice(0, clients), file, mode)
        runs.push({ ...r, logs: tag })
        console.log(
          `video ${clients} clients, ${mode}${tag === 'off' ? ' (activity log off)' : ''}: ${r.mbps.toFixed(0)} MB/s, ${r.rps.toFixed(1)} req/s, ` +
            `p50 ${r.p50.toFixed(0)} ms, p95 ${r.p95.toFixed(0)} ms, token p50 ${r.tokenP50.toFixed(1)} ms, ${r.seconds.toFixed(1)} s, ` +
            `server CPU ${r.serverCpu?.toFixed(1)} s, errors ${r.errors}${r.errors ? ` (${r.lastError})` : ''}`,
        )
        await sleep(300)
      }
      // Each repeat: every level and mode with the activity log on, then the 100-student 2 MiB row with
      // request logging off (logs.maxDays = 0), so both meet the same machine load. Setting maxDays to 0
      // also deletes the stored logs (PocketBase 0.22), so the log is counted per repeat, before that;
      // its bytes in the first repeat only (later ones reuse the freed pages). Logs are written in
      // batches: wait for the last one before counting.
      const top = Math.max(...LEVELS)
      const logs = {
        rows: 0,
        bytes: 0,
        bytesRows: 0,
        loggedRequests: 0,
        offRequests: 0,
        offRows: 0,
      }
      const pairs = (list) => list.reduce((n, r) => n + 2 * (r.requests + r.errors), 0)
      for (let i = 0; i < REPEATS; i++) {
        const rows0 = await logsCount()
        const bytes0 = logsBytes(server.dataDir)
        const before = runs.length
        for (const clients of LEVELS)
          for (const mode of ['chunk', 'whole']) await round(clients, mode, 'on')
        await sleep(4000)
        const rows = (await logsCount()) - rows0
        logs.rows += rows
        logs.loggedRequests += pairs(runs.slice(before))
        if (i === 0) {
          logs.bytes = logsBytes(server.dataDir) - bytes0
          logs.bytesRows = rows
        }
        await setLogsMaxDays(0)
        const offBefore = runs.length
        await round(top, 'chunk', 'off')
        await sleep(4000)
        logs.offRows += await logsCount()
        logs.offRequests += pairs(runs.slice(offBefore))
        await setLogsMaxDays(5)
      }

      return {
        bytes: bytes.length,
        uploadMs: upload.ms,
        rows: medianRows(runs),
        logs,
        loadAverage: loadAverage(),
      }
    } finally {
      agent.destroy()
    }
  })
}
