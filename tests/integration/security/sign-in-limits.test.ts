// Sign-in hardening (docs/security.md) against a real PocketBase with the REAL default limits:
// password sign-in (per address and per identity, failures only), password reset and verification
// requests, e-mail checks; answers that do not reveal whether an e-mail has an account.
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { post } from '../../support/accounts-fixtures'
import { createUser, PASSWORD, uniqueEmail } from '../../support/fixtures'
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  startTestServer,
  type TestServer,
} from '../../support/pocketbase'

const MESSAGE = 'Terlalu banyak percobaan. Coba lagi dalam beberapa saat.'
let checks = 0
let failures = 0

/** Counts checks for the test summary (.tmp/test-summary/hardening.json). */
function check(fn: () => void) {
  checks += 1
  try {
    fn()
  } catch (err) {
    failures += 1
    throw err
  }
}

let nextAddress = 1
/** A fresh client address (the server trusts one proxy, so X-Forwarded-For is the client). */
function address(): string {
  nextAddress += 1
  return `198.51.${Math.floor(nextAddress / 250)}.${nextAddress % 250}`
}

function signIn(server: TestServer, identity: string, password: string, ip: string) {
  return post(
    `${server.url}/api/collections/users/auth-with-password`,
    { identity, password },
    { 'X-Forwarded-For': ip },
  )
}

/** `count` verified accounts with PASSWORD, created as the admin (no sign-in: no count anywhere). */
async function createAccounts(server: TestServer, count: number): Promise<string[]> {
  const emails = Array.from({ length: count }, () => uniqueEmail('kampus'))
  // A few at a time: each costs the server a bcrypt hash.
  for (let i = 0; i < emails.length; i += 10) {
    await Promise.all(
      emails.slice(i, i + 10).map((email) =>
        server.admin.collection('users').create({
          email,
          password: PASSWORD,
          passwordConfirm: PASSWORD,
          full_name: 'Mahasiswa Kampus',
          role: 'user',
          verified: true,
        }),
      ),
    )
  }
  return emails
}

function statusCounts(results: { status: number }[]): Record<number, number> {
  const counts: Record<number, number> = {}
  for (const r of results) counts[r.status] = (counts[r.status] ?? 0) + 1
  return counts
}

describe('sign-in hardening (real default limits)', () => {
  let server: TestServer
  beforeAll(async () => {
    // Real limits; TRUSTED_PROXY only so one test process can act as many client addresses. The
    // sign-in gate lets sign-ins wait up to 10 minutes here instead of 20 s, so a loaded test machine
    // shows as slowness, not as busy answers (503: tests/integration/security/sign-in-gate.test.ts).
    server = await startTestServer({ env: { TRUSTED_PROXY: '1', SIGN_IN_QUEUE: '100/600' } })
  }, 60_000)
  afterAll(async () => {
    await server?.stop()
    const dir = path.join(process.cwd(), '.tmp', 'test-summary')
    mkdirSync(dir, { recursive: true })
    writeFileSync(
      path.join(dir, 'hardening.json'),
      JSON.stringify({ label: 'pemeriksaan pengerasan', count: checks, failures }),
    )
  })

  it('answers an unknown e-mail and a wrong password identically (400 "Failed to authenticate.")', async () => {
    const user = await createUser(server)
    const ip = address()
    const unknown = await signIn(server, uniqueEmail('tidakada'), 'salah-sekali', ip)
    const wrong = await signIn(server, user.email, 'salah-sekali', ip)
    check(() => {
      expect(unknown.status).toBe(400)
      expect(wrong.status).toBe(400)
      expect(wrong.json).toEqual(unknown.json)
    })
  })

  it('an unknown e-mail takes about as long as a wrong password (the same bcrypt work)', async () => {
    // A password hashed by PocketBase itself: the cheap fixture hash would make any unknown e-mail
    // look slow enough.
    const user = await createUser(server, { pocketbaseHash: true })
    const timed = async (identity: string) => {
      const started = performance.now()
      const res = await signIn(server, identity, 'salah-sekali', address())
      expect(res.status).toBe(400)
      return performance.now() - started
    }
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!
    const known: number[] = []
    const unknown: number[] = []
    for (let i = 0; i < 3; i++) {
      known.push(await timed(user.email))
      unknown.push(await timed(uniqueEmail('tidakada')))
    }
    check(() => {
      // Without the equalisation an unknown e-mail answers ~10x faster.
      expect(median(unknown)).toBeGreaterThan(median(known) * 0.4)
      expect(server.output()).not.toContain('timing equalisation failed')
    })
  })

  it('blocks an account after 10 failed sign-ins from many addresses (429, Retry-After, Indonesian), even with the right password; others are unaffected', async () => {
    const victim = await createUser(server)
    const bystander = await createUser(server)
    // (Concurrently: each failure costs a bcrypt comparison.)
    const guesses = await Promise.all(
      Array.from({ length: 10 }, (_, i) => signIn(server, victim.email, `tebakan-${i}`, address())),
    )
    check(() => expect(guesses.map((r) => r.status)).toEqual(Array(10).fill(400)))
    const blocked = await fetch(`${server.url}/api/collections/users/auth-with-password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'X-Forwarded-For': address() },
      body: JSON.stringify({ identity: victim.email.toUpperCase(), password: victim.password }),
    })
    const body = (await blocked.json()) as { message?: string }
    check(() => {
      expect(blocked.status).toBe(429)
      expect(body.message).toBe(MESSAGE)
      const retry = Number(blocked.headers.get('Retry-After'))
      expect(retry).toBeGreaterThan(0)
      expect(retry).toBeLessThanOrEqual(300)
    })
    const other = await signIn(server, bystander.email, PASSWORD, address())
    check(() => expect(other.status).toBe(200))
  })

  it('blocks an address after 20 failed sign-ins over many e-mails; the same account signs in from another address', async () => {
    const user = await createUser(server)
    const sprayer = address()
    const sprayed = await Promise.all(
      Array.from({ length: 20 }, () =>
        signIn(server, uniqueEmail('semprot'), 'rahasia123', sprayer),
      ),
    )
    check(() => expect(sprayed.map((r) => r.status)).toEqual(Array(20).fill(400)))
    const blocked = await signIn(server, user.email, PASSWORD, sprayer)
    check(() => {
      expect(blocked.status).toBe(429)
      expect(blocked.json.message).toBe(MESSAGE)
    })
    const elsewhere = await signIn(server, user.email, PASSWORD, address())
    check(() => expect(elsewhere.status).toBe(200))
  })

  it('a campus behind one address: 50 students signing in at once with their right passwords all get in', async () => {
    const students = await createAccounts(server, 50)
    const campus = address()
    const results = await Promise.all(
      students.map((email) => signIn(server, email, PASSWORD, campus)),
    )
    check(() => expect(statusCounts(results)).toEqual({ 200: 50 }))
  }, 180_000)

  it('parallel guessing from one address stays bounded: of 50 wrong passwords sent at once, 20 are checked (400), 30 refused (429)', async () => {
    const guesser = address()
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        signIn(server, uniqueEmail('tebak'), `tebakan-${i}`, guesser),
      ),
    )
    check(() => {
      expect(statusCounts(results)).toEqual({ 400: 20, 429: 30 })
      expect(results.find((r) => r.status === 429)!.json.message).toBe(MESSAGE)
    })
  }, 120_000)

  it('password reset answers 204 alike for known and unknown e-mails, then 429 after 5 requests per address', async () => {
    const user = await createUser(server)
    const ip = address()
    const url = `${server.url}/api/collections/users/request-password-reset`
    const known = await post(url, { email: user.email }, { 'X-Forwarded-For': ip })
    const unknown = await post(url, { email: uniqueEmail('tidakada') }, { 'X-Forwarded-For': ip })
    check(() => {
      expect(known.status).toBe(204)
      expect(unknown.status).toBe(204)
      expect(known.json).toEqual(unknown.json)
    })
    for (let i = 0; i < 3; i++) {
      const res = await post(url, { email: uniqueEmail('reset') }, { 'X-Forwarded-For': ip })
      check(() => expect(res.status).toBe(204))
    }
    const sixth = await post(url, { email: user.email }, { 'X-Forwarded-For': ip })
    check(() => {
      expect(sixth.status).toBe(429)
      expect(sixth.json.message).toBe(MESSAGE)
    })
    const other = await post(url, { email: user.email }, { 'X-Forwarded-For': address() })
    check(() => expect(other.status).toBe(204))
  })

  it('verification requests: 204 for any e-mail, 429 after 5 per address', async () => {
    const ip = address()
    const url = `${server.url}/api/collections/users/request-verification`
    const statuses: number[] = []
    for (let i = 0; i < 6; i++)
      statuses.push(
        (await post(url, { email: uniqueEmail('verif') }, { 'X-Forwarded-For': ip })).status,
      )
    check(() => expect(statuses).toEqual([204, 204, 204, 204, 204, 429]))
  })

  it('e-mail check (/api/lms/email-authorized): exactly 10 per minute per address even when 25 arrive at once, then 429 in Indonesian', async () => {
    const ip = address()
    const results = await Promise.all(
      Array.from({ length: 25 }, () =>
        post(
          `${server.url}/api/lms/email-authorized`,
          { email: uniqueEmail('cek') },
          { 'X-Forwarded-For': ip },
        ),
      ),
    )
    const refused = results.filter((r) => r.status === 429)
    check(() => {
      // Counting is atomic: concurrent requests cannot slip past the limit.
      expect(results.filter((r) => r.status === 200).length).toBe(10)
      expect(refused.length).toBe(15)
      expect(refused[0]!.json.message).toBe(MESSAGE)
    })
  })

  it('sign-up (which tells whether an e-mail is authorised) allows 30 attempts per address per 10 minutes; superadmins are exempt', async () => {
    const ip = address()
    const url = `${server.url}/api/collections/users/records`
    const body = () => ({
      email: uniqueEmail('daftar'),
      password: 'rahasia123',
      passwordConfirm: 'rahasia123',
      full_name: 'Siswa',
    })
    // (Cheap attempts without a password: the limit counts requests before PocketBase reads them.)
    const attempts = await Promise.all(
      Array.from({ length: 30 }, () =>
        post(url, { email: uniqueEmail('daftar') }, { 'X-Forwarded-For': ip }),
      ),
    )
    const blocked = await post(url, body(), { 'X-Forwarded-For': ip })
    const byAdmin = await post(
      url,
      { ...body(), role: 'user' },
      { 'X-Forwarded-For': ip, Authorization: server.admin.authStore.token },
    )
    check(() => {
      // Refused (400: not authorised / no password) until the limit.
      expect(attempts.map((r) => r.status)).toEqual(Array(30).fill(400))
      expect(blocked.status).toBe(429)
      expect(blocked.json.message).toBe(MESSAGE)
      expect(byAdmin.status).toBe(200)
    })
  })

  it('the PocketBase admin sign-in is limited the same way', async () => {
    const ip = address()
    const url = `${server.url}/api/admins/auth-with-password`
    const guesses = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        post(
          url,
          { identity: ADMIN_EMAIL, password: `tebakan-${i}` },
          { 'X-Forwarded-For': address() },
        ),
      ),
    )
    check(() => expect(guesses.map((r) => r.status)).toEqual(Array(10).fill(400)))
    const blocked = await post(
      url,
      { identity: ADMIN_EMAIL, password: ADMIN_PASSWORD },
      { 'X-Forwarded-For': ip },
    )
    check(() => {
      expect(blocked.status).toBe(429)
      expect(blocked.json.message).toBe(MESSAGE)
    })
  })
})

describe('sign-in limits without TRUSTED_PROXY key on the socket address', () => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer({ env: { TRUSTED_PROXY: '', RATE_LIMIT_AUTH: '3/60' } })
  }, 60_000)
  afterAll(async () => {
    await server?.stop()
  })

  it('ignores X-Forwarded-For: a changing header does not escape the per-address limit', async () => {
    const statuses: number[] = []
    for (let i = 0; i < 4; i++) {
      statuses.push(
        (await signIn(server, uniqueEmail('palsu'), 'salah-sekali', `203.0.113.${i + 1}`)).status,
      )
    }
    check(() => expect(statuses).toEqual([400, 400, 400, 429]))
  })

  it('never counts successful sign-ins: 4 in a row over a limit of 3 all succeed', async () => {
    const other = await startTestServer({
      env: { RATE_LIMIT_AUTH: '3/60', RATE_LIMIT_AUTH_IDENTITY: '3/60' },
    })
    try {
      const user = await createUser(other)
      const statuses: number[] = []
      for (let i = 0; i < 4; i++)
        statuses.push((await signIn(other, user.email, PASSWORD, '127.0.0.1')).status)
      // Then failures still count: 3 wrong passwords, and the 4th attempt is refused.
      for (let i = 0; i < 3; i++)
        statuses.push((await signIn(other, user.email, 'salah-sekali', '127.0.0.1')).status)
      statuses.push((await signIn(other, user.email, PASSWORD, '127.0.0.1')).status)
      check(() => expect(statuses).toEqual([200, 200, 200, 200, 400, 400, 400, 429]))
    } finally {
      await other.stop()
    }
  })
})
