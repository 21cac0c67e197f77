// The setup project (playwright.config.ts): signs every demo role in once per run on every worker's
// server (scripts/e2e.mjs, E2E_SLOTS) and saves its session for the specs that start signed in
// (`test.use({ storageState: storageStateOf(role) })`, the worker's own server).
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { test as setup } from '@playwright/test'
import { baseURL, DEMO, sessionState, storageStateOf, type DemoRole } from './auth'

setup('sign in the demo roles', async ({ request }) => {
  const slots = JSON.parse(process.env.E2E_SLOTS ?? '[]') as { E2E_BASE_URL: string }[]
  const servers = slots.length ? slots.map((s) => s.E2E_BASE_URL) : [baseURL()]
  for (const [slot, server] of servers.entries()) {
    for (const role of Object.keys(DEMO) as DemoRole[]) {
      const file = storageStateOf(role, slot)
      mkdirSync(path.dirname(file), { recursive: true })
      const state = await sessionState(request, DEMO[role].email, undefined, server)
      writeFileSync(file, JSON.stringify(state, null, 2))
    }
  }
})
