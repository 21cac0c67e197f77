// Google sign-in (docs/contract.md, "Roles and access"): PocketBase's real Google provider pointed
// at a local fake of Google's token and userinfo endpoints. Only existing accounts or authorised
// provider e-mails get in.
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from '../../support/pocketbase'
import { startSmtpSink, type SmtpSink } from '../../support/smtp-sink'
import {
  NOT_AUTHORIZED,
  authorize,
  createPackage,
  failure,
  findUser,
  subscriptionsOf,
  uniqueEmail,
} from '../../support/accounts-fixtures'

interface GoogleProfile {
  id: string
  email: string
  name: string
  verified_email: boolean
}

/** Google's token + userinfo endpoints: each authorisation code stands for one profile. */
async function startFakeGoogle() {
  const profiles = new Map<string, GoogleProfile>()
  const server = http.createServer((req, res) => {
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' })
      res.end(JSON.stringify(body))
    }
    if (req.method === 'POST' && req.url?.startsWith('/token')) {
      let raw = ''
      req.on('data', (d: Buffer) => (raw += d.toString()))
      req.on('end', () => {
        const code = new URLSearchParams(raw).get('code') ?? ''
        if (!profiles.has(code)) return send(400, { error: 'invalid_grant' })
        send(200, { access_token: `token-${code}`, token_type: 'Bearer', expires_in: 3600 })
      })
      return
    }
    if (req.method === 'GET' && req.url?.startsWith('/userinfo')) {
      const code = (req.headers.authorization ?? '').replace(/^Bearer token-/, '')
      const profile = profiles.get(code)
      return profile
        ? send(200, { ...profile, picture: '' })
        : send(401, { error: 'invalid_token' })
    }
    send(404, {})
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()))
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  let n = 0
  return {
    url,
    /** An authorisation code for which the provider will answer with this profile. */
    code(profile: Partial<GoogleProfile> & { email: string }) {
      n += 1
      const code = `code${n}`
      profiles.set(code, {
        id: `google-${n}`,
        name: 'Pengguna Google',
        verified_email: true,
        ...profile,
      })
      return code
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

describe('accounts: Google sign-in restriction', () => {
  let server: TestServer
  let google: Awaited<ReturnType<typeof startFakeGoogle>>
  let sink: SmtpSink

  const signIn = (code: string, createData?: Record<string, unknown>) =>
    server
      .client()
      .collection('users')
      .authWithOAuth2Code('google', code, 'verifier', 'http://localhost/login', createData)

  beforeAll(async () => {
    google = await startFakeGoogle()
    // With OAuth2 linked, PocketBase 0.22 mails a login alert on a password sign-in: it needs SMTP.
    sink = await startSmtpSink()
    server = await startTestServer({ env: { SMTP_HOST: sink.host, SMTP_PORT: String(sink.port) } })
    await server.admin.settings.update({
      googleAuth: {
        enabled: true,
        clientId: 'client-id',
        clientSecret: 'client-secret',
        authUrl: `${google.url}/auth`,
        tokenUrl: `${google.url}/token`,
        userApiUrl: `${google.url}/userinfo`,
      },
    })
  })
  afterAll(async () => {
    await server?.stop()
    await google?.stop()
    await sink?.stop()
  })

  it('the SDK lists Google among the auth methods once it is enabled', async () => {
    const methods = await server.client().collection('users').listAuthMethods()
    expect(methods.authProviders.map((p) => p.name)).toContain('google')
    expect(methods.emailPassword).toBe(true)
  })

  it('refuses a new account for an e-mail that is not authorised', async () => {
    const email = uniqueEmail('google.asing')
    const err = await failure(signIn(google.code({ email })))
    expect(err.status).toBe(400)
    expect(err.response.message).toBe(NOT_AUTHORIZED)
    expect(await findUser(server.admin, email)).toBeNull()
  })

  it('ignores an e-mail supplied in createData and refuses other createData fields', async () => {
    const authorised = uniqueEmail('google.sah')
    await authorize(server.admin, authorised)
    const stranger = uniqueEmail('google.penyusup')
    const viaCreateData = await failure(
      signIn(google.code({ email: stranger }), { email: authorised }),
    )
    expect(viaCreateData.status).toBe(400)
    expect(await findUser(server.admin, authorised)).toBeNull()
    expect(await findUser(server.admin, stranger)).toBeNull()

    const withRole = await failure(
      signIn(google.code({ email: authorised }), { role: 'superadmin', credits: 50 }),
    )
    expect(withRole.status).toBe(400)
    expect(await findUser(server.admin, authorised)).toBeNull()
  })

  it('refuses when Google does not vouch for the e-mail', async () => {
    const email = uniqueEmail('google.belum')
    await authorize(server.admin, email)
    const err = await failure(signIn(google.code({ email, verified_email: false })))
    expect(err.status).toBe(400)
    expect(await findUser(server.admin, email)).toBeNull()
  })

  it('creates a verified account for an authorised e-mail and grants the purchase', async () => {
    const paket = await createPackage(server.admin, { nama_paket: 'Paket Google', durasi_hari: 30 })
    const email = uniqueEmail('google.pembeli')
    await authorize(server.admin, email, { paket_id: paket.id, pending_credits: 3 })
    const auth = await signIn(google.code({ email, id: 'google-rina', name: 'Rina Google' }), {
      full_name: 'Rina',
    })
    expect(auth.record.role).toBe('subscriber')
    expect(auth.record.credits).toBe(3)
    const user = (await findUser(server.admin, email))!
    expect(user.verified).toBe(true)
    expect(user.role).toBe('subscriber')
    expect(user.credits).toBe(3)
    expect(user.full_name).toBe('Rina')
    expect(await subscriptionsOf(server.admin, user.id)).toHaveLength(1)

    // Signing in again (the same Google account) changes nothing.
    await signIn(google.code({ email, id: 'google-rina' }))
    const again = (await findUser(server.admin, email))!
    expect(again.credits).toBe(3)
    expect(await subscriptionsOf(server.admin, user.id)).toHaveLength(1)
  })

  it('signs in to an existing account even if its e-mail is no longer authorised', async () => {
    const email = uniqueEmail('google.lama')
    await server.admin.collection('users').create({
      email,
      password: 'rahasia123',
      passwordConfirm: 'rahasia123',
      verified: true,
      role: 'user',
      full_name: 'Lama',
    })
    const auth = await signIn(google.code({ email }))
    expect(auth.record.email).toBe(email)
    // The password still works for a verified account.
    await server.client().collection('users').authWithPassword(email, 'rahasia123')
  })

  it('pre-hijacking: an unverified account with that e-mail loses its password when Google vouches', async () => {
    const email = uniqueEmail('google.korban')
    await authorize(server.admin, email, { pending_credits: 4 })
    // Someone registered the buyer's e-mail with a password but never confirmed the mailbox.
    await server.admin.collection('users').create({
      email,
      password: 'penyerang1',
      passwordConfirm: 'penyerang1',
      verified: false,
      role: 'user',
    })
    const auth = await signIn(google.code({ email }))
    expect(auth.record.email).toBe(email)
    const user = (await findUser(server.admin, email))!
    expect(user.verified).toBe(true)
    expect(user.credits).toBe(4)
    await failure(server.client().collection('users').authWithPassword(email, 'penyerang1'))
  })
})
