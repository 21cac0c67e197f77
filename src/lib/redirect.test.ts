import { describe, expect, it } from 'vitest'
import { afterSignInPath, rememberedFrom } from './redirect'

describe('afterSignInPath', () => {
  it('goes back to the remembered local path', () => {
    expect(afterSignInPath('/subscriber/classes?x=1#a')).toBe('/subscriber/classes?x=1#a')
    expect(afterSignInPath('/admin')).toBe('/admin')
  })
  it('defaults to /dashboard for nothing, auth pages and foreign URLs', () => {
    expect(afterSignInPath(undefined)).toBe('/dashboard')
    expect(afterSignInPath('/login')).toBe('/dashboard')
    expect(afterSignInPath('/register?x')).toBe('/dashboard')
    expect(afterSignInPath('//evil.example/x')).toBe('/dashboard')
    expect(afterSignInPath('/\\evil.example')).toBe('/dashboard')
    expect(afterSignInPath('https://evil.example')).toBe('/dashboard')
    expect(afterSignInPath('/loginx')).toBe('/loginx')
  })
  it('reads the router state', () => {
    expect(rememberedFrom({ from: '/a' })).toBe('/a')
    expect(rememberedFrom(null)).toBeUndefined()
  })
})
