// The capacity benchmark's section: the rows' table, the storms' table, budgets and figures.
import {
  BROWSER_PARALLEL,
  DURATION_MS,
  NAT_STORM,
  PACKAGES_PER_STUDENT,
  STORM,
  STORM_PULLS,
  WARMUP_MS,
} from './settings.mjs'

/**
 * The section of a run (`m`: what capacity.mjs measured; see its fields below): {title, markdown,
 * budgets, figures}.
 */
export function capacityReport(m) {
  const { results, signInStorm, refreshStorm, natStorm, storms, failures, progressRows } = m
  const { seedMs, checkpointMs, stormsMs, rssLevels, rssStorms, all, lessons, pageBytes } = m
  const { levelStudents, loadBefore, loadAfterLevels, loadEnd } = m
  const rows = results.map(
    (r) =>
      `| ${r.clients} | ${r.name} | ${r.requests} | ${r.rps.toFixed(1)} | ${r.p50.toFixed(1)} | ${r.p95.toFixed(1)} | ${r.p99.toFixed(1)} | ${r.errors} |`,
  )
  const s = (ms) => (ms / 1000).toFixed(1)
  const stormRow = (label, st, part) =>
    `| ${label} | ${part.ok} of ${st.students} | ${s(part.allMs)} | ${s(part.p50)} / ${s(part.p95)} / ${s(part.p99)} | ${part.perSecond.toFixed(1)} | ${Object.entries(
      st.statuses,
    )
      .map(([k, v]) => `${v} × ${k}`)
      .join(', ')} |`
  const stormRows = [
    stormRow('password sign-in, own addresses', signInStorm, signInStorm.first),
    ...(signInStorm.ready
      ? [stormRow('… then the 18 pulls of a page load (ready)', signInStorm, signInStorm.ready)]
      : []),
    stormRow('auth-refresh (a stored session)', refreshStorm, refreshStorm.first),
    stormRow(
      `password sign-in, one address (a campus NAT; ${NAT_STORM} students)`,
      natStorm,
      natStorm.first,
    ),
  ]
  const budgets = results.map((r) => ({
    name: `capacity ${r.clients} clients ${r.key}: errors`,
    value: r.errors,
    unit: '',
    limit: '= 0',
    ok: r.errors === 0,
  }))
  budgets.push(
    {
      name: `capacity storm: students signed in${STORM_PULLS ? ' and synced' : ''} of ${STORM}, none failed`,
      value: (signInStorm.ready ?? signInStorm.first).ok,
      unit: '',
      limit: `= ${STORM}`,
      ok: (signInStorm.ready ?? signInStorm.first).ok === STORM && signInStorm.errors === 0,
    },
    {
      name: `capacity storm: auth-refresh errors of ${STORM}`,
      value: refreshStorm.errors,
      unit: '',
      limit: '= 0',
      ok: refreshStorm.errors === 0,
    },
  )
  const figures = {
    seedMs,
    checkpointMs,
    stormsMs,
    peakRssMiB: { levels: rssLevels, storms: rssStorms },
    failures,
    durationMs: DURATION_MS,
    students: all.length,
    lessonsPerStudent: lessons,
    progressRows,
    results: results.map((r) => ({ ...r, lastError: r.errors ? r.lastError : undefined })),
    storms,
    firstPageBytesGzip: pageBytes,
    loadAverage: { before: loadBefore, afterLevels: loadAfterLevels, end: loadEnd },
  }
  const markdown = `Data: the rules benchmark's 1x data (20 packages, 1,000 materi, 3,000 questions, 6,000 subscriptions of
3,000 users) plus ${all.length.toLocaleString('en')} verified students with a password (one bcrypt hash, copied), each active on ${PACKAGES_PER_STUDENT} packages (${lessons} materi,
750 questions) with chat credits; seeding took ${s(seedMs)} s, reading every student's newest checkpoints ${s(checkpointMs)} s.
${levelStudents} students serve the two levels (each level its own), the other ${STORM.toLocaleString('en')} the storm. Tokens come from the bench seed
route. Every client is a closed loop over keep-alive connections (node:http, at most 256 at a time): send, wait for
the answer, send again; ${s(DURATION_MS)} s measured per row after a ${WARMUP_MS / 1000} s ramp. Pull pages as the app's pull asks
(\`perPage=500\`, \`sort=updated,id\`, \`skipTotal=1\`, \`fields\`, gzip). The page-load row: each client sends the 18 GETs of
its student's page load in turn (records and tombstones of the 9 collections past its checkpoints; every answer
checked empty), each counted as a request: a page load costs 18 of them. The probe sends the student's real newest checkpoint of all 9 collections (read as
that student; the answer checked \`{changed: []}\`). A push is one new completion, a chat message takes a credit and
asks the built-in story assistant. A password sign-in takes longer than the window when every client's bcrypt runs at
once: that row counts all answers from the start to the last one (50 clients only: 200 would be a smaller storm). Progress rows written during the run: ${progressRows}.
One first-sync page is ${(pageBytes / 1024).toFixed(1)} KiB on the wire (gzip).
Sign-in limits at their defaults (\`RATE_LIMIT_AUTH\` 20/300 per address, \`RATE_LIMIT_AUTH_IDENTITY\` 10/300 per account);
with \`TRUSTED_PROXY=1\` each simulated student sends its own \`X-Forwarded-For\` address, except in the last storm.
Server and clients share the same 2 cores (the clients' own CPU is part of every figure).

| clients | request | requests | req/s | p50 ms | p95 ms | p99 ms | errors |
|---:|---|---:|---:|---:|---:|---:|---:|
${rows.join('\n')}

Sign-in storm: ${STORM.toLocaleString('en')} students start at the same moment, each over its own keep-alive connection (one
socket per student, as ${STORM.toLocaleString('en')} browsers), open loop. ${
    STORM_PULLS
      ? `After signing in each does the 18 pulls of a page load with its new token, ${BROWSER_PARALLEL} at a time (a browser's HTTP/1.1
connections to one host).`
      : `The pulls that follow a sign-in are not sent (\`BENCH_CAPACITY_STORM_PULLS=1\` sends them; the page-load row gives their cost).`
  } Then the same students' stored sessions come back (auth-refresh at once), then ${NAT_STORM} of them
sign in again from one address. Times from the common start.

| storm | done | all done, s | p50 / p95 / p99 s | per s | answers |
|---|---:|---:|---:|---:|---|
${stormRows.join('\n')}

Peak resident memory of PocketBase: ${rssLevels} MiB during the rows, ${rssStorms} MiB during the storms.
${failures.length ? `Failed requests in the server's log (up to 500 read): ${failures.join('; ')}.\n` : ''}
Model and the path past one server: docs/capacity.md.
Machine load average (1 min): ${loadBefore.toFixed(2)} before the rows, ${loadAfterLevels.toFixed(2)} after them, ${loadEnd.toFixed(2)} at the end — other processes on the same cores lower these figures.
`
  return {
    title: 'Capacity (50 and 200 concurrent clients on loopback, a sign-in storm)',
    markdown,
    budgets,
    figures,
  }
}
