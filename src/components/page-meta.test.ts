// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { applyPageMeta } from './page-meta'

describe('applyPageMeta', () => {
  it('sets title, description, canonical link and JSON-LD, updating in place', () => {
    applyPageMeta({ title: 'Masuk', description: 'Halaman masuk', path: '/login' }, 'https://contoh.id', '/login?x=1')
    expect(document.title).toBe('Masuk | Pendamping Skripsi')
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toBe('Halaman masuk')
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe('https://contoh.id/login')
    const ld = JSON.parse(document.head.querySelector('script[type="application/ld+json"]')!.textContent!) as Record<string, unknown>
    expect(ld).toMatchObject({ '@type': 'WebPage', name: 'Masuk | Pendamping Skripsi', url: 'https://contoh.id/login' })

    applyPageMeta({ title: 'Dashboard', noIndex: true, jsonLd: { '@type': 'Thing' } }, 'https://contoh.id', '/dashboard')
    expect(document.head.querySelectorAll('link[rel="canonical"]')).toHaveLength(1)
    expect(document.head.querySelectorAll('script[type="application/ld+json"]')).toHaveLength(1)
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe('https://contoh.id/dashboard')
    expect(document.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex, nofollow')
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toContain('Pendamping Skripsi')
  })
})
