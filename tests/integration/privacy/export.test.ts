/* eslint-disable @typescript-eslint/no-explicit-any -- the ZIP's JSON files are checked field by field */
// GET /api/me/export: one streamed ZIP (unzip -t and Python's zipfile accept it) with README.txt,
// one JSON file per registry entry holding the caller's rows only, and the uploaded thesis as the
// original bytes; never another user's data, never password hashes; a superadmin gets their own
// data only; a visitor 401.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from '../../support/pocketbase'
import { createUser, type TestUser } from '../../support/fixtures'
import { loadHookLib } from '../../support/hook-loader'
import { downloadExport, getJson, seedPerson, type Seeded, type Unpacked } from './support'

interface Entry {
  name: string
  file: string
  exported: boolean
}
const { ENTRIES } = loadHookLib<{ ENTRIES: Entry[] }>('privacy/registry.js')
const EXPORTED = ENTRIES.filter((e) => e.exported)

let server: TestServer
let dewi: Seeded
let budi: Seeded
let superadmin: TestUser
let zip: Unpacked

beforeAll(async () => {
  server = await startTestServer()
  dewi = await seedPerson(server, null, 'dewi')
  budi = await seedPerson(server, dewi.tree, 'budi')
  superadmin = await createUser(server, { role: 'superadmin', full_name: 'Admin Utama' })
  zip = await downloadExport(server, dewi.user.client.authStore.token)
}, 120_000)

afterAll(async () => {
  await server?.stop()
})

describe('GET /api/me/export', () => {
  it('answers one ZIP as an attachment named data-saya-YYYYMMDD.zip that unzip and zipfile accept', () => {
    expect(zip.status).toBe(200)
    expect(zip.headers.get('content-type')).toBe('application/zip')
    expect(zip.headers.get('content-disposition')).toMatch(
      /^attachment; filename="data-saya-\d{8}\.zip"$/,
    )
    expect(zip.test).toContain('No errors detected')
  })

  it('holds README.txt, one JSON file per exported registry entry and the thesis', () => {
    expect(zip.names).toContain('README.txt')
    for (const e of EXPORTED) expect(zip.names, e.name).toContain(e.file)
    expect(zip.names).toContain(`skripsi/${dewi.fileName}`)
    expect(zip.names).toHaveLength(1 + EXPORTED.length + 1)
  })

  it('README.txt explains every file in Indonesian', () => {
    const readme = zip.files['README.txt'].toString('utf8')
    expect(readme).toContain('DATA SAYA')
    expect(readme).toContain(dewi.user.email)
    for (const e of EXPORTED) expect(readme).toContain(e.file)
    expect(readme).toContain('skripsi/')
    expect(readme).toMatch(/nama lengkap/)
  })

  it('the thesis is the uploaded file, byte for byte', () => {
    expect(Buffer.compare(zip.files[`skripsi/${dewi.fileName}`], Buffer.from(dewi.docBytes))).toBe(
      0,
    )
  })

  it('every collection has the caller’s rows, pretty-printed', async () => {
    const id = dewi.user.record.id
    const account = zip.json('akun.json')
    expect(account).toHaveLength(1)
    expect(account[0]).toMatchObject({ id, email: dewi.user.email, role: 'subscriber' })
    expect(account[0].full_name).toBe(dewi.user.record.full_name)
    expect(account[0]).not.toHaveProperty('passwordHash')
    expect(account[0]).not.toHaveProperty('tokenKey')
    expect(zip.files['akun.json'].toString('utf8')).toContain('\n  ')

    expect(zip.json('langganan.json').map((r: any) => r.id)).toEqual([dewi.subscription.id])
    expect(zip.json('kemajuan-belajar.json').map((r: any) => r.id)).toEqual([dewi.progress.id])
    expect(zip.json('kemajuan-belajar.json')[0].answers).toEqual({ [dewi.tree.soal.id]: 'a' })
    expect(zip.json('ulasan.json').map((r: any) => r.id)).toEqual([dewi.review.id])
    const docs = zip.json('dokumen-skripsi.json')
    expect(docs.map((r: any) => r.id)).toEqual([dewi.documentId])
    expect(docs[0].file_name).toBe(dewi.fileName)
    expect(docs[0].text.length).toBeGreaterThan(1000)
    const passages = zip.json('potongan-skripsi.json')
    expect(passages.length).toBeGreaterThan(3)
    expect(new Set(passages.map((p: any) => p.document_id))).toEqual(new Set([dewi.documentId]))
    expect(zip.json('simulasi-sidang.json').map((r: any) => r.id)).toEqual([dewi.sessionId])
    expect(zip.json('pembayaran.json').map((r: any) => r.id)).toEqual([dewi.payment.id])
    expect(zip.json('izin-pendaftaran.json').map((r: any) => r.id)).toEqual([dewi.authorized.id])
    const tombs = zip.json('catatan-hapus-sinkronisasi.json')
    expect(tombs.length).toBe(1)
    expect(tombs[0]).toMatchObject({ coll: 'progress', user_id: id })
    expect(zip.json('login-google.json')).toEqual([])
  })

  it('holds nothing of another user', () => {
    const all = Object.values(zip.files)
      .map((b) => b.toString('latin1'))
      .join('\n')
    for (const needle of [
      budi.user.record.id,
      budi.user.email,
      budi.user.record.full_name,
      budi.documentId,
      budi.fileName,
      budi.sessionId,
      budi.payment.order_id,
      budi.review.id,
    ])
      expect(all, needle).not.toContain(needle)
  })

  it('a superadmin gets their own data only, never a student’s theses', async () => {
    const mine = await downloadExport(server, superadmin.client.authStore.token)
    expect(mine.json('akun.json')[0].id).toBe(superadmin.record.id)
    expect(mine.names.filter((n) => n.startsWith('skripsi/'))).toEqual([])
    expect(mine.json('dokumen-skripsi.json')).toEqual([])
    const all = Object.values(mine.files)
      .map((b) => b.toString('latin1'))
      .join('\n')
    for (const s of [dewi, budi]) {
      expect(all).not.toContain(s.user.email)
      expect(all).not.toContain(s.documentId)
    }
    // no parameter names anyone else
    const res = await fetch(
      `${server.url}/api/me/export?user=${dewi.user.record.id}&id=${dewi.user.record.id}`,
      { headers: { Authorization: superadmin.client.authStore.token } },
    )
    expect(res.status).toBe(200)
    expect(Buffer.from(await res.arrayBuffer()).toString('latin1')).not.toContain(dewi.user.email)
  })

  it('a visitor and the PocketBase admin get 401 with an Indonesian message', async () => {
    const visitor = await getJson(server, null, '/api/me/export')
    expect(visitor.status).toBe(401)
    expect(visitor.body).toEqual({
      code: 'UNAUTHORIZED',
      message: 'Silakan masuk terlebih dahulu.',
    })
    const admin = await getJson(server, server.admin.authStore.token, '/api/me/export')
    expect(admin.status).toBe(401)
  })

  it('an unverified user can export too', async () => {
    const fresh = await createUser(server, { verified: false })
    const own = await downloadExport(server, fresh.client.authStore.token)
    expect(own.json('akun.json')[0]).toMatchObject({ id: fresh.record.id, verified: false })
  })
})
