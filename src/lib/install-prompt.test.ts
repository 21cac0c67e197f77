import { describe, expect, it } from 'vitest'
import { installOffer, isIosSafari } from './install-prompt'

const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1'
const IPHONE_CHROME =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0.6478.54 Mobile/15E148 Safari/604.1'
const IPAD_DESKTOP_MODE =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15'
const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36'

describe('isIosSafari', () => {
  it('recognises Safari on iPhone and on iPadOS (a Mac with touch)', () => {
    expect(isIosSafari(IPHONE_SAFARI)).toBe(true)
    expect(isIosSafari(IPAD_DESKTOP_MODE, 5)).toBe(true)
  })
  it('not other iOS browsers, a real Mac or Android', () => {
    expect(isIosSafari(IPHONE_CHROME)).toBe(false)
    expect(isIosSafari(IPAD_DESKTOP_MODE, 0)).toBe(false)
    expect(isIosSafari(ANDROID_CHROME, 5)).toBe(false)
  })
})

describe('installOffer', () => {
  const base = { hasPrompt: false, standalone: false, installed: false, iosSafari: false }
  it("the browser's prompt when it offers one", () => {
    expect(installOffer({ ...base, hasPrompt: true })).toBe('prompt')
  })
  it('instructions on iOS Safari', () => {
    expect(installOffer({ ...base, iosSafari: true })).toBe('ios')
  })
  it('nothing when installed, standalone or not offered', () => {
    expect(installOffer(base)).toBeNull()
    expect(installOffer({ ...base, hasPrompt: true, standalone: true })).toBeNull()
    expect(installOffer({ ...base, iosSafari: true, standalone: true })).toBeNull()
    expect(installOffer({ ...base, hasPrompt: true, installed: true })).toBeNull()
  })
})
