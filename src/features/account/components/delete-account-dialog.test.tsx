// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { MemoryRouter, Route, Routes } from 'react-router-dom'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { MySubscription } from '@/data/account'
import { setupDomTests } from '@/testing/dom'
import { renderWithTheme } from '@/testing/render'
import { resetToasts, toastTexts } from '@/testing/toasts'
import { DeleteAccountDialog } from './delete-account-dialog'
import { DeleteAccountSection } from './delete-account-section'

setupDomTests({ slowMui: true })

const deleteMyAccount = vi.fn()
const listMySubscriptions = vi.fn()
vi.mock('@/data/account', () => ({
  deleteMyAccount: (...a: unknown[]) => deleteMyAccount(...a),
  listMySubscriptions: (...a: unknown[]) => listMySubscriptions(...a),
}))

const subs: MySubscription[] = [
  {
    id: 's1',
    paketName: 'Paket Basic Skripsi',
    status: 'active',
    durasi_akhir: '2027-03-10 05:00:00.000Z',
    active: true,
  },
  {
    id: 's2',
    paketName: 'Paket Lama',
    status: 'active',
    durasi_akhir: '2024-01-01 05:00:00.000Z',
    active: false,
  },
]

beforeEach(() => {
  deleteMyAccount.mockReset()
  listMySubscriptions.mockReset()
  resetToasts()
})

function renderDialog(onConfirm = vi.fn(async () => {}), credits = 37) {
  renderWithTheme(
    <DeleteAccountDialog
      open
      credits={credits}
      subscriptions={{ loading: false, error: null, items: subs }}
      onClose={() => {}}
      onConfirm={onConfirm}
    />,
  )
  return onConfirm
}

describe('DeleteAccountDialog', () => {
  it('lists the unused credits and the active subscriptions that will be lost', () => {
    renderDialog()
    const losses = screen.getByTestId('delete-account-losses')
    expect(within(losses).getByTestId('delete-account-credits').textContent).toContain(
      'Sisa kredit chat yang belum terpakai: 37 kredit',
    )
    const active = within(losses).getByTestId('delete-account-subscriptions').textContent ?? ''
    expect(active).toContain('Paket Basic Skripsi (berlaku sampai 10 Maret 2027)')
    expect(active).not.toContain('Paket Lama')
    expect(losses.textContent).toContain('Skripsi yang Anda unggah')
    expect(screen.getByText(/Ulasan Anda tetap tampil/).textContent).toContain('Pengguna')
  })

  it('says when there are no credits or active subscriptions', () => {
    renderWithTheme(
      <DeleteAccountDialog
        open
        credits={0}
        subscriptions={{ loading: false, error: null, items: [subs[1]!] }}
        onClose={() => {}}
        onConfirm={async () => {}}
      />,
    )
    expect(screen.getByTestId('delete-account-credits').textContent).toContain(
      'tidak ada sisa kredit',
    )
    expect(screen.getByTestId('delete-account-subscriptions').textContent).toBe(
      'Langganan aktif: tidak ada.',
    )
  })

  it('asks for the password and shows a wrong one under the field', async () => {
    const onConfirm = renderDialog(vi.fn(async () => Promise.reject(new Error('Password salah.'))))
    fireEvent.click(screen.getByRole('button', { name: 'Hapus akun permanen' }))
    expect(await screen.findByText('Masukkan password Anda untuk menghapus akun')).toBeTruthy()
    expect(onConfirm).not.toHaveBeenCalled()
    fireEvent.change(screen.getByLabelText('Password Anda'), { target: { value: 'salah' } })
    fireEvent.click(screen.getByRole('button', { name: 'Hapus akun permanen' }))
    expect(await screen.findByText('Password salah.')).toBeTruthy()
    expect(onConfirm).toHaveBeenCalledWith('salah')
  })
})

describe('DeleteAccountSection', () => {
  it('loads the subscriptions, deletes, then goes to the landing page with a toast', async () => {
    listMySubscriptions.mockResolvedValue(subs)
    deleteMyAccount.mockResolvedValue(undefined)
    renderWithTheme(
      <MemoryRouter initialEntries={['/dashboard/akun']}>
        <Routes>
          <Route path="/dashboard/akun" element={<DeleteAccountSection credits={5} />} />
          <Route path="/" element={<p>Halaman depan</p>} />
        </Routes>
      </MemoryRouter>,
    )
    fireEvent.click(screen.getByRole('button', { name: 'Hapus akun' }))
    expect(
      await screen.findByText(/Paket Basic Skripsi \(berlaku sampai 10 Maret 2027\)/),
    ).toBeTruthy()
    expect(screen.getByTestId('delete-account-credits').textContent).toContain('5 kredit')
    fireEvent.change(screen.getByLabelText('Password Anda'), { target: { value: 'rahasia1' } })
    fireEvent.click(screen.getByRole('button', { name: 'Hapus akun permanen' }))
    expect(await screen.findByText('Halaman depan')).toBeTruthy()
    expect(deleteMyAccount).toHaveBeenCalledWith('rahasia1')
    await waitFor(() => expect(toastTexts()).toContain('Akun Anda telah dihapus.: '))
  })
})
