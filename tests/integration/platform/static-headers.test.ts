import { createHash } from 'node:crypto'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from '../../support/pocketbase'

/** The prerender's inline script (with a non-ASCII character: hashes are over UTF-8). */
const INLINE = 'if(location.pathname!=="/"){document.title="Masuk – Pendamping"}'

/** pb_hooks/static-headers.pb.js: cache headers and content types of the files PocketBase serves. */
describe('static file headers', () => {
  let server: TestServer
  let publicDir: string
  beforeAll(async () => {
    publicDir = mkdtempSync(path.join(tmpdir(), 'pb-public-'))
    mkdirSync(path.join(publicDir, 'assets'))
    writeFileSync(path.join(publicDir, 'assets', 'x-abc123.js'), 'console.log("x")\n')
    writeFileSync(
      path.join(publicDir, 'index.html'),
      `<!doctype html><title>t</title><script type="application/ld+json">{"a":1}</script><div id="root"></div><script>${INLINE}</script>\n`,
    )
    writeFileSync(path.join(publicDir, 'sw.js'), 'self.addEventListener("fetch", () => {})\n')
    writeFileSync(path.join(publicDir, 'manifest.webmanifest'), '{"name":"Pendamping Skripsi"}')
    writeFileSync(path.join(publicDir, 'robots.txt'), 'User-agent: *\n')
    server = await startTestServer({ publicDir })
  })
  afterAll(async () => {
    await server?.stop()
    rmSync(publicDir, { recursive: true, force: true })
  })

  it('hashed assets are immutable for a year', async () => {
    const res = await fetch(`${server.url}/assets/x-abc123.js`)
    expect(res.status).toBe(200)
    expect(await res.text()).toContain('console.log')
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
  })

  it('the shell files are revalidated', async () => {
    for (const p of ['/', '/index.html', '/sw.js', '/manifest.webmanifest']) {
      const res = await fetch(`${server.url}${p}`, { redirect: 'manual' })
      expect(res.status, p).toBe(200)
      expect(res.headers.get('cache-control'), p).toBe('no-cache')
      await res.arrayBuffer()
    }
    // The SPA fallback of a route is index.html, revalidated too.
    const route = await fetch(`${server.url}/subscriber/classes`)
    expect(await route.text()).toContain('<div id="root">')
    expect(route.headers.get('cache-control')).toBe('no-cache')
  })

  it('a missing asset answered by the fallback is not cached as immutable', async () => {
    const res = await fetch(`${server.url}/assets/gone-999.js`)
    await res.arrayBuffer()
    expect(res.headers.get('cache-control')).not.toContain('immutable')
  })

  it('the manifest has its content type; other files and the API keep theirs', async () => {
    const manifest = await fetch(`${server.url}/manifest.webmanifest`)
    expect(manifest.headers.get('content-type')).toBe('application/manifest+json')
    expect(await manifest.json()).toEqual({ name: 'Pendamping Skripsi' })
    const robots = await fetch(`${server.url}/robots.txt`)
    await robots.arrayBuffer()
    expect(robots.headers.get('cache-control')).toBeNull()
    const api = await fetch(`${server.url}/api/health`)
    await api.arrayBuffer()
    expect(api.headers.get('cache-control') ?? '').not.toContain('immutable')
  })

  it("HTML pages carry the CSP with the sha256 of index.html's inline script; every response the security headers", async () => {
    const hash = createHash('sha256').update(INLINE, 'utf8').digest('base64')
    for (const p of ['/', '/login', '/subscriber/classes']) {
      const res = await fetch(`${server.url}${p}`)
      await res.arrayBuffer()
      const csp = res.headers.get('content-security-policy') ?? ''
      expect(csp, p).toContain(`script-src 'self' 'sha256-${hash}' https://www.youtube.com`)
      expect(csp, p).not.toContain("unsafe-inline' https://www.youtube.com")
      expect(csp, p).toContain("frame-ancestors 'none'")
      expect(res.headers.get('x-frame-options'), p).toBe('DENY')
    }
    for (const p of ['/sw.js', '/assets/x-abc123.js', '/manifest.webmanifest', '/api/health']) {
      const res = await fetch(`${server.url}${p}`)
      expect(res.status, p).toBe(200)
      await res.arrayBuffer()
      expect(res.headers.get('x-content-type-options'), p).toBe('nosniff')
      expect(res.headers.get('referrer-policy'), p).toBe('strict-origin-when-cross-origin')
      expect(res.headers.get('permissions-policy'), p).toBe(
        'camera=(), microphone=(), geolocation=()',
      )
      // Scripts (the service worker, the pdf.js worker) are not HTML: no document policy on them.
      expect(res.headers.get('content-security-policy'), p).toBeNull()
    }
  })

  it('a new index.html published under the running server: the next HTML answers carry its hash', async () => {
    const cspOf = async (p: string) => {
      const res = await fetch(`${server.url}${p}`)
      await res.arrayBuffer()
      return res.headers.get('content-security-policy') ?? ''
    }
    const hashOf = (body: string) => createHash('sha256').update(body, 'utf8').digest('base64')
    // Every pooled runtime has answered with the first build's hash (cached per runtime).
    for (let i = 0; i < 30; i++) expect(await cspOf('/')).toContain(hashOf(INLINE))
    const next = 'if(location.pathname!=="/login"){document.title="Versi baru – é"}'
    const index = path.join(publicDir, 'index.html')
    writeFileSync(index, `<!doctype html><div id="root"></div><script>${next}</script>\n`)
    try {
      for (let i = 0; i < 30; i++) {
        const csp = await cspOf(i % 2 ? '/' : '/login')
        expect(csp).toContain(`'sha256-${hashOf(next)}'`)
        expect(csp).not.toContain(hashOf(INLINE))
      }
    } finally {
      writeFileSync(
        index,
        `<!doctype html><title>t</title><script type="application/ld+json">{"a":1}</script><div id="root"></div><script>${INLINE}</script>\n`,
      )
    }
  })

  it('the PocketBase admin UI (/_/) keeps working without our CSP', async () => {
    // (fetch sends Accept-Encoding: gzip, as browsers do: the page must arrive gzipped once.)
    const res = await fetch(`${server.url}/_/`)
    expect(res.status).toBe(200)
    expect(await res.text()).toMatch(/<script[^>]*src=/)
    expect(res.headers.get('content-security-policy')).toBeNull()
    // PocketBase's own header for its UI.
    expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN')
  })
})
