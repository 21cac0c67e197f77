// @vitest-environment jsdom
import { act, fireEvent, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { useDownloadsStore } from '@/data/downloads/downloads-store'
import { videoUrls } from '@/data/video-url'
import type { DownloadEntry } from '@/data/downloads'
import { LessonContent } from './lesson-content'
import { VIDEO_COMPLETE_DELAY_MS } from './video-player'
import { setupDomTests } from '@/testing/dom'
import { renderWithTheme } from '@/testing/render'

setupDomTests()

const materi = { id: 'l1', judul: 'Pelajaran Satu' }
const videos = [
  { id: 'yt', judul: 'Video YouTube', link_youtube: 'https://youtu.be/dQw4w9WgXcQ' },
  {
    id: 'up',
    judul: 'Video Unggahan',
    link_youtube: '',
    video: 'pelajaran_abc.mp4',
    video_size: 283886,
    video_duration: 12,
  },
]

function complete(): DownloadEntry {
  return {
    videoId: 'up',
    fileName: 'pelajaran_abc.mp4',
    size: 283886,
    duration: 12,
    judul: 'Video Unggahan',
    materiId: 'l1',
    materiJudul: 'Pelajaran Satu',
    kelasId: 'k',
    kelasJudul: 'Kelas',
    paketId: 'p',
    status: 'complete',
    bytes: 283886,
    previous: null,
    error: null,
    addedAt: 0,
    completedAt: 1,
  }
}

afterEach(() => {
  vi.restoreAllMocks()
  vi.useRealTimers()
})

beforeEach(() => {
  useDownloadsStore.setState({ entries: {}, progress: {} })
  // A controlling service worker answers the stored copy's URL.
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { controller: {} },
  })
})

describe('uploaded lesson videos', () => {
  it('labels YouTube videos as online only and shows the size and length of uploads', () => {
    renderWithTheme(
      <LessonContent
        materi={materi}
        videos={videos}
        online
        completed={false}
        onComplete={vi.fn()}
        onContinue={vi.fn()}
        userId="u1"
      />,
    )
    expect(screen.getByText('Hanya bisa diputar online')).toBeTruthy()
    expect(screen.getByText('0:12')).toBeTruthy()
    expect(screen.getByText('277 KB')).toBeTruthy()
    expect(screen.queryByText('Tersedia offline')).toBeNull()
  })

  it('offline without a download, the upload says it is not downloaded instead of a broken player', () => {
    renderWithTheme(
      <LessonContent
        materi={materi}
        videos={videos}
        online={false}
        completed={false}
        onComplete={vi.fn()}
        onContinue={vi.fn()}
        userId="u1"
      />,
    )
    expect(screen.getByText('Video membutuhkan koneksi internet')).toBeTruthy()
    fireEvent.click(screen.getByText('2. Video Unggahan'))
    expect(screen.getByText('Video belum diunduh')).toBeTruthy()
    expect(screen.queryByTestId('uploaded-video')).toBeNull()
  })

  it('offline with a downloaded copy, plays it from the service worker and completes 1.5 s after the end', () => {
    vi.useFakeTimers()
    useDownloadsStore.setState({ entries: { up: complete() } })
    const onComplete = vi.fn()
    renderWithTheme(
      <LessonContent
        materi={materi}
        videos={videos.slice(1)}
        online={false}
        completed={false}
        onComplete={onComplete}
        onContinue={vi.fn()}
        userId="u1"
      />,
    )
    expect(screen.getByText('Tersedia offline')).toBeTruthy()
    // Only an upload that plays offline: no 'needs internet' warning.
    expect(screen.queryByText('Video membutuhkan koneksi internet')).toBeNull()
    fireEvent.click(screen.getByText('1. Video Unggahan'))
    const video = screen.getByTestId('uploaded-video') as HTMLVideoElement
    expect(video.dataset.source).toBe('offline')
    expect(video.getAttribute('src')).toBe('/__offline-video/u1/up/pelajaran_abc.mp4')
    fireEvent.ended(video)
    act(() => vi.advanceTimersByTime(VIDEO_COMPLETE_DELAY_MS))
    expect(onComplete).toHaveBeenCalledTimes(1)
  })

  it('a replaced video keeps playing the older copy on the device', () => {
    useDownloadsStore.setState({ entries: { up: { ...complete(), fileName: 'lama_xyz.mp4' } } })
    renderWithTheme(
      <LessonContent
        materi={materi}
        videos={videos.slice(1)}
        online={false}
        completed={false}
        onComplete={vi.fn()}
        onContinue={vi.fn()}
        userId="u1"
      />,
    )
    fireEvent.click(screen.getByText('1. Video Unggahan'))
    expect(screen.getByTestId('uploaded-video').getAttribute('src')).toBe(
      '/__offline-video/u1/up/lama_xyz.mp4',
    )
  })

  it('online without a download, streams from a new video URL and asks again after an error, 3 times a minute at most', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date('2026-11-27T10:00:00Z'))
    let n = 0
    const get = vi.spyOn(videoUrls, 'get').mockImplementation(async () => ({
      value: { url: `https://bucket.example/up.mp4?sig=${++n}`, expiresAt: 0, fileName: 'x.mp4' },
      fresh: true,
    }))
    renderWithTheme(
      <LessonContent
        materi={materi}
        videos={videos.slice(1)}
        online
        completed={false}
        onComplete={vi.fn()}
        onContinue={vi.fn()}
        userId="u1"
      />,
    )
    fireEvent.click(screen.getByText('1. Video Unggahan'))
    const src = async () => (await screen.findByTestId('uploaded-video')).getAttribute('src')
    expect(await src()).toBe('https://bucket.example/up.mp4?sig=1')
    expect(screen.getByTestId('uploaded-video').dataset.source).toBe('stream')
    // Every ask is for a new URL (renew), never one kept from before.
    expect(get).toHaveBeenLastCalledWith('up', true)
    const fail = async (next: number) => {
      fireEvent.error(screen.getByTestId('uploaded-video'))
      await vi.waitFor(async () =>
        expect(await src()).toBe(`https://bucket.example/up.mp4?sig=${next}`),
      )
    }
    await fail(2)
    await fail(3)
    // A minute later the earlier errors no longer count.
    vi.setSystemTime(new Date('2026-11-27T10:01:01Z'))
    await fail(4)
    await fail(5)
    await fail(6)
    fireEvent.error(screen.getByTestId('uploaded-video'))
    expect(await screen.findByTestId('video-failed')).toBeTruthy()
    expect(get).toHaveBeenCalledTimes(6)
  })
})
