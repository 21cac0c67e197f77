// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { screen, within } from '@testing-library/react'
import { setupDomTests } from '@/testing/dom'
import { renderWithTheme } from '@/testing/render'
import type { CvCheck, CvReport } from '../logic/types'
import { bySeverity } from '../report-order'
import { ReportView } from './report-view'

setupDomTests()

const check = (c: Partial<CvCheck> & Pick<CvCheck, 'id' | 'status'>): CvCheck => ({
  title: c.id,
  summary: `Ringkasan ${c.id}`,
  why: `Alasan ${c.id}`,
  findings: [],
  ...c,
})

const REPORT: CvReport = {
  fileName: 'cv-siti.pdf',
  analyzedAt: '2026-11-25T03:00:00.000Z',
  pages: 2,
  score: 58,
  scoreExplanation: ['Dua kolom di halaman 1: sistem rekrutmen membaca lintas kolom (-15).'],
  withPosting: true,
  bullets: [
    { text: 'Membantu panitia seminar nasional', where: { page: 1, section: 'organisasi' } },
  ],
  checks: [
    check({
      id: 'sections',
      status: 'ok',
      title: 'Bagian CV',
      sections: [
        { id: 'data-diri', heading: 'DATA PRIBADI', where: { page: 1 } },
        { id: 'organisasi', heading: 'Pengalaman Organisasi', where: { page: 1 } },
      ],
    }),
    check({
      id: 'personal-data',
      status: 'warn',
      title: 'Data pribadi',
      summary: 'Ditemukan 2 data pribadi yang tidak perlu.',
      why: 'Pedoman terbaru menyebut data ini tidak perlu: mengundang diskriminasi, dan UU PDP berlaku.',
      findings: [
        { text: 'Agama: Islam', where: { page: 1, section: 'data-diri', line: 'Agama : Islam' } },
        { text: 'Tinggi/berat badan', where: { page: 1, section: 'data-diri' } },
      ],
    }),
    check({
      id: 'columns',
      status: 'fail',
      title: 'Tata letak kolom',
      findings: [{ text: 'Dua kolom', where: { page: 1 } }],
    }),
    check({
      id: 'weak-openers',
      status: 'warn',
      title: 'Kata kerja pembuka',
      findings: [
        {
          text: 'Membantu panitia seminar nasional',
          suggestion: 'mengoordinasikan',
          where: { page: 1, section: 'organisasi' },
        },
      ],
    }),
    check({ id: 'photo', status: 'ok', title: 'Foto' }),
    check({
      id: 'keywords',
      status: 'fail',
      title: 'Kecocokan lowongan',
      missing: ['analisis data', 'SQL'],
      matchPercent: 40,
    }),
  ],
}

describe('ReportView', () => {
  it('renders each check with the contract’s data attributes, why it matters and where', () => {
    renderWithTheme(<ReportView report={REPORT} />)
    const checks = document.querySelectorAll('[data-check]')
    expect([...checks].map((c) => c.getAttribute('data-check'))).toEqual([
      'keywords',
      'columns',
      'personal-data',
      'weak-openers',
      'sections',
      'photo',
    ])
    const personal = document.querySelector('[data-check="personal-data"]') as HTMLElement
    expect(personal.getAttribute('data-status')).toBe('warn')
    expect(within(personal).getByText('Agama: Islam')).toBeTruthy()
    expect(within(personal).getAllByTestId('cv-where')[0].textContent).toBe(
      'hal. 1 · Data Diri — “Agama : Islam”',
    )
    expect(within(personal).getByTestId('cv-why').textContent).toContain('UU PDP berlaku')
    expect(within(personal).getByTestId('cv-status-label').textContent).toBe('Perlu diperhatikan')
    expect(document.querySelector('[data-check="columns"]')?.getAttribute('data-status')).toBe(
      'fail',
    )
  })

  it('lists found sections and missing posting terms as elements of their own', () => {
    renderWithTheme(<ReportView report={REPORT} />)
    const sections = document.querySelectorAll('[data-check="sections"] [data-section]')
    expect([...sections].map((s) => s.getAttribute('data-section'))).toEqual([
      'data-diri',
      'organisasi',
    ])
    expect(sections[0].textContent).toContain('“DATA PRIBADI”')
    const missing = document.querySelectorAll('[data-check="keywords"] [data-missing]')
    expect([...missing].map((m) => m.getAttribute('data-missing'))).toEqual([
      'analisis data',
      'SQL',
    ])
    expect(screen.getByTestId('cv-match').textContent).toBe('Kecocokan dengan lowongan: 40%')
  })

  it('shows the Skor keterbacaan with its explanation, never as passing an ATS', () => {
    renderWithTheme(<ReportView report={REPORT} />)
    expect(screen.getByTestId('cv-score').textContent).toBe('58')
    expect(screen.getByRole('img', { name: 'Skor keterbacaan 58 dari 100' })).toBeTruthy()
    expect(screen.getByTestId('cv-score-explanation').textContent).toContain('Dua kolom')
    expect(document.body.textContent).not.toMatch(/lolos ATS/i)
    expect(document.body.textContent).toContain('bukan peluang lolos')
  })

  it('offers a bullet action only under the checks that list bullets', () => {
    renderWithTheme(
      <ReportView
        report={REPORT}
        bulletAction={(text) => <button>{`Perbaiki: ${text}`}</button>}
      />,
    )
    const buttons = screen.getAllByRole('button', { name: /^Perbaiki:/ })
    expect(buttons).toHaveLength(1)
    expect(buttons[0].closest('[data-check]')?.getAttribute('data-check')).toBe('weak-openers')
  })

  it('puts the posting’s match first, then failures, warnings and the rest in their own order', () => {
    expect(bySeverity(REPORT.checks).map((c) => `${c.id}:${c.status}`)).toEqual([
      'keywords:fail',
      'columns:fail',
      'personal-data:warn',
      'weak-openers:warn',
      'sections:ok',
      'photo:ok',
    ])
    const withoutPosting = REPORT.checks.filter((c) => c.id !== 'keywords')
    expect(bySeverity(withoutPosting)[0].id).toBe('columns')
  })
})
