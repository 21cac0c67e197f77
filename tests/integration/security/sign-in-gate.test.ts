// The sign-in gate (pb_hooks/lib/accounts/sign-in-gate.js, docs/capacity.md 2.2) against a real
// PocketBase: a busy server answers 503 "Server sedang sibuk…" with Retry-After, never the
// wrong-password 400, both when its gate is full (a tiny gate stands in for a class signing in at
// once) and when PocketBase cancels a sign-in's query after --queryTimeout (0 s here: every query is
// cancelled, as a CPU starved by bcrypt made them in the measured storm).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
// @ts-expect-error the launcher is plain ESM JavaScript shared with the CLI scripts
import { findBinary, freePort, ROOT } from '../../../pocketbase/launcher.mjs'
import { post } from '../../support/accounts-fixtures'
import { PASSWORD, uniqueEmail } from '../../support/fixtures'
import { startTestServer, type TestServer } from '../../support/pocketbase'

const BUSY =
  'Server sedang sibuk karena banyak yang masuk bersamaan. Coba lagi dalam beberapa saat.'

async function createAccount(server: TestServer): Promise<string> {
  const email = uniqueEmail('gerbang')
  await server.admin.collection('users').create({
    email,
    password: PASSWORD,
    passwordConfirm: PASSWORD,
    full_name: 'Mahasiswa',
    role: 'user',
    verified: true,
  })
  return email
}

function expectBusyAnswer(res: Awaited<ReturnType<typeof post>>) {
  expect(res.status).toBe(503)
  expect(res.json.message).toBe(BUSY)
  expect(Number(res.headers.get('Retry-After'))).toBeGreaterThanOrEqual(1)
}

describe('a full sign-in gate (1 check at a time, 2 waiting)', () => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer({
      env: { TRUSTED_PROXY: '1', SIGN_IN_CONCURRENCY: '1', SIGN_IN_QUEUE: '2/20' },
    })
  }, 60_000)
  afterAll(async () => {
    await server?.stop()
  })

  it('answers 503 busy with Retry-After past the queue, never 400, to 8 students with right passwords at once; the waiting ones get in', async () => {
    const students = await Promise.all(Array.from({ length: 8 }, () => createAccount(server)))
    const results = await Promise.all(
      students.map((email, i) =>
        post(
          `${server.url}/api/collections/users/auth-with-password`,
          { identity: email, password: PASSWORD },
          { 'X-Forwarded-For': `192.0.2.${i + 1}` },
        ),
      ),
    )
    const statuses = results.map((r) => r.status)
    expect(statuses.filter((s) => s !== 200 && s !== 503)).toEqual([])
    // One checked at a time and two waiting: at least those three get in, the rest hear "busy".
    expect(statuses.filter((s) => s === 200).length).toBeGreaterThanOrEqual(3)
    const refused = results.filter((r) => r.status === 503)
    expect(refused.length).toBeGreaterThanOrEqual(1)
    for (const r of refused) expectBusyAnswer(r)
    // Busy answers are not failures: the same students sign in once the gate is free.
    for (const [i, email] of students.entries()) {
      if (statuses[i] !== 503) continue
      const again = await post(
        `${server.url}/api/collections/users/auth-with-password`,
        { identity: email, password: PASSWORD },
        { 'X-Forwarded-For': `192.0.2.${i + 1}` },
      )
      expect(again.status).toBe(200)
    }
  }, 120_000)

  it('a wrong password is still 400 "Email atau password salah." behind the gate', async () => {
    const email = await createAccount(server)
    const res = await post(
      `${server.url}/api/collections/users/auth-with-password`,
      { identity: email, password: 'salah-sekali' },
      { 'X-Forwarded-For': '192.0.2.200' },
    )
    expect(res.status).toBe(400)
    expect(res.json.message).toBe('Email atau password salah.')
  })
})

describe('PocketBase cancels the sign-in query (--queryTimeout=0)', () => {
  let child: ChildProcess | null = null
  let dataDir = ''
  let url = ''
  let output = ''
  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'pb-test-'))
    const bin = findBinary() as string
    const dirs = [
      `--dir=${dataDir}`,
      `--migrationsDir=${path.join(ROOT as string, 'pb_migrations')}`,
      `--hooksDir=${path.join(ROOT as string, 'pb_hooks')}`,
    ]
    const env = { ...process.env, PB_SEED: 'none', SMTP_HOST: '' }
    const migrated = spawnSync(bin, ['migrate', 'up', ...dirs], { env, encoding: 'utf8' })
    expect(migrated.status).toBe(0)
    const port = (await freePort()) as number
    url = `http://127.0.0.1:${port}`
    child = spawn(
      bin,
      [
        'serve',
        `--http=127.0.0.1:${port}`,
        ...dirs,
        '--automigrate=false',
        '--hooksWatch=false',
        '--dev=false',
        '--queryTimeout=0',
      ],
      { env, stdio: ['ignore', 'pipe', 'pipe'] },
    )
    child.stdout!.setEncoding('utf8').on('data', (s: string) => (output += s))
    child.stderr!.setEncoding('utf8').on('data', (s: string) => (output += s))
    for (let i = 0; i < 100; i++) {
      try {
        if ((await fetch(`${url}/api/health`)).ok) return
      } catch {
        // not listening yet
      }
      await new Promise((r) => setTimeout(r, 100))
    }
    throw new Error(`PocketBase did not start:\n${output}`)
  }, 60_000)
  afterAll(async () => {
    // PocketBase writes into its data dir until it has exited (removing it earlier failed with
    // ENOTEMPTY once on a loaded machine).
    if (child && child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child!.once('exit', resolve))
      child.kill('SIGTERM')
      await exited
    }
    if (dataDir) rmSync(dataDir, { recursive: true, force: true })
  }, 30_000)

  it('answers a student and the PocketBase admin 503 busy with Retry-After, not 400', async () => {
    const student = await post(`${url}/api/collections/users/auth-with-password`, {
      identity: uniqueEmail('batas-waktu'),
      password: PASSWORD,
    })
    const admin = await post(`${url}/api/admins/auth-with-password`, {
      identity: 'admin@test.local',
      password: PASSWORD,
    })
    expectBusyAnswer(student)
    expectBusyAnswer(admin)
    expect(output).toContain('context deadline exceeded')
  })
})
