// Build-time prerender of the landing page's first screen into dist/index.html.
// Runs after the client build (vite.config.ts calls prerender() from a writeBundle hook, before the
// service worker is generated, so its precache revision covers the final file); `node scripts/prerender.mjs`
// runs it alone on an existing dist/.
// 1. `vite build --ssr src/app/landing-prerender.tsx` into .tmp/ssr-landing/ (same mode and env as the client).
// 2. render(): react-dom/server renderToString of the landing's light root + the Emotion rules it used.
// 3. Head: the landing's metadata (title, description, canonical, Open Graph, JSON-LD) and one
//    <style data-emotion="css id1 id2 ..."> the browser's Emotion adopts; body: the markup inside
//    <div id="root">, followed by an inline script that removes it on any other path (index.html is the
//    SPA fallback for /login, /dashboard, ...). The client then renders the same layout with createRoot.
import { readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const ENTRY = 'src/app/landing-prerender.tsx'
export const PRERENDER_ID = 'landing-prerender'

export const LOGIN_ID = 'login-prerender'

/**
 * Puts the prerendered head and markup into an index.html (pure; exported for tests). `login`: the
 * /login shell ({html, css}), kept only on /login (and only without a stored session it is used).
 */
export function injectPrerender(indexHtml, { html, css, ids, head, login }, preload = []) {
  if (!indexHtml.includes('<div id="root"></div>'))
    throw new Error('index.html: <div id="root"></div> tidak ditemukan')
  const cleanedHead = indexHtml
    .replace(/<title>[\s\S]*?<\/title>\s*/i, '')
    .replace(/<meta\s+name="description"[^>]*>\s*/i, '')
  const style = `<style data-emotion="css ${ids.join(' ')}">${css.replace(/<\/style/gi, '<\\/style')}</style>`
  const loginBlock = login
    ? `<div id="${LOGIN_ID}"><style>${login.css.replace(/<\/style/gi, '<\\/style')}</style>${login.html}</div>`
    : ''
  // Keeps the landing's markup on / only and the login shell on /login only. Elsewhere (and on /login
  // with a stored session, which the whole app handles) it starts fetching the app's chunks now (they
  // are imported only after the main chunk has run, one round trip later).
  const links = preload.length
    ? `if(p!=="/"&&(p!=="/login"||s))${JSON.stringify(preload)}.forEach(function(h){var l=document.createElement("link");l.rel="modulepreload";l.href=h;document.head.appendChild(l)});`
    : ''
  const guard =
    `var p=location.pathname,s=1;try{s=localStorage.getItem("pocketbase_auth")}catch(e){}` +
    `if(p!=="/"){var a=document.getElementById("${PRERENDER_ID}");a&&a.remove()}` +
    (login ? `if(p!=="/login"){var b=document.getElementById("${LOGIN_ID}");b&&b.remove()}` : '') +
    links
  // Before any markup is parsed on /login the landing is hidden, and the shell shown unless a stored
  // session makes /login the app's (it redirects: no flash of a sign-in form); on every other path the
  // shell stays hidden.
  const visibility = login
    ? `\n<style>#${LOGIN_ID}{display:none}.at-login #${LOGIN_ID}{display:block}.on-login #${PRERENDER_ID}{display:none}</style>`
    : ''
  const mark = login
    ? `<script>if(location.pathname==="/login"){var c=document.documentElement.classList;c.add("on-login");try{localStorage.getItem("pocketbase_auth")||c.add("at-login")}catch(e){c.add("at-login")}}</script>`
    : ''
  return cleanedHead
    .replace('</head>', `${head}\n${style}${visibility}\n</head>`)
    .replace(
      '<div id="root"></div>',
      `<div id="root">${mark}<div id="${PRERENDER_ID}">${html}</div>${loginBlock}<script>${guard}</script></div>`,
    )
}

/** `preload`: URLs of the app's chunks that other routes fetch at once (vite.config.ts passes them). */
export async function prerender({
  root = ROOT,
  outDir = path.join(ROOT, 'dist'),
  mode = 'production',
  preload = [],
} = {}) {
  const { build } = await import('vite')
  const ssrOut = path.join(root, '.tmp', 'ssr-landing')
  process.env.PRERENDER_SSR_BUILD = '1'
  try {
    await build({
      root,
      mode,
      logLevel: 'warn',
      configFile: path.join(root, 'vite.config.ts'),
      build: { ssr: ENTRY, outDir: ssrOut, emptyOutDir: true, copyPublicDir: false, minify: false },
    })
  } finally {
    delete process.env.PRERENDER_SSR_BUILD
  }
  const modUrl = `${pathToFileURL(path.join(ssrOut, 'landing-prerender.js')).href}?t=${Date.now()}`
  const { render } = await import(modUrl)
  const result = render()
  const indexPath = path.join(outDir, 'index.html')
  writeFileSync(indexPath, injectPrerender(readFileSync(indexPath, 'utf8'), result, preload))
  rmSync(ssrOut, { recursive: true, force: true })
  return { bytes: result.html.length, cssBytes: result.css.length }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  prerender().then(
    (r) => console.log(`dist/index.html: ${r.bytes} B markup, ${r.cssBytes} B CSS prerendered`),
    (err) => {
      console.error(err)
      process.exit(1)
    },
  )
}
