// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { ReviewForm } from './review-form'
import { setupDomTests } from '@/testing/dom'
import { renderWithTheme } from '@/testing/render'

setupDomTests()

describe('ReviewForm', () => {
  it('refuses an incomplete review and saves a complete one', () => {
    const onSubmit = vi.fn()
    const onInvalid = vi.fn()
    const onSkip = vi.fn()
    renderWithTheme(
      <ReviewForm
        signedIn
        submitLabel="Selesai"
        onSubmit={onSubmit}
        onInvalid={onInvalid}
        actions={
          <button type="button" onClick={onSkip}>
            Lewati &amp; Selesai
          </button>
        }
      />,
    )
    fireEvent.click(screen.getByRole('button', { name: 'Selesai' }))
    expect(onInvalid).toHaveBeenCalledWith({
      title: 'Error',
      description: 'Mohon lengkapi semua field',
    })
    expect(onSubmit).not.toHaveBeenCalled()
    expect(onSkip).not.toHaveBeenCalled()

    fireEvent.click(screen.getByRole('radio', { name: '4 Stars' }))
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Status' }))
    fireEvent.click(
      within(screen.getByRole('listbox')).getByRole('option', { name: 'Mahasiswa S2' }),
    )
    fireEvent.change(screen.getByLabelText('Review'), { target: { value: '  Bagus sekali  ' } })
    fireEvent.click(screen.getByRole('button', { name: 'Selesai' }))
    expect(onSubmit).toHaveBeenCalledWith({
      rating: 4,
      student_role: 'Mahasiswa S2',
      review_text: 'Bagus sekali',
    })
  })

  it('asks to sign in first', () => {
    const onInvalid = vi.fn()
    renderWithTheme(<ReviewForm signedIn={false} onSubmit={vi.fn()} onInvalid={onInvalid} />)
    fireEvent.click(screen.getByRole('button', { name: 'Kirim Review' }))
    expect(onInvalid).toHaveBeenCalledWith({
      title: 'Error',
      description: 'Anda harus login terlebih dahulu',
    })
  })
})
