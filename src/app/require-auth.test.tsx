// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { cleanup, screen } from '@testing-library/react'
import { RouterProvider, createMemoryRouter, useLocation } from 'react-router-dom'
import { initialSessionState, useSession } from '@/data/auth'
import type { UserRecord } from '@/data/types'
import ErrorPage from './pages/error-page'
import { RequireAuth } from './require-auth'
import { setupDomTests } from '@/testing/dom'
import { renderWithTheme } from '@/testing/render'

setupDomTests()

const record = (role: UserRecord['role']): UserRecord => ({
  id: 'u1',
  email: 'u1@demo.id',
  full_name: 'U',
  role,
  credits: 0,
  verified: true,
  created: '',
  updated: '',
})

function LoginProbe() {
  const location = useLocation()
  return <p>login from={(location.state as { from?: string } | null)?.from ?? '-'}</p>
}

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/login', element: <LoginProbe /> },
      {
        path: '/dashboard',
        element: (
          <RequireAuth access="signed-in" loadingText="Memuat dashboard...">
            <p>dashboard</p>
          </RequireAuth>
        ),
      },
      {
        path: '/admin/*',
        element: (
          <RequireAuth access="superadmin">
            <p>admin</p>
          </RequireAuth>
        ),
      },
      {
        path: '/subscriber',
        element: (
          <RequireAuth access="subscriber">
            <p>subscriber</p>
          </RequireAuth>
        ),
      },
      {
        path: '/boom',
        errorElement: <ErrorPage />,
        Component: () => {
          throw new Error('rusak')
        },
      },
    ],
    { initialEntries: [path] },
  )
  return renderWithTheme(<RouterProvider router={router} />)
}

beforeEach(() => {
  useSession.setState({ ...initialSessionState, loading: false })
  vi.spyOn(console, 'error').mockImplementation(() => {})
  vi.spyOn(console, 'warn').mockImplementation(() => {})
})

describe('RequireAuth', () => {
  it('shows the spinner text while the session loads', () => {
    useSession.setState({ loading: true })
    renderAt('/dashboard')
    expect(screen.getByText('Memuat dashboard...')).toBeTruthy()
  })
  it('waits for the profile before a role decision', () => {
    useSession.setState({ user: record('user'), profile: null, profileLoading: true })
    renderAt('/admin')
    expect(screen.getByText('Memuat profil...')).toBeTruthy()
  })
  it('sends visitors to /login remembering path, query and hash', async () => {
    renderAt('/admin/payments?x=1#y')
    expect(await screen.findByText('login from=/admin/payments?x=1#y')).toBeTruthy()
  })
  it('sends a wrong role to its home and admits the right one', async () => {
    useSession.setState({ user: record('user'), profile: record('user') })
    renderAt('/subscriber')
    expect(await screen.findByText('dashboard')).toBeTruthy()
    cleanup()
    useSession.setState({ user: record('superadmin'), profile: record('superadmin') })
    renderAt('/admin')
    expect(await screen.findByText('admin')).toBeTruthy()
  })
})

describe('ErrorPage', () => {
  it('renders the router fallback text', async () => {
    renderAt('/boom')
    expect(await screen.findByText('Unexpected Application Error!')).toBeTruthy()
    expect(screen.getByText('rusak')).toBeTruthy()
  })
})
