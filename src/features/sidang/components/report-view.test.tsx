// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { setupDomTests } from '@/testing/dom'
import { renderWithTheme } from '@/testing/render'
import type { SidangReport, SidangSessionSummary } from '@/data/sidang'
import { ReportView } from './report-view'
import { PastSessions, chartPoints } from './past-sessions'
import { chartCoordinates } from './score-chart'

setupDomTests({ slowMui: true })

const report: SidangReport = {
  overall: 62,
  categories: [
    { key: 'penguasaan_materi', label: 'Penguasaan materi', score: 70 },
    { key: 'metodologi', label: 'Metodologi', score: 55 },
    { key: 'hasil', label: 'Hasil', score: null },
    { key: 'kejelasan', label: 'Kejelasan', score: 64 },
  ],
  weakest: [
    {
      index: 3,
      text: 'Apa keterbatasan penelitian Anda?',
      score: 22,
      chapter: 'BAB V',
      section: '5.2 Saran',
      page: 41,
    },
    {
      index: 1,
      text: 'Bagaimana sampel ditentukan?',
      score: 35,
      chapter: 'BAB III',
      section: '',
      page: 0,
    },
  ],
}

describe('ReportView', () => {
  it('shows the overall score, each category (— when not scored) and the weakest answers with where to reread', () => {
    renderWithTheme(
      <ReportView
        report={report}
        documentName="skripsi.pdf"
        price={3}
        retrying={false}
        disabled={false}
        onRetry={() => {}}
        onBack={() => {}}
      />,
    )
    expect(screen.getByTestId('sidang-overall').textContent).toBe('62')
    const categories = within(screen.getByTestId('sidang-categories')).getAllByRole('listitem')
    expect(categories.map((li) => li.textContent)).toEqual([
      'Penguasaan materi70',
      'Metodologi55',
      'Hasil—',
      'Kejelasan64',
    ])
    expect(screen.getByRole('progressbar', { name: 'Hasil: tidak dinilai' })).toBeTruthy()
    const weakest = within(screen.getByTestId('sidang-weakest')).getAllByRole('listitem')
    expect(weakest).toHaveLength(2)
    expect(weakest[0].textContent).toContain('Apa keterbatasan penelitian Anda?')
    expect(weakest[0].textContent).toContain('Skor 22 · Baca ulang: BAB V · 5.2 Saran · hal. 41')
    expect(weakest[1].textContent).toContain('Baca ulang: BAB III')
    expect(weakest[1].textContent).not.toContain('hal.')
    expect(screen.getByText(/Biaya: 3 kredit/)).toBeTruthy()
  })

  it("'Latihan lagi' asks for a retry", () => {
    const onRetry = vi.fn()
    renderWithTheme(
      <ReportView
        report={report}
        documentName=""
        price={3}
        retrying={false}
        disabled={false}
        onRetry={onRetry}
        onBack={() => {}}
      />,
    )
    fireEvent.click(screen.getByRole('button', { name: 'Latihan lagi' }))
    expect(onRetry).toHaveBeenCalledTimes(1)
  })
})

const sessions: SidangSessionSummary[] = [
  {
    id: 's3',
    created: '2026-11-22 09:00:00.000Z',
    documentName: 'skripsi.pdf',
    status: 'active',
    questions: 5,
    answered: 2,
    overall: null,
  },
  {
    id: 's2',
    created: '2026-11-21 09:00:00.000Z',
    documentName: 'skripsi.pdf',
    status: 'finished',
    questions: 5,
    answered: 5,
    overall: 74,
  },
  {
    id: 's1',
    created: '2026-11-20 09:00:00.000Z',
    documentName: 'skripsi.pdf',
    status: 'finished',
    questions: 5,
    answered: 5,
    overall: 51,
  },
]

describe('PastSessions', () => {
  it('charts the finished scores oldest first, with the numbers for screen readers', () => {
    expect(chartPoints(sessions).map((p) => p.score)).toEqual([51, 74])
    renderWithTheme(
      <PastSessions
        items={sessions}
        error={null}
        busyId={null}
        onOpen={() => {}}
        onDelete={async () => true}
      />,
    )
    const chart = screen.getByRole('img', { name: /Skor simulasi dari waktu ke waktu/ })
    expect(chart.querySelector('desc')?.textContent).toContain('dari skor 51')
    const table = screen.getByRole('table', { name: 'Skor simulasi dari waktu ke waktu' })
    expect(
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((r) => r.textContent),
    ).toEqual(['20 Nov 202651', '21 Nov 202674'])
    const items = screen.getAllByTestId('sidang-history-item')
    expect(items[0].textContent).toContain('Belum selesai · 2/5 dijawab')
    expect(items[1].textContent).toContain('Skor 74')
  })

  it('opens a session, and deletes one only after the confirmation', async () => {
    const onOpen = vi.fn()
    const onDelete = vi.fn(async () => true)
    renderWithTheme(
      <PastSessions
        items={sessions}
        error={null}
        busyId={null}
        onOpen={onOpen}
        onDelete={onDelete}
      />,
    )
    fireEvent.click(screen.getAllByRole('button', { name: /^Lanjutkan sesi/ })[0])
    expect(onOpen).toHaveBeenCalledWith('s3')
    fireEvent.click(screen.getAllByRole('button', { name: /^Hapus sesi/ })[1])
    const dialog = await screen.findByRole('dialog', { name: 'Hapus sesi latihan?' })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Batal' }))
    expect(onDelete).not.toHaveBeenCalled()
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    fireEvent.click(screen.getAllByRole('button', { name: /^Hapus sesi/ })[1])
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Hapus sesi latihan?' })).getByRole(
        'button',
        {
          name: 'Hapus',
        },
      ),
    )
    expect(onDelete).toHaveBeenCalledWith('s2')
  })

  it('chart geometry: 100 at the top, 0 at the bottom, one point in the middle', () => {
    const [a, b] = chartCoordinates([
      { label: 'a', score: 0 },
      { label: 'b', score: 100 },
    ])
    expect(a.y).toBeGreaterThan(b.y)
    expect(a.x).toBeLessThan(b.x)
    const [only] = chartCoordinates([{ label: 'x', score: 50 }])
    expect(only.x).toBeGreaterThan(a.x)
    expect(only.x).toBeLessThan(b.x)
  })
})
