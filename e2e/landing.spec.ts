import { expect, test } from '@playwright/test'
import type { Page } from '@playwright/test'
import { scrollUntil, stayLocal } from './support/landing'

const HERO_TITLE = 'Skripsi Lebih Terarah, Lulus Lebih Tenang'
// Authors of the demo seed's reviews (pb_hooks/lib/platform/seed-data.js), shown through reviews.author_name.
const SEED_AUTHORS = ['Siti Rahmawati', 'Dewi Lestari', 'Andi Pratama']
const SECTION_HEADINGS = [
  'Tentang Pendamping Skripsi',
  'Coba Asisten AI Skripsi',
  'Produk Digital',
  'Layanan Kami',
  'Video Gratis',
  'Paket Pembelajaran',
  'Paket Bimbingan',
  'Legalitas & Kepercayaan',
  'Kata Mereka',
  'Pertanyaan yang Sering Diajukan',
  'Hubungi Kami',
]

/** Scrolls until the sections below the first screen have loaded (they load on the first scroll). */
async function loadBelowFold(page: Page) {
  await scrollUntil(page, page.getByRole('heading', { name: 'Tentang Pendamping Skripsi' }))
}

async function checkWhatsapp(page: Page) {
  const wa = page.getByRole('link', { name: 'Konsultasi Gratis via WhatsApp' })
  const href = (await wa.getAttribute('href')) ?? ''
  expect(href).toMatch(/^https:\/\/wa\.me\/\d{8,15}\?text=/)
  expect(decodeURIComponent(href.split('?text=')[1])).toContain('konsultasi gratis')
  await expect(wa).toHaveAttribute('target', '_blank')
}

test('the prerendered HTML has the hero and the metadata before any script runs', async ({
  request,
}) => {
  const res = await request.get('/')
  expect(res.ok()).toBeTruthy()
  const html = await res.text()
  const root = html.slice(html.indexOf('<div id="root">'))
  expect(root).toContain(HERO_TITLE)
  expect(root).toContain('Konsultasi Gratis via WhatsApp')
  expect(root).toContain('href="/login"')
  expect(html).toMatch(/<title>[^<]*Pendamping Skripsi<\/title>/)
  expect(html).toContain('<link rel="canonical"')
  expect(html).toContain('<meta property="og:title"')
  expect(html).toContain('<meta property="og:description"')
  expect(html).toContain('"@type":"EducationalOrganization"')
  expect(html).toMatch(/<style data-emotion="css [^"]+">/)
  // Exactly one description (the index.html default was replaced).
  expect(html.match(/<meta name="description"/g)).toHaveLength(1)
})

test('other routes never show the prerendered landing page', async ({ page }) => {
  const seen: boolean[] = []
  await page.exposeFunction('reportHero', (v: boolean) => seen.push(v))
  // Right after parsing, before the app's script: the inline script must already have removed the markup.
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      ;(window as unknown as { reportHero: (v: boolean) => void }).reportHero(
        document.getElementById('landing-prerender') !== null,
      )
    })
  })
  await page.goto('/login')
  await expect(page.getByRole('button', { name: 'Masuk', exact: true })).toBeVisible()
  await expect(page.getByText(HERO_TITLE)).toHaveCount(0)
  expect(seen).toEqual([false])
})

for (const viewport of [
  { name: 'desktop', width: 1280, height: 800, perView: 3 },
  { name: 'phone', width: 375, height: 812, perView: 1 },
]) {
  test.describe(`landing page (${viewport.name} ${viewport.width}px)`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } })

    test('every section, pricing, packages, testimonials, FAQ and videos', async ({ page }) => {
      await stayLocal(page)
      const requests: string[] = []
      page.on('request', (r) => requests.push(new URL(r.url()).pathname))
      await page.goto('/')
      // Before the visitor does anything, only the small main chunk (and the service worker's) loads.
      expect(
        requests.filter((p) => p.startsWith('/assets/') && p.endsWith('.js')).length,
      ).toBeLessThanOrEqual(2)
      await expect(page.getByRole('heading', { level: 1, name: HERO_TITLE })).toBeVisible()
      await checkWhatsapp(page)
      await loadBelowFold(page)
      for (const name of SECTION_HEADINGS)
        await expect(page.getByRole('heading', { level: 2, name })).toBeAttached()
      await expect(page.getByRole('contentinfo')).toBeAttached()
      const noHorizontalScroll = await page.evaluate(
        () => document.documentElement.scrollWidth <= window.innerWidth,
      )
      expect(noHorizontalScroll).toBe(true)

      // Static pricing: BASIC / PRO (MOST POPULAR) / PREMIUM.
      const pricing = page.locator('#pricing-section')
      for (const [name, price] of [
        ['BASIC', 'Rp400.000'],
        ['PRO', 'Rp700.000'],
        ['PREMIUM', 'Rp1.200.000'],
      ]) {
        const card = pricing.getByRole('article', { name: `Paket ${name}` })
        await expect(card.getByRole('heading', { name, exact: true })).toBeVisible()
        await expect(card.getByText(price, { exact: true })).toBeVisible()
      }
      await expect(
        pricing.getByRole('article', { name: 'Paket PRO' }).getByText('MOST POPULAR'),
      ).toBeVisible()
      await expect(
        pricing.getByRole('article', { name: 'Paket PREMIUM' }).getByText('Garansi ACC'),
      ).toBeVisible()

      // Learning packages from the server, basic/pro/premium first, price with 3x struck through.
      const packages = page.getByTestId('learning-package')
      await expect(packages.first()).toBeVisible({ timeout: 15_000 })
      await expect(packages.first().getByRole('heading')).toHaveText(/basic/i)
      const basic = page.getByTestId('learning-package').filter({ hasText: 'Paket Basic Skripsi' })
      await expect(basic.getByText('Rp149.000', { exact: true })).toBeVisible()
      await expect(basic.locator('s')).toHaveText('Rp447.000')
      await expect(basic.getByText(/\d+ kelas/)).toBeVisible()
      await expect(basic.getByRole('link')).toHaveAttribute(
        'href',
        /^\/lms\/packages\/\w+$|^https?:\/\//,
      )

      // Testimonials: the seed's authors, carousel advancing on its own every 4 s.
      const carousel = page.getByRole('region', { name: 'Testimoni mahasiswa' })
      await carousel.scrollIntoViewIfNeeded()
      await expect(carousel.getByText(new RegExp(SEED_AUTHORS.join('|'))).first()).toBeAttached({
        timeout: 15_000,
      })
      for (const author of SEED_AUTHORS)
        await expect(carousel.getByText(author).first()).toBeAttached()
      const slides = carousel.getByRole('group')
      expect(await slides.count()).toBeLessThanOrEqual(9)
      const [trackWidth, slideWidth] = await carousel
        .getByTestId('carousel-track')
        .evaluate((el) => [el.clientWidth, (el.firstElementChild as HTMLElement).offsetWidth])
      expect(Math.round(trackWidth / slideWidth)).toBe(viewport.perView)
      await page.mouse.move(0, 0) // hovering pauses the autoplay
      const track = carousel.getByTestId('carousel-track')
      const start = await track.getAttribute('data-position')
      await expect(track).not.toHaveAttribute('data-position', start ?? '0', { timeout: 7_000 })
      await expect(carousel.getByRole('button', { name: 'Ulasan berikutnya' })).toBeVisible()

      // FAQ accordion.
      const faq = page.locator('#faq details')
      await expect(faq).toHaveCount(5)
      const answer = faq.first().locator('p')
      await expect(answer).toBeHidden()
      await faq.first().locator('summary').click()
      await expect(answer).toBeVisible()

      // Videos: a lazy thumbnail until tapped, then the youtube-nocookie player.
      const videos = page.locator('#video-gratis')
      const thumbs = videos.locator('img')
      await expect(thumbs).toHaveCount(2)
      await expect(thumbs.first()).toHaveAttribute('loading', 'lazy')
      await expect(thumbs.first()).toHaveAttribute(
        'src',
        /^https:\/\/i\.ytimg\.com\/vi\/[\w-]+\/hqdefault\.jpg$/,
      )
      await expect(videos.locator('iframe')).toHaveCount(0)
      await videos
        .getByRole('button', { name: /^Putar video/ })
        .first()
        .click()
      await expect(videos.locator('iframe')).toHaveAttribute(
        'src',
        /^https:\/\/www\.youtube-nocookie\.com\/embed\/[\w-]+\?autoplay=1$/,
      )
      await expect(thumbs).toHaveCount(1)

      // The landing page never loads the app's session, SDK, router or local store.
      expect(
        requests.filter((p) => /^\/assets\/(mount-app|auth|local|engine|router)-/.test(p)),
      ).toEqual([])
      expect(requests.filter((p) => /^\/api\/(?!collections\/|files\/)/.test(p))).toEqual([])

      // Contact.
      const contact = page.locator('#kontak')
      await expect(contact.getByText('Senin - Sabtu, 09.00 - 16.00 WIB')).toBeVisible()
      await expect(contact.getByRole('link', { name: /^@/ })).toHaveAttribute(
        'href',
        /instagram\.com/,
      )
      await expect(contact.getByRole('link', { name: /@/ }).first()).toBeVisible()
    })

    test('the pricing button scrolls to the pricing section, Masuk opens /login', async ({
      page,
    }) => {
      await stayLocal(page)
      await page.goto('/')
      await page.getByRole('link', { name: 'Lihat Paket Harga' }).click()
      await expect(page.locator('#pricing-section')).toBeInViewport({ timeout: 15_000 })
      await expect(page.getByText('MOST POPULAR')).toBeVisible()

      await page.getByRole('banner').getByRole('link', { name: 'Masuk' }).click()
      await expect(page).toHaveURL(/\/login$/)
      await expect(page.getByRole('button', { name: 'Masuk', exact: true })).toBeVisible()
      await expect(page.getByText(HERO_TITLE)).toHaveCount(0)
    })
  })
}

test('the assistant toggle and a stable first screen (no layout shift when the script takes over)', async ({
  page,
}) => {
  await stayLocal(page)
  await page.addInitScript(() => {
    const w = window as unknown as { __shift: number }
    w.__shift = 0
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as unknown as {
        value: number
        hadRecentInput: boolean
      }[]) {
        if (!e.hadRecentInput) w.__shift += e.value
      }
    }).observe({ type: 'layout-shift', buffered: true })
  })
  await page.setViewportSize({ width: 375, height: 812 })
  await page.goto('/')
  const h1 = page.getByRole('heading', { level: 1 })
  const before = await h1.boundingBox()
  // Start the app without user input (so a shift would count), then wait for its sections.
  await page.evaluate(() => window.dispatchEvent(new Event('scroll')))
  await expect(page.getByRole('heading', { name: 'Tentang Pendamping Skripsi' })).toBeAttached({
    timeout: 15_000,
  })
  expect(await h1.boundingBox()).toEqual(before)
  expect(
    await page.evaluate(() => (window as unknown as { __shift: number }).__shift),
  ).toBeLessThan(0.01)

  // A keyboard visitor keeps the focus when the page's script takes over the prerendered markup.
  await page.goto('/')
  await page.keyboard.press('Tab')
  await page.keyboard.press('Tab')
  await expect(page.getByRole('heading', { name: 'Tentang Pendamping Skripsi' })).toBeAttached({
    timeout: 15_000,
  })
  await expect(page.getByRole('banner').getByRole('link', { name: 'Masuk' })).toBeFocused()

  const open = page.getByRole('button', { name: 'Coba Sekarang' })
  await open.click()
  const close = page.getByRole('button', { name: 'Tutup Assistant' })
  await expect(close).toBeVisible()
  await expect(close).toHaveAttribute('aria-expanded', 'true')
  await expect(page.getByRole('tab', { name: /Ruang Cerita/ })).toBeVisible({ timeout: 15_000 })
  await close.click()
  await expect(page.getByRole('button', { name: 'Coba Sekarang' })).toBeVisible()
  await expect(page.getByRole('tab', { name: /Ruang Cerita/ })).toHaveCount(0)
})
