// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { AssistantStatus, AssistantTestResult } from '@/data/admin'
import { setupDomTests } from '@/testing/dom'
import { renderWithTheme } from '@/testing/render'
import { AssistantCard, formatJakarta, sourceLabel } from './assistant-card'

setupDomTests()

const STATUS: AssistantStatus = {
  modes: {
    story: { source: 'webhook', host: 'hooks.example.com' },
    academic: { source: 'llm', model: 'gpt-4o-mini', host: 'api.openai.com', keySet: true },
    trial: { source: 'builtin' },
  },
  today: {
    day: '2026-11-25',
    llmAnswers: 12,
    fallbacks: 2,
    promptTokens: 1000,
    completionTokens: 234,
  },
  days: Array.from({ length: 7 }, (_, i) => ({
    day: `2026-11-${19 + i}`,
    promptTokens: 0,
    completionTokens: 0,
    tokens: i * 100,
  })),
  lastError: { message: 'HTTP 500: rusak', at: '2026-11-25T14:40:00.000Z' },
  sidang: { sessions: 1234, finished: 900, last7Days: 45 },
}

function deferred<T>() {
  let resolve!: (v: T) => void
  const promise = new Promise<T>((r) => (resolve = r))
  return { promise, resolve }
}

describe('AssistantCard', () => {
  it('shows the source of each mode, the figures and the last error in WIB', async () => {
    renderWithTheme(
      <AssistantCard load={() => Promise.resolve(STATUS)} runTest={() => new Promise(() => {})} />,
    )
    expect((await screen.findByTestId('source-story')).textContent).toContain(
      'Webhook otomasi (hooks.example.com)',
    )
    expect(screen.getByTestId('source-academic').textContent).toContain(
      'LLM: gpt-4o-mini di api.openai.com',
    )
    expect(screen.getByTestId('source-trial').textContent).toContain('Asisten bawaan')
    expect(screen.getByText('Ruang Cerita:')).toBeTruthy()
    expect(screen.getByText('Chat uji coba (landing):')).toBeTruthy()
    expect(screen.getByTestId('llm-answers').textContent).toContain('12')
    expect(screen.getByTestId('llm-fallbacks').textContent).toContain('2')
    expect(screen.getByTestId('llm-tokens').textContent).toContain('1.234')
    expect(screen.getByTestId('llm-days').textContent).toContain('25/11: 600')
    expect(screen.getByTestId('llm-last-error').textContent).toContain(
      '25 Nov 2026 21.40 — HTTP 500: rusak',
    )
    expect(screen.getByTestId('sidang-counts').textContent).toBe(
      'Simulasi Sidang: 1.234 sesi (900 selesai), 45 dalam 7 hari terakhir',
    )
  })

  it('runs the connection test, disabled while running, and shows the outcome', async () => {
    const pending = deferred<AssistantTestResult>()
    renderWithTheme(
      <AssistantCard load={() => Promise.resolve(STATUS)} runTest={() => pending.promise} />,
    )
    const button = screen.getByRole('button', { name: 'Uji koneksi' })
    fireEvent.click(button)
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(true))
    pending.resolve({
      ok: false,
      message: 'Kunci API ditolak (401). Periksa LLM_API_KEY.',
      latencyMs: 12,
      model: 'm',
    })
    const alert = await screen.findByTestId('assistant-test-result')
    expect(alert.textContent).toContain('Kunci API ditolak (401). Periksa LLM_API_KEY.')
    expect(alert.className).toMatch(/Error/)
    expect((button as HTMLButtonElement).disabled).toBe(false)
  })

  it('shows a load error with a retry', async () => {
    renderWithTheme(<AssistantCard load={() => Promise.reject(new Error('Server mati'))} />)
    expect(await screen.findByText(/Gagal memuat status asisten/)).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Coba lagi' })).toBeTruthy()
  })

  it('formats sources and WIB times', () => {
    expect(sourceLabel({ source: 'llm', model: 'm', host: 'h', keySet: false })).toBe(
      'LLM: m di h (tanpa kunci)',
    )
    expect(formatJakarta('2026-11-25 17:05:00.000Z')).toBe('26 Nov 2026 00.05')
  })
})
