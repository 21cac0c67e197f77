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
  /** Open Graph type; 'website' unless told. */
  ogType?: string
}

/** Everything a page puts in <head>, resolved against an origin (also used by the build-time prerender). */
export interface ResolvedPageMeta {
  title: string
  description: string
  url: string
  robots: string
  /** Open Graph and Twitter card tags: [attribute, key, content], e.g. ['property', 'og:title', '...']. */
  social: [attr: 'property' | 'name', key: string, content: string][]
  jsonLd: Record<string, unknown>
}

export function resolvePageMeta(
  meta: PageMeta,
  origin: string,
  currentPath: string,
): ResolvedPageMeta {
  const title = meta.title === SITE_NAME ? SITE_NAME : `${meta.title} | ${SITE_NAME}`
  const description = meta.description ?? DEFAULT_DESCRIPTION
  const url = new URL(meta.path ?? currentPath, origin).toString()
  const jsonLd = meta.jsonLd ?? {
    '@context': 'https://schema.org',
    '@type': 'WebPage',
    name: title,
    description,
    url,
    inLanguage: 'id-ID',
    isPartOf: { '@type': 'WebSite', name: SITE_NAME, url: new URL('/', origin).toString() },
  }
  return {
    title,
    description,
    url,
    robots: meta.noIndex ? 'noindex, nofollow' : 'index, follow',
    social: [
      ['property', 'og:type', meta.ogType ?? 'website'],
      ['property', 'og:site_name', SITE_NAME],
      ['property', 'og:locale', 'id_ID'],
      ['property', 'og:title', title],
      ['property', 'og:description', description],
      ['property', 'og:url', url],
      ['name', 'twitter:card', 'summary'],
      ['name', 'twitter:title', title],
      ['name', 'twitter:description', description],
    ],
    jsonLd,
  }
}

const escapeAttr = (s: string): string =>
  s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

/** The <head> markup of resolved metadata (build-time prerender); applyPageMeta updates the same elements. */
export function pageMetaHtml(r: ResolvedPageMeta): string {
  const json = JSON.stringify(r.jsonLd).replace(/</g, '\\u003c')
  return [
    `<title>${escapeAttr(r.title)}</title>`,
    `<meta name="description" content="${escapeAttr(r.description)}" />`,
    `<meta name="robots" content="${escapeAttr(r.robots)}" />`,
    `<link rel="canonical" href="${escapeAttr(r.url)}" />`,
    ...r.social.map(
      ([attr, key, content]) => `<meta ${attr}="${key}" content="${escapeAttr(content)}" />`,
    ),
    `<script type="application/ld+json" data-page-meta>${json}</script>`,
  ].join('\n')
}

function upsertMeta(name: string, content: string, attr: 'name' | 'property' = 'name'): void {
  let el = document.head.querySelector<HTMLMetaElement>(`meta[${attr}="${name}"]`)
  if (!el) {
    el = document.createElement('meta')
    el.setAttribute(attr, name)
    document.head.appendChild(el)
  }
  el.setAttribute('content', content)
}

/** Applies title, description, canonical link, Open Graph tags and JSON-LD to document.head. Exported for tests. */
export function applyPageMeta(meta: PageMeta, origin: string, currentPath: string): void {
  const r = resolvePageMeta(meta, origin, currentPath)
  document.title = r.title
  upsertMeta('description', r.description)
  upsertMeta('robots', r.robots)
  for (const [attr, key, content] of r.social) upsertMeta(key, content, attr)

  let canonical = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]')
  if (!canonical) {
    canonical = document.createElement('link')
    canonical.setAttribute('rel', 'canonical')
    document.head.appendChild(canonical)
  }
  canonical.setAttribute('href', r.url)

  let script = document.head.querySelector<HTMLScriptElement>(
    'script[type="application/ld+json"][data-page-meta]',
  )
  if (!script) {
    script = document.createElement('script')
    script.type = 'application/ld+json'
    script.setAttribute('data-page-meta', '')
    document.head.appendChild(script)
  }
  script.textContent = JSON.stringify(r.jsonLd)
}

/** Sets the page's metadata (title, description, canonical link, Open Graph, JSON-LD) while the page is shown. */
export function usePageMeta(meta: PageMeta): void {
  const key = JSON.stringify(meta)
  useEffect(() => {
    applyPageMeta(JSON.parse(key) as PageMeta, window.location.origin, window.location.pathname)
  }, [key])
}
