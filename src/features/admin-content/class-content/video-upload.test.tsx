// @vitest-environment jsdom
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { ClassContentDialog } from './class-content-dialog'
import { api, db, resetFake, seedMateri, seedVideo, toastTexts, upload } from '@/testing/fake-admin'
import { setupDomTests } from '@/testing/dom'
import { renderWithTheme } from '@/testing/render'

setupDomTests({ slowMui: true })

vi.mock('@/data/admin', async () => (await import('@/testing/fake-admin')).adminModule())
// jsdom decodes no video: the poster is a stand-in JPEG.
vi.mock('./capture-poster', () => ({
  capturePoster: vi.fn(async () => new Blob(['jpeg'], { type: 'image/jpeg' })),
}))

// (jsdom gives import.meta.url an http scheme: resolve from the project root.)
const FIXTURES = path.join(process.cwd(), 'tests/fixtures/video')
const fixture = (name: string) =>
  new File([readFileSync(path.join(FIXTURES, name))], name, { type: 'video/mp4' })

beforeEach(() => {
  resetFake()
  vi.spyOn(window, 'confirm').mockReturnValue(true)
  vi.spyOn(HTMLMediaElement.prototype, 'canPlayType').mockImplementation((t) =>
    t.includes('avc1') ? 'probably' : '',
  )
})

function seed() {
  const ch = seedMateri({ type: 'chapter', judul: 'Bab Satu', order: 1 })
  const lesson = seedMateri({ type: 'lesson', judul: 'Pelajaran 1.1', parent_id: ch.id, order: 2 })
  return { lesson }
}

async function openChapters() {
  renderWithTheme(
    <ClassContentDialog kelas={{ id: 'k1', judul: 'Metodologi' }} open onClose={() => {}} />,
  )
  await screen.findByRole('button', { name: 'Buat Pre Test' })
  fireEvent.click(screen.getByRole('tab', { name: 'Sub Bab & Video' }))
  return screen.findByTestId('lesson-item')
}

async function openNewVideo() {
  const lesson = await openChapters()
  fireEvent.click(within(lesson).getByRole('button', { name: 'Tambah Video' }))
  const dialog = screen.getByRole('dialog', { name: 'Tambah Video' })
  return { lesson, dialog }
}

function choose(dialog: HTMLElement, file: File) {
  fireEvent.change(within(dialog).getByLabelText('Berkas video'), { target: { files: [file] } })
}

const submit = (dialog: HTMLElement, name: string | RegExp = 'Unggah & Simpan') =>
  within(dialog).getByRole('button', { name }) as HTMLButtonElement

describe('lesson video upload', () => {
  it('switches between YouTube and upload and checks the chosen file before uploading', async () => {
    seed()
    const { dialog } = await openNewVideo()
    expect(
      within(dialog).getByRole('button', { name: 'YouTube' }).getAttribute('aria-pressed'),
    ).toBe('true')
    fireEvent.click(within(dialog).getByRole('button', { name: 'Unggah video' }))
    expect(within(dialog).queryByRole('textbox', { name: 'Link YouTube' })).toBeNull()
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Judul Video' }), {
      target: { value: 'Pengantar' },
    })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Simpan' }))
    expect(within(dialog).getByText('Pilih berkas video MP4 untuk diunggah')).toBeTruthy()

    // HEVC: the codec error, upload disabled.
    choose(dialog, fixture('lesson-hevc.mp4'))
    expect(within(dialog).getByText('lesson-hevc.mp4')).toBeTruthy()
    await within(dialog).findByText(/memakai codec HEVC/)
    expect(within(dialog).getByText(/Ukuran 0,3 MB · Durasi 0:12/)).toBeTruthy()
    expect(submit(dialog).disabled).toBe(true)

    // A text file named .mp4.
    choose(dialog, fixture('not-a-video.mp4'))
    await within(dialog).findByText(/bukan video MP4/)
    expect(submit(dialog).disabled).toBe(true)

    // QuickTime.
    choose(dialog, fixture('lesson-quicktime.mp4'))
    await within(dialog).findByText(/video QuickTime \(\.mov\), bukan MP4/)

    // Index at the end: a warning, upload allowed.
    choose(dialog, fixture('lesson-moov-end.mp4'))
    await within(dialog).findByText(/Indeks video \("moov"\) berada di akhir berkas/)
    expect(within(dialog).getByText(/Pemeriksaan lolos/)).toBeTruthy()
    expect(submit(dialog).disabled).toBe(false)

    // Back to YouTube: today's form, today's message.
    fireEvent.click(within(dialog).getByRole('button', { name: 'YouTube' }))
    fireEvent.click(within(dialog).getByRole('button', { name: 'Simpan' }))
    expect(within(dialog).getByText('Judul dan link YouTube harus diisi')).toBeTruthy()
    expect(api.uploadVideo).not.toHaveBeenCalled()
  })

  it('uploads with progress, can be cancelled with the form intact, then uploads again', async () => {
    const { lesson: l } = seed()
    const { lesson, dialog } = await openNewVideo()
    fireEvent.click(within(dialog).getByRole('button', { name: 'Unggah video' }))
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Judul Video' }), {
      target: { value: ' Pengantar ' },
    })
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Deskripsi' }), {
      target: { value: 'Intro' },
    })
    const file = fixture('lesson-faststart.mp4')
    choose(dialog, file)
    await within(dialog).findByText(/Pemeriksaan lolos: MP4 · H.264 \+ AAC · 320×180 · faststart/)

    fireEvent.click(submit(dialog))
    const progress = await within(dialog).findByTestId('upload-progress')
    await within(progress).findByText(/^50% · 0,1 MB dari 0,3 MB/)
    expect(within(progress).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('50')
    // Not closable by accident while uploading.
    expect(
      (within(dialog).getByRole('button', { name: 'Batal' }) as HTMLButtonElement).disabled,
    ).toBe(true)
    expect(api.uploadVideo).toHaveBeenCalledWith(
      null,
      {
        materi_id: l.id,
        judul: 'Pengantar',
        deskripsi: 'Intro',
        link_youtube: '',
        urutan: 1,
        thumbnail: '',
      },
      file,
      expect.any(Blob),
      expect.objectContaining({ signal: expect.any(AbortSignal) }),
    )

    fireEvent.click(within(progress).getByRole('button', { name: 'Batalkan' }))
    await within(dialog).findByText('Unggahan dibatalkan')
    expect(within(dialog).queryByTestId('upload-progress')).toBeNull()
    expect(
      (within(dialog).getByRole('textbox', { name: 'Judul Video' }) as HTMLInputElement).value,
    ).toBe(' Pengantar ')
    expect(within(dialog).getByText('lesson-faststart.mp4')).toBeTruthy()
    expect(db.videos).toHaveLength(0)

    fireEvent.click(submit(dialog))
    await within(dialog).findByTestId('upload-progress')
    // The last bytes and the server's answer come back to back (as Chromium reports them): the
    // bar still reaches 100% before the dialog closes.
    const shown: string[] = []
    const bar = within(dialog).getByTestId('upload-progress-bar')
    new MutationObserver(() => shown.push(bar.getAttribute('aria-valuenow') ?? '')).observe(bar, {
      attributes: true,
      attributeFilter: ['aria-valuenow'],
    })
    await act(async () => upload.release())
    expect(shown).toEqual(['100'])
    await waitFor(() => expect(toastTexts()).toContain('Berhasil: Video berhasil diunggah'))
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Tambah Video' })).toBeNull())
    const item = await within(lesson).findByTestId('video-item')
    expect(within(item).getByText('Video unggahan')).toBeTruthy()
    expect(within(item).getByTestId('upload-facts').textContent).toBe('Durasi 0:12 · 0,3 MB')
    expect(item.querySelector('img')?.getAttribute('src')).toMatch(
      /^\/api\/files\/video_links\/id\d+\/poster_abc123\.jpg$/,
    )
  })

  it('keeps the form and says why when an upload fails', async () => {
    seed()
    const { dialog } = await openNewVideo()
    fireEvent.click(within(dialog).getByRole('button', { name: 'Unggah video' }))
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Judul Video' }), {
      target: { value: 'Pengantar' },
    })
    choose(dialog, fixture('lesson-faststart.mp4'))
    await within(dialog).findByText(/Pemeriksaan lolos/)

    upload.fail = { status: 0, message: 'koneksi ke server terputus' }
    fireEvent.click(submit(dialog))
    await within(dialog).findByTestId('upload-progress')
    await act(async () => upload.release())
    await within(dialog).findByText(
      'Gagal mengunggah video: koneksi ke server terputus. Periksa koneksi lalu coba lagi.',
    )

    upload.fail = { status: 400, message: 'Video harus memakai codec H.264.' }
    fireEvent.click(submit(dialog))
    await within(dialog).findByTestId('upload-progress')
    await act(async () => upload.release())
    await within(dialog).findByText('Gagal mengunggah video: Video harus memakai codec H.264')
    expect(
      (within(dialog).getByRole('textbox', { name: 'Judul Video' }) as HTMLInputElement).value,
    ).toBe('Pengantar')
    expect(db.videos).toHaveLength(0)
  })

  it('edits an uploaded video: texts only without re-uploading, replace the file, or switch to YouTube', async () => {
    const { lesson: l } = seed()
    seedVideo({
      materi_id: l.id,
      judul: 'Rekaman',
      link_youtube: '',
      video: 'rekaman_x1.mp4',
      video_size: 12.5 * 1024 * 1024,
      video_duration: 725,
      poster: 'poster_x1.jpg',
    })
    const lesson = await openChapters()
    const item = await within(lesson).findByTestId('video-item')
    expect(within(item).getByText('Video unggahan')).toBeTruthy()
    expect(within(item).getByTestId('upload-facts').textContent).toBe('Durasi 12:05 · 12,5 MB')

    fireEvent.click(within(item).getByRole('button', { name: 'Edit video' }))
    let dialog = screen.getByRole('dialog', { name: 'Edit Video' })
    expect(
      within(dialog).getByRole('button', { name: 'Unggah video' }).getAttribute('aria-pressed'),
    ).toBe('true')
    expect(within(dialog).getByTestId('current-upload').textContent).toContain('12:05 · 12,5 MB')
    expect(within(dialog).getByRole('button', { name: 'Ganti video' })).toBeTruthy()
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Judul Video' }), {
      target: { value: 'Rekaman Baru' },
    })
    fireEvent.click(submit(dialog, 'Simpan'))
    await waitFor(() => expect(toastTexts()).toContain('Berhasil: Video berhasil disimpan'))
    expect(api.uploadVideo).not.toHaveBeenCalled()
    expect(api.saveVideo).toHaveBeenLastCalledWith(expect.any(String), {
      materi_id: l.id,
      judul: 'Rekaman Baru',
      deskripsi: '',
      link_youtube: '',
      urutan: 1,
      thumbnail: '',
    })

    // Replace the file: the new one is checked; 'keep the current one' drops the choice.
    await within(lesson).findByText('Rekaman Baru')
    fireEvent.click(within(lesson).getByRole('button', { name: 'Edit video' }))
    dialog = screen.getByRole('dialog', { name: 'Edit Video' })
    choose(dialog, fixture('lesson-hevc.mp4'))
    await within(dialog).findByText(/memakai codec HEVC/)
    fireEvent.click(within(dialog).getByRole('button', { name: 'Tetap pakai video saat ini' }))
    expect(within(dialog).getByTestId('current-upload')).toBeTruthy()

    // Switch to YouTube: the upload is removed with the save.
    fireEvent.click(within(dialog).getByRole('button', { name: 'YouTube' }))
    expect(within(dialog).getByText(/akan dihapus dari server/)).toBeTruthy()
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Link YouTube' }), {
      target: { value: 'https://youtu.be/dQw4w9WgXcQ' },
    })
    fireEvent.click(submit(dialog, 'Simpan'))
    await waitFor(() => expect(api.saveVideo).toHaveBeenCalledTimes(2))
    expect(api.saveVideo).toHaveBeenLastCalledWith(
      expect.any(String),
      expect.objectContaining({
        link_youtube: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
        video: null,
        poster: null,
      }),
    )
    await waitFor(() => expect(within(lesson).getByText('YouTube')).toBeTruthy())
  })

  it('sends the typed thumbnail URL instead of taking a poster', async () => {
    seed()
    const { dialog } = await openNewVideo()
    fireEvent.click(within(dialog).getByRole('button', { name: 'Unggah video' }))
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Judul Video' }), {
      target: { value: 'A' },
    })
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'URL Thumbnail (opsional)' }), {
      target: { value: 'https://cdn.example/t.jpg' },
    })
    choose(dialog, fixture('lesson-faststart.mp4'))
    await within(dialog).findByText(/Pemeriksaan lolos/)
    fireEvent.click(submit(dialog))
    await within(dialog).findByTestId('upload-progress')
    const call = api.uploadVideo.mock.calls[0]!
    expect(call[1].thumbnail).toBe('https://cdn.example/t.jpg')
    expect(call[3]).toBeNull()
    await act(async () => upload.release())
  })
})
