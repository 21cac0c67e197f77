// The video benchmark's markdown: the server table (part 1), the downloads and first frames (parts 2, 3).
import { median } from '../lib/stats.mjs'
import { APP_RUNS, FRAME_RUNS, LEVELS, LINK, MB } from './settings.mjs'

export const ms = (x) => (x === null || x === undefined ? '–' : `${Math.round(x)}`)
export const secs = (x) => `${(x / 1000).toFixed(2)} s`

/**
 * Server CPU (ms) of one extra token + file request pair: the 2 MiB row's CPU per GB above the
 * one-request row's, divided by the extra pairs per GB (100 students, activity log on).
 */
function tokenPairCpuMs(server) {
  const top = Math.max(...LEVELS)
  const chunk = server.rows.find((r) => r.clients === top && r.mode === 'chunk' && r.logs === 'on')
  const whole = server.rows.find((r) => r.clients === top && r.mode === 'whole' && r.logs === 'on')
  if (!chunk || !whole || chunk.cpuPerGB === null || whole.cpuPerGB === null) return null
  const extraPerGB = (chunk.requests / chunk.clients - 1) / (server.bytes / 1e9)
  return ((chunk.cpuPerGB - whole.cpuPerGB) / extraPerGB) * 1000
}

export function serverMarkdown(video, server) {
  const rows = server.rows.map((r) => {
    const how =
      r.mode === 'chunk'
        ? `2 MiB ranges (${r.requests / r.clients} per student)`
        : 'one `bytes=0-` request per student'
    return `| ${r.clients} | ${how}${r.logs === 'off' ? ', **activity log off**' : ''} | ${r.requests} | ${r.mbps.toFixed(0)} | ${r.rps.toFixed(1)} | ${ms(r.p50)} | ${ms(r.p95)} | ${r.tokenP50.toFixed(1)} | ${r.seconds.toFixed(1)} | ${r.cpuPerGB === null ? '–' : r.cpuPerGB.toFixed(2)} | ${r.errors} |`
  })
  const runsLine = server.rows
    .map(
      (r) =>
        `${r.clients} × ${r.mode === 'chunk' ? '2 MiB' : 'whole'}${r.logs === 'off' ? ' (log off)' : ''}: ${r.mbpsRuns.map((x) => x.toFixed(0)).join(', ')}`,
    )
    .join('; ')
  const pairCost = tokenPairCpuMs(server)
  return `### 1. Server throughput: one PocketBase, one video, many students

The video uploaded once as the admin UI does (multipart \`POST /api/collections/video_links/records\`; the hook reads its
index): ${secs(server.uploadMs)} on loopback. ${Math.max(...LEVELS)} verified students active on its package (bench seed route, tokens
without sign-in). A row: that many students start together and each downloads the whole file, either in 2 MiB closed
ranges one after another or in one \`Range: bytes=0-\` request read to the end (what the app's downloader asks when
nothing is stored: one request per video, more only after an interruption), each file request preceded by a fresh
\`POST /api/files/token\` (the app's downloader does the same: tokens last 2 minutes). Node's http client over
keep-alive connections (as the capacity bench), bodies counted and dropped. MB/s = bytes received / time until the
last student is done; requests/s and latency (to the last byte) are of the file requests; token p50 is the token
route's. PocketBase CPU per GB from /proc (user + system) of the server process. Medians of ${server.rows[0].repeats} runs; the same
server, file and students throughout (the file sits in the page cache: no disk reads).

| students at once | download | file requests | MB/s | requests/s | p50 ms | p95 ms | token p50 ms | time s | PB CPU s/GB | errors |
|---:|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|
${rows.join('\n')}

MB/s of each run: ${runsLine}.

Activity log: PocketBase logs every request of \`/api/files\` (and the token route) as a row of \`logs.db\`, written in
batches. The rows with the log on wrote ${server.logs.rows.toLocaleString('en-US')} rows for ${server.logs.loggedRequests.toLocaleString('en-US')} requests (a token and a file request each; a few more
rows are the bench's own admin calls); in the first repeat \`logs.db\` (+ WAL) grew by ${(server.logs.bytes / MB).toFixed(1)} MB for ${server.logs.bytesRows.toLocaleString('en-US')} rows,
about ${Math.round(server.logs.bytes / Math.max(1, server.logs.bytesRows))} bytes per row. The ${server.logs.offRequests.toLocaleString('en-US')} requests of the rows with request logging off (\`logs.maxDays = 0\`, last
row of the table, run right after the others in each repeat) wrote ${server.logs.offRows} rows. Note: setting \`logs.maxDays\` to 0 in
PocketBase 0.22 also deletes the stored logs. MB/s swings with the machine's other load; the server's CPU per GB is the
steadier comparison. Per token + file request pair (the 2 MiB rows' extra requests against one request per student, 100 students):
${pairCost === null ? '–' : pairCost.toFixed(1)} ms of server CPU.`
}

export function appMarkdown(video, app) {
  const loop = app.downloads
  const dropped = [...loop, ...app.linked].filter((d) => d.droppedClicks > 0).length
  const rows = loop.map(
    (d, i) =>
      `| ${i + 1} | ${ms(d.fetchMs)} | ${d.floorMs.map(ms).join(' / ')} | ${ms(d.appMs)} | ${ms(d.beforeRequestMs)} / ${ms(d.transferMs)} / ${ms(d.afterLastByteMs)} | ${d.ratio.toFixed(2)} |`,
  )
  const linkRows = app.linked.map(
    (d, i) => `| ${i + 1} | ${secs(d.fetchMs)} | ${secs(d.appMs)} | ${d.ratio.toFixed(2)} |`,
  )
  const mbps = (msx) => (video.bytes / MB / (msx / 1000)).toFixed(0)
  const f = (list, key) => median(list.map((x) => x[key]).filter((x) => x !== null))
  const frameRows = [
    ['as the player appears (no metadata yet)', app.frames.atMount],
    ['once its metadata has loaded', app.frames.afterMetadata],
  ].map(
    ([when, list]) =>
      `| ${when} | ${list.map((x) => ms(x.frame)).join(', ')} | **${ms(f(list, 'frame'))}** | ${ms(f(list, 'playing'))} | ${ms(f(list, 'advanced'))} | ${ms(f(list, 'openToMetadata'))} |`,
  )
  return `### 2. The app's downloader against a plain fetch (Chromium)

The built PWA served by PocketBase (temp data dir), Debian Chromium headless (persistent profile, phone viewport),
one student signed in through /login with the service worker in control, subscribed to a package of ${2 * APP_RUNS} classes, each
with one lesson whose uploaded video is this file (${(video.bytes / MB).toFixed(1)} MB, its own file name per class). Per run, on one class:
a **plain fetch** in the page (\`POST /api/files/token\`, then \`fetch(url?token=…, {Range: 'bytes=0-'})\` with the body
read to the end and dropped) and the **app's download** ('Unduh kelas' → 'Mulai unduh', timed in the page from the
click to the control's 'Tersedia offline' state), in alternating order; then three ways to store the same fetch in
Cache Storage without the app's manifest, progress or UI, the floor of such a design: 2 MiB pieces with each
\`cache.put\` awaited (the app's first design) / 8 MiB pieces / 2 MiB pieces with reading going on during a write (the app's design now). The app's
time split by the file request's Resource Timing: click → request start (token, queue) / request start → last byte
received / last byte → 'Tersedia offline' (the remaining piece writes, the manifest, the UI).

Loopback (no link limit: this measures the browser's own cost):

| run | plain fetch ms | fetch + Cache Storage ms (2 MiB / 8 MiB / overlapped) | app ms | app: before / transfer / after ms | app ÷ fetch throughput |
|---:|---:|---:|---:|---:|---:|
${rows.join('\n')}

Medians: plain fetch ${ms(f(loop, 'fetchMs'))} ms (${mbps(f(loop, 'fetchMs'))} MB/s), storing as the app does without its bookkeeping ${ms(median(loop.map((d) => d.floorMs[0])))} ms
(${mbps(median(loop.map((d) => d.floorMs[0])))} MB/s), the app ${ms(f(loop, 'appMs'))} ms (${mbps(f(loop, 'appMs'))} MB/s): **app ÷ plain fetch = ${f(loop, 'ratio').toFixed(2)}**.

On an emulated link (CDP \`Network.emulateNetworkConditions\` on the page: ${(LINK.downloadThroughput * 8) / 1e6} Mbit/s down, ${LINK.latency} ms added per request; ${APP_RUNS} other classes):

| run | plain fetch | app | app ÷ fetch throughput |
|---:|---:|---:|---:|
${linkRows.join('\n')}

Median **app ÷ plain fetch = ${f(app.linked, 'ratio').toFixed(2)}** on the link.${dropped ? `\n\nIn ${dropped} of ${loop.length + app.linked.length} downloads the first click on 'Mulai unduh' started nothing (the dialog closed, the class stayed 'Unduh kelas' for 5 s) and was done again; the times above are from the click that worked.` : ''}

### 3. Time to first frame offline

After the downloads the device goes offline (\`context.setOffline\`, \`navigator.onLine\` following it as in
e2e/support/offline.ts), the learning page \`/subscriber/learning/<kelas>?materi=<lesson>\` is loaded again (service
worker), the video opened (a click on its title) and played muted; the player's source is the service worker's
\`/__offline-video/…\` URL, answered from the stored pieces. Timed in the page from the \`play()\` call to the first new
frame presented (\`requestVideoFrameCallback\`), also to the 'playing' event and to the first 'timeupdate' with
\`currentTime > 0\` (timeupdate fires about every 250 ms, so that column is coarse). ${FRAME_RUNS} runs each, cycling over the
downloaded classes. "click → metadata": from the click on the title to the player's 'loadedmetadata' (service worker
answering the first range: the index of a ${Math.round(video.seconds)} s file).

| play() called | first frame ms (runs) | first frame median ms | 'playing' median ms | currentTime > 0 median ms | click → metadata median ms |
|---|---|---:|---:|---:|---:|
${frameRows.join('\n')}`
}
