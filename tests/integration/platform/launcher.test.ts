import { chmodSync, copyFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import PocketBase from 'pocketbase'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
// @ts-expect-error the launcher is plain ESM JavaScript shared with the CLI scripts
import { findBinary, ROOT, startPocketBase } from '../../../pocketbase/launcher.mjs'
import { startTestServer, type TestServer } from '../../support/pocketbase'

describe('launcher', () => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer({ restartOnCrash: true })
  })
  afterAll(async () => {
    await server?.stop()
  })

  it('applies migrations and creates the admin from the environment', async () => {
    expect(server.admin.authStore.isValid).toBe(true)
    const health = await fetch(`${server.url}/api/health`)
    expect(health.status).toBe(200)
  })

  it('restarts PocketBase after a crash', async () => {
    const before = server.pid
    server.crash()
    const deadline = Date.now() + 15_000
    let up = false
    while (Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 200))
      try {
        if (server.pid !== before && (await fetch(`${server.url}/api/health`)).ok) {
          up = true
          break
        }
      } catch {
        // still restarting
      }
    }
    expect(up).toBe(true)
  })
})

/** Lines of PocketBase's development-mode SQL log ("[1.23ms] SELECT ..."). */
const SQL_LINE = /^\s*\[\d+(?:\.\d+)?m?s\]\s+(?:SELECT|INSERT|UPDATE|DELETE|CREATE|PRAGMA)\b/im

describe('launcher: production mode', () => {
  let binDir: string
  let bin: string
  beforeAll(() => {
    // A binary under the system's temporary directory makes PocketBase 0.22 guess development mode.
    binDir = mkdtempSync(path.join(tmpdir(), 'pb-bin-'))
    bin = path.join(binDir, 'pocketbase')
    copyFileSync(findBinary({}), bin)
    chmodSync(bin, 0o755)
  })
  afterAll(() => {
    rmSync(binDir, { recursive: true, force: true })
  })

  async function run(dev: boolean): Promise<string> {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'pb-mode-'))
    let log = ''
    const server = await startPocketBase({
      dataDir,
      publicDir: null,
      dev,
      onOutput: (line: string) => (log += line),
      env: {
        POCKETBASE_BIN: bin,
        PB_SEED: 'none',
        PB_ADMIN_EMAIL: 'mode@test.local',
        PB_ADMIN_PASSWORD: 'mode-password-123',
        SMTP_HOST: '',
      },
    })
    try {
      const pb = new PocketBase(server.url)
      await pb.admins.authWithPassword('mode@test.local', 'mode-password-123')
      await pb.collection('users').getList(1, 5, { filter: 'email = "rahasia@contoh.id"' })
      await fetch(`${server.url}/api/collections/users/auth-with-password`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ identity: 'rahasia@contoh.id', password: 'salah-sekali' }),
      })
      // Let the log lines arrive.
      await new Promise((r) => setTimeout(r, 300))
    } finally {
      await server.stop()
      rmSync(dataDir, { recursive: true, force: true })
    }
    return log
  }

  it('runs PocketBase with --dev=false from a temporary directory: no SQL statements in the output', async () => {
    const log = await run(false)
    expect(log).toContain('Server started')
    expect(log).not.toMatch(SQL_LINE)
    expect(log).not.toContain('rahasia@contoh.id')
  })

  it('only the dev launcher (npm run dev) turns development mode on, which logs SQL', async () => {
    // Control: the same requests in development mode do print SQL, so the check above can fail.
    expect(await run(true)).toMatch(SQL_LINE)
    const devScript = readFileSync(path.join(ROOT, 'pocketbase', 'dev.mjs'), 'utf8')
    expect(devScript).toMatch(/dev:\s*true/)
    for (const script of ['start.mjs', 'server.mjs']) {
      expect(readFileSync(path.join(ROOT, 'pocketbase', script), 'utf8')).not.toMatch(/dev:\s*true/)
    }
  })
})
