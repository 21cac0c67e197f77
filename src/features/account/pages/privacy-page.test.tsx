// @vitest-environment jsdom
import { screen } from '@testing-library/react'
import { MemoryRouter } from 'react-router-dom'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { setupDomTests } from '@/testing/dom'
import { renderWithTheme } from '@/testing/render'
import PrivacyPage from './privacy-page'

setupDomTests()

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

let fetchMock: ReturnType<typeof vi.fn>
beforeEach(() => {
  fetchMock = vi.fn()
  vi.stubGlobal('fetch', fetchMock)
})

function renderPage() {
  renderWithTheme(
    <MemoryRouter initialEntries={['/privasi']}>
      <PrivacyPage />
    </MemoryRouter>,
  )
}

const CONFIG = {
  operator: { name: 'PT Pendamping Contoh', contact: 'privasi@contoh.id' },
  retentionDays: 180,
  webhooks: { story: null, academic: null, upload: null },
}

describe('PrivacyPage', () => {
  it('names the operator, the retention and the LLM provider from the server', async () => {
    fetchMock.mockResolvedValue(json(200, { ...CONFIG, llm: { host: 'api.openai.com' } }))
    renderPage()
    const outside = await screen.findByTestId('privacy-outside')
    expect(outside.textContent).toContain(
      'Pertanyaan, jawaban, dan potongan skripsi yang relevan dikirim ke penyedia model di api.openai.com',
    )
    expect(outside.textContent).not.toContain('Tidak ada data yang dikirim ke layanan luar.')
    expect(screen.getByTestId('privacy-operator').textContent).toBe('PT Pendamping Contoh')
    expect(screen.getByTestId('privacy-retention').textContent).toContain('180 hari')
    const contact = screen.getByTestId('privacy-contact')
    expect(contact.getAttribute('href')).toBe('mailto:privasi@contoh.id')
    expect(String(fetchMock.mock.calls[0]?.[0])).toMatch(/\/api\/privacy$/)
  })

  it('says nothing goes outside when neither an LLM nor a webhook is configured', async () => {
    fetchMock.mockResolvedValue(json(200, { ...CONFIG, llm: null }))
    renderPage()
    const outside = await screen.findByTestId('privacy-outside')
    expect(outside.textContent).toBe('Tidak ada data yang dikirim ke layanan luar.')
  })

  it('states what is kept, what is not, who sees it, the law and where to act', async () => {
    fetchMock.mockResolvedValue(json(200, { ...CONFIG, llm: null }))
    renderPage()
    await screen.findByTestId('privacy-outside')
    const text = document.body.textContent ?? ''
    expect(screen.getByRole('heading', { level: 1, name: 'Kebijakan Privasi' })).toBeTruthy()
    for (const part of [
      'UU No. 27 Tahun 2022 tentang Pelindungan Data Pribadi',
      'Langganan paket',
      'Progres belajar dan jawaban pre-test/post-test',
      'Ulasan kelas',
      'Skripsi yang Anda unggah',
      'Sesi Simulasi Sidang',
      'Pembayaran',
      'Saldo kredit chat',
      'pesan Anda di Ruang Cerita',
      'tidak pernah',
      'Unduh data saya',
      'Hapus akun',
      'berkas CV tidak pernah dikirim ke server kami',
      'setelah email, nomor telepon, dan tautan dihapus',
    ])
      expect(text).toContain(part)
    expect(screen.getByRole('link', { name: 'Akun Saya' }).getAttribute('href')).toBe(
      '/dashboard/akun',
    )
  })

  it('still shows the policy when the configuration cannot be loaded', async () => {
    fetchMock.mockResolvedValue(json(500, { message: 'Terjadi kesalahan pada server.' }))
    renderPage()
    expect(await screen.findByRole('button', { name: 'Coba lagi' })).toBeTruthy()
    expect(screen.getByText(/Daftar layanan luar tidak dapat dimuat/)).toBeTruthy()
    expect(screen.getByTestId('privacy-operator').textContent).toBe('Pengelola Pendamping Skripsi')
  })
})
