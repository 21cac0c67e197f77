// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { MemoryRouter } from 'react-router-dom'
import { setupDomTests } from '@/testing/dom'
import { renderWithTheme } from '@/testing/render'
import { initialSessionState, useSession } from '@/data/auth'
import type { UserRecord } from '@/data/types'
import * as api from '@/data/cv'
import { readCv } from '../logic/read-cv'
import { analyzeCv } from '../logic/analyze-cv'
import type { CvDocument, CvReport } from '../logic/types'
import { cvHistoryKey } from '../history/history-key'
import CvPage from './cv-page'

vi.mock('@/data/cv', async (importOriginal) => {
  const actual = await importOriginal<typeof api>()
  return {
    ...actual,
    getCvAiStatus: vi.fn(),
    getThesisCvEntry: vi.fn(),
    rewriteCvBullet: vi.fn(),
  }
})
vi.mock('../logic/read-cv', () => ({ readCv: vi.fn() }))
vi.mock('../logic/analyze-cv', () => ({ analyzeCv: vi.fn() }))

setupDomTests({ slowMui: true })

const siti: UserRecord = {
  id: 'u1',
  email: 'siti@demo.id',
  full_name: 'Siti',
  role: 'subscriber',
  credits: 9,
  verified: true,
  created: '',
  updated: '',
}

const DOC: CvDocument = {
  kind: 'pdf',
  fileName: 'cv-siti.pdf',
  pages: 1,
  scanned: false,
  lines: [],
  columnPages: [],
  tables: [],
  images: [],
}
const WEAK = 'Membantu panitia seminar nasional'

/** What the checks make of DOC: with a posting, a keywords check whose missing terms name it. */
function reportOf(_doc: CvDocument, posting?: string): CvReport {
  const checks: CvReport['checks'] = [
    {
      id: 'weak-openers',
      status: 'warn',
      title: 'Kata kerja pembuka',
      summary: '1 poin dibuka dengan frasa lemah.',
      why: 'Perekrut membaca awal poin.',
      findings: [{ text: WEAK, suggestion: 'mengoordinasikan', where: { page: 1 } }],
    },
  ]
  if (posting)
    checks.push({
      id: 'keywords',
      status: 'warn',
      title: 'Kecocokan lowongan',
      summary: 'Cocok 50%.',
      why: 'Perekrut mencari istilah lowongan.',
      findings: [],
      missing: posting.includes('SQL') ? ['sql'] : ['forklift'],
      matchPercent: 50,
    })
  return {
    fileName: DOC.fileName,
    analyzedAt: '2026-11-25T03:00:00.000Z',
    pages: 1,
    score: 72,
    scoreExplanation: ['Satu kolom.'],
    checks,
    bullets: [{ text: WEAK, where: { page: 1 } }],
    withPosting: Boolean(posting),
  }
}

const pdfFile = (name = 'cv-siti.pdf', size?: number) => {
  const file = new File([new TextEncoder().encode('%PDF-1.7\n'), new Uint8Array(64)], name, {
    type: 'application/pdf',
  })
  if (size !== undefined) Object.defineProperty(file, 'size', { value: size })
  return file
}

function renderPage() {
  return renderWithTheme(
    <MemoryRouter initialEntries={['/dashboard/cv']}>
      <CvPage />
    </MemoryRouter>,
  )
}

async function uploadCv(file = pdfFile()) {
  fireEvent.change(screen.getByTestId('cv-file-input'), { target: { files: [file] } })
  return screen.findByTestId('cv-report')
}

beforeEach(() => {
  window.localStorage.clear()
  useSession.setState({ ...initialSessionState, loading: false, user: siti, profile: { ...siti } })
  vi.mocked(api.getCvAiStatus).mockResolvedValue({ available: false, cost: 1 })
  vi.mocked(api.getThesisCvEntry).mockResolvedValue({ available: false, reason: 'NO_DOCUMENT' })
  vi.mocked(readCv).mockResolvedValue(DOC)
  vi.mocked(analyzeCv).mockImplementation(reportOf)
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {})
})
afterEach(() => {
  useSession.setState({ ...initialSessionState })
  vi.mocked(readCv).mockReset()
  vi.mocked(analyzeCv).mockReset()
  vi.mocked(api.rewriteCvBullet).mockReset()
})

describe('CvPage', () => {
  it('reads the CV on the device, shows the findings and keeps the analysis in the history', async () => {
    renderPage()
    expect(screen.getByRole('heading', { level: 1, name: 'Analisa CV' })).toBeTruthy()
    const report = await uploadCv()
    expect(readCv).toHaveBeenCalledTimes(1)
    expect(analyzeCv).toHaveBeenCalledWith(DOC, undefined)
    expect(report.querySelector('[data-check="weak-openers"]')?.getAttribute('data-status')).toBe(
      'warn',
    )
    expect(within(report).getByTestId('cv-score').textContent).toBe('72')
    const items = screen.getAllByTestId('cv-history-item')
    expect(items).toHaveLength(1)
    expect(items[0].textContent).toContain('cv-siti.pdf')
    const kept = JSON.parse(window.localStorage.getItem(cvHistoryKey('u1')) ?? '[]') as unknown[]
    expect(kept).toHaveLength(1)
  })

  it('checks again when the posting changes, on the same reading (no new upload)', async () => {
    renderPage()
    await uploadCv()
    fireEvent.change(screen.getByTestId('cv-posting'), {
      target: { value: 'Dibutuhkan analis yang menguasai SQL' },
    })
    await waitFor(() => expect(document.querySelector('[data-missing="sql"]')).not.toBeNull())
    expect(readCv).toHaveBeenCalledTimes(1)
    expect(analyzeCv).toHaveBeenLastCalledWith(DOC, 'Dibutuhkan analis yang menguasai SQL')
    fireEvent.change(screen.getByTestId('cv-posting'), {
      target: { value: 'Staf gudang, forklift' },
    })
    await waitFor(() => expect(document.querySelector('[data-missing="forklift"]')).not.toBeNull())
    expect(document.querySelector('[data-missing="sql"]')).toBeNull()
    // Still one analysis in the history, now with the last posting.
    expect(screen.getAllByTestId('cv-history-item')).toHaveLength(1)
    const kept = JSON.parse(window.localStorage.getItem(cvHistoryKey('u1')) ?? '[]') as {
      posting: string
    }[]
    expect(kept[0].posting).toBe('Staf gudang, forklift')
  })

  it('refuses a file over 5 MB before reading it', async () => {
    renderPage()
    fireEvent.change(screen.getByTestId('cv-file-input'), {
      target: { files: [pdfFile('besar.pdf', 6 * 1024 * 1024)] },
    })
    expect((await screen.findByTestId('cv-upload-error')).textContent).toBe(
      'Ukuran file CV maksimal 5 MB.',
    )
    expect(readCv).not.toHaveBeenCalled()
  })

  it('says why a CV cannot be read (the reader’s own message)', async () => {
    const scan = new Error('PDF ini hasil scan: tidak ada teks yang bisa dibaca.')
    scan.name = 'DocumentReadError'
    vi.mocked(readCv).mockRejectedValueOnce(scan)
    renderPage()
    fireEvent.change(screen.getByTestId('cv-file-input'), { target: { files: [pdfFile()] } })
    expect((await screen.findByTestId('cv-upload-error')).textContent).toBe(scan.message)
  })

  it('offline before the PDF reader was kept, a PDF says to open the page online once (kept analyses still work)', async () => {
    vi.mocked(readCv).mockRejectedValueOnce(
      new TypeError('Failed to fetch dynamically imported module'),
    )
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    renderPage()
    fireEvent.change(screen.getByTestId('cv-file-input'), { target: { files: [pdfFile()] } })
    expect((await screen.findByTestId('cv-upload-error')).textContent).toMatch(
      /^Pembaca PDF belum tersimpan di perangkat ini\. Buka halaman ini sekali saat online/,
    )
  })

  it('opens a kept analysis from the history, and forgets them all on request', async () => {
    window.localStorage.setItem(
      cvHistoryKey('u1'),
      JSON.stringify([
        {
          id: 'old',
          savedAt: '2026-11-20T03:00:00.000Z',
          posting: 'SQL',
          report: { ...reportOf(DOC, 'SQL'), fileName: 'cv-lama.pdf' },
        },
      ]),
    )
    renderPage()
    expect(screen.queryByTestId('cv-report')).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Buka analisa cv-lama.pdf' }))
    const report = await screen.findByTestId('cv-report')
    expect(report.querySelector('[data-missing="sql"]')).not.toBeNull()
    expect(screen.getByTestId('cv-viewing-past')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Hapus riwayat' }))
    expect(screen.queryByTestId('cv-history-item')).toBeNull()
    expect(screen.queryByTestId('cv-report')).toBeNull()
    expect(window.localStorage.getItem(cvHistoryKey('u1'))).toBeNull()
  })

  it('offers Perbaiki dengan AI only when the server does, and shows the rewrite with the credits left', async () => {
    vi.mocked(api.getCvAiStatus).mockResolvedValue({ available: true, cost: 1 })
    vi.mocked(api.rewriteCvBullet).mockResolvedValueOnce({
      rewrite: 'Mengoordinasikan panitia seminar nasional',
      credits: 8,
    })
    renderPage()
    const report = await uploadCv()
    const button = await within(report).findByRole('button', { name: /^Perbaiki dengan AI/ })
    fireEvent.click(button)
    expect((await screen.findByTestId('cv-rewrite-text')).textContent).toBe(
      'Mengoordinasikan panitia seminar nasional',
    )
    expect(screen.getByTestId('cv-rewrite-credits').textContent).toBe('Sisa kredit: 8')
    expect(api.rewriteCvBullet).toHaveBeenCalledWith({ bullet: WEAK, posting: '' })
  })

  it('explains a refused invention, and hides the button after 409', async () => {
    vi.mocked(api.getCvAiStatus).mockResolvedValue({ available: true, cost: 1 })
    vi.mocked(api.rewriteCvBullet)
      .mockRejectedValueOnce(new api.CvApiError(422, 'CV_REWRITE_REFUSED', 'x', 9, ['30%']))
      .mockRejectedValueOnce(new api.CvApiError(409, 'CV_AI_UNAVAILABLE', 'x'))
    renderPage()
    const report = await uploadCv()
    fireEvent.click(await within(report).findByRole('button', { name: /^Perbaiki dengan AI/ }))
    expect((await screen.findByTestId('cv-rewrite-error')).textContent).toBe(
      'Usulan AI ditolak karena menambahkan angka atau nama yang tidak ada di poin Anda (30%). Kredit Anda dikembalikan.',
    )
    fireEvent.click(within(report).getByRole('button', { name: /^Perbaiki dengan AI/ }))
    await waitFor(() =>
      expect(within(report).queryByRole('button', { name: /^Perbaiki dengan AI/ })).toBeNull(),
    )
  })

  it('never shows Perbaiki dengan AI without an LLM', async () => {
    renderPage()
    const report = await uploadCv()
    await waitFor(() => expect(api.getCvAiStatus).toHaveBeenCalled())
    expect(within(report).queryByRole('button', { name: /Perbaiki dengan AI/ })).toBeNull()
  })

  it('Dari skripsi Anda: the drafted entry, or where to upload a thesis', async () => {
    vi.mocked(api.getThesisCvEntry).mockResolvedValueOnce({
      available: true,
      documentId: 'd1',
      fileName: 'skripsi-siti.pdf',
      title: 'Pengaruh Media Sosial terhadap Prestasi Akademik',
      method: {
        text: 'Penelitian ini menggunakan pendekatan kuantitatif.',
        chapter: 'BAB III',
        page: 21,
      },
      result: null,
    })
    const first = renderPage()
    const entry = await screen.findByTestId('cv-thesis-entry')
    expect(entry.textContent).toContain('Pengaruh Media Sosial terhadap Prestasi Akademik')
    expect(within(entry).getByTestId('cv-thesis-method').textContent).toContain('BAB III, hal. 21')
    expect(within(entry).queryByTestId('cv-thesis-result')).toBeNull()
    expect(entry.textContent).toContain('skripsi-siti.pdf')
    first.unmount()
    renderPage()
    const pointer = await screen.findByTestId('cv-thesis-pointer')
    expect(
      within(pointer).getByRole('link', { name: 'Simulasi Sidang' }).getAttribute('href'),
    ).toBe('/dashboard/simulasi-sidang')
  })
})
