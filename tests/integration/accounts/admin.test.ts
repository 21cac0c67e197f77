// Superadmin routes: email-exists and subscribers (one transaction), and the rate limit behind a
// trusted proxy.
import type PocketBase from 'pocketbase'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from '../../support/pocketbase'
import {
  authorize,
  createPackage,
  findUser,
  post,
  subscriptionsOf,
  uniqueEmail,
} from '../../support/accounts-fixtures'

describe('accounts: superadmin routes', () => {
  let server: TestServer
  let superToken = ''
  let studentToken = ''
  let paketId = ''

  async function userToken(role: 'superadmin' | 'user'): Promise<string> {
    const email = uniqueEmail(role)
    await server.admin.collection('users').create({
      email,
      password: 'rahasia123',
      passwordConfirm: 'rahasia123',
      verified: true,
      role,
      full_name: role,
    })
    const pb: PocketBase = server.client()
    await pb.collection('users').authWithPassword(email, 'rahasia123')
    return pb.authStore.token
  }

  const as = (token: string): Record<string, string> => (token ? { Authorization: token } : {})

  beforeAll(async () => {
    server = await startTestServer({
      env: { TRUSTED_PROXY: '1', RATE_LIMIT_EMAIL_AUTHORIZED: '3/60' },
    })
    superToken = await userToken('superadmin')
    studentToken = await userToken('user')
    paketId = (await createPackage(server.admin, { nama_paket: 'Paket Pro', durasi_hari: 60 })).id
  })
  afterAll(async () => {
    await server?.stop()
  })

  it('email-exists: superadmin only, case-insensitive', async () => {
    const email = uniqueEmail('ada')
    await server.admin
      .collection('users')
      .create({ email, password: 'rahasia123', passwordConfirm: 'rahasia123' })
    const url = `${server.url}/api/lms/email-exists`
    expect((await post(url, { email: email.toUpperCase() }, as(superToken))).json).toEqual({
      exists: true,
    })
    expect((await post(url, { email: uniqueEmail('belum') }, as(superToken))).json).toEqual({
      exists: false,
    })
    expect((await post(url, { email }, as(studentToken))).status).toBe(403)
    expect((await post(url, { email }, {})).status).toBe(403)
    // The PocketBase admin counts as superadmin.
    expect((await post(url, { email }, as(server.admin.authStore.token))).json).toEqual({
      exists: true,
    })
  })

  it('subscribers: creates a verified subscriber, the subscription and the authorised e-mail', async () => {
    const email = uniqueEmail('Baru')
    const before = Date.now()
    const res = await post(
      `${server.url}/api/lms/subscribers`,
      { email: ` ${email} `, full_name: ' Siti Aminah ', paket_id: paketId },
      as(superToken),
    )
    expect(res.status).toBe(200)
    const body = res.json as { user: { id: string; full_name: string }; password: string }
    expect(body.user.full_name).toBe('Siti Aminah')
    expect(body.password).toMatch(/^[A-Za-z0-9]{12}$/)

    const user = (await findUser(server.admin, email.toLowerCase()))!
    expect(user.id).toBe(body.user.id)
    expect(user.verified).toBe(true)
    expect(user.role).toBe('subscriber')
    const subs = await subscriptionsOf(server.admin, user.id)
    expect(subs).toHaveLength(1)
    expect(subs[0].status).toBe('active')
    expect(user.subscription_ids).toEqual([subs[0].id])
    const days = (new Date(subs[0].durasi_akhir.replace(' ', 'T')).getTime() - before) / 86_400_000
    expect(days).toBeGreaterThan(59)
    expect(days).toBeLessThan(61.1)
    const auth = await server.admin
      .collection('authorized_emails')
      .getFirstListItem(server.admin.filter('email = {:e}', { e: email.toLowerCase() }))
    expect(auth.source).toBe('admin')
    expect(auth.paket_id).toBe(paketId)

    // The generated password signs in.
    await server.client().collection('users').authWithPassword(email.toLowerCase(), body.password)
  })

  it('subscribers: custom duration and password; pending credits of an earlier purchase are granted', async () => {
    const email = uniqueEmail('kustom')
    await authorize(server.admin, email, { pending_credits: 5 })
    const before = Date.now()
    const res = await post(
      `${server.url}/api/lms/subscribers`,
      {
        email,
        full_name: 'Andi',
        paket_id: paketId,
        custom_duration: '7',
        custom_password: 'pilihan123',
      },
      as(superToken),
    )
    expect(res.status).toBe(200)
    expect(res.json.password).toBe('pilihan123')
    const user = (await findUser(server.admin, email))!
    expect(user.credits).toBe(5)
    const subs = await subscriptionsOf(server.admin, user.id)
    const days = (new Date(subs[0].durasi_akhir.replace(' ', 'T')).getTime() - before) / 86_400_000
    expect(days).toBeGreaterThan(6)
    expect(days).toBeLessThan(8.1)
    await server.client().collection('users').authWithPassword(email, 'pilihan123')
  })

  it('subscribers: errors carry error, errorCode and details', async () => {
    const url = `${server.url}/api/lms/subscribers`
    const existing = uniqueEmail('sudah')
    await server.admin
      .collection('users')
      .create({ email: existing, password: 'rahasia123', passwordConfirm: 'rahasia123' })

    const taken = await post(
      url,
      { email: existing.toUpperCase(), full_name: 'X', paket_id: paketId },
      as(superToken),
    )
    expect(taken.status).toBe(409)
    expect(taken.json.errorCode).toBe('EMAIL_EXISTS')
    expect(taken.json.error).toBe('Email sudah terdaftar')
    expect(taken.json.details).toBe('Email sudah terdaftar di sistem')

    const missing = await post(
      url,
      { email: uniqueEmail('x'), full_name: '', paket_id: paketId },
      as(superToken),
    )
    expect(missing.status).toBe(400)
    expect(missing.json.errorCode).toBe('VALIDATION')
    expect(missing.json.error).toBe('Email, nama lengkap, dan paket harus diisi')

    const badDuration = await post(
      url,
      { email: uniqueEmail('x'), full_name: 'X', paket_id: paketId, custom_duration: 0 },
      as(superToken),
    )
    expect(badDuration.json.errorCode).toBe('VALIDATION')

    const noPackage = await post(
      url,
      { email: uniqueEmail('x'), full_name: 'X', paket_id: 'tidakadapaket01' },
      as(superToken),
    )
    expect(noPackage.status).toBe(404)
    expect(noPackage.json.errorCode).toBe('PACKAGE_NOT_FOUND')
  })

  it('subscribers: superadmin only (403 for a student and for anonymous callers)', async () => {
    const email = uniqueEmail('terlarang')
    const url = `${server.url}/api/lms/subscribers`
    for (const headers of [as(studentToken), {}]) {
      const res = await post(url, { email, full_name: 'X', paket_id: paketId }, headers)
      expect(res.status).toBe(403)
      expect(res.json.errorCode).toBe('FORBIDDEN')
    }
    expect(await findUser(server.admin, email)).toBeNull()
  })

  it('subscribers: a failure inside the transaction leaves nothing behind', async () => {
    // The user is validated by PocketBase's form after the authorised e-mail was written: a password
    // too short fails there, and the whole transaction must roll back.
    const email = uniqueEmail('gagal')
    const totals = async () =>
      Promise.all(
        ['users', 'authorized_emails', 'subscribers'].map(
          async (c) => (await server.admin.collection(c).getList(1, 1)).totalItems,
        ),
      )
    const before = await totals()
    const res = await post(
      `${server.url}/api/lms/subscribers`,
      { email, full_name: 'Gagal', paket_id: paketId, custom_password: '123' },
      as(superToken),
    )
    expect(res.status).toBe(400)
    expect(res.json.errorCode).toBe('VALIDATION')
    expect(res.json.error).toBe('Password minimal 6 karakter')
    expect((res.json.details as Record<string, string>).password).toBe(
      'Password minimal 6 karakter',
    )
    expect(await findUser(server.admin, email)).toBeNull()
    const auth = await server.admin
      .collection('authorized_emails')
      .getList(1, 1, { filter: server.admin.filter('email = {:e}', { e: email }) })
    expect(auth.totalItems).toBe(0)
    const subs = await server.admin
      .collection('subscribers')
      .getList(1, 1, { filter: 'user_id.email = "' + email + '"' })
    expect(subs.totalItems).toBe(0)
    // Not one row of any of the three collections was left behind.
    expect(await totals()).toEqual(before)
  })

  it('a superadmin marking an account verified grants its purchase once', async () => {
    const email = uniqueEmail('manual')
    await authorize(server.admin, email, { paket_id: paketId, pending_credits: 2 })
    const created = await server.admin.collection('users').create({
      email,
      password: 'rahasia123',
      passwordConfirm: 'rahasia123',
      verified: false,
    })
    expect(created.role).toBe('user')
    expect(await subscriptionsOf(server.admin, created.id)).toHaveLength(0)

    const superadmin = server.client()
    superadmin.authStore.save(superToken, null)
    await superadmin.collection('users').update(created.id, { verified: true })
    const user = (await findUser(server.admin, email))!
    expect(user.role).toBe('subscriber')
    expect(user.credits).toBe(2)
    expect(await subscriptionsOf(server.admin, user.id)).toHaveLength(1)

    // Later edits do not grant again (e.g. after the superadmin removed that subscription).
    const subs = await subscriptionsOf(server.admin, user.id)
    await server.admin.collection('subscribers').delete(subs[0].id)
    await superadmin.collection('users').update(created.id, { full_name: 'Diubah' })
    expect(await subscriptionsOf(server.admin, user.id)).toHaveLength(0)
  })

  it('with TRUSTED_PROXY the rate limit keys on X-Forwarded-For (the address the proxy saw)', async () => {
    const url = `${server.url}/api/lms/email-authorized`
    const client = (ip: string) => ({ 'X-Forwarded-For': `203.0.113.99, ${ip}` })
    for (let i = 0; i < 3; i++)
      expect((await post(url, { email: uniqueEmail('a') }, client('198.51.100.1'))).status).toBe(
        200,
      )
    const limited = await post(url, { email: uniqueEmail('a') }, client('198.51.100.1'))
    expect(limited.status).toBe(429)
    expect(limited.json.message).toBe('Terlalu banyak percobaan. Coba lagi dalam beberapa saat.')
    // Another client behind the same proxy has its own budget; the spoofable left-most entry is not the key.
    expect((await post(url, { email: uniqueEmail('b') }, client('198.51.100.2'))).status).toBe(200)
  })
})
