// @vitest-environment jsdom
import { act, fireEvent, screen } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { LessonContent } from './lesson-content'
import { VIDEO_COMPLETE_DELAY_MS, VideoPlayer, type PlayerProps } from './video-player'
import { setupDomTests } from '@/testing/dom'
import { renderWithTheme } from '@/testing/render'

setupDomTests()

/** Stands in for react-player: renders the source and exposes buttons that fire its events. */
function FakePlayer({ src, onEnded, onError }: PlayerProps) {
  return (
    <div data-testid="fake-player" data-src={src}>
      <button onClick={() => onEnded?.()}>end-video</button>
      <button onClick={() => onError?.()}>fail-video</button>
    </div>
  )
}

beforeEach(() => {
  vi.useFakeTimers()
})

describe('VideoPlayer', () => {
  it('marks the lesson complete 1.5 s after the video ends, once', () => {
    const onComplete = vi.fn()
    renderWithTheme(
      <VideoPlayer
        videoId="dQw4w9WgXcQ"
        title="Intro"
        online
        onComplete={onComplete}
        player={FakePlayer}
      />,
    )
    expect(screen.getByTestId('fake-player').dataset.src).toBe(
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    )

    fireEvent.click(screen.getByText('end-video'))
    expect(screen.getByRole('status').textContent).toMatch(/Video selesai/)
    act(() => vi.advanceTimersByTime(VIDEO_COMPLETE_DELAY_MS - 1))
    expect(onComplete).not.toHaveBeenCalled()
    // A second 'ended' event during the delay does not schedule another completion.
    fireEvent.click(screen.getByText('end-video'))
    act(() => vi.advanceTimersByTime(1))
    expect(onComplete).toHaveBeenCalledTimes(1)
    act(() => vi.advanceTimersByTime(5000))
    expect(onComplete).toHaveBeenCalledTimes(1)
  })

  it('does not lose the completion when the player is left during the delay', () => {
    const onComplete = vi.fn()
    const { unmount } = renderWithTheme(
      <VideoPlayer
        videoId="dQw4w9WgXcQ"
        title="Intro"
        online
        onComplete={onComplete}
        player={FakePlayer}
      />,
    )
    fireEvent.click(screen.getByText('end-video'))
    unmount()
    expect(onComplete).toHaveBeenCalledTimes(1)
    act(() => vi.advanceTimersByTime(5000))
    expect(onComplete).toHaveBeenCalledTimes(1)
  })

  it('shows the offline message instead of a player', () => {
    renderWithTheme(
      <VideoPlayer
        videoId="dQw4w9WgXcQ"
        title="Intro"
        online={false}
        onComplete={vi.fn()}
        player={FakePlayer}
      />,
    )
    expect(screen.queryByTestId('fake-player')).toBeNull()
    expect(screen.getByText('Video membutuhkan koneksi internet')).toBeTruthy()
  })

  it('shows an error when the player fails', () => {
    renderWithTheme(
      <VideoPlayer
        videoId="dQw4w9WgXcQ"
        title="Intro"
        online
        onComplete={vi.fn()}
        player={FakePlayer}
      />,
    )
    fireEvent.click(screen.getByText('fail-video'))
    expect(screen.getByText(/Video tidak dapat diputar/)).toBeTruthy()
  })
})

describe('LessonContent', () => {
  const lesson = {
    id: 'l1',
    judul: 'Menyusun Latar Belakang',
    deskripsi: 'Pelajaran 1',
    link_video: '',
  }
  const videos = [
    { id: 'v1', judul: 'Bagian 1', link_youtube: 'https://youtu.be/aaaaaaaaaaa' },
    { id: 'v2', judul: 'Bagian 2', link_youtube: 'https://www.youtube.com/watch?v=bbbbbbbbbbb' },
  ]

  it('lists the videos, plays the chosen one, goes back to the list, and completes on end', () => {
    const onComplete = vi.fn()
    renderWithTheme(
      <LessonContent
        materi={lesson}
        videos={videos}
        online
        completed={false}
        onComplete={onComplete}
        onContinue={vi.fn()}
        player={FakePlayer}
      />,
    )
    expect(screen.getByText('1. Bagian 1')).toBeTruthy()
    expect(screen.getByText('2. Bagian 2')).toBeTruthy()
    expect(screen.queryByTestId('fake-player')).toBeNull()

    fireEvent.click(screen.getByText('2. Bagian 2'))
    expect(screen.getByTestId('fake-player').dataset.src).toBe(
      'https://www.youtube.com/watch?v=bbbbbbbbbbb',
    )
    fireEvent.click(screen.getByText('end-video'))
    act(() => vi.advanceTimersByTime(VIDEO_COMPLETE_DELAY_MS))
    expect(onComplete).toHaveBeenCalledTimes(1)

    fireEvent.click(screen.getByText('Kembali ke daftar video'))
    expect(screen.queryByTestId('fake-player')).toBeNull()
    expect(screen.getByText('1. Bagian 1')).toBeTruthy()
  })

  it("falls back to the lesson's own link, and shows 'Video Belum Tersedia' without any", () => {
    const onContinue = vi.fn()
    const { rerender } = renderWithTheme(
      <LessonContent
        materi={{ ...lesson, link_video: 'https://youtu.be/ccccccccccc' }}
        videos={[]}
        online
        completed={false}
        onComplete={vi.fn()}
        onContinue={onContinue}
        player={FakePlayer}
      />,
    )
    expect(screen.getByText('1. Menyusun Latar Belakang')).toBeTruthy()
    rerender(
      <LessonContent
        materi={lesson}
        videos={[]}
        online
        completed={false}
        onComplete={vi.fn()}
        onContinue={onContinue}
        player={FakePlayer}
      />,
    )
    expect(screen.getByText('Video Belum Tersedia')).toBeTruthy()
    fireEvent.click(screen.getByText('Lanjutkan'))
    expect(onContinue).toHaveBeenCalledTimes(1)
  })

  it('keeps the lesson usable offline: the list shows, the player is replaced by the message', () => {
    renderWithTheme(
      <LessonContent
        materi={lesson}
        videos={videos}
        online={false}
        completed={false}
        onComplete={vi.fn()}
        onContinue={vi.fn()}
        player={FakePlayer}
      />,
    )
    fireEvent.click(screen.getByText('1. Bagian 1'))
    expect(screen.queryByTestId('fake-player')).toBeNull()
    expect(screen.getAllByText('Video membutuhkan koneksi internet').length).toBeGreaterThan(0)
    expect(screen.getByText('Kembali ke daftar video')).toBeTruthy()
  })
})
