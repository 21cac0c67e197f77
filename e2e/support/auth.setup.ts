// The setup project (playwright.config.ts): signs every demo role in once per run and saves its
// session for the specs that start signed in (`test.use({ storageState: storageStateOf(role) })`).
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { test as setup } from '@playwright/test'
import { DEMO, sessionState, storageStateOf, type DemoRole } from './auth'

setup('sign in the demo roles', async ({ request }) => {
  for (const role of Object.keys(DEMO) as DemoRole[]) {
    const file = storageStateOf(role)
    mkdirSync(path.dirname(file), { recursive: true })
    writeFileSync(file, JSON.stringify(await sessionState(request, DEMO[role].email), null, 2))
  }
})
