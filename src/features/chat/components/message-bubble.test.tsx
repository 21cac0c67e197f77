// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { screen, within } from '@testing-library/react'
import { setupDomTests } from '@/testing/dom'
import { renderWithTheme } from '@/testing/render'
import type { ChatMessage } from '../logic/chat-message'
import { FALLBACK_NOTE, MessageBubble, citationLocation } from './message-bubble'
import { MessageList } from './message-list'

setupDomTests()

const bot = (extra: Partial<ChatMessage> = {}): ChatMessage => ({
  id: 'b1',
  content: 'Lihat https://contoh.id dan <b>ini</b> ![x](http://img)',
  isBot: true,
  timestamp: 1_700_000_000_000,
  ...extra,
})

describe('MessageBubble', () => {
  it('lists the citations with chapter and page; page 0 hides hal.', () => {
    renderWithTheme(
      <MessageBubble
        message={bot({
          source: 'llm',
          citations: [
            { chapter: 'BAB II', page: 12, quote: 'Teori kepuasan kerja' },
            { chapter: 'BAB I', page: 0, quote: 'Latar belakang' },
          ],
        })}
      />,
    )
    const list = screen.getByRole('list', { name: 'Rujukan dari skripsi' })
    const items = within(list).getAllByRole('listitem')
    expect(items).toHaveLength(2)
    expect(items[0]!.textContent).toContain('“Teori kepuasan kerja”')
    expect(items[0]!.textContent).toContain('BAB II · hal. 12')
    expect(items[0]!.getAttribute('aria-label')).toBe(
      'Kutipan BAB II · hal. 12: “Teori kepuasan kerja”',
    )
    expect(items[1]!.textContent).toContain('BAB I')
    expect(items[1]!.textContent).not.toContain('hal.')
    expect(screen.queryByTestId('message-fallback')).toBeNull()
  })

  it('shows the fallback note and keeps the reply plain text (no links, images or HTML)', () => {
    const { container } = renderWithTheme(<MessageBubble message={bot({ fallback: true })} />)
    expect(screen.getByTestId('message-fallback').textContent).toBe(FALLBACK_NOTE)
    expect(container.querySelector('a, img, b')).toBeNull()
    expect(screen.getByText(/https:\/\/contoh\.id/).textContent).toContain('<b>ini</b>')
    expect(screen.queryByRole('list')).toBeNull()
  })

  it('lists no citations under a built-in answer, whose text already quotes them', () => {
    renderWithTheme(
      <MessageBubble
        message={bot({
          content: '1. BAB II (hal. 12):\n"Teori kepuasan kerja"',
          source: 'builtin',
          fallback: true,
          citations: [{ chapter: 'BAB II', page: 12, quote: 'Teori kepuasan kerja' }],
        })}
      />,
    )
    expect(screen.queryByTestId('message-citations')).toBeNull()
    expect(screen.getAllByText(/Teori kepuasan kerja/)).toHaveLength(1)
  })

  it('citationLocation joins chapter and page', () => {
    expect(citationLocation({ chapter: 'BAB III', page: 4, quote: '' })).toBe('BAB III · hal. 4')
    expect(citationLocation({ chapter: 'BAB III', page: 0, quote: '' })).toBe('BAB III')
  })
})

describe('MessageList typing indicator', () => {
  it("keeps 'Mengetik...' and adds the step text", () => {
    renderWithTheme(
      <MessageList
        messages={[]}
        typing
        step="Mencari bagian skripsi..."
        intro="intro"
        label="Percakapan"
      />,
    )
    const status = screen.getByRole('status')
    expect(status.textContent).toContain('Mengetik...')
    expect(status.textContent).toContain('Mencari bagian skripsi...')
  })
})
