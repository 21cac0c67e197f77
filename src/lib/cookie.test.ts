import { describe, expect, it } from 'vitest'
import { parseCookies, serializeCookie } from './cookie'

describe('cookies', () => {
  it('serialises with a max-age in days, path and SameSite', () => {
    expect(serializeCookie('sidebar_state', 'true', 7)).toBe(
      'sidebar_state=true; path=/; max-age=604800; SameSite=Lax',
    )
    expect(serializeCookie('a', 'x y;z', 1)).toBe(
      'a=x%20y%3Bz; path=/; max-age=86400; SameSite=Lax',
    )
  })
  it('parses a cookie header, decoding values', () => {
    expect(parseCookies('sidebar_state=false; other=a%20b;  =bad; flag')).toEqual({
      sidebar_state: 'false',
      other: 'a b',
    })
    expect(parseCookies('')).toEqual({})
  })
  it('round-trips', () => {
    const header = serializeCookie('k', 'nilai=1;2', 7).split(';')[0]
    expect(parseCookies(header!)).toEqual({ k: 'nilai=1;2' })
  })
})
