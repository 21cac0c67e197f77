// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { fireEvent, screen } from '@testing-library/react'
import { VideoEmbed } from '../components/video-embed'
import { AssistantSection } from './assistant-section'
import { PricingSection } from './pricing-section'
import { setupDomTests } from '@/testing/dom'
import { renderWithTheme } from '@/testing/render'

setupDomTests()

describe('AssistantSection', () => {
  it("shows the panel only after 'Coba Sekarang' and hides it with 'Tutup Assistant'", () => {
    renderWithTheme(<AssistantSection panel={<p>PANEL</p>} />)
    expect(screen.queryByText('PANEL')).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Coba Sekarang' }))
    expect(screen.getByText('PANEL')).toBeTruthy()
    const close = screen.getByRole('button', { name: 'Tutup Assistant' })
    expect(close.getAttribute('aria-expanded')).toBe('true')
    fireEvent.click(close)
    expect(screen.queryByText('PANEL')).toBeNull()
    expect(screen.getByRole('button', { name: 'Coba Sekarang' })).toBeTruthy()
  })
})

describe('VideoEmbed', () => {
  it('shows a lazy thumbnail until tapped, then the youtube-nocookie player with autoplay', () => {
    const { container } = renderWithTheme(<VideoEmbed id="abc_DEF-123" title="Contoh" />)
    const img = container.querySelector('img')!
    expect(img.getAttribute('src')).toBe('https://i.ytimg.com/vi/abc_DEF-123/hqdefault.jpg')
    expect(img.getAttribute('loading')).toBe('lazy')
    expect(container.querySelector('iframe')).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Putar video: Contoh' }))
    expect(container.querySelector('img')).toBeNull()
    expect(container.querySelector('iframe')?.getAttribute('src')).toBe(
      'https://www.youtube-nocookie.com/embed/abc_DEF-123?autoplay=1',
    )
  })
})

describe('PricingSection', () => {
  it('has id pricing-section, the three packages with their prices and MOST POPULAR on PRO only', () => {
    const { container } = renderWithTheme(<PricingSection />)
    expect(container.querySelector('#pricing-section')).not.toBeNull()
    const cards = screen.getAllByRole('article')
    expect(cards.map((c) => c.getAttribute('aria-label'))).toEqual([
      'Paket BASIC',
      'Paket PRO',
      'Paket PREMIUM',
    ])
    expect(cards.map((c) => c.textContent?.includes('MOST POPULAR'))).toEqual([false, true, false])
    expect(cards[0].textContent).toContain('Rp400.000')
    expect(cards[1].textContent).toContain('Rp700.000')
    expect(cards[2].textContent).toContain('Rp1.200.000')
    expect(cards[2].textContent).toContain('12x cek Turnitin')
    const link = cards[1].querySelector('a')!.getAttribute('href')!
    expect(link).toMatch(/^https:\/\/wa\.me\/\d+\?text=/)
    expect(decodeURIComponent(link)).toContain('paket PRO (Rp700.000)')
  })
})
