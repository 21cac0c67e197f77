// Uploaded lesson videos (docs/contract.md, Collections, `video_links`) against a real PocketBase:
// the upload checks of pb_hooks/videos.pb.js + lib/content/videos.js (exactly one of link_youtube
// and video, H.264/AAC MP4 only, video_size and video_duration read by the server from the MP4's
// boxes), the protected file behind file tokens and the view rule, byte ranges, and the demo seed's
// uploaded video.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import type PocketBase from 'pocketbase'
import type { RecordModel } from 'pocketbase'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from '../../support/pocketbase'
import {
  createContentTree,
  createUser,
  createVideo,
  daysFromNow,
  signIn,
  subscribe,
  type ContentTree,
  type TestUser,
} from '../../support/fixtures'

const FIXTURES = path.join(process.cwd(), 'tests', 'fixtures', 'video')
const fixture = (name: string) => readFileSync(path.join(FIXTURES, name))
const FASTSTART = fixture('lesson-faststart.mp4')
const MOOV_END = fixture('lesson-moov-end.mp4')
const YOUTUBE = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ'

const MSG = {
  both: 'Isi salah satu: link YouTube atau unggah video (tidak keduanya).',
  neither: 'Video wajib diisi: link YouTube atau berkas video.',
  codec:
    'Video harus berformat MP4 H.264 dengan audio AAC. Video HEVC/H.265 (misalnya dari kamera ponsel) ' +
    'tidak dapat diputar di semua browser: ekspor ulang sebagai MP4 H.264.',
  broken:
    'Berkas video rusak atau tidak lengkap (indeks MP4 tidak ditemukan). Ekspor ulang sebagai MP4 H.264.',
}

/** A 1x1 PNG (a poster). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
)

// ---------------------------------------------------------------- MP4 box surgery (crafted uploads)

interface Box {
  type: string
  start: number
  size: number
  header: number
}

function boxes(buf: Buffer, start = 0, end = buf.length): Box[] {
  const out: Box[] = []
  let pos = start
  while (pos + 8 <= end) {
    let size = buf.readUInt32BE(pos)
    let header = 8
    if (size === 1) {
      size = Number(buf.readBigUInt64BE(pos + 8))
      header = 16
    } else if (size === 0) size = end - pos
    out.push({ type: buf.toString('latin1', pos + 4, pos + 8), start: pos, size, header })
    pos += size
  }
  return out
}

const slice = (buf: Buffer, b: Box) => buf.subarray(b.start, b.start + b.size)

function box(type: string, payload: Buffer): Buffer {
  const head = Buffer.alloc(8)
  head.writeUInt32BE(8 + payload.length)
  head.write(type, 4, 'latin1')
  return Buffer.concat([head, payload])
}

/** The same movie with mvhd rewritten as version 1 (64-bit times and duration), same timescale/duration. */
function moovWithMvhdV1(moov: Buffer): Buffer {
  const kids = boxes(moov, 8, moov.length).map((k) => {
    const raw = slice(moov, k)
    if (k.type !== 'mvhd') return raw
    const p = raw.subarray(8)
    expect(p[0]).toBe(0)
    const v1 = Buffer.alloc(p.length + 12)
    v1[0] = 1
    v1.writeBigUInt64BE(BigInt(p.readUInt32BE(4)), 4) // creation
    v1.writeBigUInt64BE(BigInt(p.readUInt32BE(8)), 12) // modification
    v1.writeUInt32BE(p.readUInt32BE(12), 20) // timescale
    v1.writeBigUInt64BE(BigInt(p.readUInt32BE(16)), 24) // duration
    p.copy(v1, 32, 20) // the rest (rate, volume, matrix, ...)
    return box('mvhd', v1)
  })
  return box('moov', Buffer.concat(kids))
}

/**
 * ftyp, then an `mdat` with a 64-bit size (size field 1) of `mdatBytes`, then the moov of the
 * moov-at-end fixture (mvhd as version 1 when asked). Playable or not, the index is what counts.
 */
function craftedMoovAtEnd(mdatBytes: number, mvhdV1: boolean): Buffer {
  const top = boxes(MOOV_END)
  const ftyp = slice(
    MOOV_END,
    top.find((b) => b.type === 'ftyp')!,
  )
  const moovRaw = slice(
    MOOV_END,
    top.find((b) => b.type === 'moov')!,
  )
  const moov = mvhdV1 ? moovWithMvhdV1(moovRaw) : moovRaw
  const mdatHead = Buffer.alloc(16)
  mdatHead.writeUInt32BE(1)
  mdatHead.write('mdat', 4, 'latin1')
  mdatHead.writeBigUInt64BE(BigInt(16 + mdatBytes), 8)
  return Buffer.concat([ftyp, mdatHead, Buffer.alloc(mdatBytes, 0x11), moov])
}

// ---------------------------------------------------------------- fixtures

let server: TestServer
let A: ContentTree
let B: ContentTree
let superadmin: TestUser
let active: TestUser
let other: TestUser
let ended: TestUser
let expiredStatus: TestUser
let suspended: TestUser
let plain: TestUser
let unverified: TestUser
let fileVideo: RecordModel

function videoForm(
  fields: Record<string, string>,
  file?: { bytes: Buffer; name: string; type?: string },
): FormData {
  const form = new FormData()
  for (const [k, v] of Object.entries(fields)) form.append(k, v)
  if (file)
    form.append(
      'video',
      new Blob([new Uint8Array(file.bytes)], { type: file.type ?? 'video/mp4' }),
      file.name,
    )
  return form
}

function uploadVideo(
  client: PocketBase,
  materiId: string,
  bytes: Buffer,
  name = 'pelajaran.mp4',
  extra: Record<string, string> = {},
) {
  return client
    .collection('video_links')
    .create(
      videoForm(
        { materi_id: materiId, judul: 'Video unggahan', urutan: '2', ...extra },
        { bytes, name },
      ),
    )
}

interface Failure {
  status: number
  message: string
  data: Record<string, { code: string; message: string }>
}

async function failureOf(promise: Promise<unknown>): Promise<Failure> {
  try {
    await promise
  } catch (err) {
    const e = err as { status: number; response: { message: string; data: Failure['data'] } }
    return { status: e.status, message: e.response?.message, data: e.response?.data ?? {} }
  }
  throw new Error('the request succeeded')
}

async function videoCount(materiId: string): Promise<number> {
  return (
    await server.admin
      .collection('video_links')
      .getList(1, 1, { filter: `materi_id = "${materiId}"` })
  ).totalItems
}

async function fileToken(client: PocketBase): Promise<string> {
  const res = await fetch(`${server.url}/api/files/token`, {
    method: 'POST',
    headers: { Authorization: client.authStore.token },
  })
  expect(res.status).toBe(200)
  return ((await res.json()) as { token: string }).token
}

function fileUrl(record: RecordModel, name = record.video as string): string {
  return `${server.url}/api/files/video_links/${record.id}/${name}`
}

beforeAll(async () => {
  server = await startTestServer()
  A = await createContentTree(server)
  B = await createContentTree(server)
  ;[superadmin, active, other, ended, expiredStatus, suspended, plain, unverified] =
    await Promise.all([
      createUser(server, { role: 'superadmin' }),
      createUser(server, { role: 'subscriber' }),
      createUser(server, { role: 'subscriber' }),
      createUser(server, { role: 'subscriber' }),
      createUser(server, { role: 'subscriber' }),
      createUser(server, { role: 'subscriber' }),
      createUser(server),
      createUser(server, { role: 'subscriber', verified: false }),
    ])
  await Promise.all([
    subscribe(server, active.record.id, A.paket.id),
    subscribe(server, other.record.id, B.paket.id),
    subscribe(server, ended.record.id, A.paket.id, {
      durasi_mulai: daysFromNow(-40),
      durasi_akhir: daysFromNow(-2),
    }),
    subscribe(server, expiredStatus.record.id, A.paket.id, { status: 'expired' }),
    subscribe(server, suspended.record.id, A.paket.id, { status: 'suspended' }),
    subscribe(server, unverified.record.id, A.paket.id),
  ])
  fileVideo = await uploadVideo(superadmin.client, A.lesson.id, FASTSTART, 'akses.mp4')
}, 120_000)

afterAll(async () => {
  await server?.stop()
})

// ---------------------------------------------------------------- uploads

describe('uploading a lesson video', () => {
  it('accepts a faststart H.264/AAC MP4: size and duration come from the file', async () => {
    const made = await uploadVideo(superadmin.client, A.lesson.id, FASTSTART, 'cepat.mp4')
    expect(made.link_youtube).toBe('')
    expect(made.video).toMatch(/^cepat_\w{10}\.mp4$/)
    expect(made.video_size).toBe(283886)
    expect(made.video_size).toBe(FASTSTART.length)
    expect(made.video_duration).toBeGreaterThan(11.9)
    expect(made.video_duration).toBeLessThan(12.1)
    expect(made.paket_id).toBe(A.paket.id)
    const stored = await server.admin.collection('video_links').getOne(made.id)
    expect(stored.video_size).toBe(283886)
    expect(stored.video_duration).toBe(made.video_duration)
  })

  it('accepts an MP4 whose index (moov) comes after the media data', async () => {
    const top = boxes(MOOV_END).map((b) => b.type)
    expect(top.indexOf('moov')).toBeGreaterThan(top.indexOf('mdat'))
    const made = await uploadVideo(superadmin.client, A.lesson.id, MOOV_END, 'akhir.mp4')
    expect(made.video_size).toBe(283990)
    expect(made.video_size).toBe(MOOV_END.length)
    expect(made.video_duration).toBeGreaterThan(11.9)
    expect(made.video_duration).toBeLessThan(12.1)
  })

  it('reads a 64-bit mdat size and a version-1 mvhd, in an upload larger than the 32 MB kept in memory', async () => {
    const big = craftedMoovAtEnd(40 * 1024 * 1024, true)
    const made = await uploadVideo(superadmin.client, A.lesson.id, big, 'besar.mp4')
    expect(made.video_size).toBe(big.length)
    expect(made.video_duration).toBeGreaterThan(11.9)
    expect(made.video_duration).toBeLessThan(12.1)
    await superadmin.client.collection('video_links').delete(made.id)
  }, 60_000)

  it('refuses HEVC with the Indonesian explanation, and stores nothing', async () => {
    const before = await videoCount(A.chapter.id)
    const f = await failureOf(
      uploadVideo(superadmin.client, A.chapter.id, fixture('lesson-hevc.mp4'), 'hevc.mp4'),
    )
    expect(f.status).toBe(400)
    expect(f.message).toBe(MSG.codec)
    expect(f.data.video?.message).toBe(MSG.codec)
    expect(await videoCount(A.chapter.id)).toBe(before)
  })

  it('refuses a QuickTime file and a text file named .mp4 (content type)', async () => {
    const before = await videoCount(A.chapter.id)
    for (const name of ['lesson-quicktime.mp4', 'not-a-video.mp4']) {
      const f = await failureOf(uploadVideo(superadmin.client, A.chapter.id, fixture(name), name))
      expect(f.status, name).toBe(400)
      expect(f.data.video?.code, name).toBe('validation_invalid_mime_type')
    }
    expect(await videoCount(A.chapter.id)).toBe(before)
  })

  it('refuses an MP4 cut short before its index', async () => {
    const before = await videoCount(A.chapter.id)
    const cut = MOOV_END.subarray(0, MOOV_END.length - 2000)
    const f = await failureOf(uploadVideo(superadmin.client, A.chapter.id, cut, 'terpotong.mp4'))
    expect(f.status).toBe(400)
    expect(f.message).toBe(MSG.broken)
    expect(await videoCount(A.chapter.id)).toBe(before)
  })

  it('asks for exactly one of a YouTube link and a file', async () => {
    const before = await videoCount(A.chapter.id)
    const both = await failureOf(
      uploadVideo(superadmin.client, A.chapter.id, FASTSTART, 'dua.mp4', { link_youtube: YOUTUBE }),
    )
    expect(both.status).toBe(400)
    expect(both.message).toBe(MSG.both)
    expect(both.data.link_youtube?.message).toBe(MSG.both)
    expect(both.data.video?.message).toBe(MSG.both)

    const neither = await failureOf(
      superadmin.client
        .collection('video_links')
        .create({ materi_id: A.chapter.id, judul: 'Kosong' }),
    )
    expect(neither.status).toBe(400)
    expect(neither.message).toBe(MSG.neither)
    const blank = await failureOf(
      superadmin.client
        .collection('video_links')
        .create({ materi_id: A.chapter.id, judul: 'Kosong', link_youtube: '' }),
    )
    expect(blank.message).toBe(MSG.neither)
    expect(await videoCount(A.chapter.id)).toBe(before)

    // an update that would leave both, or neither
    const yt = await createVideo(server, A.chapter.id)
    const addFile = await failureOf(
      superadmin.client
        .collection('video_links')
        .update(yt.id, videoForm({}, { bytes: FASTSTART, name: 'tambah.mp4' })),
    )
    expect(addFile.status).toBe(400)
    expect(addFile.message).toBe(MSG.both)
    const clear = await failureOf(
      superadmin.client.collection('video_links').update(yt.id, { link_youtube: '' }),
    )
    expect(clear.status).toBe(400)
    expect(clear.message).toBe(MSG.neither)
    const after = await server.admin.collection('video_links').getOne(yt.id)
    expect(after.link_youtube).toBe(YOUTUBE)
    expect(after.video).toBe('')
    expect(after.updated).toBe(yt.updated)
    // the PocketBase admin is held to the same rule
    expect(
      (await failureOf(server.admin.collection('video_links').update(yt.id, { link_youtube: '' })))
        .message,
    ).toBe(MSG.neither)
  })

  it('switches an uploaded video to YouTube (file removed, size and duration 0) and back', async () => {
    const made = await uploadVideo(superadmin.client, A.lesson.id, FASTSTART, 'tukar.mp4')
    const oldFile = made.video as string
    const token = await fileToken(superadmin.client)
    expect((await fetch(`${fileUrl(made)}?token=${token}`)).status).toBe(200)

    const toYoutube = await superadmin.client
      .collection('video_links')
      .update(made.id, { link_youtube: YOUTUBE, video: null })
    expect(toYoutube.video).toBe('')
    expect(toYoutube.link_youtube).toBe(YOUTUBE)
    expect(toYoutube.video_size).toBe(0)
    expect(toYoutube.video_duration).toBe(0)
    expect((await fetch(`${fileUrl(made, oldFile)}?token=${token}`)).status).toBe(404)

    const back = await superadmin.client
      .collection('video_links')
      .update(made.id, videoForm({ link_youtube: '' }, { bytes: MOOV_END, name: 'kembali.mp4' }))
    expect(back.link_youtube).toBe('')
    expect(back.video).toMatch(/^kembali_\w{10}\.mp4$/)
    expect(back.video_size).toBe(283990)
    expect(back.video_duration).toBeCloseTo(12, 1)

    // replacing the file replaces the figures
    const replaced = await superadmin.client
      .collection('video_links')
      .update(made.id, videoForm({}, { bytes: FASTSTART, name: 'ganti.mp4' }))
    expect(replaced.video).not.toBe(back.video)
    expect(replaced.video_size).toBe(283886)
  })

  it('ignores video_size and video_duration sent by a client', async () => {
    const made = await uploadVideo(superadmin.client, A.lesson.id, FASTSTART, 'klien.mp4', {
      video_size: '5',
      video_duration: '999',
    })
    expect(made.video_size).toBe(283886)
    expect(made.video_duration).toBeCloseTo(12, 1)

    const edited = await superadmin.client
      .collection('video_links')
      .update(made.id, { judul: 'Diubah', video_size: 1, video_duration: 1 })
    expect(edited.judul).toBe('Diubah')
    expect(edited.video_size).toBe(283886)
    expect(edited.video_duration).toBe(made.video_duration)
    const byAdmin = await server.admin
      .collection('video_links')
      .update(made.id, { video_size: 7, video_duration: 7 })
    expect(byAdmin.video_size).toBe(283886)

    const yt = await superadmin.client.collection('video_links').create({
      materi_id: A.lesson.id,
      judul: 'YouTube',
      link_youtube: YOUTUBE,
      video_size: 123,
      video_duration: 45,
    })
    expect(yt.video_size).toBe(0)
    expect(yt.video_duration).toBe(0)
    const ytEdited = await superadmin.client
      .collection('video_links')
      .update(yt.id, { video_size: 123, video_duration: 45 })
    expect(ytEdited.video_size).toBe(0)
    expect(ytEdited.video_duration).toBe(0)
  })

  it('only a superadmin uploads or changes a video', async () => {
    const before = await videoCount(A.lesson.id)
    for (const client of [active.client, plain.client, server.client()]) {
      expect(
        (await failureOf(uploadVideo(client, A.lesson.id, FASTSTART, 'diretas.mp4'))).status,
      ).toBe(400)
      const f = await failureOf(
        client
          .collection('video_links')
          .update(
            fileVideo.id,
            videoForm({ judul: 'Diretas' }, { bytes: MOOV_END, name: 'x.mp4' }),
          ),
      )
      expect([403, 404]).toContain(f.status)
      expect(
        (await failureOf(client.collection('video_links').update(fileVideo.id, { video: null })))
          .status,
      ).toBe(404)
    }
    expect(await videoCount(A.lesson.id)).toBe(before)
    const after = await server.admin.collection('video_links').getOne(fileVideo.id)
    expect(after.video).toBe(fileVideo.video)
    expect(after.judul).toBe(fileVideo.judul)
  })

  it('keeps the poster public and image-only', async () => {
    const made = await superadmin.client.collection('video_links').create(
      (() => {
        const form = videoForm(
          { materi_id: A.lesson.id, judul: 'Dengan poster' },
          { bytes: FASTSTART, name: 'poster.mp4' },
        )
        form.append('poster', new Blob([new Uint8Array(PNG)], { type: 'image/png' }), 'sampul.png')
        return form
      })(),
    )
    expect(made.poster).toMatch(/^sampul_\w{10}\.png$/)
    const res = await fetch(
      `${server.url}/api/files/video_links/${made.id}/${made.poster as string}`,
    )
    expect(res.status).toBe(200)
    expect(Buffer.from(await res.arrayBuffer()).equals(PNG)).toBe(true)
    // the video of the same record stays protected
    expect((await fetch(fileUrl(made))).status).toBe(403)

    const bad = new FormData()
    bad.append('poster', new Blob(['bukan gambar'], { type: 'image/png' }), 'x.png')
    const f = await failureOf(superadmin.client.collection('video_links').update(made.id, bad))
    expect(f.status).toBe(400)
    expect(f.data.poster?.code).toBe('validation_invalid_mime_type')
  })
})

// ---------------------------------------------------------------- file access

describe('the protected video file', () => {
  async function getWith(client: PocketBase | null, init: RequestInit = {}): Promise<Response> {
    const token = client ? await fileToken(client) : ''
    return fetch(`${fileUrl(fileVideo)}${token ? `?token=${token}` : ''}`, init)
  }

  it('is served whole to an active subscriber of the package with a file token', async () => {
    const res = await getWith(active.client)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('video/mp4')
    expect(res.headers.get('content-length')).toBe(String(FASTSTART.length))
    expect(res.headers.get('accept-ranges')).toBe('bytes')
    expect(Buffer.from(await res.arrayBuffer()).equals(FASTSTART)).toBe(true)
  })

  it('is served to a superadmin and to the PocketBase admin', async () => {
    expect((await getWith(superadmin.client)).status).toBe(200)
    expect((await getWith(server.admin)).status).toBe(200)
  })

  it('is refused without a token, even to an active subscriber (the Authorization header does not count)', async () => {
    expect((await getWith(null)).status).toBe(403)
    const withHeader = await fetch(fileUrl(fileVideo), {
      headers: { Authorization: active.client.authStore.token },
    })
    expect(withHeader.status).toBe(403)
    expect((await fetch(`${fileUrl(fileVideo)}?token=bukan-token`)).status).toBe(403)
    // an auth token is not a file token
    expect(
      (await fetch(`${fileUrl(fileVideo)}?token=${active.client.authStore.token}`)).status,
    ).toBe(403)
  })

  it.each([
    ['ended by time (status still active)', () => ended],
    ['with status expired', () => expiredStatus],
    ['suspended', () => suspended],
    ['of another package only', () => other],
    ['without any subscription', () => plain],
    ['active but not verified', () => unverified],
  ])('is refused to a user whose subscription is %s', async (_label, who) => {
    const res = await getWith(who().client)
    expect(res.status).toBe(403)
    expect(Buffer.from(await res.arrayBuffer()).includes(FASTSTART.subarray(0, 64))).toBe(false)
  })

  it('refuses an old token once the subscription ended, suspended or expired (checked per request)', async () => {
    const student = await createUser(server, { role: 'subscriber' })
    const sub = await subscribe(server, student.record.id, A.paket.id)
    const token = await fileToken(student.client)
    const url = `${fileUrl(fileVideo)}?token=${token}`
    expect((await fetch(url)).status).toBe(200)

    await server.admin.collection('subscribers').update(sub.id, { durasi_akhir: daysFromNow(-1) })
    expect((await fetch(url)).status).toBe(403)
    expect((await fetch(url, { headers: { Range: 'bytes=0-1' } })).status).toBe(403)

    await server.admin.collection('subscribers').update(sub.id, { durasi_akhir: daysFromNow(30) })
    expect((await fetch(url)).status).toBe(200)
    await server.admin.collection('subscribers').update(sub.id, { status: 'suspended' })
    expect((await fetch(url)).status).toBe(403)
    await server.admin.collection('subscribers').update(sub.id, { status: 'active' })
    expect((await fetch(url)).status).toBe(200)
    await server.admin.collection('subscribers').delete(sub.id)
    expect((await fetch(url)).status).toBe(403)
  })

  it('answers byte ranges (206) and HEAD', async () => {
    const token = await fileToken(active.client)
    const url = `${fileUrl(fileVideo)}?token=${token}`
    const size = FASTSTART.length

    const first = await fetch(url, { headers: { Range: 'bytes=0-1' } })
    expect(first.status).toBe(206)
    expect(first.headers.get('content-range')).toBe(`bytes 0-1/${size}`)
    expect(first.headers.get('content-length')).toBe('2')
    const two = Buffer.from(await first.arrayBuffer())
    expect(two.length).toBe(2)
    expect(two.equals(FASTSTART.subarray(0, 2))).toBe(true)

    const rest = await fetch(url, { headers: { Range: 'bytes=1000-' } })
    expect(rest.status).toBe(206)
    expect(rest.headers.get('content-range')).toBe(`bytes 1000-${size - 1}/${size}`)
    const tail = Buffer.from(await rest.arrayBuffer())
    expect(tail.length).toBe(size - 1000)
    expect(tail.equals(FASTSTART.subarray(1000))).toBe(true)

    const outside = await fetch(url, { headers: { Range: `bytes=${size}-` } })
    expect(outside.status).toBe(416)

    const head = await fetch(url, { method: 'HEAD' })
    expect(head.status).toBe(200)
    expect(head.headers.get('content-length')).toBe(String(size))
    expect(head.headers.get('accept-ranges')).toBe('bytes')
    expect((await head.arrayBuffer()).byteLength).toBe(0)

    const whole = await fetch(url)
    expect(whole.status).toBe(200)
    expect(whole.headers.get('content-length')).toBe(String(size))
    expect((await whole.arrayBuffer()).byteLength).toBe(size)

    // a visitor's range request is refused like a whole one
    expect((await fetch(fileUrl(fileVideo), { headers: { Range: 'bytes=0-1' } })).status).toBe(403)
    expect((await fetch(fileUrl(fileVideo), { method: 'HEAD' })).status).toBe(403)
  })

  it('the record itself (with size and duration) is readable as before: active subscribers of the package', async () => {
    const seen = await active.client.collection('video_links').getOne(fileVideo.id)
    expect(seen.video).toBe(fileVideo.video)
    expect(seen.video_size).toBe(283886)
    expect(seen.video_duration).toBeCloseTo(12, 1)
    for (const who of [other, ended, suspended, plain]) {
      expect(
        (await failureOf(who.client.collection('video_links').getOne(fileVideo.id))).status,
      ).toBe(404)
    }
  })
})

// ---------------------------------------------------------------- the demo seed

describe('the demo seed', () => {
  let demo: TestServer
  beforeAll(async () => {
    demo = await startTestServer({ seed: 'demo' })
  }, 90_000)
  afterAll(async () => {
    await demo?.stop()
  })

  it("gives the first class of Siti's package a lesson with an uploaded video she can download", async () => {
    const uploads = await demo.admin
      .collection('video_links')
      .getFullList({ filter: 'video != ""' })
    expect(uploads).toHaveLength(1)
    const v = uploads[0]!
    const demoFile = readFileSync(
      path.join(process.cwd(), 'pocketbase', 'demo-media', 'pelajaran-contoh.mp4'),
    )
    expect(v.judul).toBe('Contoh video unggahan (bisa diunduh)')
    expect(v.link_youtube).toBe('')
    expect(v.video).toMatch(/^pelajaran_contoh_\w{10}\.mp4$/)
    expect(v.video_size).toBe(demoFile.length)
    expect(v.video_duration).toBeCloseTo(12, 1)
    expect(v.urutan).toBe(2)

    // it sits in the first class (by urutan) of Siti's first subscription's package, after a YouTube video
    const siti = await demo.admin
      .collection('users')
      .getFirstListItem('email = "siti@demo.pendampingskripsi.id"')
    const [sub] = await demo.admin
      .collection('subscribers')
      .getFullList({ filter: `user_id = "${siti.id}"`, sort: 'created' })
    const [kelas] = await demo.admin
      .collection('kelas')
      .getFullList({ filter: `paket_id = "${sub!.paket_id}" && is_active = true`, sort: 'urutan' })
    const lesson = await demo.admin.collection('materi').getOne(v.materi_id as string)
    expect(lesson.kelas_id).toBe(kelas!.id)
    expect(lesson.type).toBe('lesson')
    expect(v.paket_id).toBe(sub!.paket_id)
    const siblings = await demo.admin
      .collection('video_links')
      .getFullList({ filter: `materi_id = "${lesson.id}"`, sort: 'urutan' })
    expect(siblings.map((s) => Boolean(s.link_youtube))).toEqual([true, false])

    const sitiClient = await signIn(demo, 'siti@demo.pendampingskripsi.id', 'demo12345')
    const token = (
      (await sitiClient.send('/api/files/token', { method: 'POST' })) as { token: string }
    ).token
    const res = await fetch(
      `${demo.url}/api/files/video_links/${v.id}/${v.video as string}?token=${token}`,
    )
    expect(res.status).toBe(200)
    expect(Buffer.from(await res.arrayBuffer()).equals(demoFile)).toBe(true)

    // Budi's subscription to the same package ended: refused
    const budi = await signIn(demo, 'budi@demo.pendampingskripsi.id', 'demo12345')
    const budiToken = (
      (await budi.send('/api/files/token', { method: 'POST' })) as { token: string }
    ).token
    expect(
      (
        await fetch(
          `${demo.url}/api/files/video_links/${v.id}/${v.video as string}?token=${budiToken}`,
        )
      ).status,
    ).toBe(403)
  })
})
