// Build-time prerender of the landing page's first screen (scripts/prerender.mjs builds this file with
// `vite build --ssr` and calls render()). Styles are collected from an Emotion cache in compat mode:
// every inserted rule is kept in cache.inserted and returned with its ids, so the browser's Emotion
// (same key 'css') recognises them and does not insert them again.
import { renderToString } from 'react-dom/server'
import createCache from '@emotion/cache'
import { CacheProvider } from '@emotion/react'
import { pageMetaHtml, resolvePageMeta } from '@/components/page-meta'
import { landingMeta, SITE_URL } from '@/features/landing'
import { LOGIN_SHELL_CSS, loginShellHtml } from '@/features/auth/login-shell'
import { PURCHASE_URL } from '@/lib/links'
import { LandingRoot } from './landing-root'

/** Stands for the unknown origin when VITE_SITE_URL is not set; removed from the output (relative URLs). */
const PLACEHOLDER_ORIGIN = 'https://origin.invalid'

export interface PrerenderResult {
  html: string
  css: string
  ids: string[]
  head: string
  /** The /login shell (plain HTML and its CSS), kept in index.html for a first visit to /login. */
  login: { html: string; css: string }
}

export function render(): PrerenderResult {
  const cache = createCache({ key: 'css' })
  cache.compat = true
  const html = renderToString(
    <CacheProvider value={cache}>
      <LandingRoot />
    </CacheProvider>,
  )
  const ids: string[] = []
  let css = ''
  for (const [id, rules] of Object.entries(cache.inserted)) {
    if (typeof rules !== 'string') continue
    ids.push(id)
    css += rules
  }
  const origin = SITE_URL ? new URL(SITE_URL).origin : PLACEHOLDER_ORIGIN
  let head = pageMetaHtml(resolvePageMeta(landingMeta(origin), origin, '/'))
  if (!SITE_URL) head = head.split(PLACEHOLDER_ORIGIN).join('')
  return {
    html,
    css,
    ids,
    head,
    login: { html: loginShellHtml(PURCHASE_URL), css: LOGIN_SHELL_CSS },
  }
}
