/** Parses a `document.cookie` string into a map (values URI-decoded). */
export function parseCookies(cookieString: string): Record<string, string> {
  const out: Record<string, string> = {}
  for (const part of cookieString.split(';')) {
    const eq = part.indexOf('=')
    if (eq < 0) continue
    const name = part.slice(0, eq).trim()
    if (!name) continue
    const raw = part.slice(eq + 1).trim()
    try {
      out[name] = decodeURIComponent(raw)
    } catch {
      out[name] = raw
    }
  }
  return out
}

/** Serialises one cookie: path=/, max-age in days, SameSite=Lax. */
export function serializeCookie(name: string, value: string, days: number): string {
  const maxAge = Math.max(0, Math.round(days * 24 * 60 * 60))
  return `${name}=${encodeURIComponent(value)}; path=/; max-age=${maxAge}; SameSite=Lax`
}

export function getCookie(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined
  return parseCookies(document.cookie)[name]
}

export function setCookie(name: string, value: string, days: number): void {
  if (typeof document === 'undefined') return
  document.cookie = serializeCookie(name, value, days)
}
