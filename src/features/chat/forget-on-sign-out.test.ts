// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { runAfterSignOut } from '@/data/auth/sign-out'
import { historyKey } from './logic/chat-history'
import './forget-on-sign-out'

describe('forget-on-sign-out', () => {
  it("clears the signed-out user's chat history on this device, and nobody else's", async () => {
    for (const mode of ['story', 'academic'] as const) {
      localStorage.setItem(historyKey('u1', mode), '{"messages":[]}')
      localStorage.setItem(historyKey('u2', mode), '{"messages":[]}')
    }
    await runAfterSignOut('u1')
    expect(localStorage.getItem(historyKey('u1', 'story'))).toBeNull()
    expect(localStorage.getItem(historyKey('u1', 'academic'))).toBeNull()
    expect(localStorage.getItem(historyKey('u2', 'story'))).not.toBeNull()
    expect(localStorage.getItem(historyKey('u2', 'academic'))).not.toBeNull()
  })
})
