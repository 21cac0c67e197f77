// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { ClassReport } from '@/data/admin'
import { setupDomTests } from '@/testing/dom'
import { renderWithTheme } from '@/testing/render'
import { ChartCard } from './chart-card'
import ReportCharts from './report-charts'

setupDomTests()

const EMPTY: ClassReport = {
  kelas: { id: 'k1', judul: 'Kelas', paket_id: 'p1' },
  enrolled: 4,
  started: 0,
  finished: 0,
  pretest: { average: null, attempts: 0 },
  posttest: { average: null, attempts: 0 },
  gain: { average: null, students: 0 },
  steps: [
    {
      materi_id: 'm1',
      judul: 'Pre Test Kelas',
      type: 'pretest',
      chapter: '',
      reached: 0,
      completed: 0,
      percent: 0,
    },
  ],
  hardest: [],
  pairs: [],
}

describe('ChartCard', () => {
  it('keeps the numbers as a table for screen readers and shows it on "Lihat angka"', () => {
    renderWithTheme(
      <ChartCard
        title="Subscriber baru per minggu"
        testId="c"
        empty={false}
        emptyText="Kosong"
        table={{ columns: ['Minggu', 'Jumlah'], rows: [['23–29 Nov 2026', '5']] }}
      >
        <svg data-testid="svg" />
      </ChartCard>,
    )
    const table = screen.getByRole('table', { name: 'Angka: Subscriber baru per minggu' })
    expect(within(table).getByRole('rowheader', { name: '23–29 Nov 2026' })).toBeTruthy()
    // The graphic is hidden from assistive technology; the table is its text alternative.
    expect(screen.getByTestId('chart-graphic').getAttribute('aria-hidden')).toBe('true')
    const toggle = screen.getByRole('button', { name: 'Lihat angka' })
    expect(toggle.getAttribute('aria-expanded')).toBe('false')
    fireEvent.click(toggle)
    expect(
      screen.getByRole('button', { name: 'Sembunyikan angka' }).getAttribute('aria-expanded'),
    ).toBe('true')
  })

  it('shows the empty state instead of the chart', () => {
    renderWithTheme(
      <ChartCard
        title="Pendapatan"
        testId="c"
        empty
        emptyText="Belum ada pembayaran berhasil dalam 30 hari terakhir."
        table={{ columns: ['Tanggal', 'Pendapatan'], rows: [['1 Nov 2026', 'Rp0']] }}
      >
        <svg />
      </ChartCard>,
    )
    expect(screen.getByText('Belum ada pembayaran berhasil dalam 30 hari terakhir.')).toBeTruthy()
    expect(screen.queryByTestId('chart-graphic')).toBeNull()
  })
})

describe('ReportCharts', () => {
  it('shows an empty state for each chart of a class nobody has started', () => {
    renderWithTheme(<ReportCharts report={EMPTY} />)
    expect(screen.getByText('Belum ada siswa yang mulai belajar.')).toBeTruthy()
    expect(
      screen.getByText('Belum ada siswa yang mengerjakan Pre Test dan Post Test.'),
    ).toBeTruthy()
    expect(screen.getByText('Belum ada jawaban tes.')).toBeTruthy()
    const funnel = screen.getByRole('table', { name: 'Angka: Corong penyelesaian per step' })
    expect(within(funnel).getByRole('rowheader', { name: '1. Pre Test Kelas' })).toBeTruthy()
  })
})
