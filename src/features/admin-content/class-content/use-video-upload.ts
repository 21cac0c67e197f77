import { useCallback, useEffect, useRef, useState } from 'react'
import { flushSync } from 'react-dom'
import { uploadVideo, type VideoInput, type VideoLink } from '@/data/admin'
import { errorStatus } from '@/lib/errors'
import { capturePoster } from './capture-poster'
import { startProgress, updateProgress, type UploadProgress } from './logic/upload-progress'

export type UploadPhase =
  | { kind: 'idle' }
  /** Taking the poster frame from the video. */
  | { kind: 'poster' }
  | { kind: 'sending'; progress: UploadProgress }

export type UploadOutcome =
  { kind: 'done'; record: VideoLink } | { kind: 'cancelled' } | { kind: 'failed'; message: string }

/** The owner's message for a failed upload: a refusal shows the server's reason, else the connection advice. */
function failureMessage(err: unknown): string {
  const status = errorStatus(err)
  const raw = err instanceof Error && err.message ? err.message : 'koneksi ke server terputus'
  const reason = raw.replace(/[.\s]+$/, '')
  if (status >= 400 && status < 500 && status !== 408) return `Gagal mengunggah video: ${reason}`
  return `Gagal mengunggah video: ${reason}. Periksa koneksi lalu coba lagi.`
}

/**
 * One upload at a time: optionally a poster taken from the video, then the multipart request with
 * progress; cancel() aborts either step. While it runs, leaving the page asks first.
 */
export function useVideoUpload() {
  const [phase, setPhase] = useState<UploadPhase>({ kind: 'idle' })
  const controller = useRef<AbortController | null>(null)
  const busy = phase.kind !== 'idle'

  useEffect(() => {
    if (!busy) return
    const warn = (e: BeforeUnloadEvent) => {
      e.preventDefault()
      e.returnValue = ''
    }
    window.addEventListener('beforeunload', warn)
    return () => window.removeEventListener('beforeunload', warn)
  }, [busy])

  // Closing the dialog (unmount) never leaves a request running.
  useEffect(() => () => controller.current?.abort(), [])

  const start = useCallback(
    async (
      id: string | null,
      input: VideoInput,
      file: File,
      { withPoster }: { withPoster: boolean },
    ): Promise<UploadOutcome> => {
      const ctl = new AbortController()
      controller.current = ctl
      let poster: Blob | null = null
      try {
        if (withPoster) {
          setPhase({ kind: 'poster' })
          poster = await capturePoster(file, { signal: ctl.signal }).catch(() => null)
        }
        if (ctl.signal.aborted) return { kind: 'cancelled' }
        const total = file.size + (poster?.size ?? 0)
        let progress = startProgress(total, Date.now())
        setPhase({ kind: 'sending', progress })
        const record = await uploadVideo(id, input, file, poster, {
          signal: ctl.signal,
          onProgress: (p) => {
            progress = updateProgress(progress, p.loaded, p.total, Date.now())
            const next: UploadPhase = { kind: 'sending', progress }
            // Chromium can report the last bytes right before the answer: rendered in one batch
            // with it, the bar would close at the last step short of 100%, so that one renders now.
            if (p.loaded >= p.total) flushSync(() => setPhase(next))
            else setPhase(next)
          },
        })
        return { kind: 'done', record }
      } catch (err) {
        if (ctl.signal.aborted) return { kind: 'cancelled' }
        return { kind: 'failed', message: failureMessage(err) }
      } finally {
        if (controller.current === ctl) controller.current = null
        setPhase({ kind: 'idle' })
      }
    },
    [],
  )

  const cancel = useCallback(() => controller.current?.abort(), [])

  return { phase, busy, start, cancel }
}
