// The integration project's global setup (vite.config.ts): one PocketBase data dir with this run's
// migrations applied and the test admin created, made once per run. startTestServer
// (tests/support/pocketbase.ts) starts each test server on a copy of it instead of running `migrate up`
// of every migration (about 0.75 s of CPU on 2 cores), hashing a new admin password and signing the
// admin in (a bcrypt check each, about 0.25 s). Measured alone, the suite's PocketBase CPU went from
// 398 s to 362 s, and its time from 346 s to 329 s.
//
// The copies share the template's secrets: the admin's token, minted here once, signs every copy's
// admin in. Tests of the launcher, of backups and of restores start PocketBase themselves (through
// pocketbase/launcher.mjs, migrating as `npm start` does).
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { TestProject } from 'vitest/node'
// @ts-expect-error the launcher is plain ESM JavaScript shared with the CLI scripts
import { startPocketBase } from '../../pocketbase/launcher.mjs'
import { ADMIN_EMAIL, ADMIN_PASSWORD, baseServerEnv, type ServerTemplate } from './pocketbase'

export default async function setup(project: TestProject): Promise<() => void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'pb-template-'))
  let log = ''
  const server = await startPocketBase({
    dataDir,
    publicDir: null,
    onOutput: (line: string) => {
      log += line
    },
    env: baseServerEnv(),
  })
  try {
    const res = await fetch(`${server.url}/api/admins/auth-with-password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ identity: ADMIN_EMAIL, password: ADMIN_PASSWORD }),
    })
    if (!res.ok)
      throw new Error(`template admin sign-in: ${res.status} ${await res.text()}\n${log}`)
    const { token, admin } = (await res.json()) as ServerTemplate['adminAuth']
    project.provide('pocketbaseTemplate', { dataDir, adminAuth: { token, admin } })
  } finally {
    // A clean stop: SQLite folds its write-ahead log into data.db, so a copy of the folder is whole.
    await server.stop()
  }
  return () => rmSync(dataDir, { recursive: true, force: true })
}
