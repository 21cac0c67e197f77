// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { PURCHASE_URL } from '@/lib/links'
import { TRIAL_CREDITS_KEY } from './logic/trial-credits'
import TrialChatPanel from './trial-chat-panel'
import { setupDomTests } from '@/testing/dom'
import { renderWithTheme } from '@/testing/render'

setupDomTests()

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
let fetchMock: ReturnType<typeof vi.fn>

beforeEach(() => {
  localStorage.clear()
  fetchMock = vi.fn(async (url: string) =>
    String(url).endsWith('/api/chat/trial/status')
      ? json(200, { story: 5, academic: 1 })
      : json(404, {}),
  )
  vi.stubGlobal('fetch', fetchMock)
})

const tab = (name: RegExp) => screen.getByRole('tab', { name })

describe('TrialChatPanel', () => {
  it('starts with 5 and 1 credits and takes the smaller count when the server knows less', async () => {
    fetchMock.mockImplementation(async () => json(200, { story: 2, academic: 0 }))
    renderWithTheme(<TrialChatPanel />)
    expect(tab(/Ruang Cerita/).textContent).toContain('(5)')
    await waitFor(() => expect(tab(/Ruang Cerita/).textContent).toContain('(2)'))
    expect(tab(/Asisten Akademik/).textContent).toContain('(0)')
    expect(tab(/Asisten Akademik/)).toHaveProperty('disabled', true)
    expect(JSON.parse(localStorage.getItem(TRIAL_CREDITS_KEY)!)).toEqual({ story: 2, academic: 0 })
  })

  it('a sent message costs one credit of its mode', async () => {
    fetchMock.mockImplementation(async (url: string) =>
      String(url).endsWith('/status')
        ? json(200, { story: 5, academic: 1 })
        : json(200, { reply: 'Semangat ya!', remaining: 99 }),
    )
    renderWithTheme(<TrialChatPanel />)
    const box = screen.getByRole('textbox', { name: 'Tulis pesan' })
    fireEvent.change(box, { target: { value: 'aku capek' } })
    fireEvent.keyDown(box, { key: 'Enter' })
    await screen.findByText('Semangat ya!')
    expect(tab(/Ruang Cerita/).textContent).toContain('(4)')
    const [, init] = fetchMock.mock.calls.find(([u]) =>
      String(u).endsWith('/api/chat/trial/story'),
    ) as [string, RequestInit]
    expect(JSON.parse(String(init.body))).toMatchObject({ message: 'aku capek' })
  })

  it('with both modes used up: tabs disabled, input closed, the notice links to buying full access', async () => {
    localStorage.setItem(TRIAL_CREDITS_KEY, JSON.stringify({ story: 0, academic: 0 }))
    renderWithTheme(<TrialChatPanel />)
    expect(screen.getByText('Kredit uji coba Anda sudah habis.')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Beli Akses Penuh' }).getAttribute('href')).toBe(
      PURCHASE_URL,
    )
    expect(tab(/Ruang Cerita/)).toHaveProperty('disabled', true)
    expect(tab(/Asisten Akademik/)).toHaveProperty('disabled', true)
    expect(screen.getByRole('textbox', { name: 'Tulis pesan' })).toHaveProperty('disabled', true)
  })

  it('an exhausted server allowance zeroes the mode and withdraws the message', async () => {
    fetchMock.mockImplementation(async (url: string) =>
      String(url).endsWith('/status')
        ? json(200, { story: 5, academic: 1 })
        : json(429, {
            code: 'TRIAL_EXHAUSTED',
            message: 'Kredit uji coba habis. Beli akses penuh untuk melanjutkan.',
            remaining: 0,
          }),
    )
    renderWithTheme(<TrialChatPanel />)
    const box = screen.getByRole('textbox', { name: 'Tulis pesan' })
    fireEvent.change(box, { target: { value: 'halo' } })
    fireEvent.keyDown(box, { key: 'Enter' })
    await waitFor(() => expect(tab(/Ruang Cerita/).textContent).toContain('(0)'))
    expect(screen.queryByTestId('user-message')).toBeNull()
    expect(screen.getByText('Kredit uji coba Ruang Cerita sudah habis.')).toBeTruthy()
  })
})
