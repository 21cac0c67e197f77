// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { setupDomTests } from '@/testing/dom'
import { renderWithTheme } from '@/testing/render'
import { resetToasts } from '@/testing/toasts'
import { ListPagination, ListState, ListToolbar } from './list-toolbar'
import { SEARCH_DEBOUNCE_MS, useListQuery, type ListQuery } from './use-list-query'

setupDomTests({ slowMui: true })

const downloadCsv = vi.fn()
vi.mock('@/data/admin', () => ({
  downloadCsv: (...args: unknown[]) => downloadCsv(...args),
}))

type Status = '' | 'open' | 'closed'
const STATUSES = [
  { value: '' as const, label: 'Semua status' },
  { value: 'open' as const, label: 'Buka' },
  { value: 'closed' as const, label: 'Tutup' },
]

let seen: ListQuery<Status>

function Harness() {
  const query = useListQuery<Status>('')
  seen = query
  return (
    <>
      <ListToolbar
        query={query}
        placeholder="Cari..."
        searchLabel="Cari baris"
        statuses={STATUSES}
        exportPath="/api/admin/rows/export"
        exportName="baris.csv"
      />
      <ListPagination totalPages={3} page={query.page} onChange={query.setPage} />
    </>
  )
}

beforeEach(() => {
  downloadCsv.mockReset()
  resetToasts()
})

describe('the admin list toolbar', () => {
  it('sends the trimmed search after typing stops, and a new search or filter goes back to page 1', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    renderWithTheme(<Harness />)
    fireEvent.click(screen.getByRole('button', { name: 'Go to page 3' }))
    expect(seen.page).toBe(3)
    expect(seen.filtered).toBe(false)

    fireEvent.change(screen.getByLabelText('Cari baris'), { target: { value: '  siti ' } })
    expect(seen.q).toBe('')
    await act(async () => {
      await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS)
    })
    expect(seen.q).toBe('siti')
    expect(seen.page).toBe(1)
    expect(seen.filtered).toBe(true)

    fireEvent.click(screen.getByRole('button', { name: 'Go to page 2' }))
    expect(seen.page).toBe(2)
    fireEvent.mouseDown(screen.getByRole('combobox'))
    fireEvent.click(within(screen.getByRole('listbox')).getByText('Tutup'))
    await waitFor(() => expect(seen.status).toBe('closed'))
    expect(seen.page).toBe(1)
  })

  it("'Unduh CSV' exports the list as searched and filtered", async () => {
    downloadCsv.mockResolvedValue('baris-2026.csv')
    renderWithTheme(<Harness />)
    act(() => seen.setStatus('open'))
    fireEvent.click(screen.getByTestId('export-csv'))
    await waitFor(() => expect(downloadCsv).toHaveBeenCalledTimes(1))
    expect(downloadCsv).toHaveBeenCalledWith(
      '/api/admin/rows/export',
      { q: '', status: 'open' },
      'baris.csv',
    )
  })

  it('shows no page links for a single page', () => {
    renderWithTheme(<ListPagination totalPages={1} page={1} onChange={() => undefined} />)
    expect(screen.queryByRole('navigation')).toBeNull()
  })
})

describe('the admin list state', () => {
  const base = {
    total: 'Total: 0 baris',
    totalTestId: 'row-total',
    loading: false,
    error: null,
    errorTitle: 'Gagal memuat baris',
    onRetry: () => undefined,
    rows: 0,
    emptyText: 'Belum ada baris',
  }

  it('says the total, and the empty state only when a finished load brought nothing', () => {
    const { rerender } = renderWithTheme(<ListState {...base} />)
    expect(screen.getByTestId('row-total').textContent).toBe('Total: 0 baris')
    expect(screen.getByText('Belum ada baris')).toBeTruthy()
    rerender(<ListState {...base} loading />)
    expect(screen.queryByText('Belum ada baris')).toBeNull()
    expect(screen.getByRole('progressbar')).toBeTruthy()
    rerender(<ListState {...base} rows={2} />)
    expect(screen.queryByText('Belum ada baris')).toBeNull()
  })

  it('shows a failed load with its reason and a retry instead of the empty state', () => {
    const onRetry = vi.fn()
    renderWithTheme(<ListState {...base} error={new Error('Server sibuk')} onRetry={onRetry} />)
    expect(screen.getByRole('alert').textContent).toContain('Gagal memuat baris: Server sibuk')
    expect(screen.queryByText('Belum ada baris')).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Coba lagi' }))
    expect(onRetry).toHaveBeenCalledTimes(1)
  })
})
