// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { MyDocuments } from '@/data/account'
import { setupDomTests } from '@/testing/dom'
import { renderWithTheme } from '@/testing/render'
import { resetToasts, toastTexts } from '@/testing/toasts'
import { DocumentsSection } from './documents-section'

setupDomTests({ slowMui: true })

const listMyDocuments = vi.fn()
const deleteThesisDocument = vi.fn()
vi.mock('@/data/account', () => ({
  listMyDocuments: () => listMyDocuments(),
  deleteThesisDocument: (id: string) => deleteThesisDocument(id),
}))

const DOCS: MyDocuments = {
  retentionDays: 365,
  items: [
    {
      id: 'd1',
      fileName: 'skripsi-bab1-5.pdf',
      size: 1572864,
      words: 12000,
      pages: 48,
      created: '2026-03-03 02:00:00.000Z',
      lastOpened: '2026-04-10 02:00:00.000Z',
      deleteAfter: '2027-04-10 02:00:00.000Z',
    },
    {
      id: 'd2',
      fileName: 'proposal.docx',
      size: 20480,
      words: 3000,
      pages: 0,
      created: '2026-01-15 02:00:00.000Z',
      lastOpened: '',
      deleteAfter: '2027-01-15 02:00:00.000Z',
    },
  ],
}

beforeEach(() => {
  listMyDocuments.mockReset()
  deleteThesisDocument.mockReset()
  resetToasts()
})

describe('DocumentsSection', () => {
  it('lists each thesis with its size, dates and retention date', async () => {
    listMyDocuments.mockResolvedValue(DOCS)
    renderWithTheme(<DocumentsSection />)
    const rows = await screen.findAllByTestId('account-document')
    expect(rows).toHaveLength(2)
    const first = rows[0]!.textContent ?? ''
    expect(first).toContain('skripsi-bab1-5.pdf')
    expect(first).toContain('Diunggah 3 Maret 2026 · 1,5 MB · 48 halaman')
    expect(first).toContain('Terakhir dibuka 10 April 2026')
    expect(within(rows[0]!).getByTestId('document-retention').textContent).toBe(
      'Dihapus otomatis pada 10 April 2027',
    )
    expect(rows[1]!.textContent).toContain('20 KB · 3.000 kata')
    expect(screen.getByText(/tidak dibuka selama 365 hari dihapus otomatis/)).toBeTruthy()
  })

  it('says when nothing was uploaded', async () => {
    listMyDocuments.mockResolvedValue({ retentionDays: 365, items: [] })
    renderWithTheme(<DocumentsSection />)
    expect(await screen.findByText('Belum ada dokumen yang diunggah.')).toBeTruthy()
  })

  it('deletes a thesis only after the confirmation', async () => {
    listMyDocuments.mockResolvedValue(DOCS)
    deleteThesisDocument.mockResolvedValue(undefined)
    renderWithTheme(<DocumentsSection />)
    fireEvent.click(await screen.findByRole('button', { name: 'Hapus dokumen proposal.docx' }))
    const dialog = await screen.findByRole('dialog', { name: 'Hapus dokumen?' })
    expect(dialog.textContent).toContain('Laporan Simulasi Sidang yang memakai dokumen ini tetap')
    fireEvent.click(within(dialog).getByRole('button', { name: 'Batal' }))
    expect(deleteThesisDocument).not.toHaveBeenCalled()
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    fireEvent.click(screen.getByRole('button', { name: 'Hapus dokumen proposal.docx' }))
    const again = await screen.findByRole('dialog', { name: 'Hapus dokumen?' })
    fireEvent.click(within(again).getByRole('button', { name: 'Hapus dokumen' }))
    await waitFor(() => expect(screen.getAllByTestId('account-document')).toHaveLength(1))
    expect(deleteThesisDocument).toHaveBeenCalledWith('d2')
    expect(toastTexts()).toContain('Berhasil: Dokumen proposal.docx telah dihapus.')
  })

  it('offers a retry when the list fails', async () => {
    listMyDocuments.mockRejectedValueOnce(new Error('Gagal memuat dokumen'))
    listMyDocuments.mockResolvedValueOnce(DOCS)
    renderWithTheme(<DocumentsSection />)
    fireEvent.click(await screen.findByRole('button', { name: 'Coba lagi' }))
    expect(await screen.findAllByTestId('account-document')).toHaveLength(2)
  })
})
