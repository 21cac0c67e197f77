// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { historyKey } from './logic/chat-history'
import { forgetChatOnSignOut } from './forget-on-sign-out'

describe('forgetChatOnSignOut', () => {
  it("clears the signed-out user's chat history on this device, and nobody else's", () => {
    for (const mode of ['story', 'academic'] as const) {
      localStorage.setItem(historyKey('u1', mode), '{"messages":[]}')
      localStorage.setItem(historyKey('u2', mode), '{"messages":[]}')
    }
    forgetChatOnSignOut('u1')
    expect(localStorage.getItem(historyKey('u1', 'story'))).toBeNull()
    expect(localStorage.getItem(historyKey('u1', 'academic'))).toBeNull()
    expect(localStorage.getItem(historyKey('u2', 'story'))).not.toBeNull()
    expect(localStorage.getItem(historyKey('u2', 'academic'))).not.toBeNull()
  })
})
