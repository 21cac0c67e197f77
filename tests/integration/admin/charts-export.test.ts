// The dashboard's charts (GET /api/admin/charts/overview) and the CSV exports
// (GET /api/admin/{subscribers,payments}/export, /api/admin/classes/{id}/report/export) against a
// real PocketBase. Times are backdated and bulk rows inserted with sqlite3 beside the running
// server; the expected numbers are computed here from the rows themselves, independently of the
// server's SQL and of pb_hooks/lib/admin/buckets.js.
import { execFileSync } from 'node:child_process'
import path from 'node:path'
import type { RecordModel } from 'pocketbase'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from '../../support/pocketbase'
import {
  createKelas,
  createMateri,
  createPaket,
  createSoal,
  createUser,
  daysFromNow,
  pbDate,
  subscribe,
  type TestUser,
} from '../../support/fixtures'
import { push } from '../../support/sync-helpers'
import { apiGet, expectSuperadminOnly, FORBIDDEN } from '../../support/admin-helpers'
import { parseCsv } from '../../support/csv'

const H = 3600 * 1000
const DAY = 24 * H

let server: TestServer
let superadmin: TestUser
let student: TestUser
let paket: RecordModel

function sql(statement: string): string {
  return execFileSync(
    'sqlite3',
    ['-cmd', '.timeout 10000', '-json', path.join(server.dataDir, 'data.db'), statement],
    { encoding: 'utf8' },
  ).trim()
}

function sqlRows<T>(statement: string): T[] {
  const out = sql(statement)
  return out ? (JSON.parse(out) as T[]) : []
}

/** Jakarta wall clock of a UTC instant, as a Date whose UTC fields are the Jakarta ones. */
function jakarta(ms: number): Date {
  return new Date(ms + 7 * H)
}

function ymd(d: Date): string {
  return d.toISOString().slice(0, 10)
}

/** The Monday (YYYY-MM-DD, Jakarta) of the week of an instant, computed day by day. */
function mondayOf(ms: number): string {
  let d = jakarta(ms)
  while (d.getUTCDay() !== 1) d = new Date(d.getTime() - DAY)
  return ymd(d)
}

function toMs(pb: string): number {
  return Date.parse(pb.replace(' ', 'T'))
}

async function exportCsv(
  pathname: string,
  query: Record<string, string> = {},
  token = superadmin.client.authStore.token,
) {
  const qs = new URLSearchParams(query).toString()
  const res = await fetch(`${server.url}${pathname}${qs ? `?${qs}` : ''}`, {
    headers: token ? { Authorization: token } : {},
  })
  const bytes = new Uint8Array(await res.arrayBuffer())
  return {
    status: res.status,
    type: res.headers.get('content-type') ?? '',
    disposition: res.headers.get('content-disposition') ?? '',
    bytes,
    text: new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes),
  }
}

beforeAll(async () => {
  server = await startTestServer()
  superadmin = await createUser(server, { role: 'superadmin', full_name: 'Super Admin' })
  student = await createUser(server, { role: 'subscriber', full_name: 'Siswa Biasa' })
  paket = await createPaket(server, { nama_paket: 'Paket Grafik' })
})

afterAll(async () => {
  await server?.stop()
})

interface Charts {
  now: string
  subscriptions: {
    newPerWeek: Array<{ week: string; count: number }>
    activePerWeek: Array<{ week: string; count: number }>
  }
  revenue: {
    perDay: Array<{ day: string; amount: number; count: number; credits: number }>
    perMonth: Array<{ month: string; amount: number; count: number; credits: number }>
  }
  chat: {
    perDay: Array<{
      day: string
      webhook: number
      llm: number
      builtin: number
      fallbacks: number
      total: number
    }>
  }
}

async function charts(): Promise<Charts> {
  const res = await apiGet(
    server.url,
    superadmin.client.authStore.token,
    '/api/admin/charts/overview',
  )
  expect(res.status).toBe(200)
  return res.body
}

describe('GET /api/admin/charts/overview', () => {
  it('is for superadmins only', async () => {
    await expectSuperadminOnly(
      (token) => apiGet(server.url, token, '/api/admin/charts/overview'),
      [student.client.authStore.token],
    )
  })

  it('answers zeros for every period when there is nothing yet', async () => {
    const c = await charts()
    expect(c.subscriptions.newPerWeek).toHaveLength(12)
    expect(c.subscriptions.newPerWeek.every((w) => w.count === 0)).toBe(true)
    expect(c.revenue.perDay).toHaveLength(30)
    expect(c.revenue.perMonth).toHaveLength(12)
    expect(c.revenue.perDay.every((d) => d.amount === 0 && d.count === 0)).toBe(true)
    expect(c.chat.perDay).toHaveLength(14)
    expect(c.chat.perDay.every((d) => d.total === 0 && d.fallbacks === 0)).toBe(true)
  })

  it('counts new subscriptions per Jakarta week and active ones at each week end', async () => {
    const now = Date.now()
    const thisMonday = Date.parse(mondayOf(now) + 'T00:00:00Z') - 7 * H
    // Instants around week boundaries (Monday 00:00 WIB = Sunday 17:00 UTC), inside and outside the 12 weeks.
    const instants = [
      now - 60 * 1000,
      thisMonday, // first instant of this week
      thisMonday - 1, // last millisecond of last week
      thisMonday - 7 * DAY + 5 * H,
      thisMonday - 3 * 7 * DAY - 1,
      thisMonday - 11 * 7 * DAY, // first instant of the oldest week shown
      thisMonday - 11 * 7 * DAY - 1, // just before: not shown
      thisMonday - 20 * 7 * DAY,
    ]
    const users = await Promise.all(
      instants.map((_, i) => createUser(server, { full_name: `Grafik ${i}` })),
    )
    for (let i = 0; i < instants.length; i++) {
      const created = instants[i]
      const sub = await subscribe(server, users[i].record.id, paket.id, {
        durasi_mulai: pbDate(created),
        // every other one ended 10 days after it began
        durasi_akhir: i % 2 ? pbDate(created + 10 * DAY) : daysFromNow(60),
      })
      sql(`UPDATE subscribers SET created = '${pbDate(created)}' WHERE id = '${sub.id}'`)
    }
    // A suspended subscription never counts as active.
    const susp = await subscribe(server, student.record.id, paket.id, { status: 'suspended' })
    expect(susp.id).toBeTruthy()

    const c = await charts()
    const weeks = c.subscriptions.newPerWeek.map((w) => w.week)
    expect(weeks[11]).toBe(mondayOf(toMs(c.now)))
    for (let i = 1; i < 12; i++)
      expect(Date.parse(weeks[i]) - Date.parse(weeks[i - 1])).toBe(7 * DAY)

    const all = sqlRows<{
      created: string
      status: string
      durasi_mulai: string
      durasi_akhir: string
    }>('SELECT created, status, durasi_mulai, durasi_akhir FROM subscribers')
    const expectedNew = weeks.map((w) => all.filter((s) => mondayOf(toMs(s.created)) === w).length)
    expect(c.subscriptions.newPerWeek.map((w) => w.count)).toEqual(expectedNew)
    expect(expectedNew.reduce((a, b) => a + b, 0)).toBe(7) // 8 instants, one before the window; the suspended one is new this week
    const nowMs = toMs(c.now)
    const expectedActive = weeks.map((w, i) => {
      const at = i === 11 ? nowMs : Date.parse(w + 'T00:00:00Z') - 7 * H + 7 * DAY
      return all.filter(
        (s) => s.status === 'active' && toMs(s.durasi_mulai) <= at && toMs(s.durasi_akhir) > at,
      ).length
    })
    expect(c.subscriptions.activePerWeek.map((w) => w.count)).toEqual(expectedActive)
    // The last point is the dashboard's 'Active Subscribers' card.
    const overview = await apiGet(
      server.url,
      superadmin.client.authStore.token,
      '/api/admin/overview',
    )
    expect(c.subscriptions.activePerWeek[11].count).toBe(overview.body.stats.active_subscribers)
  })

  it('sums completed payments per Jakarta day and month; the summary cards agree', async () => {
    const now = Date.now()
    const plan: Array<[number, number, string]> = [
      [now - 5 * 60 * 1000, 25000, 'completed'],
      [now - 2 * DAY, 50000, 'completed'],
      [now - 2 * DAY - 1000, 100000, 'completed'],
      [now - 29 * DAY, 75000, 'completed'],
      [now - 45 * DAY, 30000, 'completed'], // in the months only
      [now - 200 * DAY, 40000, 'completed'],
      [now - 400 * DAY, 99000, 'completed'], // outside every window
      [now - DAY, 60000, 'pending'],
      [now - DAY, 70000, 'failed'],
    ]
    let i = 0
    for (const [at, amount, status] of plan) {
      await server.admin.collection('payment_transactions').create({
        order_id: `GRAFIK-${i++}`,
        customer_email: 'beli@contoh.id',
        amount,
        credits_amount: amount / 1000,
        status,
        processed_at: status === 'completed' ? pbDate(at) : '',
      })
    }
    const c = await charts()
    const rows = sqlRows<{ processed_at: string; amount: number; credits_amount: number }>(
      "SELECT processed_at, amount, credits_amount FROM payment_transactions WHERE status = 'completed'",
    )
    for (const d of c.revenue.perDay) {
      const mine = rows.filter((r) => ymd(jakarta(toMs(r.processed_at))) === d.day)
      expect(d).toEqual({
        day: d.day,
        amount: mine.reduce((s, r) => s + r.amount, 0),
        count: mine.length,
        credits: mine.reduce((s, r) => s + r.credits_amount, 0),
      })
    }
    for (const m of c.revenue.perMonth) {
      const mine = rows.filter((r) => ymd(jakarta(toMs(r.processed_at))).slice(0, 7) === m.month)
      expect(m.amount).toBe(mine.reduce((s, r) => s + r.amount, 0))
      expect(m.count).toBe(mine.length)
    }
    expect(c.revenue.perDay.reduce((s, d) => s + d.amount, 0)).toBe(250000)
    expect(c.revenue.perMonth[11].month).toBe(ymd(jakarta(toMs(c.now))).slice(0, 7))
    const summary = (
      await apiGet(server.url, superadmin.client.authStore.token, '/api/admin/payments/summary')
    ).body
    expect(c.revenue.perDay[29].amount).toBe(summary.today.amount)
    expect(c.revenue.perDay[29].count).toBe(summary.today.count)
    expect(c.revenue.perMonth[11].amount).toBe(summary.month.amount)
    expect(c.revenue.perMonth[11].count).toBe(summary.month.count)
  })

  it('shows chat answers per day by source with fallbacks, counted by the chat routes', async () => {
    const today = ymd(jakarta(Date.now()))
    const before = (await charts()).chat.perDay[13]
    // A real answer through the route (the built-in assistant answers in tests) is counted.
    const chatter = await createUser(server, { credits: 3 })
    const res = await fetch(`${server.url}/api/chat/story`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Authorization: chatter.client.authStore.token,
      },
      body: JSON.stringify({
        message: 'Bagaimana cara menulis latar belakang?',
        sessionId: 'grafik',
      }),
    })
    expect(res.status).toBe(200)
    const source = (await res.json()).source as 'webhook' | 'llm' | 'builtin'
    const after = (await charts()).chat.perDay[13]
    expect(after.day).toBe(today)
    expect(after[source]).toBe(before[source] + 1)
    // Older days from the table; a day outside the 14 shown is left out.
    const day = (back: number) => ymd(jakarta(Date.now() - back * DAY))
    sql(
      `INSERT INTO _chat_stats (day, source, messages, fallbacks) VALUES ('${day(3)}', 'llm', 7, 0), ('${day(3)}', 'builtin', 2, 2), ('${day(3)}', 'webhook', 4, 0), ('${day(20)}', 'llm', 99, 9)`,
    )
    const c = await charts()
    const three = c.chat.perDay.find((d) => d.day === day(3))
    expect(three).toEqual({ day: day(3), webhook: 4, llm: 7, builtin: 2, fallbacks: 2, total: 13 })
    expect(c.chat.perDay.some((d) => d.day === day(20))).toBe(false)
  })
})

describe('CSV exports', () => {
  let exportPaket: RecordModel
  const tricky = 'Siti; "Sisi" Aminah'

  beforeAll(async () => {
    exportPaket = await createPaket(server, { nama_paket: 'Paket Ekspor' })
    const u = await createUser(server, { full_name: tricky, email: 'tricky@ekspor.id' })
    await subscribe(server, u.record.id, exportPaket.id, {
      durasi_mulai: '2026-01-31 17:00:00.000Z', // 01/02/2026 00.00 WIB
      durasi_akhir: daysFromNow(30),
    })
    // 2,499 more rows in bulk, many with the same `created` second (keyset ties broken by id).
    sql(
      `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 2499)
       INSERT INTO subscribers (id, created, updated, user_id, paket_id, status, durasi_mulai, durasi_akhir)
       SELECT printf('bulk%011d', i), printf('2026-05-%02d 10:00:00.000Z', 1 + i % 20), '2026-05-01 10:00:00.000Z',
              '${student.record.id}', '${exportPaket.id}', CASE WHEN i % 5 = 0 THEN 'suspended' ELSE 'active' END,
              '2026-05-01 10:00:00.000Z', '2099-01-01 16:59:59.999Z' FROM n`,
    )
  })

  it('are for superadmins only', async () => {
    for (const p of [
      '/api/admin/subscribers/export',
      '/api/admin/payments/export',
      `/api/admin/classes/${paket.id}/report/export`,
    ]) {
      const refused = await exportCsv(p, {}, student.client.authStore.token)
      expect(refused.status).toBe(403)
      expect(JSON.parse(refused.text).message).toBe(FORBIDDEN)
      expect([401, 403]).toContain((await exportCsv(p, {}, '')).status)
    }
  })

  it('streams every subscriber, newest first, as Excel in Indonesian reads it', async () => {
    const res = await exportCsv('/api/admin/subscribers/export')
    expect(res.status).toBe(200)
    expect(res.type).toBe('text/csv; charset=utf-8')
    expect(res.disposition).toMatch(/^attachment; filename="subscriber-\d{4}-\d{2}-\d{2}\.csv"$/)
    expect([...res.bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    const rows = parseCsv(res.text)
    expect(rows[0]).toEqual(['Nama', 'Email', 'Paket', 'Status', 'Mulai', 'Berakhir', 'Terdaftar'])
    const total = Number(sql('SELECT COUNT(*) AS n FROM subscribers').match(/\d+/)![0])
    expect(rows).toHaveLength(total + 1)
    expect(total).toBeGreaterThan(2500)
    // Across the 1,000-row pages nothing is skipped or repeated (many rows share one `created`:
    // the keyset's id breaks the ties), and the order is the list's, newest first.
    const expected = sqlRows<{ id: string }>('SELECT id FROM subscribers')
    const registered = rows.slice(1).map((r) => {
      const [d, mo, y, h, mi] = r[6].split(/[/ .]/).map(Number)
      return Date.UTC(y, mo - 1, d, h - 7, mi)
    })
    for (let i = 1; i < registered.length; i++)
      expect(registered[i]).toBeLessThanOrEqual(registered[i - 1])
    const bulk = rows.slice(1).filter((r) => r[0] === 'Siswa Biasa' && r[2] === 'Paket Ekspor')
    expect(bulk).toHaveLength(2499)
    expect(expected.filter((e) => e.id.startsWith('bulk'))).toHaveLength(2499)
    const mine = rows.find((r) => r[1] === 'tricky@ekspor.id')!
    expect(mine[0]).toBe(tricky)
    expect(mine[4]).toBe('01/02/2026 00.00')
    expect(mine[3]).toBe('Aktif')
    expect(res.text).toContain('"Siti; ""Sisi"" Aminah"')
    expect(bulk.filter((r) => r[3] === 'Ditangguhkan')).toHaveLength(499)
    for (const r of rows.slice(1)) expect(r).toHaveLength(7)
  })

  it('applies the list search and status filter', async () => {
    const token = superadmin.client.authStore.token
    for (const query of [
      { q: 'sisi' },
      { status: 'suspended' },
      { q: 'ekspor', status: 'active' },
    ] as Array<Record<string, string>>) {
      const list = await apiGet(server.url, token, '/api/admin/subscribers', {
        ...query,
        perPage: 1,
      })
      const rows = parseCsv((await exportCsv('/api/admin/subscribers/export', query)).text)
      expect(rows.length - 1).toBe(list.body.totalItems)
    }
    const bad = await exportCsv('/api/admin/subscribers/export', { status: 'semua' })
    expect(bad.status).toBe(400)
  })

  it('exports payments with the filters, amounts as plain integers', async () => {
    const token = superadmin.client.authStore.token
    await server.admin.collection('payment_transactions').create({
      order_id: 'EKSPOR-1',
      customer_email: 'bayar@contoh.id',
      amount: 1250000,
      credits_amount: 0,
      status: 'pending',
      review_note: 'Nominal "aneh"; tidak cocok\nperiksa',
    })
    const all = parseCsv((await exportCsv('/api/admin/payments/export')).text)
    const list = await apiGet(server.url, token, '/api/admin/payments', { perPage: 1 })
    expect(all.length - 1).toBe(list.body.totalItems)
    expect(all[0]).toEqual([
      'Order ID',
      'Email',
      'Jumlah (Rp)',
      'Kredit',
      'Status',
      'Metode',
      'Paket',
      'Dibuat',
      'Diproses',
      'Dibayar',
      'Catatan',
    ])
    const row = all.find((r) => r[0] === 'EKSPOR-1')!
    expect(row[1]).toBe('bayar@contoh.id')
    expect(row[2]).toBe('1250000')
    expect(row[4]).toBe('Pending')
    expect(row[10]).toBe('Nominal "aneh"; tidak cocok\nperiksa')
    expect(row[7]).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}\.\d{2}$/)
    const filtered = await exportCsv('/api/admin/payments/export', {
      q: 'GRAFIK',
      status: 'completed',
    })
    expect(filtered.disposition).toMatch(/filename="pembayaran-\d{4}-\d{2}-\d{2}\.csv"/)
    const rows = parseCsv(filtered.text).slice(1)
    const listed = await apiGet(server.url, token, '/api/admin/payments', {
      q: 'GRAFIK',
      status: 'completed',
      perPage: 100,
    })
    expect(rows.map((r) => r[0])).toEqual(
      listed.body.items.map((t: { order_id: string }) => t.order_id),
    )
    expect(rows.length).toBe(7)
  })

  it('exports a class report: one row per student with steps and scores', async () => {
    const kelas = await createKelas(server, exportPaket.id, { judul: 'Metodologi; "Dasar"' })
    const pre = await createMateri(server, kelas.id, { type: 'pretest', judul: 'Pre', order: 0 })
    const lesson = await createMateri(server, kelas.id, { type: 'lesson', judul: 'L', order: 1 })
    const post = await createMateri(server, kelas.id, { type: 'posttest', judul: 'Post', order: 2 })
    const q1 = await createSoal(server, pre.id, { jawaban_benar: 'a' })
    const q2 = await createSoal(server, post.id, { jawaban_benar: 'b' })
    const a = await createUser(server, { role: 'subscriber', full_name: 'Ani; "A"' })
    const b = await createUser(server, { role: 'subscriber', full_name: 'Budi' })
    await subscribe(server, a.record.id, exportPaket.id)
    await subscribe(server, b.record.id, exportPaket.id)
    const done = async (u: TestUser, materi: RecordModel, answers: Record<string, string> = {}) => {
      const res = await push(server.url, u.client.authStore.token, {
        collection: 'progress',
        rows: [
          {
            newDocumentState: {
              materi_id: materi.id,
              status: 'complete',
              answers,
              completed_at: pbDate(Date.now()),
            },
          },
        ],
      })
      expect(res.body.rejected).toEqual([])
    }
    await done(a, pre, { [q1.id]: 'c' }) // 0
    await done(a, lesson)
    await done(a, post, { [q2.id]: 'b' }) // 100
    await done(b, pre, { [q1.id]: 'a' }) // 100
    const res = await exportCsv(`/api/admin/classes/${kelas.id}/report/export`)
    expect(res.status).toBe(200)
    expect(res.disposition).toMatch(
      /filename="laporan-kelas-metodologi-dasar-\d{4}-\d{2}-\d{2}\.csv"/,
    )
    const rows = parseCsv(res.text)
    expect(rows[0]).toEqual([
      'Nama',
      'Email',
      'Langkah selesai',
      'Jumlah langkah',
      'Tamat',
      'Nilai pre-test',
      'Nilai post-test',
      'Peningkatan',
      'Terakhir selesai',
    ])
    const byName = Object.fromEntries(rows.slice(1).map((r) => [r[0], r]))
    expect(byName['Ani; "A"'].slice(2, 8)).toEqual(['3', '3', 'Ya', '0', '100', '100'])
    expect(byName.Budi.slice(2, 8)).toEqual(['1', '3', 'Tidak', '100', '', ''])
    // Every enrolled student of the package is listed (the bulk student and the tricky one too).
    const enrolled = sqlRows<{ n: number }>(
      `SELECT COUNT(DISTINCT user_id) AS n FROM subscribers WHERE paket_id = '${exportPaket.id}' AND status = 'active' AND durasi_akhir > '${pbDate(Date.now())}'`,
    )[0].n
    expect(rows.length - 1).toBe(enrolled)
    expect((await exportCsv('/api/admin/classes/tidakada123456/report/export')).status).toBe(404)
  })
})
