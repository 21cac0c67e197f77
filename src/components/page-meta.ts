import { useEffect } from 'react'

export const SITE_NAME = 'Pendamping Skripsi'
export const DEFAULT_DESCRIPTION =
  'Pendamping Skripsi: bimbingan skripsi, asisten AI, dan kelas online untuk mahasiswa Indonesia.'

export interface PageMeta {
  /** Page title; the site name is appended ('Masuk | Pendamping Skripsi'). */
  title: string
  description?: string
  /** Canonical path ('/login'); defaults to the current path without query or hash. */
  path?: string
  /** JSON-LD structured data; defaults to a WebPage object describing the page. */
  jsonLd?: Record<string, unknown>
  /** Ask search engines not to index (signed-in areas). */
  noIndex?: boolean
}

function upsertMeta(name: string, content: string): void {
  let el = document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)
  if (!el) {
    el = document.createElement('meta')
    el.setAttribute('name', name)
    document.head.appendChild(el)
  }
  el.setAttribute('content', content)
}

/** Applies title, description, canonical link and JSON-LD to document.head. Exported for tests. */
export function applyPageMeta(meta: PageMeta, origin: string, currentPath: string): void {
  const fullTitle = meta.title === SITE_NAME ? SITE_NAME : `${meta.title} | ${SITE_NAME}`
  const description = meta.description ?? DEFAULT_DESCRIPTION
  const url = new URL(meta.path ?? currentPath, origin).toString()
  document.title = fullTitle
  upsertMeta('description', description)
  upsertMeta('robots', meta.noIndex ? 'noindex, nofollow' : 'index, follow')

  let canonical = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]')
  if (!canonical) {
    canonical = document.createElement('link')
    canonical.setAttribute('rel', 'canonical')
    document.head.appendChild(canonical)
  }
  canonical.setAttribute('href', url)

  let script = document.head.querySelector<HTMLScriptElement>('script[type="application/ld+json"][data-page-meta]')
  if (!script) {
    script = document.createElement('script')
    script.type = 'application/ld+json'
    script.setAttribute('data-page-meta', '')
    document.head.appendChild(script)
  }
  const data = meta.jsonLd ?? {
    '@context': 'https://schema.org',
    '@type': 'WebPage',
    name: fullTitle,
    description,
    url,
    inLanguage: 'id-ID',
    isPartOf: { '@type': 'WebSite', name: SITE_NAME, url: new URL('/', origin).toString() },
  }
  script.textContent = JSON.stringify(data)
}

/** Sets the page's metadata (title, description, canonical link, JSON-LD) while the page is shown. */
export function usePageMeta(meta: PageMeta): void {
  const key = JSON.stringify(meta)
  useEffect(() => {
    applyPageMeta(JSON.parse(key) as PageMeta, window.location.origin, window.location.pathname)
  }, [key])
}
