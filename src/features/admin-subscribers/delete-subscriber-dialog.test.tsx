// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { MemoryRouter } from 'react-router-dom'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { SubscriberRow } from '@/data/admin'
import { setupDomTests } from '@/testing/dom'
import { renderWithTheme } from '@/testing/render'
import { resetToasts, toastTexts } from '@/testing/toasts'
import { DeleteSubscriberDialog } from './delete-subscriber-dialog'

setupDomTests({ slowMui: true })

const deleteSubscription = vi.fn()
const deleteUserAccount = vi.fn()
vi.mock('@/data/admin', () => ({
  deleteSubscription: (id: string) => deleteSubscription(id),
}))
vi.mock('@/data/account', () => ({
  deleteUserAccount: (id: string) => deleteUserAccount(id),
}))

const row: SubscriberRow = {
  id: 'sub1',
  user_id: 'user1',
  paket_id: 'p1',
  status: 'active',
  durasi_mulai: '2026-01-01 00:00:00.000Z',
  durasi_akhir: '2027-01-01 00:00:00.000Z',
  created: '2026-01-01 00:00:00.000Z',
  user: { id: 'user1', email: 'siti@contoh.id', full_name: 'Siti Rahma' },
  paket: { id: 'p1', nama_paket: 'Paket Basic Skripsi' },
}

function renderDialog(r: SubscriberRow = row) {
  const onClose = vi.fn()
  const onDeleted = vi.fn()
  renderWithTheme(
    <MemoryRouter>
      <DeleteSubscriberDialog row={r} onClose={onClose} onDeleted={onDeleted} />
    </MemoryRouter>,
  )
  return { onClose, onDeleted }
}

beforeEach(() => {
  deleteSubscription.mockReset()
  deleteUserAccount.mockReset()
  resetToasts()
})

describe('DeleteSubscriberDialog', () => {
  it('explains both choices', () => {
    renderDialog()
    const dialog = screen.getByRole('dialog', { name: 'Hapus Siti Rahma?' })
    expect(dialog.textContent).toContain('Hanya langganan Paket Basic Skripsi yang dihapus')
    expect(dialog.textContent).toContain('Orangnya dihapus beserta semua datanya')
    expect(dialog.textContent).toContain('Pengguna')
  })

  it("'Hapus langganan' removes only the subscription", async () => {
    deleteSubscription.mockResolvedValue(true)
    const { onClose, onDeleted } = renderDialog()
    fireEvent.click(screen.getByRole('button', { name: 'Hapus langganan' }))
    await waitFor(() => expect(onClose).toHaveBeenCalled())
    expect(deleteSubscription).toHaveBeenCalledWith('sub1')
    expect(deleteUserAccount).not.toHaveBeenCalled()
    expect(onDeleted).toHaveBeenCalled()
    expect(toastTexts()).toContain('Berhasil: Subscriber berhasil dihapus')
  })

  it("'Hapus akun pengguna' needs the acknowledgement, then deletes the person", async () => {
    deleteUserAccount.mockResolvedValue(undefined)
    const { onClose, onDeleted } = renderDialog()
    const button = screen.getByRole('button', { name: 'Hapus akun pengguna' }) as HTMLButtonElement
    expect(button.disabled).toBe(true)
    fireEvent.click(screen.getByLabelText(/Saya mengerti/))
    expect(button.disabled).toBe(false)
    fireEvent.click(button)
    await waitFor(() => expect(onClose).toHaveBeenCalled())
    expect(deleteUserAccount).toHaveBeenCalledWith('user1')
    expect(deleteSubscription).not.toHaveBeenCalled()
    expect(onDeleted).toHaveBeenCalled()
    expect(toastTexts()).toContain('Berhasil: Akun Siti Rahma dan semua datanya telah dihapus.')
  })

  it('offers only the subscription when the person is already gone', () => {
    renderDialog({ ...row, user: null })
    expect(screen.queryByRole('button', { name: 'Hapus akun pengguna' })).toBeNull()
    expect(screen.getByText('Akun pengguna langganan ini sudah dihapus.')).toBeTruthy()
  })
})
