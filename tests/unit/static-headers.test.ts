import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'

// A CommonJS hook library (PocketBase's JSVM format) evaluated as CommonJS (the package is ESM).
function loadLib(): unknown {
  const source = readFileSync(
    new URL('../../pb_hooks/lib/static-headers.js', import.meta.url),
    'utf8',
  )
  const module = { exports: {} as unknown }
  new Function('module', 'exports', source)(module, module.exports)
  return module.exports
}

const lib = loadLib() as {
  IMMUTABLE: string
  NO_CACHE: string
  cacheControlFor: (path: string, contentType: string) => string
  contentTypeFor: (path: string) => string
}

describe('static file cache headers', () => {
  it('hashed assets are immutable for a year', () => {
    expect(lib.cacheControlFor('/assets/index-AbC123_x.js', 'text/javascript; charset=utf-8')).toBe(
      'public, max-age=31536000, immutable',
    )
    expect(lib.cacheControlFor('/assets/app-1a2b3c.css', 'text/css')).toBe(lib.IMMUTABLE)
  })

  it('the SPA fallback for a missing asset (index.html) is never immutable', () => {
    expect(lib.cacheControlFor('/assets/gone-123.js', 'text/html; charset=utf-8')).toBe('no-cache')
  })

  it('the shell files with fixed names are revalidated', () => {
    for (const path of ['/', '/index.html', '/sw.js', '/manifest.webmanifest'])
      expect(lib.cacheControlFor(path, 'application/octet-stream')).toBe(lib.NO_CACHE)
    expect(lib.cacheControlFor('/dashboard', 'text/html; charset=utf-8')).toBe('no-cache')
  })

  it('other files keep the default', () => {
    expect(lib.cacheControlFor('/icon-192.png', 'image/png')).toBe('')
    expect(lib.cacheControlFor('/robots.txt', 'text/plain')).toBe('')
  })

  it('the manifest gets its content type', () => {
    expect(lib.contentTypeFor('/manifest.webmanifest')).toBe('application/manifest+json')
    expect(lib.contentTypeFor('/index.html')).toBe('')
  })
})
