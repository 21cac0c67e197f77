// Sign-up for authorised e-mails, the owner's limits on their account, Indonesian validation
// errors, the public email-authorized route with its rate limit, and the no-SMTP demo path.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from '../../support/pocketbase'
import {
  NOT_AUTHORIZED,
  authorize,
  createPackage,
  failure,
  findUser,
  post,
  signUp,
  subscriptionsOf,
  uniqueEmail,
} from '../../support/accounts-fixtures'

describe('accounts: sign-up (no SMTP configured)', () => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer()
  })
  afterAll(async () => {
    await server?.stop()
  })

  it('refuses an e-mail that is not authorised, with the exact Indonesian message', async () => {
    const email = uniqueEmail('asing')
    const err = await failure(signUp(server.client(), email))
    expect(err.status).toBe(400)
    expect(err.response.message).toBe(NOT_AUTHORIZED)
    expect(err.response.data.email.message).toBe(NOT_AUTHORIZED)
    expect(await findUser(server.admin, email)).toBeNull()
  })

  it('accepts an authorised e-mail in any case and stores it lower-cased', async () => {
    // PocketBase validates the e-mail format before any hook runs: clients trim it (the sign-up form does).
    const email = uniqueEmail('Budi')
    await authorize(server.admin, email.toLowerCase())
    await signUp(server.client(), email.toUpperCase())
    const stored = await findUser(server.admin, email.toLowerCase())
    expect(stored?.email).toBe(email.toLowerCase())
    expect(stored?.role).toBe('user')
    expect(stored?.credits).toBe(0)
    // No SMTP: the demo verifies on creation.
    expect(stored?.verified).toBe(true)
    const pb = server.client()
    await pb.collection('users').authWithPassword(email.toLowerCase(), 'rahasia123')
    expect(pb.authStore.model?.id).toBe(stored?.id)
  })

  it('never lets a sign-up choose role, credits or verified', async () => {
    const email = uniqueEmail('licik')
    await authorize(server.admin, email)
    const fields: Record<string, string> = {
      role: 'Role',
      credits: 'Kredit',
      verified: 'Status verifikasi',
    }
    for (const extra of [{ role: 'superadmin' }, { credits: 1000 }, { verified: true }]) {
      const err = await failure(signUp(server.client(), email, 'rahasia123', extra))
      expect(err.status).toBe(400)
      const field = Object.keys(extra)[0]
      expect(err.response.data[field].message).toBe(
        `${fields[field]} tidak dapat diatur saat pendaftaran.`,
      )
    }
    // Other field errors of the same request are kept.
    const both = await failure(signUp(server.client(), email, '123', { role: 'superadmin' }))
    expect(both.response.data.role.message).toBe('Role tidak dapat diatur saat pendaftaran.')
    expect(both.response.data.password.message).toBe('Password minimal 6 karakter')
    expect(await findUser(server.admin, email)).toBeNull()
  })

  it('answers validation errors in Indonesian, per field', async () => {
    const email = uniqueEmail('valid')
    await authorize(server.admin, email)
    const short = await failure(signUp(server.client(), email, '12345'))
    expect(short.status).toBe(400)
    expect(short.response.data.password).toEqual({
      code: 'validation_length_out_of_range',
      message: 'Password minimal 6 karakter',
    })
    expect(short.response.message).toBe('Password minimal 6 karakter')

    const mismatch = await failure(
      server
        .client()
        .collection('users')
        .create({ email, password: 'rahasia123', passwordConfirm: 'rahasia124' }),
    )
    expect(mismatch.response.data.passwordConfirm.message).toBe('Password tidak sama')

    const invalid = await failure(signUp(server.client(), 'bukan-email'))
    expect(invalid.response.data.email.message).toBe('Format email tidak valid')

    await signUp(server.client(), email)
    const taken = await failure(signUp(server.client(), email))
    expect(taken.status).toBe(400)
    expect(taken.response.data.email.message).toBe('Email sudah terdaftar')
    // Another spelling of the same address is the same account.
    const takenUpper = await failure(signUp(server.client(), email.toUpperCase()))
    expect(takenUpper.response.data.email.message).toBe('Email sudah terdaftar')
  })

  it('translates a failed password sign-in', async () => {
    const err = await failure(
      server.client().collection('users').authWithPassword(uniqueEmail('x'), 'salah123'),
    )
    expect(err.status).toBe(400)
    expect(err.response.message).toBe('Email atau password salah.')
  })

  it('lets the owner change full_name only', async () => {
    const email = uniqueEmail('pemilik')
    await authorize(server.admin, email)
    await signUp(server.client(), email)
    const pb = server.client()
    await pb.collection('users').authWithPassword(email, 'rahasia123')
    const id = pb.authStore.model!.id

    const renamed = await pb.collection('users').update(id, { full_name: '  Nama   Baru ' })
    expect(renamed.full_name).toBe('Nama Baru')

    for (const change of [
      { role: 'superadmin' },
      { credits: 99 },
      { verified: false },
      { email: uniqueEmail('lain') },
    ]) {
      const err = await failure(pb.collection('users').update(id, change))
      expect(err.status).toBe(400)
      expect(err.response.message).toMatch(/^Anda hanya dapat mengubah nama lengkap\./)
    }
    const after = await server.admin.collection('users').getOne(id)
    expect(after.role).toBe('user')
    expect(after.credits).toBe(0)
    expect(after.verified).toBe(true)
    expect(after.email).toBe(email)

    // Changing the password the PocketBase way stays possible.
    await pb.collection('users').update(id, {
      oldPassword: 'rahasia123',
      password: 'baru12345',
      passwordConfirm: 'baru12345',
    })
    await server.client().collection('users').authWithPassword(email, 'baru12345')
  })

  it('refuses an e-mail change request by the owner', async () => {
    const email = uniqueEmail('ganti')
    await authorize(server.admin, email)
    await signUp(server.client(), email)
    const pb = server.client()
    await pb.collection('users').authWithPassword(email, 'rahasia123')
    const err = await failure(pb.collection('users').requestEmailChange(uniqueEmail('baru')))
    expect(err.status).toBe(400)
    expect(err.response.message).toMatch(/^Email tidak dapat diubah/)
  })

  it('demo path: a verified-on-creation account receives its package and pending credits once', async () => {
    const paket = await createPackage(server.admin, { nama_paket: 'Paket Demo', durasi_hari: 45 })
    const email = uniqueEmail('pembeli')
    await authorize(server.admin, email, { paket_id: paket.id, pending_credits: 7 })
    const before = Date.now()
    await signUp(server.client(), email)
    const user = (await findUser(server.admin, email))!
    expect(user.verified).toBe(true)
    expect(user.role).toBe('subscriber')
    expect(user.credits).toBe(7)
    const subs = await subscriptionsOf(server.admin, user.id)
    expect(subs).toHaveLength(1)
    expect(subs[0].paket_id).toBe(paket.id)
    expect(subs[0].status).toBe('active')
    const end = new Date(subs[0].durasi_akhir.replace(' ', 'T'))
    // End of day in Asia/Jakarta (UTC+7): 16:59:59.999 UTC, 45 days on.
    expect(end.getUTCHours()).toBe(16)
    expect(end.getUTCMinutes()).toBe(59)
    const days = (end.getTime() - before) / 86_400_000
    expect(days).toBeGreaterThan(44)
    expect(days).toBeLessThan(46.1)
    const auth = await server.admin
      .collection('authorized_emails')
      .getFirstListItem(server.admin.filter('email = {:email}', { email }))
    expect(auth.pending_credits).toBe(0)
  })

  it('email-authorized answers true/false and validates its input', async () => {
    const email = uniqueEmail('cek')
    await authorize(server.admin, email)
    const url = `${server.url}/api/lms/email-authorized`
    expect((await post(url, { email: ` ${email.toUpperCase()} ` })).json).toEqual({
      authorized: true,
    })
    expect((await post(url, { email: uniqueEmail('tidak') })).json).toEqual({ authorized: false })
    expect((await post(url, { email: 'bukan email' })).json).toEqual({ authorized: false })
    const missing = await post(url, {})
    expect(missing.status).toBe(400)
  })

  // Runs last in this file: it uses up this client's budget of the email-authorized route.
  it('email-authorized is rate-limited per socket address; X-Forwarded-For is ignored without TRUSTED_PROXY', async () => {
    const url = `${server.url}/api/lms/email-authorized`
    let limited: Awaited<ReturnType<typeof post>> | null = null
    for (let i = 0; i < 15 && !limited; i++) {
      const res = await post(
        url,
        { email: uniqueEmail('spam') },
        { 'X-Forwarded-For': `10.0.0.${i}` },
      )
      if (res.status === 429) limited = res
      else expect(res.status).toBe(200)
    }
    expect(limited).not.toBeNull()
    expect(limited!.json.message).toBe('Terlalu banyak percobaan. Coba lagi dalam beberapa saat.')
    expect(Number(limited!.headers.get('retry-after'))).toBeGreaterThan(0)
  })
})
