import PocketBase from 'pocketbase'
import { describe, expect, it } from 'vitest'
import { serializeRealtimeSubmissions } from './realtime-order'

/** A client that looks connected, whose POST /api/realtime answers slower the earlier it was sent. */
function connectedClient(serialize: boolean) {
  const pb = new PocketBase('http://127.0.0.1:1')
  pb.autoCancellation(false)
  const applied: string[][] = []
  let sent = 0
  const fakeFetch = (async (_url: string, init: { body: string }) => {
    const delay = Math.max(0, 60 - sent++ * 10)
    await new Promise((r) => setTimeout(r, delay))
    applied.push((JSON.parse(init.body) as { subscriptions: string[] }).subscriptions)
    return new Response(null, { status: 204 })
  }) as unknown as typeof fetch
  pb.beforeSend = (url, options) => ({ url, options: { ...options, fetch: fakeFetch } })
  const rt = pb.realtime as unknown as {
    clientId: string
    eventSource: unknown
    pendingConnects: unknown[]
  }
  rt.clientId = 'client-1'
  rt.eventSource = { addEventListener() {}, removeEventListener() {}, close() {} }
  rt.pendingConnects = []
  if (serialize) serializeRealtimeSubmissions(pb)
  return { pb, applied }
}

const TOPICS = ['kelas', 'materi', 'soal', 'video_links', 'tombstones', 'subscribers']

describe('realtime subscription posts', () => {
  it('without serialising, an older post can land last and drop topics (the bug)', async () => {
    const { pb, applied } = connectedClient(false)
    await Promise.all(TOPICS.map((t) => pb.collection(t).subscribe('*', () => undefined)))
    expect(applied.at(-1)!.length).toBeLessThan(TOPICS.length)
  })

  it('serialised: the last post the server applies carries every topic, with fewer posts', async () => {
    const { pb, applied } = connectedClient(true)
    await Promise.all(TOPICS.map((t) => pb.collection(t).subscribe('*', () => undefined)))
    expect(applied.at(-1)!.sort()).toEqual(TOPICS.map((t) => `${t}/*`).sort())
    expect(applied.length).toBeLessThanOrEqual(2)
    // later changes still go out
    await pb.collection('progress').subscribe('*', () => undefined)
    expect(applied.at(-1)).toContain('progress/*')
  })
})
