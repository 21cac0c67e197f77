// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { ClassContentDialog } from './class-content-dialog'
import { api, resetFake, seedMateri, seedVideo, toastTexts } from '@/testing/fake-admin'
import { setupDomTests } from '@/testing/dom'
import { renderWithTheme } from '@/testing/render'

setupDomTests({ slowMui: true })

vi.mock('@/data/admin', async () => (await import('@/testing/fake-admin')).adminModule())

const KELAS = { id: 'k1', judul: 'Metodologi Penelitian' }

function open() {
  return renderWithTheme(<ClassContentDialog kelas={KELAS} open onClose={() => {}} />)
}

beforeEach(() => {
  resetFake()
  vi.spyOn(window, 'confirm').mockReturnValue(true)
})

describe('Sub Bab & Video tab', () => {
  function seedChapters() {
    const ch1 = seedMateri({ type: 'chapter', judul: 'Bab Satu', order: 1 })
    const ch2 = seedMateri({ type: 'chapter', judul: 'Bab Dua', order: 4 })
    const l1 = seedMateri({ type: 'lesson', judul: 'Pelajaran 1.1', parent_id: ch1.id, order: 2 })
    const l2 = seedMateri({ type: 'lesson', judul: 'Pelajaran 1.2', parent_id: ch1.id, order: 7 })
    seedMateri({
      type: 'video',
      judul: 'Video Lama',
      link_video: 'https://youtu.be/dQw4w9WgXcQ',
      order: 2,
    })
    const v1 = seedVideo({ materi_id: l1.id, judul: 'Video Satu', urutan: 3 })
    return { ch1, ch2, l1, l2, v1 }
  }

  async function openChapters() {
    open()
    await screen.findByRole('button', { name: 'Buat Pre Test' })
    fireEvent.click(screen.getByRole('tab', { name: 'Sub Bab & Video' }))
    return screen.findAllByTestId('chapter-item')
  }

  it('lists chapters, lessons, videos (one call) and the legacy items', async () => {
    const { l1, l2 } = seedChapters()
    const chapters = await openChapters()
    expect(chapters.map((c) => within(c).getByText(/^Bab (Satu|Dua)$/).textContent)).toEqual([
      'Bab Satu',
      'Bab Dua',
    ])
    expect(within(chapters[0]).getAllByTestId('lesson-item')).toHaveLength(2)
    await screen.findByText('Video Satu')
    expect(api.listVideos).toHaveBeenCalledTimes(1)
    expect(api.listVideos).toHaveBeenCalledWith([l1.id, l2.id])
    expect(screen.getByText('Video Lama')).toBeTruthy()
  })

  it('adds a chapter and a lesson at the highest order plus one', async () => {
    const { ch1 } = seedChapters()
    const chapters = await openChapters()
    fireEvent.click(screen.getByRole('button', { name: 'Tambah Bab' }))
    await waitFor(() => expect(screen.getAllByTestId('chapter-item')).toHaveLength(3))
    expect(api.createMateri).toHaveBeenCalledWith({
      kelas_id: 'k1',
      type: 'chapter',
      judul: 'Bab Baru',
      order: 5,
    })
    expect(toastTexts()).toContain('Berhasil: Bab berhasil ditambahkan')

    fireEvent.click(within(chapters[0]).getByRole('button', { name: 'Tambah Pelajaran' }))
    await waitFor(() => expect(api.createMateri).toHaveBeenCalledTimes(2))
    expect(api.createMateri).toHaveBeenLastCalledWith({
      kelas_id: 'k1',
      type: 'lesson',
      judul: 'Pelajaran Baru',
      parent_id: ch1.id,
      order: 8,
    })
  })

  it('reorders siblings with one call and deletes after confirming', async () => {
    const { ch1, ch2, l1, l2 } = seedChapters()
    const chapters = await openChapters()
    const header = (el: HTMLElement) => within(el).getAllByRole('button', { name: 'Turunkan' })[0]
    fireEvent.click(header(chapters[0]))
    await waitFor(() => expect(api.reorder).toHaveBeenCalledWith('materi', [ch2.id, ch1.id]))
    await waitFor(() =>
      expect(within(screen.getAllByTestId('chapter-item')[0]).getByText('Bab Dua')).toBeTruthy(),
    )

    const lesson = screen
      .getAllByTestId('lesson-item')
      .find((el) => within(el).queryByText('Pelajaran 1.2'))!
    fireEvent.click(within(lesson).getAllByRole('button', { name: 'Naikkan' })[0])
    await waitFor(() => expect(api.reorder).toHaveBeenLastCalledWith('materi', [l2.id, l1.id]))

    const bab = screen
      .getAllByTestId('chapter-item')
      .find((el) => within(el).queryByText('Bab Satu'))!
    await waitFor(() =>
      expect(
        (within(bab).getByRole('button', { name: 'Hapus bab' }) as HTMLButtonElement).disabled,
      ).toBe(false),
    )
    fireEvent.click(within(bab).getByRole('button', { name: 'Hapus bab' }))
    expect(window.confirm).toHaveBeenLastCalledWith(
      'Apakah Anda yakin ingin menghapus bab ini? Semua pelajaran dan videonya ikut terhapus.',
    )
    await waitFor(() => expect(screen.getAllByTestId('chapter-item')).toHaveLength(1))
    expect(api.deleteMateri).toHaveBeenCalledWith(ch1.id)
  })

  it('renames inline and refuses an empty title', async () => {
    const { ch1 } = seedChapters()
    const chapters = await openChapters()
    fireEvent.click(within(chapters[0]).getAllByRole('button', { name: 'Ubah judul' })[0])
    const input = within(chapters[0]).getByRole('textbox', { name: 'Judul' })
    fireEvent.change(input, { target: { value: '   ' } })
    fireEvent.click(within(chapters[0]).getByRole('button', { name: 'Simpan' }))
    expect(within(chapters[0]).getByText('Judul harus diisi')).toBeTruthy()
    expect(api.updateMateri).not.toHaveBeenCalled()
    fireEvent.change(input, { target: { value: ' Pendahuluan ' } })
    fireEvent.click(within(chapters[0]).getByRole('button', { name: 'Simpan' }))
    await screen.findByText('Pendahuluan')
    expect(api.updateMateri).toHaveBeenCalledWith(ch1.id, { judul: 'Pendahuluan' })
  })

  it('collapses and expands a chapter', async () => {
    seedChapters()
    const chapters = await openChapters()
    fireEvent.click(within(chapters[0]).getByRole('button', { name: 'Tutup bab' }))
    await waitFor(() => expect(within(chapters[0]).queryAllByTestId('lesson-item')).toHaveLength(0))
    fireEvent.click(within(chapters[0]).getByRole('button', { name: 'Buka bab' }))
    expect(within(chapters[0]).getAllByTestId('lesson-item')).toHaveLength(2)
  })

  it('adds a video: validates, previews, saves the canonical link and max-resolution thumbnail', async () => {
    const { l2 } = seedChapters()
    await openChapters()
    const lesson = screen
      .getAllByTestId('lesson-item')
      .find((el) => within(el).queryByText('Pelajaran 1.2'))!
    fireEvent.click(within(lesson).getByRole('button', { name: 'Tambah Video' }))
    const dialog = screen.getByRole('dialog', { name: 'Tambah Video' })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Simpan' }))
    expect(within(dialog).getByText('Judul dan link YouTube harus diisi')).toBeTruthy()

    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Judul Video' }), {
      target: { value: ' Pengantar ' },
    })
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Link YouTube' }), {
      target: { value: 'https://vimeo.com/1' },
    })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Simpan' }))
    expect(within(dialog).getAllByText('Link YouTube tidak valid').length).toBeGreaterThan(0)
    expect(api.saveVideo).not.toHaveBeenCalled()

    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Link YouTube' }), {
      target: { value: ' youtu.be/dQw4w9WgXcQ?si=xyz&t=10 ' },
    })
    expect(within(dialog).getByTestId('video-preview')).toBeTruthy()
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Deskripsi' }), {
      target: { value: 'Intro' },
    })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Simpan' }))
    await waitFor(() => expect(toastTexts()).toContain('Berhasil: Video berhasil disimpan'))
    expect(api.saveVideo).toHaveBeenCalledWith(null, {
      materi_id: l2.id,
      judul: 'Pengantar',
      deskripsi: 'Intro',
      link_youtube: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      urutan: 1,
      thumbnail: 'https://img.youtube.com/vi/dQw4w9WgXcQ/maxresdefault.jpg',
    })
    await waitFor(() => expect(within(lesson).getAllByTestId('video-item')).toHaveLength(1))
  })

  it('reports a failed video save and keeps the form', async () => {
    seedChapters()
    await openChapters()
    await screen.findByText('Video Satu')
    fireEvent.click(screen.getByRole('button', { name: 'Edit video' }))
    const dialog = screen.getByRole('dialog', { name: 'Edit Video' })
    expect(
      (within(dialog).getByRole('textbox', { name: 'Judul Video' }) as HTMLInputElement).value,
    ).toBe('Video Satu')
    api.saveVideo.mockRejectedValueOnce(new Error('x'))
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Simpan' }))
    })
    expect(toastTexts()).toContain('Error: Gagal menyimpan video')
    expect(screen.getByRole('dialog', { name: 'Edit Video' })).toBeTruthy()
  })

  it('reorders videos with one call and deletes one after confirming', async () => {
    const { l1, v1 } = seedChapters()
    const v2 = seedVideo({ materi_id: l1.id, judul: 'Video Dua', urutan: 5 })
    await openChapters()
    await screen.findByText('Video Dua')
    let items = screen.getAllByTestId('video-item')
    expect(items.map((el) => within(el).getByText(/^Video (Satu|Dua)$/).textContent)).toEqual([
      'Video Satu',
      'Video Dua',
    ])
    fireEvent.click(within(items[0]).getByRole('button', { name: 'Turunkan' }))
    await waitFor(() => expect(api.reorder).toHaveBeenCalledWith('video_links', [v2.id, v1.id]))
    await waitFor(() =>
      expect(within(screen.getAllByTestId('video-item')[0]).getByText('Video Dua')).toBeTruthy(),
    )

    items = screen.getAllByTestId('video-item')
    await waitFor(() =>
      expect(
        (within(items[0]).getByRole('button', { name: 'Hapus video' }) as HTMLButtonElement)
          .disabled,
      ).toBe(false),
    )
    fireEvent.click(within(items[0]).getByRole('button', { name: 'Hapus video' }))
    expect(window.confirm).toHaveBeenLastCalledWith('Apakah Anda yakin ingin menghapus video ini?')
    await waitFor(() => expect(screen.getAllByTestId('video-item')).toHaveLength(1))
    expect(api.deleteVideo).toHaveBeenCalledWith(v2.id)
    expect(toastTexts()).toContain('Berhasil: Video berhasil dihapus')
  })

  it('deletes a lesson after confirming and reports a failed delete', async () => {
    const { l1 } = seedChapters()
    await openChapters()
    const lesson = () =>
      screen.getAllByTestId('lesson-item').find((el) => within(el).queryByText('Pelajaran 1.1'))!
    api.deleteMateri.mockRejectedValueOnce(new Error('x'))
    fireEvent.click(within(lesson()).getByRole('button', { name: 'Hapus pelajaran' }))
    expect(window.confirm).toHaveBeenLastCalledWith(
      'Apakah Anda yakin ingin menghapus pelajaran ini?',
    )
    await waitFor(() => expect(toastTexts()).toContain('Error: Gagal menghapus materi'))
    await waitFor(() =>
      expect(
        (within(lesson()).getByRole('button', { name: 'Hapus pelajaran' }) as HTMLButtonElement)
          .disabled,
      ).toBe(false),
    )
    fireEvent.click(within(lesson()).getByRole('button', { name: 'Hapus pelajaran' }))
    await waitFor(() => expect(screen.getAllByTestId('lesson-item')).toHaveLength(1))
    expect(api.deleteMateri).toHaveBeenLastCalledWith(l1.id)
  })

  it('shows lessons whose chapter is missing, so nothing is hidden', async () => {
    seedMateri({ type: 'chapter', judul: 'Bab Satu' })
    seedMateri({ type: 'lesson', judul: 'Pelajaran Yatim', parent_id: 'gone' })
    await openChapters()
    expect(screen.getByText('Pelajaran tanpa bab')).toBeTruthy()
    expect(screen.getAllByTestId('lesson-item')).toHaveLength(1)
    expect(screen.getByText('Pelajaran Yatim')).toBeTruthy()
  })
})
