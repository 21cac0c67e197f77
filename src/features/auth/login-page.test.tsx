// @vitest-environment jsdom
// The sign-in page while the server is busy (503 from its sign-in gate): it says so and that it tries
// again by itself, and when it gives up it says the server is busy, never "wrong password", whatever
// the 503's body (PocketBase's busy message or a proxy's page without one).
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { RouterProvider, createMemoryRouter } from 'react-router-dom'
import { SIGN_IN_BUSY_MESSAGE, signIn } from '@/data/auth'
import type { SignInOptions } from '@/data/auth'
import { setupDomTests } from '@/testing/dom'
import { renderWithTheme } from '@/testing/render'
import { resetToasts, toastTexts } from '@/testing/toasts'
import LoginPage from './login-page'

vi.mock('@/data/auth', async (importOriginal) => ({
  ...(await importOriginal<Record<string, unknown>>()),
  signIn: vi.fn(),
}))

setupDomTests({ slowMui: true })

/** What the SDK throws for an HTTP error (ClientResponseError's fields the app reads). */
const answer = (status: number, response: Record<string, unknown>) =>
  Object.assign(new Error(String(response.message ?? '')), { status, response })
const busyAnswer = (response: Record<string, unknown>) => answer(503, response)

function renderLogin() {
  const router = createMemoryRouter(
    [
      { path: '/login', element: <LoginPage /> },
      { path: '*', element: <p>masuk</p> },
    ],
    { initialEntries: ['/login'] },
  )
  renderWithTheme(<RouterProvider router={router} />)
  fireEvent.change(screen.getByLabelText(/Email/), { target: { value: 'siswa@kampus.ac.id' } })
  fireEvent.change(screen.getByLabelText(/Password/), { target: { value: 'rahasia123' } })
  fireEvent.click(screen.getByRole('button', { name: 'Masuk' }))
}

beforeEach(() => {
  resetToasts()
  vi.mocked(signIn).mockReset()
})

describe('signing in while the server is busy', () => {
  it('says the server is busy and when it tries again, then that it is busy (not a wrong password)', async () => {
    let giveUp: (error: unknown) => void = () => {}
    vi.mocked(signIn).mockImplementation((_email, _password, options?: SignInOptions) => {
      options?.onBusyWait?.(7)
      return new Promise((_resolve, reject) => {
        giveUp = reject
      })
    })
    renderLogin()
    expect((await screen.findByRole('status')).textContent).toBe(
      'Server sedang sibuk karena banyak yang masuk bersamaan. Mencoba lagi otomatis dalam 7 detik…',
    )
    expect(
      screen.getByRole<HTMLButtonElement>('button', { name: 'Menunggu giliran...' }).disabled,
    ).toBe(true)
    giveUp(busyAnswer({ code: 503, message: SIGN_IN_BUSY_MESSAGE, data: {} }))
    await waitFor(() => expect(toastTexts()).toEqual([`Error: ${SIGN_IN_BUSY_MESSAGE}`]))
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Masuk' }).disabled).toBe(false)
  })

  it("a proxy's 503 without PocketBase's message is still 'busy'", async () => {
    vi.mocked(signIn).mockRejectedValue(busyAnswer({}))
    renderLogin()
    await waitFor(() => expect(toastTexts()).toEqual([`Error: ${SIGN_IN_BUSY_MESSAGE}`]))
  })

  it('a wrong password is still said as such', async () => {
    vi.mocked(signIn).mockRejectedValue(
      answer(400, { code: 400, message: 'Email atau password salah.', data: {} }),
    )
    renderLogin()
    await waitFor(() => expect(toastTexts()).toEqual(['Error: Email atau password salah.']))
  })
})
