/**
 * The lesson video form: judul required and trimmed; a YouTube video takes its id, link
 * and thumbnail from the link; an uploaded video needs a checked MP4 (or keeps the current upload)
 * and may have a thumbnail URL (else the poster is taken from the video).
 */
import type { VideoInput, VideoLink } from '@/data/admin'
import { extractYouTubeId, youTubeThumbnailUrl, youTubeWatchUrl } from '@/lib/youtube'

export type VideoSource = 'youtube' | 'upload'

export interface VideoDraft {
  source: VideoSource
  judul: string
  link: string
  deskripsi: string
  /** Upload only: an optional thumbnail URL. */
  thumbnail: string
}

export function videoDraft(video: VideoLink | null): VideoDraft {
  if (!video) return { source: 'youtube', judul: '', link: '', deskripsi: '', thumbnail: '' }
  const uploaded = Boolean(video.video)
  return {
    source: uploaded ? 'upload' : 'youtube',
    judul: video.judul,
    link: video.link_youtube ?? '',
    deskripsi: video.deskripsi ?? '',
    thumbnail: uploaded ? (video.thumbnail ?? '') : '',
  }
}

/** The upload side of the form: a chosen file and its browser check, or the record's current upload. */
export interface UploadChoice {
  /** A newly chosen file. */
  file: { name: string; size: number } | null
  /** Errors of the browser check of `file`; null while the check runs. */
  errors: readonly string[] | null
  /** The record already has an uploaded video (kept when no file is chosen). */
  current: boolean
}

export type VideoCheck =
  | {
      ok: true
      input: VideoInput
      /** Send the chosen file (multipart upload) rather than the fields as JSON. */
      upload?: true
    }
  | { ok: false; error: string }

const NO_UPLOAD: UploadChoice = { file: null, errors: [], current: false }

function isHttpUrl(value: string): boolean {
  try {
    const u = new URL(value)
    return u.protocol === 'http:' || u.protocol === 'https:'
  } catch {
    return false
  }
}

/** `urutan`: the position to keep (edit) or highest plus one (new). */
export function checkVideo(
  draft: VideoDraft,
  lessonId: string,
  urutan: number,
  upload: UploadChoice = NO_UPLOAD,
): VideoCheck {
  const judul = draft.judul.trim()
  const deskripsi = draft.deskripsi.trim()
  if (draft.source === 'upload') {
    if (!judul) return { ok: false, error: 'Judul video harus diisi' }
    if (!upload.file && !upload.current)
      return { ok: false, error: 'Pilih berkas video MP4 untuk diunggah' }
    if (upload.file && upload.errors === null)
      return { ok: false, error: 'Tunggu sampai pemeriksaan video selesai' }
    if (upload.file && upload.errors && upload.errors.length > 0)
      return { ok: false, error: upload.errors[0]! }
    const thumbnail = draft.thumbnail.trim()
    if (thumbnail && !isHttpUrl(thumbnail)) return { ok: false, error: 'URL thumbnail tidak valid' }
    const input: VideoInput = {
      materi_id: lessonId,
      judul,
      deskripsi,
      link_youtube: '',
      urutan,
      thumbnail,
    }
    return upload.file ? { ok: true, input, upload: true } : { ok: true, input }
  }
  const link = draft.link.trim()
  if (!judul || !link) return { ok: false, error: 'Judul dan link YouTube harus diisi' }
  const id = extractYouTubeId(link)
  if (!id) return { ok: false, error: 'Link YouTube tidak valid' }
  const input: VideoInput = {
    materi_id: lessonId,
    judul,
    deskripsi,
    link_youtube: youTubeWatchUrl(id),
    urutan,
    thumbnail: youTubeThumbnailUrl(id),
  }
  // Switching an uploaded video to YouTube removes the file and its poster.
  if (upload.current) Object.assign(input, { video: null, poster: null })
  return { ok: true, input }
}
