// Generates the PWA's PNG icons and install-sheet screenshots into public/ (run once; the PNGs are
// committed). Icons come from public/icon.svg; the screenshots from the built app (dist/) served by
// PocketBase with the demo data, signed in as the demo student.
//   flock /tmp/e2e.lock npx vite build && flock /tmp/e2e.lock node scripts/make-icons.mjs [--icons-only]
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { chromium } from '@playwright/test'
import { ROOT, startPocketBase } from '../pocketbase/launcher.mjs'

const PUBLIC = path.join(ROOT, 'public')
// A flat fill instead of the SVG's subtle gradient: the PNGs compress several times smaller.
const svg = readFileSync(path.join(PUBLIC, 'icon.svg'), 'utf8').replace(
  'fill="url(#g)"',
  'fill="#f97316"',
)
const iconsOnly = process.argv.includes('--icons-only')
const svgUrl = `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`

/** `maskable`: the icon inside the 80% safe zone on a full-bleed brand background. */
const ICONS = [
  { file: 'icon-192.png', size: 192, maskable: false },
  { file: 'icon-512.png', size: 512, maskable: false },
  { file: 'icon-maskable-512.png', size: 512, maskable: true },
  { file: 'apple-touch-icon.png', size: 180, maskable: true },
]

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
})
try {
  const page = await browser.newPage()
  for (const icon of ICONS) {
    const inner = icon.maskable ? Math.round(icon.size * 0.72) : icon.size
    await page.setViewportSize({ width: icon.size, height: icon.size })
    await page.setContent(
      `<html><body style="margin:0;width:${icon.size}px;height:${icon.size}px;display:grid;place-items:center;` +
        `background:${icon.maskable ? '#f97316' : 'transparent'}">` +
        `<img src="${svgUrl}" width="${inner}" height="${inner}"></body></html>`,
    )
    await page.locator('img').evaluate((img) => img.decode())
    await page.screenshot({ path: path.join(PUBLIC, icon.file), omitBackground: !icon.maskable })
    console.log(`${icon.file}: ${statSync(path.join(PUBLIC, icon.file)).size} B`)
  }

  if (!iconsOnly) await screenshots()
} finally {
  await browser.close()
}

async function screenshots() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'pb-icons-'))
  const server = await startPocketBase({
    dataDir,
    publicDir: path.join(ROOT, 'dist'),
    onOutput: () => {},
    env: {
      PB_SEED: 'demo',
      PB_ADMIN_EMAIL: 'admin@icons.local',
      PB_ADMIN_PASSWORD: 'admin-icons-123',
      SMTP_HOST: '',
    },
  })
  try {
    const shots = [
      {
        file: 'screenshot-narrow.png',
        width: 390,
        height: 844,
        path: '/subscriber/classes',
        wait: 'Paket Aktif Anda',
      },
      {
        file: 'screenshot-wide.png',
        width: 1280,
        height: 720,
        path: '/dashboard',
        wait: 'siap belajar lagi?',
      },
    ]
    for (const shot of shots) {
      const context = await browser.newContext({
        baseURL: server.url,
        viewport: { width: shot.width, height: shot.height },
      })
      const p = await context.newPage()
      await p.goto('/login')
      await p.getByLabel('Email').fill('siti@demo.pendampingskripsi.id')
      await p.getByLabel('Password', { exact: false }).first().fill('demo12345')
      await p.getByRole('button', { name: 'Masuk', exact: true }).click()
      await p.waitForURL((u) => !u.pathname.startsWith('/login'))
      await p.goto(shot.path)
      await p.getByText(shot.wait).first().waitFor({ timeout: 30_000 })
      await p.waitForLoadState('networkidle')
      await p.waitForTimeout(1500)
      // Notices (e.g. about persistent storage) are not part of the screen being shown.
      await p
        .locator('.MuiSnackbar-root, [data-testid="toast"]')
        .evaluateAll((els) => els.forEach((el) => el.remove()))
      await p.screenshot({ path: path.join(PUBLIC, shot.file) })
      console.log(`${shot.file}: ${statSync(path.join(PUBLIC, shot.file)).size} B`)
      await context.close()
    }
  } finally {
    await server.stop()
    rmSync(dataDir, { recursive: true, force: true })
  }
}
