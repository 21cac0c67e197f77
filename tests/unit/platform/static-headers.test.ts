// The pure decisions of pb_hooks/lib/platform/static-headers.js (cache headers, content types, CSP).
import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { loadHookLib } from '../../support/hook-loader'

const lib = loadHookLib<{
  IMMUTABLE: string
  NO_CACHE: string
  cacheControlFor: (path: string, contentType: string) => string
  contentTypeFor: (path: string) => string
  SECURITY_HEADERS: Record<string, string>
  inlineScripts: (html: string) => string[]
  hexToBase64: (hex: string) => string
  contentSecurityPolicy: (hashes: string[] | null, videoOrigin?: string) => string
}>('platform/static-headers.js')

/** The policy's directives: name → sources. */
function directives(policy: string): Record<string, string[]> {
  const out: Record<string, string[]> = {}
  for (const part of policy.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/)
    if (name) out[name] = sources
  }
  return out
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

describe('security headers', () => {
  it('finds only executable inline scripts (not src=, not JSON-LD)', () => {
    const html =
      '<script type="module" crossorigin src="/assets/index-1.js"></script>' +
      '<script type="application/ld+json" data-page-meta>{"a":1}</script>' +
      '<script>if(location.pathname!=="/"){x()}</script>' +
      '<SCRIPT type="module">import("/a.js")</SCRIPT>'
    expect(lib.inlineScripts(html)).toEqual(['if(location.pathname!=="/"){x()}', 'import("/a.js")'])
  })

  it('hashes as the browser does: base64 sha256 of the UTF-8 text', () => {
    for (const body of [
      '',
      'a',
      'ab',
      'abc',
      'if(location.pathname!=="/"){p.remove()}',
      'é – 🎓',
    ]) {
      const hex = createHash('sha256').update(body, 'utf8').digest('hex')
      expect(lib.hexToBase64(hex)).toBe(createHash('sha256').update(body, 'utf8').digest('base64'))
    }
  })

  it("the CSP allows only the app's own origin, YouTube and the hashed inline scripts", () => {
    const d = directives(lib.contentSecurityPolicy(['AAA=', 'BBB=']))
    expect(d['default-src']).toEqual(["'self'"])
    expect(d['script-src']).toEqual([
      "'self'",
      "'sha256-AAA='",
      "'sha256-BBB='",
      'https://www.youtube.com',
      'https://s.ytimg.com',
    ])
    expect(d['script-src']).not.toContain("'unsafe-inline'")
    expect(d['script-src']).not.toContain("'unsafe-eval'")
    expect(d['connect-src']).toEqual(["'self'", 'https://i.ytimg.com'])
    expect(d['frame-src']).toEqual(['https://www.youtube.com', 'https://www.youtube-nocookie.com'])
    expect(d['img-src']).toEqual([
      "'self'",
      'data:',
      'blob:',
      'https://i.ytimg.com',
      'https://img.youtube.com',
    ])
    expect(d['frame-ancestors']).toEqual(["'none'"])
    expect(d['object-src']).toEqual(["'none'"])
    expect(d['base-uri']).toEqual(["'self'"])
    expect(d['form-action']).toEqual(["'self'"])
    expect(d['worker-src']).toEqual(["'self'", 'blob:'])
  })

  it('with signed video URLs, adds the bucket (or CDN) origin to media-src and connect-src only', () => {
    const without = directives(lib.contentSecurityPolicy(['AAA=']))
    expect(without['media-src']).toEqual(["'self'", 'blob:'])
    expect(lib.contentSecurityPolicy(['AAA='], '')).toBe(lib.contentSecurityPolicy(['AAA=']))
    const origin = 'https://pendamping.s3.ap-southeast-1.amazonaws.com'
    const withBucket = directives(lib.contentSecurityPolicy(['AAA='], origin))
    expect(withBucket['media-src']).toEqual(["'self'", 'blob:', origin])
    expect(withBucket['connect-src']).toEqual(["'self'", 'https://i.ytimg.com', origin])
    for (const name of Object.keys(without))
      if (name !== 'media-src' && name !== 'connect-src')
        expect(withBucket[name], name).toEqual(without[name])
    expect(Object.keys(withBucket)).toEqual(Object.keys(without))
  })

  it("falls back to 'unsafe-inline' scripts only when index.html could not be read", () => {
    expect(directives(lib.contentSecurityPolicy(null))['script-src']).toContain("'unsafe-inline'")
    expect(directives(lib.contentSecurityPolicy([]))['script-src']).not.toContain("'unsafe-inline'")
  })

  it('sets nosniff, the referrer policy, the permissions policy and DENY framing', () => {
    expect(lib.SECURITY_HEADERS).toEqual({
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
      'X-Frame-Options': 'DENY',
    })
  })
})
