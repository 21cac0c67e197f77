// Starts a real PocketBase (temp data dir, free port) through the project's launcher.
import { cpSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import PocketBase, { type AdminModel } from 'pocketbase'
import { inject } from 'vitest'
// @ts-expect-error the launcher is plain ESM JavaScript shared with the CLI scripts
import { startPocketBase } from '../../pocketbase/launcher.mjs'

export const ADMIN_EMAIL = 'admin@test.local'
export const ADMIN_PASSWORD = 'admin-password-123'

export interface TestServer {
  url: string
  dataDir: string
  /** An SDK client signed in as the PocketBase admin. */
  admin: PocketBase
  /** A fresh, anonymous SDK client. */
  client(): PocketBase
  /** Server output so far (for debugging failed tests). */
  output(): string
  stop(): Promise<void>
  crash(): void
  pid: number
}

export interface StartOptions {
  seed?: 'none' | 'demo'
  env?: Record<string, string>
  publicDir?: string | null
  restartOnCrash?: boolean
}

/** A migrated data dir with the test admin, and that admin's auth (tests/support/pocketbase-template.ts). */
export interface ServerTemplate {
  dataDir: string
  adminAuth: { token: string; admin: AdminModel }
}

declare module 'vitest' {
  export interface ProvidedContext {
    pocketbaseTemplate: ServerTemplate
  }
}

/** The environment of every test server (options.env adds to it). */
export function baseServerEnv(): Record<string, string> {
  return {
    PB_ADMIN_EMAIL: ADMIN_EMAIL,
    PB_ADMIN_PASSWORD: ADMIN_PASSWORD,
    PB_SEED: 'none',
    SMTP_HOST: '',
    // POST /api/test/auth-token/:id and /api/test/users for the admin (pb_hooks/test-tokens.pb.js):
    // createUser makes its user with a cheap password hash and signs it in without a bcrypt check.
    PB_TEST_TOKENS: '1',
  }
}

/** The integration run's template (its global setup provides it), or undefined outside that run. */
function serverTemplate(): ServerTemplate | undefined {
  return inject('pocketbaseTemplate') as ServerTemplate | undefined
}

export async function startTestServer(options: StartOptions = {}): Promise<TestServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'pb-test-'))
  // A copy of the run's migrated template when there is one: no `migrate up`, no new admin hash.
  const template = serverTemplate()
  if (template) cpSync(template.dataDir, dataDir, { recursive: true })
  let log = ''
  const server = await startPocketBase({
    dataDir,
    migrated: Boolean(template),
    publicDir: options.publicDir ?? null,
    restartOnCrash: options.restartOnCrash ?? false,
    onOutput: (line: string) => {
      log += line
    },
    env: { ...baseServerEnv(), PB_SEED: options.seed ?? 'none', ...options.env },
  })
  const client = () => {
    const pb = new PocketBase(server.url)
    pb.autoCancellation(false)
    return pb
  }
  const admin = client()
  if (template) admin.authStore.save(template.adminAuth.token, template.adminAuth.admin)
  else await admin.admins.authWithPassword(ADMIN_EMAIL, ADMIN_PASSWORD)
  return {
    url: server.url,
    dataDir,
    admin,
    client,
    output: () => log,
    crash: () => server.crash(),
    get pid() {
      return server.pid as number
    },
    async stop() {
      await server.stop()
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}
