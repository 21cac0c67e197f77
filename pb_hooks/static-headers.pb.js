/// <reference path="../node_modules/pocketbase-jsvm/index.d.ts" />
// Security headers (CSP on the HTML pages, nosniff, Referrer-Policy, Permissions-Policy, X-Frame-Options;
// not on the admin UI /_/) and cache headers for the PWA served from --publicDir: hashed /assets/* are immutable for a year, the
// shell's fixed names (/, /index.html, /sw.js, /manifest.webmanifest) are revalidated; .webmanifest gets
// its own content type. Logic in pb_hooks/lib/platform/static-headers.js.

routerUse((next) => {
  return (c) => {
    require(`${__hooks}/lib/platform/static-headers.js`).apply(c)
    return next(c)
  }
})
