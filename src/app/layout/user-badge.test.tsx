// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react'
import { MemoryRouter } from 'react-router-dom'
import { afterEach, describe, expect, it } from 'vitest'
import { initialSessionState, useSession } from '@/data/auth'
import { setupDomTests } from '@/testing/dom'
import { renderWithTheme } from '@/testing/render'
import { UserBadge, accountPathFor } from './user-badge'

setupDomTests({ slowMui: true })
afterEach(() => useSession.setState({ ...initialSessionState }))

describe('UserBadge', () => {
  it("links 'Akun Saya' inside the shell the user is in", () => {
    expect(accountPathFor('/admin/subscribers')).toBe('/admin/akun')
    expect(accountPathFor('/admin')).toBe('/admin/akun')
    expect(accountPathFor('/subscriber/classes')).toBe('/subscriber/akun')
    expect(accountPathFor('/dashboard/chatbotskripsi')).toBe('/dashboard/akun')
    expect(accountPathFor('/administrasi')).toBe('/dashboard/akun')
  })

  it("opens a menu with 'Akun Saya' from the name", async () => {
    const user = {
      id: 'u1',
      email: 'siti@demo.id',
      full_name: 'Siti',
      role: 'subscriber' as const,
      credits: 0,
      verified: true,
      created: '',
      updated: '',
    }
    useSession.setState({ ...initialSessionState, loading: false, user, profile: user })
    renderWithTheme(
      <MemoryRouter initialEntries={['/subscriber/classes']}>
        <UserBadge />
      </MemoryRouter>,
    )
    expect(screen.getByTestId('user-name').textContent).toBe('Siti')
    fireEvent.click(screen.getByRole('button', { name: 'Menu akun Siti' }))
    const item = await screen.findByRole('menuitem', { name: 'Akun Saya' })
    expect(item.getAttribute('href')).toBe('/subscriber/akun')
  })
})
