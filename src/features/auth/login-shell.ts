/**
 * The /login page's first screen as plain HTML and CSS (no React, MUI or SDK): scripts/prerender.mjs
 * writes it into index.html next to the landing page, and login-shell-enhance.ts wires it up on a first
 * visit to /login. Same texts, fields and look as login-page.tsx (which the app renders when /login is
 * reached inside the SPA).
 */
import { LOGIN_SUBTITLE, LOGIN_TITLE } from './login-texts'

export const LOGIN_SHELL_ID = 'login-prerender'

export const LOGIN_SHELL_IDS = {
  form: 'ls-form',
  email: 'ls-email',
  password: 'ls-password',
  emailError: 'ls-email-error',
  passwordError: 'ls-password-error',
  forgot: 'ls-forgot',
  submit: 'ls-submit',
  status: 'ls-status',
  google: 'ls-google',
} as const

function escapeAttr(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;')
}

const GOOGLE_MARK =
  '<svg width="18" height="18" viewBox="0 0 48 48" aria-hidden="true"><path fill="#FFC107" d="M43.6 20.5H42V20H24v8h11.3C33.7 32.7 29.2 36 24 36c-6.6 0-12-5.4-12-12s5.4-12 12-12c3.1 0 5.8 1.2 7.9 3.1l5.7-5.7C34 6.1 29.3 4 24 4 12.9 4 4 12.9 4 24s8.9 20 20 20 20-8.9 20-20c0-1.3-.1-2.4-.4-3.5z"/><path fill="#FF3D00" d="M6.3 14.7l6.6 4.8C14.7 15.1 19 12 24 12c3.1 0 5.8 1.2 7.9 3.1l5.7-5.7C34 6.1 29.3 4 24 4 16.3 4 9.7 8.3 6.3 14.7z"/><path fill="#4CAF50" d="M24 44c5.2 0 9.9-2 13.4-5.2l-6.2-5.2C29.2 35.1 26.7 36 24 36c-5.2 0-9.6-3.3-11.3-7.9l-6.5 5C9.5 39.6 16.2 44 24 44z"/><path fill="#1976D2" d="M43.6 20.5H42V20H24v8h11.3c-.8 2.2-2.2 4.2-4.1 5.6l6.2 5.2C37 39.2 44 34 44 24c0-1.3-.1-2.4-.4-3.5z"/></svg>'

/** The card's markup; `purchaseUrl` is PURCHASE_URL (an external URL opens in a new tab). */
export function loginShellHtml(purchaseUrl: string): string {
  const ids = LOGIN_SHELL_IDS
  const external = purchaseUrl.startsWith('http') ? ' target="_blank"' : ''
  return `<main class="ls-main">
<a class="ls-brand" href="/">Pendamping Skripsi</a>
<div class="ls-card">
<h1 class="ls-title">${LOGIN_TITLE}</h1>
<p class="ls-sub">${LOGIN_SUBTITLE}</p>
<div id="${ids.google}" hidden><button type="button" class="ls-btn ls-outlined">${GOOGLE_MARK}<span>Masuk dengan Google</span></button><div class="ls-divider" role="separator"><span>atau</span></div></div>
<form id="${ids.form}" class="ls-form" novalidate action="/login" method="post">
<div class="ls-field"><label for="${ids.email}">Email <span aria-hidden="true">*</span></label><input id="${ids.email}" name="email" type="email" autocomplete="email" inputmode="email" required aria-describedby="${ids.emailError}"><p class="ls-error" id="${ids.emailError}"></p></div>
<div class="ls-field"><label for="${ids.password}">Password <span aria-hidden="true">*</span></label><input id="${ids.password}" name="password" type="password" autocomplete="current-password" required aria-describedby="${ids.passwordError}"><p class="ls-error" id="${ids.passwordError}"></p></div>
<div class="ls-forgot-row"><button type="button" id="${ids.forgot}" class="ls-link" disabled>Lupa password?</button></div>
<button type="submit" id="${ids.submit}" class="ls-btn ls-contained" disabled>Masuk</button>
<p class="ls-status" id="${ids.status}" role="status"></p>
</form>
<p class="ls-note">Belum punya akun? <a class="ls-a ls-strong" href="/register">Daftar Sekarang</a></p>
<p class="ls-note ls-muted">Belum membeli akses? <a class="ls-a" href="${escapeAttr(purchaseUrl)}"${external} rel="noopener noreferrer">Beli akses di sini</a></p>
<p class="ls-note ls-muted"><a class="ls-a" href="/privasi">Kebijakan Privasi</a></p>
</div>
</main>`
}

/** Scoped to the shell's classes; shipped inside the shell's markup so it goes away with it. */
export const LOGIN_SHELL_CSS = `
.ls-main{box-sizing:border-box;min-height:100vh;min-height:100dvh;display:flex;flex-direction:column;align-items:center;justify-content:center;padding:16px;background:linear-gradient(160deg,#fff7ed 0%,#ffedd5 45%,#fed7aa 100%);font-family:Inter,system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif;color:#1f2937;line-height:1.5}
.ls-main *,.ls-main *::before,.ls-main *::after{box-sizing:border-box}
.ls-brand{margin-bottom:16px;font-weight:800;font-size:20px;color:#c2410c;text-decoration:none}
.ls-card{width:100%;max-width:420px;background:#fff;border:1px solid #fed7aa;border-radius:16px;box-shadow:0 10px 30px rgba(249,115,22,.15);padding:20px}
@media (min-width:600px){.ls-card{padding:32px}}
.ls-title{margin:0 0 4px;font-size:1.6rem;font-weight:700;line-height:1.25}
.ls-sub{margin:0 0 24px;color:#4b5563;font-size:1rem}
.ls-form{display:flex;flex-direction:column;gap:16px}
.ls-field{display:flex;flex-direction:column;gap:4px}
.ls-field label{font-size:.95rem;font-weight:600;color:#374151}
.ls-field input{width:100%;min-height:52px;padding:14px;font:inherit;font-size:1rem;color:#1f2937;background:#fff;border:1px solid #9ca3af;border-radius:12px}
.ls-field input:focus{outline:2px solid #ea580c;outline-offset:0;border-color:#ea580c}
.ls-field input[aria-invalid="true"]{border-color:#d32f2f}
.ls-error{margin:0 14px;font-size:.75rem;color:#c62828}
.ls-error:empty{display:none}
.ls-status{margin:0;text-align:center;font-size:.875rem;color:#4b5563}
.ls-status:empty{display:none}
.ls-forgot-row{display:flex;justify-content:flex-end;margin-top:-8px}
.ls-link{background:none;border:0;padding:4px 0;min-height:24px;font:inherit;font-size:1rem;color:#c2410c;cursor:pointer}
.ls-link:hover{text-decoration:underline}
.ls-btn{display:inline-flex;align-items:center;justify-content:center;gap:8px;width:100%;min-height:42px;padding:8px 22px;border-radius:10px;font:inherit;font-size:.95rem;font-weight:600;cursor:pointer}
.ls-contained{border:0;color:#fff;background:linear-gradient(135deg,#c2410c 0%,#ea580c 100%);min-height:48px;font-size:1rem}
.ls-contained:hover{background:#c2410c}
.ls-btn:disabled{opacity:.6;cursor:default}
.ls-outlined{border:1px solid #fdba74;background:#fff;color:#c2410c;margin-bottom:16px}
.ls-divider{display:flex;align-items:center;gap:12px;margin-bottom:16px;color:#4b5563;font-size:14px}
.ls-divider::before,.ls-divider::after{content:"";flex:1;border-top:1px solid #e5e7eb}
.ls-note{margin:24px 0 0;text-align:center;font-size:.875rem}
.ls-note+.ls-note{margin-top:8px}
.ls-muted{color:#4b5563}
.ls-a{color:#c2410c;text-decoration:underline;text-underline-offset:2px}
.ls-strong{font-weight:700}
`.trim()
