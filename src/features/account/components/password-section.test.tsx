// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type * as AccountModule from '@/data/account'
import { setupDomTests } from '@/testing/dom'
import { renderWithTheme } from '@/testing/render'
import { resetToasts, toastTexts } from '@/testing/toasts'
import { PasswordSection } from './password-section'

setupDomTests({ slowMui: true })

const changePassword = vi.fn()
vi.mock('@/data/account', async (importOriginal) => ({
  AccountError: (await importOriginal<typeof AccountModule>()).AccountError,
  changePassword: (...a: unknown[]) => changePassword(...a),
}))
const { AccountError } = await import('@/data/account')

const fill = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } })

beforeEach(() => {
  changePassword.mockReset()
  resetToasts()
})

describe('PasswordSection', () => {
  it('shows the Indonesian validation messages before sending anything', async () => {
    renderWithTheme(<PasswordSection />)
    fill('Password baru', 'abc')
    fill('Konfirmasi password baru', 'abd')
    fireEvent.click(screen.getByRole('button', { name: 'Ganti password' }))
    expect(await screen.findByText('Password lama wajib diisi')).toBeTruthy()
    expect(screen.getByText('Password minimal 6 karakter')).toBeTruthy()
    expect(screen.getByText('Password tidak sama')).toBeTruthy()
    expect(changePassword).not.toHaveBeenCalled()
  })

  it("puts the server's refusal of the old password on its field", async () => {
    changePassword.mockRejectedValue(
      new AccountError('Password lama tidak sesuai', '', 400, {
        oldPassword: 'Password lama tidak sesuai',
      }),
    )
    renderWithTheme(<PasswordSection />)
    fill('Password lama', 'salah1')
    fill('Password baru', 'baru1234')
    fill('Konfirmasi password baru', 'baru1234')
    fireEvent.click(screen.getByRole('button', { name: 'Ganti password' }))
    expect(await screen.findByText('Password lama tidak sesuai')).toBeTruthy()
  })

  it('changes the password and clears the form', async () => {
    changePassword.mockResolvedValue(undefined)
    renderWithTheme(<PasswordSection />)
    fill('Password lama', 'lama123')
    fill('Password baru', 'baru1234')
    fill('Konfirmasi password baru', 'baru1234')
    fireEvent.click(screen.getByRole('button', { name: 'Ganti password' }))
    await waitFor(() => expect(toastTexts()).toContain('Berhasil: Password berhasil diganti.'))
    expect(changePassword).toHaveBeenCalledWith({
      oldPassword: 'lama123',
      password: 'baru1234',
      passwordConfirm: 'baru1234',
    })
    expect((screen.getByLabelText('Password lama') as HTMLInputElement).value).toBe('')
  })
})
