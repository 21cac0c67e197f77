// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { MemoryRouter, Route, Routes } from 'react-router-dom'
import { registerBeforeSignOut } from '@/data/auth'
import type * as AuthModule from '@/data/auth/auth'
import { useSignOutFlow } from './sign-out-flow'
import { useToasts } from './toast-store'
import { setupDomTests } from '@/testing/dom'
import { renderWithTheme } from '@/testing/render'
import { resetToasts } from '@/testing/toasts'

setupDomTests()

const signOutMock = vi.hoisted(() => vi.fn(async () => {}))
vi.mock('@/data/auth/auth', async (importOriginal) => ({
  ...(await importOriginal<typeof AuthModule>()),
  signOut: signOutMock,
}))

function Harness() {
  const flow = useSignOutFlow()
  return (
    <>
      <button onClick={flow.start}>Keluar</button>
      {flow.dialog}
    </>
  )
}

function renderAt(path = '/dashboard') {
  return renderWithTheme(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/" element={<p>Beranda</p>} />
        <Route path="/dashboard" element={<Harness />} />
      </Routes>
    </MemoryRouter>,
  )
}

const offs: (() => void)[] = []
beforeEach(() => {
  signOutMock.mockReset()
  signOutMock.mockImplementation(async () => {})
  resetToasts()
  vi.spyOn(console, 'error').mockImplementation(() => {})
  vi.spyOn(console, 'warn').mockImplementation(() => {})
})
afterEach(() => {
  while (offs.length) offs.pop()!()
})

describe('sign-out flow', () => {
  it('signs out at once and goes to / when nothing is pending', async () => {
    offs.push(registerBeforeSignOut(async () => 0))
    renderAt()
    fireEvent.click(screen.getByText('Keluar'))
    await screen.findByText('Beranda')
    expect(signOutMock).toHaveBeenCalledTimes(1)
  })

  it('warns with the number of unsent changes and signs out only when confirmed', async () => {
    offs.push(registerBeforeSignOut(async () => 2))
    offs.push(registerBeforeSignOut(async () => 1))
    renderAt()
    fireEvent.click(screen.getByText('Keluar'))
    expect(await screen.findByText('3 perubahan belum tersinkron akan hilang')).toBeTruthy()
    expect(signOutMock).not.toHaveBeenCalled()

    fireEvent.click(screen.getByText('Batal'))
    await waitFor(() =>
      expect(screen.queryByText('3 perubahan belum tersinkron akan hilang')).toBeNull(),
    )
    expect(signOutMock).not.toHaveBeenCalled()

    fireEvent.click(screen.getByText('Keluar'))
    await screen.findByText('3 perubahan belum tersinkron akan hilang')
    await act(async () => {
      fireEvent.click(screen.getByText('Tetap Keluar'))
    })
    await screen.findByText('Beranda')
    expect(signOutMock).toHaveBeenCalledTimes(1)
  })

  it('shows the logout error toast when signing out fails, and stays', async () => {
    signOutMock.mockRejectedValue(new Error('gagal'))
    renderAt()
    fireEvent.click(screen.getByText('Keluar'))
    await waitFor(() =>
      expect(useToasts.getState().toasts[0]).toMatchObject({
        title: 'Error',
        description: 'Terjadi kesalahan saat logout',
        variant: 'destructive',
      }),
    )
    expect(screen.queryByText('Beranda')).toBeNull()
  })
})
