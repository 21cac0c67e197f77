// Analisa CV on a phone (375×812): a student uploads a CV, reads the findings (the contract's
// data-check / data-status / data-section / data-missing attributes, as tests/fixtures/cv/truth.json
// plants them), pastes a posting and sees its missing terms, goes offline and matches another
// posting without uploading again, reloads offline and opens the analysis from 'Riwayat analisa',
// and downloads 'Unduh laporan CV'. Every request of the browser (pages and service worker) is
// recorded: none carries the CV's bytes or its e-mail address. 'Perbaiki dengan AI' runs on the
// second server, wired to the fake LLM (scripts/lib/fake-llm.mjs, mode 'text' answers a given
// rewrite): a faithful rewrite is shown with the credits left, an invented number and name is
// refused and its credit given back.
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import type { APIRequestContext, BrowserContext, Page } from '@playwright/test'
import { extractText } from '../tests/support/document-fixtures'
import { THESIS_FIXTURE_TEXT } from '../tests/support/thesis-fixture'
import { adminCreate, adminHeaders } from './support/admin'
import { signInAs, storageStateOf, uniqueEmail } from './support/auth'
import { uploadFixtureThesis } from './support/chat'
import { followOfflineEmulation, setOffline, waitForServiceWorker } from './support/offline'

const FIXTURES = path.join(process.cwd(), 'tests', 'fixtures', 'cv')
const PHONE = { width: 375, height: 812 }

interface Fixture {
  file: string
  pages: number
  sections?: string[]
  contact?: { email: string; phone: string }
  weakOpeners?: { bullet: string }[]
  statuses: Record<string, string>
  posting?: { text: string; missingContains: string[]; presentContains: string[] }
}

async function fixture(file: string): Promise<Fixture> {
  const truth = JSON.parse(await readFile(path.join(FIXTURES, 'truth.json'), 'utf8')) as {
    fixtures: Fixture[]
  }
  const found = truth.fixtures.find((f) => f.file === file)
  if (!found) throw new Error(`${file} is not in truth.json`)
  return found
}

/** Every request the context makes (pages and service worker): its URL and body bytes. */
function recordRequests(context: BrowserContext): { url: string; body: Buffer | null }[] {
  const seen: { url: string; body: Buffer | null }[] = []
  context.on('request', (r) => seen.push({ url: r.url(), body: r.postDataBuffer() }))
  return seen
}

/** No horizontal scrolling on the phone (polled: the layout settles after a change). */
async function fitsTheWidth(page: Page) {
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), {
      timeout: 5_000,
    })
    .toBeLessThanOrEqual(0)
}

const report = (page: Page) => page.getByTestId('cv-report')
const check = (page: Page, id: string) => report(page).locator(`[data-check="${id}"]`)
const missing = (page: Page, term: string) =>
  check(page, 'keywords').locator(`[data-missing*="${term}" i]`)

async function upload(page: Page, file: string) {
  await page.getByTestId('cv-file-input').setInputFiles(path.join(FIXTURES, file))
  await expect(report(page)).toBeVisible({ timeout: 30_000 })
  await expect(report(page).getByText(file)).toBeVisible()
}

/** The report shows each check with the status truth.json plants, and the sections found. */
async function expectFindings(page: Page, f: Fixture) {
  for (const [id, status] of Object.entries(f.statuses))
    await expect(check(page, id), `check ${id}`).toHaveAttribute('data-status', status)
  for (const id of f.sections ?? [])
    await expect(check(page, 'sections').locator(`[data-section="${id}"]`).first()).toBeVisible()
}

test.describe('Analisa CV on a phone', () => {
  test.use({ viewport: PHONE, storageState: storageStateOf('subscriber') })

  test('upload, findings, posting match, offline re-analysis and history, the report PDF; nothing of the CV leaves the device', async ({
    page,
    context,
  }) => {
    // Several uploads, a download and an offline reload on a phone-sized page.
    test.setTimeout(180_000)
    const cv = await fixture('cv-satu-kolom.pdf')
    const cvBytes = await readFile(path.join(FIXTURES, cv.file))
    const requests = recordRequests(context)
    await followOfflineEmulation(context)

    // The dashboard card and the sidebar lead to the page.
    await page.goto('/dashboard')
    await page.getByRole('button', { name: 'Buka/tutup menu' }).click()
    const nav = page.getByRole('navigation', { name: 'Menu utama' })
    await expect(nav.getByRole('link', { name: 'Analisa CV Terbaikmu' })).toHaveAttribute(
      'href',
      '/dashboard/cv',
    )
    await page.keyboard.press('Escape')
    const status = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/cv/status')
    await page.getByRole('link', { name: /Analisa CV Profesional/ }).click()
    await expect(page).toHaveURL(/\/dashboard\/cv$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Analisa CV' })).toBeVisible()
    await expect((await status).ok()).toBeTruthy()
    await waitForServiceWorker(page)
    await expect(page.getByRole('button', { name: 'Unggah CV' })).toBeVisible()
    await fitsTheWidth(page)

    // Upload: the findings as planted, each with why it matters and where.
    await upload(page, cv.file)
    await expectFindings(page, cv)
    await expect(check(page, 'keywords')).toHaveCount(0)
    await expect(report(page)).toHaveAttribute('data-with-posting', 'false')
    const personal = check(page, 'personal-data')
    await expect(personal).toContainText('Agama')
    await expect(personal.getByTestId('cv-why')).not.toBeEmpty()
    await expect(personal.getByTestId('cv-where').first()).toContainText('hal. 1')
    await expect(check(page, 'weak-openers')).toContainText(cv.weakOpeners![0].bullet.slice(0, 30))
    await expect(page.getByTestId('cv-score')).toHaveText(/^\d{1,3}$/)
    await expect(page.getByText('Skor keterbacaan', { exact: true })).toBeVisible()
    await expect(page.getByText(/lolos ATS/i)).toHaveCount(0)
    // The main server has no LLM: no 'Perbaiki dengan AI'.
    await expect(page.getByRole('button', { name: /Perbaiki dengan AI/ })).toHaveCount(0)
    // 'Dari skripsi Anda': the entry, or a pointer to upload a thesis (other specs may upload one).
    await expect(
      page
        .getByTestId('cv-thesis-pointer')
        .or(page.getByTestId('cv-thesis-entry'))
        .or(page.getByTestId('cv-thesis-nothing')),
    ).toBeVisible()
    await fitsTheWidth(page)

    // A pasted posting: its missing terms, without uploading again.
    const reads = await page.evaluate(() => performance.getEntriesByName('cv:read').length)
    await page.getByTestId('cv-posting').fill(cv.posting!.text)
    await expect(report(page)).toHaveAttribute('data-with-posting', 'true')
    await expect(check(page, 'keywords')).toBeVisible()
    for (const term of cv.posting!.missingContains)
      await expect(missing(page, term).first(), `missing ${term}`).toBeAttached()
    for (const term of cv.posting!.presentContains)
      await expect(missing(page, term), `present ${term}`).toHaveCount(0)
    await expect(check(page, 'keywords').getByTestId('cv-match')).toHaveText(
      /^Kecocokan dengan lowongan: \d{1,3}%$/,
    )
    expect(await page.evaluate(() => performance.getEntriesByName('cv:read').length)).toBe(reads)
    const history = page.getByTestId('cv-history-item')
    await expect(history).toHaveCount(1)
    await expect(history).toContainText(cv.file)
    await expect(history).toContainText('dengan lowongan')

    // 'Unduh laporan CV': a PDF made in the browser, with the findings.
    const downloading = page.waitForEvent('download', { timeout: 30_000 })
    await page.getByRole('button', { name: 'Unduh laporan CV' }).click()
    const download = await downloading
    expect(download.suggestedFilename()).toMatch(
      /^laporan-cv-cv-satu-kolom-\d{4}-\d{2}-\d{2}\.pdf$/,
    )
    const pdf = new Uint8Array(await readFile(await download.path()))
    const { text } = await extractText(pdf, 'pdf')
    const flat = text.replace(/\s+/g, ' ')
    expect(flat).toContain('Laporan Analisa CV')
    expect(flat).toContain(`Berkas: ${cv.file}`)
    expect(flat).toMatch(/Skor keterbacaan: \d{1,3}\/100/)
    expect(flat).toContain('Mengapa penting')
    expect(flat).toContain('Istilah lowongan yang belum ada di CV')

    // Offline: another posting is matched on the same reading; the page reloads from the service
    // worker and the analysis is in 'Riwayat analisa'.
    await setOffline(context, page, true)
    try {
      await page
        .getByTestId('cv-posting')
        .fill('Dibutuhkan staf gudang yang menguasai forklift dan manajemen inventaris.')
      await expect(missing(page, 'forklift').first()).toBeAttached()
      await expect(missing(page, cv.posting!.missingContains[0])).toHaveCount(0)
      await expect(history).toHaveCount(1)

      await page.reload()
      await expect(page.getByRole('heading', { level: 1, name: 'Analisa CV' })).toBeVisible()
      await expect(report(page)).toHaveCount(0)
      await expect(history).toHaveCount(1)
      await history.getByRole('button', { name: `Buka analisa ${cv.file}` }).click()
      await expect(page.getByTestId('cv-viewing-past')).toBeVisible()
      await expectFindings(page, cv)
      await expect(missing(page, 'forklift').first()).toBeAttached()
      await fitsTheWidth(page)

      // A new PDF CV is read offline too: the service worker kept the PDF reader and its worker
      // from the online visit (they are not precached).
      const kept = await page.evaluate(async () =>
        (await (await caches.open('document-readers')).keys()).map((r) => new URL(r.url).pathname),
      )
      expect(
        kept.some((p) => /\/assets\/pdf-engine-/.test(p)),
        kept.join(),
      ).toBe(true)
      expect(
        kept.some((p) => /\/assets\/pdf\.worker/.test(p)),
        kept.join(),
      ).toBe(true)
      const second = await fixture('cv-dua-kolom.pdf')
      await upload(page, second.file)
      await expectFindings(page, second)
      await expect(history).toHaveCount(2)
    } finally {
      await setOffline(context, page, false)
    }

    // Nothing of the CV left the device: no request carried its bytes or its e-mail address.
    const email = cv.contact!.email
    const needles = [
      Buffer.from(email),
      Buffer.from(encodeURIComponent(email)),
      cvBytes.subarray(0, 1024),
      cvBytes.subarray(Math.floor(cvBytes.length / 2), Math.floor(cvBytes.length / 2) + 256),
    ]
    expect(requests.length).toBeGreaterThan(5)
    for (const r of requests) {
      expect(r.url, r.url).not.toContain(email)
      expect(r.url, r.url).not.toContain(encodeURIComponent(email))
      if (r.body) for (const n of needles) expect(r.body.includes(n), r.url).toBe(false)
    }

    // 'Keluar' forgets the analyses on this device.
    await page.getByRole('button', { name: 'Buka/tutup menu' }).click()
    await page.getByRole('button', { name: 'Keluar' }).click()
    await expect(page).toHaveURL(/\/$/)
    expect(
      await page.evaluate(() =>
        Object.keys(window.localStorage).filter((k) => k.startsWith('pendamping-cv:')),
      ),
    ).toEqual([])
  })

  test('the other planted CVs: two columns with a photo and a table, a scan, a three-page DOCX', async ({
    page,
  }) => {
    test.setTimeout(120_000)
    await page.goto('/dashboard/cv')
    // A cold first load (the service worker precaches the app meanwhile).
    await expect(page.getByRole('heading', { level: 1, name: 'Analisa CV' })).toBeVisible({
      timeout: 30_000,
    })
    for (const file of ['cv-dua-kolom.pdf', 'cv-tiga-halaman.docx', 'cv-scan.pdf']) {
      await upload(page, file)
      await expectFindings(page, await fixture(file))
    }
    await expect(check(page, 'scanned')).toContainText(/PDF/)
    await expect(page.getByTestId('cv-history-item')).toHaveCount(3)

    // A file that is no CV is refused before anything is read.
    await page.getByTestId('cv-file-input').setInputFiles({
      name: 'cv.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('ini bukan PDF'),
    })
    await expect(page.getByTestId('cv-upload-error')).toHaveText(
      'File tidak didukung. Hanya file PDF dan DOCX yang diizinkan.',
    )
  })
})

// ---- 'Perbaiki dengan AI' on the server wired to the fake LLM ----------------------------------

const llmBaseURL = process.env.E2E_LLM_BASE_URL
const fakeLlmURL = process.env.E2E_FAKE_LLM_URL ?? ''

async function fakeAnswers(request: APIRequestContext, text: string) {
  const res = await request.post(`${fakeLlmURL}/__mode`, { data: { mode: 'text', text } })
  expect(res.ok(), await res.text()).toBeTruthy()
}

async function fakeRequests(request: APIRequestContext) {
  const res = await request.get(`${fakeLlmURL}/__requests`)
  expect(res.ok(), await res.text()).toBeTruthy()
  return (
    (await res.json()) as {
      requests: { body: { messages?: { role: string; content: string }[] } }[]
    }
  ).requests
}

test.describe('Perbaiki dengan AI (second server, fake LLM)', () => {
  test.use({ viewport: PHONE, baseURL: llmBaseURL })

  test.beforeAll(() => {
    if (!llmBaseURL || !fakeLlmURL)
      throw new Error(
        'E2E_LLM_BASE_URL / E2E_FAKE_LLM_URL are not set: run through scripts/e2e.mjs',
      )
  })

  test('a faithful rewrite is shown with the credits left; an invented number and name is refused and refunded', async ({
    page,
    request,
  }) => {
    test.setTimeout(150_000)
    const cv = await fixture('cv-satu-kolom.pdf')
    const [first, second] = cv.weakOpeners!
    const email = uniqueEmail('cv')
    const password = 'cv-e2e-12345'
    await adminCreate(
      request,
      'users',
      {
        email,
        password,
        passwordConfirm: password,
        verified: true,
        full_name: 'Mahasiswa CV',
        role: 'user',
        credits: 5,
      },
      llmBaseURL,
    )
    await signInAs(page.context(), request, email, password, llmBaseURL)
    await page.goto('/dashboard/cv')
    await expect(page.getByRole('heading', { level: 1, name: 'Analisa CV' })).toBeVisible()
    await expect(page.getByTestId('credits')).toHaveText('5')
    // No thesis yet: 'Dari skripsi Anda' says where to upload one.
    await expect(page.getByTestId('cv-thesis-pointer')).toBeVisible()
    await upload(page, cv.file)
    const sentBefore = (await fakeRequests(request)).length

    // A rewrite with only the bullet's own facts: shown, one credit spent.
    const faithful = first.bullet.replace(/^Membantu menyusun/, 'Menyusun')
    await fakeAnswers(request, faithful)
    const firstItem = check(page, 'weak-openers')
      .getByRole('listitem')
      .filter({
        hasText: first.bullet.slice(0, 30),
      })
    await firstItem.getByRole('button', { name: /^Perbaiki dengan AI/ }).click()
    await expect(firstItem.getByTestId('cv-rewrite-text')).toHaveText(faithful)
    await expect(firstItem.getByTestId('cv-rewrite-credits')).toHaveText('Sisa kredit: 4')
    await expect(page.getByTestId('credits')).toHaveText('4')

    // A rewrite that adds a number and a company the bullet does not have: refused, refunded.
    await fakeAnswers(
      request,
      'Mengelola 250 arsip faktur pembelian di PT Sumber Makmur secara tepat waktu.',
    )
    const secondItem = check(page, 'weak-openers')
      .getByRole('listitem')
      .filter({
        hasText: second.bullet.slice(0, 30),
      })
    await secondItem.getByRole('button', { name: /^Perbaiki dengan AI/ }).click()
    const refused = secondItem.getByTestId('cv-rewrite-error')
    await expect(refused).toContainText(
      'Usulan AI ditolak karena menambahkan angka atau nama yang tidak ada di poin Anda',
    )
    await expect(refused).toContainText('250')
    await expect(refused).toContainText('Kredit Anda dikembalikan.')
    await expect(secondItem.getByTestId('cv-rewrite-text')).toHaveCount(0)
    await expect(page.getByTestId('credits')).toHaveText('4')
    const users = await request.get(`${llmBaseURL}/api/collections/users/records`, {
      params: { filter: `email="${email}"` },
      headers: await adminHeaders(request, llmBaseURL),
    })
    expect(((await users.json()) as { items: { credits: number }[] }).items[0].credits).toBe(4)

    // The LLM got the bullets, never the CV's contact details.
    const sent = (await fakeRequests(request)).slice(sentBefore)
    expect(sent).toHaveLength(2)
    const contents = sent.map((r) => (r.body.messages ?? []).map((m) => m.content).join('\n'))
    expect(contents[0]).toContain(first.bullet.replace(/\.$/, ''))
    expect(contents[1]).toContain(second.bullet.replace(/\.$/, ''))
    for (const c of contents) {
      expect(c).not.toContain(cv.contact!.email)
      expect(c).not.toContain(cv.contact!.phone)
    }
    await request.post(`${fakeLlmURL}/__mode`, { data: { mode: 'quote' } })

    // With a thesis uploaded in the chat, 'Dari skripsi Anda' drafts the entry from its sentences.
    await page.goto('/dashboard/chatbotskripsi')
    await page.getByRole('tab', { name: 'Asisten Akademik' }).click()
    await uploadFixtureThesis(page)
    await page.goto('/dashboard/cv')
    const entry = page.getByTestId('cv-thesis-entry')
    await expect(entry).toBeVisible()
    await expect(entry).toContainText('Penelitian/Skripsi')
    await expect(entry).toContainText('skripsi.pdf')
    const thesis = THESIS_FIXTURE_TEXT.replace(/\s+/g, ' ')
    for (const part of ['cv-thesis-title', 'cv-thesis-method', 'cv-thesis-result']) {
      const box = entry.getByTestId(part)
      if ((await box.count()) === 0) continue
      const sentence = (await box.locator('p').first().innerText()).replace(/\s+/g, ' ').trim()
      expect(thesis, part).toContain(sentence)
    }
  })
})
