// A bench page: a module of the bench's own (`source`, importing the app's src/ modules) built by Vite
// as a library into `<dir>/public` with an index.html that exposes its exports as `window.bench`.
// Served by the bench's PocketBase, it runs the app's own code in Chromium without the app's UI.
/* global window */
import { writeFileSync } from 'node:fs'
import path from 'node:path'
import { ROOT } from '../../../pocketbase/launcher.mjs'

/** Builds the page: {entry (the module's file), out (the folder to serve)}. */
export async function buildBenchPage(dir, source) {
  const { build } = await import('vite')
  const entry = path.join(dir, 'entry.js')
  writeFileSync(entry, source)
  const out = path.join(dir, 'public')
  await build({
    root: ROOT,
    configFile: false,
    logLevel: 'warn',
    resolve: { alias: { '@': path.join(ROOT, 'src') } },
    define: { 'import.meta.env.DEV': 'false', 'process.env.NODE_ENV': '"production"' },
    build: {
      outDir: out,
      emptyOutDir: true,
      lib: { entry, formats: ['es'], fileName: () => 'bench.js' },
      minify: true,
    },
  })
  writeFileSync(
    path.join(out, 'index.html'),
    '<!doctype html><meta charset="utf-8"><title>bench</title><script type="module">import * as b from "/bench.js"; window.bench = b; window.benchReady = true</script>',
  )
  return { entry, out }
}

/** Opens the page at `url` and waits for `window.bench`; `errors` (the page's, collected by the caller) explain a failure. */
export async function openBenchPage(page, url, errors) {
  await page.goto(url)
  await page
    .waitForFunction(() => window.benchReady === true, null, { timeout: 30_000 })
    .catch((e) => {
      throw new Error(`bench page did not load: ${errors.join('; ') || e.message}`)
    })
}
