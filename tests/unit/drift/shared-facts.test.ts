/**
 * Facts the client and the server must agree on, each kept once per side (issue 29): a test fails
 * when the two drift apart. Client: src/data/sidang/types.ts, src/data/chat/limits.ts,
 * src/data/local/schemas.ts. Server: pb_hooks/lib/sidang/settings.js, lib/chat/limits.js,
 * lib/sync/collections.js (loaded as the hooks load them, tests/support/hook-loader.ts).
 */
import { describe, expect, it } from 'vitest'
import { MAX_MESSAGE_LENGTH } from '@/data/chat/limits'
import { COLLECTION_NAMES, SPECS } from '@/data/local/schemas'
import {
  SIDANG_DEFAULT_FOCUS,
  SIDANG_FOCI,
  SIDANG_MAX_ANSWER_CHARS,
  SIDANG_QUESTION_COUNTS,
} from '@/data/sidang/types'
import { loadHookLib } from '../../support/hook-loader'

const sidang = loadHookLib<{
  COUNTS: number[]
  FOCUS: string[]
  DEFAULT_FOCUS: string
  MAX_ANSWER: number
}>('sidang/settings.js')
const questions = loadHookLib<{ FOCUS_KINDS: Record<string, string[]> }>('sidang/questions.js')
const chat = loadHookLib<{ MAX_MESSAGE: number }>('chat/limits.js')
const sync = loadHookLib<{
  SYNCED: Record<string, string>
  SYNCED_COLLECTIONS: string[]
  PACKAGE_COLLECTIONS: string[]
}>('sync/collections.js')

describe('Simulasi Sidang settings', () => {
  it('the focus list is the same, in the same order, with the same default', () => {
    expect([...SIDANG_FOCI]).toEqual(sidang.FOCUS)
    expect(SIDANG_DEFAULT_FOCUS).toBe(sidang.DEFAULT_FOCUS)
    // The server plans each focus's questions: every focus has its kinds, and no other.
    expect(Object.keys(questions.FOCUS_KINDS).sort()).toEqual([...sidang.FOCUS].sort())
  })

  it('the question counts and the longest answer are the same', () => {
    expect([...SIDANG_QUESTION_COUNTS]).toEqual(sidang.COUNTS)
    expect(SIDANG_MAX_ANSWER_CHARS).toBe(sidang.MAX_ANSWER)
  })
})

describe('the chat', () => {
  it('limits a message to the same length', () => {
    expect(MAX_MESSAGE_LENGTH).toBe(chat.MAX_MESSAGE)
  })
})

describe('the synced collections', () => {
  it('the client pulls exactly the collections the server syncs', () => {
    expect([...COLLECTION_NAMES].sort()).toEqual([...sync.SYNCED_COLLECTIONS].sort())
  })

  it("the client's package-scoped collections are the server's 'paket' ones", () => {
    const scoped = COLLECTION_NAMES.filter((n) => SPECS[n].scoped)
    expect(scoped.sort()).toEqual([...sync.PACKAGE_COLLECTIONS].sort())
  })

  it('the client pushes only collections the server gives their owner', () => {
    const pushed = COLLECTION_NAMES.filter((n) => SPECS[n].pushed)
    expect(pushed.sort()).toEqual(['progress', 'reviews'])
    for (const name of pushed) expect(sync.SYNCED[name]).toBe('owner')
  })
})
