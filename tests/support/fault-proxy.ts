// An HTTP proxy in front of PocketBase that injects seeded, switchable faults between a device
// and the server: drop a request (before forwarding it, or after the server answered: the write
// happened, the client never hears), delay, duplicate (forwarded twice, answered once), reorder
// (held, then forwarded in another order) and cut realtime (SSE) streams. Everything it does is
// logged. node:http only.
import http, { type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { rng } from './sync-model'

export type FaultKind = 'drop-before' | 'drop-after' | 'delay' | 'duplicate' | 'reorder'

export interface RequestInfo {
  method: string
  /** Path and query, e.g. /api/sync/push */
  path: string
}

export interface FaultRule {
  kind: FaultKind
  /** Which requests (default: every request but the realtime stream). */
  match?: (req: RequestInfo) => boolean
  /** Chance to apply to a matching request (default 1). */
  probability?: number
  /** Apply at most this many times (default unlimited). */
  times?: number
  /** delay: up to this many ms (seeded; default 300); reorder: release the held requests after this long (default 300). */
  ms?: number
  /** reorder: release once this many are held (default 3). */
  hold?: number
  /** duplicate: send both copies at once (default) or one after the other. */
  concurrent?: boolean
}

export interface SseCut {
  /** End each realtime stream this long after it opened. */
  afterMs?: number
  /** End each realtime stream after it carried this many events (PB_CONNECT counts). */
  afterEvents?: number
  /** Cut only this many streams (default unlimited). */
  times?: number
}

export interface LogEntry {
  seq: number
  at: number
  method: string
  path: string
  /** forward, copy (a duplicate's copy), drop-before, drop-after, delay, duplicate, reorder, sse-open, sse-cut, sse-refused, upstream-down, proxy-error */
  action: string
  status?: number
  detail?: string
}

export interface FaultProxy {
  url: string
  log: LogEntry[]
  /** Replace the active faults (an empty list = a healthy link). */
  setFaults(rules: FaultRule[]): void
  /** Cut realtime streams by time or by event count (null: leave them alone). */
  setSseCut(cut: SseCut | null): void
  /** Refuse new realtime streams (hang up) while true: the device cannot reconnect. */
  refuseSse(value: boolean): void
  /** End every open realtime stream now. */
  cutSseNow(): number
  /** Number of realtime streams open now. */
  openStreams(): number
  /** Called for each request before any fault applies (e.g. to crash the server mid-push). */
  onRequest(listener: ((req: RequestInfo) => void) | null): void
  /** Log entries with a given action (optionally for a path prefix). */
  count(action: string, pathPrefix?: string): number
  close(): Promise<void>
}

interface Upstream {
  status: number
  headers: http.IncomingHttpHeaders
  body: Buffer
}

const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'proxy-connection',
  'upgrade',
  'host',
])

function copyHeaders(headers: http.IncomingHttpHeaders): http.OutgoingHttpHeaders {
  const out: http.OutgoingHttpHeaders = {}
  for (const [k, v] of Object.entries(headers))
    if (v !== undefined && !HOP_BY_HOP.has(k)) out[k] = v
  return out
}

function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => resolve(Buffer.concat(chunks)))
    req.on('error', reject)
  })
}

const isStream = (r: RequestInfo) => r.method === 'GET' && r.path.split('?')[0] === '/api/realtime'

/** Starts the proxy on a free loopback port in front of `target` (e.g. a TestServer's url). */
export async function startFaultProxy(target: string, seed = 1): Promise<FaultProxy> {
  const upstream = new URL(target)
  const rand = rng(seed)
  const log: LogEntry[] = []
  let seq = 0
  let rules: Array<FaultRule & { used: number }> = []
  let sseCut: (SseCut & { used: number }) | null = null
  let listener: ((req: RequestInfo) => void) | null = null
  let refusing = false
  const streams = new Set<{ cut(reason: string): void }>()
  const held: Array<{ run(): Promise<void> }> = []
  let releaseTimer: NodeJS.Timeout | null = null

  const note = (e: Omit<LogEntry, 'seq' | 'at'>) => log.push({ seq: ++seq, at: Date.now(), ...e })

  /** Forwards a buffered request and buffers the answer. */
  function forward(req: IncomingMessage, body: Buffer): Promise<Upstream> {
    return new Promise((resolve, reject) => {
      const up = http.request(
        {
          host: upstream.hostname,
          port: upstream.port,
          method: req.method,
          path: req.url,
          headers: {
            ...copyHeaders(req.headers),
            host: upstream.host,
            'content-length': String(body.length),
          },
        },
        (res) => {
          readBody(res).then(
            (b) => resolve({ status: res.statusCode ?? 502, headers: res.headers, body: b }),
            reject,
          )
        },
      )
      up.on('error', reject)
      up.end(body)
    })
  }

  function answer(res: ServerResponse, u: Upstream) {
    const headers = copyHeaders(u.headers)
    headers['content-length'] = String(u.body.length)
    res.writeHead(u.status, headers)
    res.end(u.body)
  }

  /** Close the client's connection without an answer (what a dead link looks like). */
  function hangUp(res: ServerResponse) {
    res.socket?.destroy()
  }

  function pickRule(info: RequestInfo) {
    for (const r of rules) {
      if (r.times !== undefined && r.used >= r.times) continue
      if (!(r.match ? r.match(info) : true)) continue
      if (rand() >= (r.probability ?? 1)) continue
      r.used++
      return r
    }
    return null
  }

  async function plain(req: IncomingMessage, res: ServerResponse, info: RequestInfo) {
    const body = await readBody(req)
    const rule = pickRule(info)
    const send = async (action: string) => {
      try {
        const u = await forward(req, body)
        note({ ...info, action, status: u.status })
        return u
      } catch (err) {
        note({ ...info, action: 'upstream-down', detail: String(err) })
        hangUp(res)
        return null
      }
    }
    switch (rule?.kind) {
      case 'drop-before':
        note({ ...info, action: 'drop-before' })
        return hangUp(res)
      case 'drop-after': {
        const u = await send('drop-after')
        if (u) hangUp(res)
        return
      }
      case 'delay': {
        const ms = Math.floor(rand() * (rule.ms ?? 300))
        await new Promise((r) => setTimeout(r, ms))
        const u = await send('delay')
        if (u) answer(res, u)
        return
      }
      case 'duplicate': {
        const copies =
          rule.concurrent === false
            ? [await send('copy'), await send('copy')]
            : await Promise.all([send('copy'), send('copy')])
        // answer with one of the two (seeded), as a network layer that retried on its own might
        const which = rand() < 0.5 ? 0 : 1
        const u = copies[which] ?? copies[1 - which]
        note({
          ...info,
          action: 'duplicate',
          status: u?.status,
          detail: `answered with copy ${which + 1} of ${copies.map((c) => c?.status ?? 'none').join('/')}`,
        })
        if (u && !res.socket?.destroyed) answer(res, u)
        return
      }
      case 'reorder': {
        note({ ...info, action: 'reorder', detail: `held ${held.length + 1}` })
        held.push({
          run: async () => {
            const u = await send('forward')
            if (u) answer(res, u)
          },
        })
        const release = () => {
          if (releaseTimer) clearTimeout(releaseTimer)
          releaseTimer = null
          const batch = held.splice(0)
          // another order: reversed, then one seeded swap; forwarded one after the other
          batch.reverse()
          if (batch.length > 2) {
            const i = Math.floor(rand() * (batch.length - 1))
            ;[batch[i], batch[i + 1]] = [batch[i + 1], batch[i]]
          }
          void batch.reduce((p, h) => p.then(() => h.run()), Promise.resolve())
        }
        if (held.length >= (rule.hold ?? 3)) release()
        else if (!releaseTimer) releaseTimer = setTimeout(release, rule.ms ?? 300)
        return
      }
      default: {
        const u = await send('forward')
        if (u) answer(res, u)
      }
    }
  }

  function stream(req: IncomingMessage, res: ServerResponse, info: RequestInfo) {
    const up = http.request({
      host: upstream.hostname,
      port: upstream.port,
      method: 'GET',
      path: req.url,
      headers: { ...copyHeaders(req.headers), host: upstream.host },
    })
    let events = 0
    let timer: NodeJS.Timeout | null = null
    // registered at once, so a stream still connecting is cut too
    const entry = {
      cut(reason: string) {
        if (timer) clearTimeout(timer)
        if (!streams.delete(entry)) return
        note({ ...info, action: 'sse-cut', detail: reason })
        up.destroy()
        if (res.headersSent) res.end()
        else hangUp(res)
      },
    }
    streams.add(entry)
    const counting =
      sseCut && (sseCut.times === undefined || sseCut.used < sseCut.times) ? sseCut : null
    if (counting) counting.used++
    up.on('error', () => entry.cut('upstream error'))
    up.on('response', (ur) => {
      if (!streams.has(entry)) return void ur.destroy()
      res.writeHead(ur.statusCode ?? 502, copyHeaders(ur.headers))
      res.flushHeaders()
      note({ ...info, action: 'sse-open', status: ur.statusCode })
      if (counting?.afterMs !== undefined)
        timer = setTimeout(() => entry.cut(`after ${counting.afterMs} ms`), counting.afterMs)
      ur.on('data', (chunk: Buffer) => {
        if (!streams.has(entry)) return
        res.write(chunk)
        events += chunk.toString('utf8').split('\n\n').length - 1
        if (counting?.afterEvents !== undefined && events >= counting.afterEvents)
          entry.cut(`after ${events} events`)
      })
      ur.on('end', () => entry.cut('upstream ended'))
    })
    req.on('close', () => {
      if (timer) clearTimeout(timer)
      streams.delete(entry)
      up.destroy()
    })
    up.end()
  }

  const server = http.createServer((req, res) => {
    const info: RequestInfo = { method: req.method ?? 'GET', path: req.url ?? '/' }
    listener?.(info)
    if (isStream(info) && refusing) {
      note({ ...info, action: 'sse-refused' })
      return hangUp(res)
    }
    if (isStream(info)) return stream(req, res, info)
    plain(req, res, info).catch((err) => {
      note({ ...info, action: 'proxy-error', detail: String(err) })
      hangUp(res)
    })
  })
  server.keepAliveTimeout = 1000
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo

  return {
    url: `http://127.0.0.1:${port}`,
    log,
    setFaults(next) {
      rules = next.map((r) => ({
        ...r,
        match: r.match ?? ((i: RequestInfo) => !isStream(i)),
        used: 0,
      }))
    },
    setSseCut(cut) {
      sseCut = cut ? { ...cut, used: 0 } : null
    },
    refuseSse(value) {
      refusing = value
    },
    cutSseNow() {
      const all = [...streams]
      all.forEach((s) => s.cut('cut now'))
      return all.length
    },
    openStreams: () => streams.size,
    onRequest(l) {
      listener = l
    },
    count: (action, prefix) =>
      log.filter((e) => e.action === action && (!prefix || e.path.startsWith(prefix))).length,
    async close() {
      rules = []
      if (releaseTimer) clearTimeout(releaseTimer)
      await Promise.all(held.splice(0).map((h) => h.run().catch(() => undefined)))
      for (const s of [...streams]) s.cut('proxy closed')
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}
