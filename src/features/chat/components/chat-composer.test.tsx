// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest'
import { cleanup, fireEvent, screen } from '@testing-library/react'
import { ChatComposer } from './chat-composer'
import { setupDomTests } from '@/testing/dom'
import { renderWithTheme } from '@/testing/render'

setupDomTests()

function setup(props: Partial<Parameters<typeof ChatComposer>[0]> = {}) {
  const onSend = vi.fn()
  const onChange = vi.fn()
  renderWithTheme(
    <ChatComposer
      value="halo"
      onChange={onChange}
      onSend={onSend}
      disabled={false}
      busy={false}
      error={null}
      placeholder="Tulis..."
      {...props}
    />,
  )
  return { onSend, onChange, box: screen.getByRole('textbox', { name: 'Tulis pesan' }) }
}

describe('ChatComposer', () => {
  it('Enter sends', () => {
    const { onSend, box } = setup()
    fireEvent.keyDown(box, { key: 'Enter' })
    expect(onSend).toHaveBeenCalledTimes(1)
  })

  it('Shift+Enter does not send (a new line)', () => {
    const { onSend, box } = setup()
    fireEvent.keyDown(box, { key: 'Enter', shiftKey: true })
    expect(onSend).not.toHaveBeenCalled()
  })

  it('does not send while a reply is awaited or when disabled', () => {
    const busy = setup({ busy: true })
    fireEvent.keyDown(busy.box, { key: 'Enter' })
    expect(busy.onSend).not.toHaveBeenCalled()
    cleanup()
    const off = setup({ disabled: true })
    expect(off.box).toHaveProperty('disabled', true)
    expect(screen.getByRole('button', { name: 'Kirim pesan' })).toHaveProperty('disabled', true)
  })

  it('shows the validation error and a counter near the limit', () => {
    setup({ error: 'Pesan tidak boleh kosong.' })
    expect(screen.getByText('Pesan tidak boleh kosong.')).toBeTruthy()
    cleanup()
    setup({ value: 'a'.repeat(3900) })
    expect(screen.getByText('3.900 / 4.000 karakter')).toBeTruthy()
  })
})
