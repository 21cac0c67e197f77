import { describe, expect, it } from 'vitest'
import { isSidebarShortcut } from './sidebar-state'

const key = (k: string, mods: Partial<KeyboardEvent> = {}) => ({
  key: k,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  shiftKey: false,
  ...mods,
})

describe('sidebar shortcut', () => {
  it('is Ctrl+B or Cmd+B', () => {
    expect(isSidebarShortcut(key('b', { ctrlKey: true }))).toBe(true)
    expect(isSidebarShortcut(key('B', { metaKey: true }))).toBe(true)
    expect(isSidebarShortcut(key('b'))).toBe(false)
    expect(isSidebarShortcut(key('b', { ctrlKey: true, shiftKey: true }))).toBe(false)
    expect(isSidebarShortcut(key('n', { ctrlKey: true }))).toBe(false)
  })
})
