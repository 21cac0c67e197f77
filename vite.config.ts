/// <reference types="vitest/config" />
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath, URL } from 'node:url'
import { defineConfig } from 'vite'
import { configDefaults } from 'vitest/config'
import react from '@vitejs/plugin-react'
import { VitePWA } from 'vite-plugin-pwa'
import type { Plugin } from 'vite'

/**
 * Keeps @mui/x-charts (admin area only) from reshaping the student's and visitor's chunks. The MUI
 * modules the chart library shares with the rest of the app would otherwise be split by the
 * bundler into chunks of their own (more files and longer preload lists on every page: +2 kB gzip
 * for students, docs/benchmarks.md). Imported from the chart library (or from such a copy), MUI's
 * components and helpers resolve to copies of their own (an `?admin-charts` id, bundled into the
 * admin chart chunk), while the modules that hold React context or theme state stay shared
 * (react, @emotion, @mui/system, @mui/styled-engine, @mui/private-theming, the theme's
 * providers), so the charts still render with the app's theme.
 */
function isolateAdminCharts(): Plugin {
  const SUFFIX = '?admin-charts'
  const SHARED =
    /[\\/]node_modules[\\/](react|react-dom|scheduler|@emotion|@mui[\\/](styled-engine|private-theming)|@mui[\\/](system|material)[\\/](esm[\\/])?(RtlProvider|DefaultPropsProvider|ThemeProvider|styles[\\/]ThemeProvider))/
  const COPIED =
    /[\\/]node_modules[\\/](@mui[\\/](material|utils|system)|@popperjs|clsx|prop-types|react-is)[\\/]/
  return {
    name: 'isolate-admin-charts',
    apply: 'build',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!importer) return null
      const fromCharts =
        importer.includes('/node_modules/@mui/x-charts') || importer.endsWith(SUFFIX)
      if (!fromCharts) return null
      const resolved = await this.resolve(source, importer.replace(SUFFIX, ''), {
        ...options,
        skipSelf: true,
      })
      if (!resolved || resolved.external) return resolved
      const id = resolved.id
      if (id.includes('/node_modules/@mui/x-charts') || SHARED.test(id) || !COPIED.test(id))
        return resolved
      return { ...resolved, id: id + SUFFIX }
    },
  }
}

/**
 * natural's Indonesian stemmer (Analisa CV's posting keywords) is sloppy-mode CommonJS: its rule
 * helpers `createResultObject` and `runDisambiguator`, called plainly, write `this.removal` and
 * `this.currentWord` on the global object and return it. Bundled into ES modules (strict mode),
 * `this` is undefined there and every stem throws. Calling them on a fresh object instead gives the
 * same results: the stemmer reads only the returned object's `removal` and `currentWord`.
 */
function naturalStemmerStrictMode(): Plugin {
  const RULES =
    /[\\/]natural[\\/]lib[\\/]natural[\\/]stemmers[\\/]indonesian[\\/](suffix|prefix)_rules\.js$/
  return {
    name: 'natural-stemmer-strict-mode',
    enforce: 'pre',
    transform(code, id) {
      if (!RULES.test(id.split('?')[0])) return null
      return {
        code: code.replace(/\b(createResultObject|runDisambiguator)\(/g, '$1.call({}, '),
        map: null,
      }
    },
  }
}

/** Prerenders the landing page's first screen into dist/index.html (scripts/prerender.mjs) after the client build. */
function prerenderLanding(): Plugin {
  let skip = false
  return {
    name: 'prerender-landing',
    apply: 'build',
    configResolved(c) {
      skip = Boolean(c.build.ssr) || process.env.PRERENDER_SSR_BUILD === '1'
    },
    async writeBundle(options, bundle) {
      if (skip) return
      // Other routes preload the app's entry chunk (and its static imports) while the small main chunk loads.
      const chunks = Object.values(bundle).filter((c) => c.type === 'chunk')
      const byName = new Map(chunks.map((c) => [c.fileName, c]))
      const preload = new Set<string>()
      const visit = (fileName: string) => {
        if (preload.has(fileName)) return
        preload.add(fileName)
        for (const dep of byName.get(fileName)?.imports ?? []) visit(dep)
      }
      const app = chunks.find((c) => c.facadeModuleId?.endsWith('/src/app/mount-app.tsx'))
      if (app) visit(app.fileName)
      // @ts-expect-error: a plain .mjs build script without type declarations
      const { prerender } = (await import('./scripts/prerender.mjs')) as {
        prerender: (o: {
          outDir?: string
          preload?: string[]
        }) => Promise<{ bytes: number; cssBytes: number }>
      }
      const r = await prerender({ outDir: options.dir, preload: [...preload].map((f) => `/${f}`) })
      this.info(`landing prerendered: ${r.bytes} B markup, ${r.cssBytes} B CSS`)
    },
  }
}

const UNIT_TEST_DIRS = ['src', 'tests/unit']

/**
 * The unit test files that mock modules (vi.mock, vi.doMock): they run in the 'unit-mocks' project,
 * each file in a module graph of its own. The other unit files share one per worker (`isolate:
 * false`): importing React, MUI and jsdom again for every file was most of the unit step's time (on
 * 2 cores 135 s isolated against about 80 s shared). A mock needs the fresh graph: a module another
 * file already imported stays the real one.
 */
function unitFilesThatMock(): string[] {
  const root = fileURLToPath(new URL('.', import.meta.url))
  return UNIT_TEST_DIRS.flatMap((dir) =>
    readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' })
      .filter((f) => /\.test\.tsx?$/.test(f))
      .map((f) => `${dir}/${f.split(path.sep).join('/')}`)
      .filter((f) => /\bvi\.(do)?[mM]ock\(/.test(readFileSync(path.join(root, f), 'utf8'))),
  )
}

// Read once per config load (both unit projects use it).
const UNIT_FILES_THAT_MOCK = unitFilesThatMock()
// A unit test's time limit (both unit projects): 15 s instead of Vitest's 5 s (see the unit project).
const UNIT_TEST_TIMEOUT_MS = 15_000

const pocketbaseUrl = process.env.PB_URL ?? `http://127.0.0.1:${process.env.PORT ?? '8090'}`

export default defineConfig({
  plugins: [
    isolateAdminCharts(),
    naturalStemmerStrictMode(),
    react(),
    prerenderLanding(),
    VitePWA({
      // A new version waits until the student chooses 'Muat ulang' (src/app/register-sw.ts, workbox-window;
      // src/sw.ts skips waiting only when asked).
      registerType: 'prompt',
      injectRegister: null,
      // The icons are precached by globPatterns below (listing them again would duplicate entries).
      includeManifestIcons: false,
      manifest: {
        id: '/',
        name: 'Pendamping Skripsi',
        short_name: 'Skripsi',
        description:
          'Pendamping skripsi untuk mahasiswa Indonesia: kelas online yang bisa dipelajari tanpa internet, konsultasi skripsi dengan chatbot, dan latihan sidang.',
        lang: 'id',
        dir: 'ltr',
        start_url: '/dashboard',
        scope: '/',
        display: 'standalone',
        orientation: 'any',
        background_color: '#ffffff',
        theme_color: '#f97316',
        categories: ['education', 'productivity'],
        icons: [
          { src: '/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          {
            src: '/icon-maskable-512.png',
            sizes: '512x512',
            type: 'image/png',
            purpose: 'maskable',
          },
          { src: '/icon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
        ],
        screenshots: [
          {
            src: '/screenshot-narrow.png',
            sizes: '390x844',
            type: 'image/png',
            form_factor: 'narrow',
            label: 'Daftar kelas di area belajar',
          },
          {
            src: '/screenshot-wide.png',
            sizes: '1280x720',
            type: 'image/png',
            form_factor: 'wide',
            label: 'Dashboard Pendamping Skripsi',
          },
        ],
        shortcuts: [
          {
            name: 'Daftar Kelas',
            short_name: 'Kelas',
            description: 'Lanjutkan belajar di kelas Anda',
            url: '/subscriber/classes',
            icons: [{ src: '/icon-192.png', sizes: '192x192', type: 'image/png' }],
          },
          {
            name: 'Chatbot Konsultasi Skripsi',
            short_name: 'Chatbot',
            description: 'Konsultasi skripsi bersama asisten AI',
            url: '/dashboard/chatbotskripsi',
            icons: [{ src: '/icon-192.png', sizes: '192x192', type: 'image/png' }],
          },
        ],
      },
      // Our own worker (src/sw.ts → /sw.js): the precache, navigation fallback and image caches the
      // generated worker had, plus the offline video route. Its rules live in src/sw/.
      strategies: 'injectManifest',
      srcDir: 'src',
      filename: 'sw.ts',
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,svg,png,ico,webmanifest}'],
        // react-player's non-YouTube engines are large and never used offline.
        globIgnores: [
          '**/hls*.js',
          '**/dash*.js',
          '**/media-*.js',
          '**/*Player*.js',
          // The chat's document readers (pdfjs-dist, mammoth) load only when a file is chosen, online.
          '**/pdf-engine-*.js',
          '**/docx-engine-*.js',
          // 'Unduh laporan review' and 'Unduh laporan CV' (pdf-lib, shared by both) load only when
          // a report PDF is asked for, online.
          '**/review-pdf-*.js',
          '**/cv-report-pdf-*.js',
          '**/pdf-lib-*.js',
          '**/pdf.worker*',
          // The owner's charts (@mui/x-charts: the admin area, online) are not worth a student's precache.
          '**/admin-charts-*.js',
          '**/overview-charts-*.js',
          '**/report-charts-*.js',
          // Only the install sheet shows the screenshots (online).
          '**/screenshot-*.png',
        ],
        maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
      },
    }),
  ],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: {
    port: 5173,
    proxy: { '/api': { target: pocketbaseUrl, ws: false }, '/_': pocketbaseUrl },
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    rollupOptions: {
      output: {
        // The chunks holding the owner's chart library and pdf-lib (shared by the two report PDFs)
        // get stable names (left out of the precache).
        chunkFileNames: (chunk) =>
          chunk.moduleIds.some((id) => id.includes('/node_modules/@mui/x-charts/'))
            ? 'assets/admin-charts-[hash].js'
            : !chunk.facadeModuleId &&
                chunk.moduleIds.some((id) => id.includes('/node_modules/pdf-lib/'))
              ? 'assets/pdf-lib-[hash].js'
              : 'assets/[name]-[hash].js',
      },
    },
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: UNIT_TEST_DIRS.map((d) => `${d}/**/*.test.{ts,tsx}`),
          exclude: [...configDefaults.exclude, ...UNIT_FILES_THAT_MOCK],
          environment: 'node',
          // Vitest's default is one worker fewer than the cores: one on a 2-core machine. Two threads
          // take the unit suite from about 137 s to about 103 s there (README, step times).
          pool: 'threads',
          maxWorkers: 2,
          // npm test runs unit beside e2e (scripts/test-all.mjs), where its heaviest tests (PDF text)
          // once passed Vitest's default 5 s: the limit catches a hang, speed is the bench's.
          testTimeout: UNIT_TEST_TIMEOUT_MS,
          // One module graph per worker, shared by its files (unitFilesThatMock above); each file
          // starts from a clean page and globals.
          isolate: false,
          setupFiles: ['src/testing/unit-file-setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'unit-mocks',
          include: UNIT_FILES_THAT_MOCK,
          environment: 'node',
          pool: 'threads',
          maxWorkers: 2,
          testTimeout: UNIT_TEST_TIMEOUT_MS,
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          environment: 'node',
          // One migrated PocketBase data dir per run, copied by every test server.
          globalSetup: ['tests/support/pocketbase-template.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
          pool: 'forks',
          maxWorkers: 2,
        },
      },
    ],
  },
})
