// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { applyPageMeta, pageMetaHtml, resolvePageMeta } from './page-meta'

describe('applyPageMeta', () => {
  it('sets title, description, canonical link and JSON-LD, updating in place', () => {
    applyPageMeta(
      { title: 'Masuk', description: 'Halaman masuk', path: '/login' },
      'https://contoh.id',
      '/login?x=1',
    )
    expect(document.title).toBe('Masuk | Pendamping Skripsi')
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(
      'Halaman masuk',
    )
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      'https://contoh.id/login',
    )
    const ld = JSON.parse(
      document.head.querySelector('script[type="application/ld+json"]')!.textContent!,
    ) as Record<string, unknown>
    expect(ld).toMatchObject({
      '@type': 'WebPage',
      name: 'Masuk | Pendamping Skripsi',
      url: 'https://contoh.id/login',
    })

    applyPageMeta(
      { title: 'Dashboard', noIndex: true, jsonLd: { '@type': 'Thing' } },
      'https://contoh.id',
      '/dashboard',
    )
    expect(document.head.querySelectorAll('link[rel="canonical"]')).toHaveLength(1)
    expect(document.head.querySelectorAll('script[type="application/ld+json"]')).toHaveLength(1)
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      'https://contoh.id/dashboard',
    )
    expect(document.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe(
      'noindex, nofollow',
    )
    expect(
      document.head.querySelector('meta[name="description"]')?.getAttribute('content'),
    ).toContain('Pendamping Skripsi')
  })

  it('sets Open Graph and Twitter tags once and updates them per page', () => {
    applyPageMeta(
      { title: 'Pendamping Skripsi', description: 'Beranda', path: '/' },
      'https://contoh.id',
      '/',
    )
    applyPageMeta({ title: 'Masuk', path: '/login' }, 'https://contoh.id', '/login')
    const og = (p: string) => document.head.querySelectorAll(`meta[property="${p}"]`)
    expect(og('og:title')).toHaveLength(1)
    expect(og('og:title')[0].getAttribute('content')).toBe('Masuk | Pendamping Skripsi')
    expect(og('og:url')[0].getAttribute('content')).toBe('https://contoh.id/login')
    expect(og('og:type')[0].getAttribute('content')).toBe('website')
    expect(document.head.querySelector('meta[name="twitter:card"]')?.getAttribute('content')).toBe(
      'summary',
    )
  })
})

describe('pageMetaHtml', () => {
  it('renders escaped head markup that applyPageMeta later updates in place', () => {
    const html = pageMetaHtml(
      resolvePageMeta(
        { title: 'A "B" <C>', description: 'x & y', path: '/', jsonLd: { name: '</script>' } },
        'https://contoh.id',
        '/',
      ),
    )
    expect(html).toContain('<title>A &quot;B&quot; &lt;C&gt; | Pendamping Skripsi</title>')
    expect(html).toContain('<meta name="description" content="x &amp; y" />')
    expect(html).toContain('<link rel="canonical" href="https://contoh.id/" />')
    expect(html).toContain('<meta property="og:description" content="x &amp; y" />')
    expect(html).not.toContain('</script></script>')
    expect(html).toContain('\\u003c/script>')
    document.head.innerHTML = html
    applyPageMeta({ title: 'Masuk', path: '/login' }, 'https://contoh.id', '/login')
    expect(document.head.querySelectorAll('script[type="application/ld+json"]')).toHaveLength(1)
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1)
    expect(document.head.querySelectorAll('meta[property="og:title"]')).toHaveLength(1)
  })
})
