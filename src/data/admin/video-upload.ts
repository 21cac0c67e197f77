/**
 * Uploads a lesson video with progress. The SDK sends with fetch, which reports no upload progress,
 * so this is a plain XMLHttpRequest with the SDK's session token,
 * sending the record's fields and files as one multipart request (PocketBase 0.22 has no resumable
 * upload: a failed or cancelled upload starts again from the beginning).
 */
import { pb } from '../pocketbase'
import { errorMessage } from '@/lib/errors'
import type { VideoInput, VideoLink } from './types'

export interface UploadVideoProgress {
  /** Bytes of the request body sent so far. */
  loaded: number
  total: number
}

export interface UploadVideoOptions {
  onProgress?: (p: UploadVideoProgress) => void
  signal?: AbortSignal
}

/**
 * A failed upload: `status` 0 = no answer (network, connection closed by the server or a proxy),
 * otherwise the HTTP status; `aborted` when cancelled through the signal. The message is the
 * server's (Indonesian where the server says so), else a short reason.
 */
export class VideoUploadError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly aborted = false,
  ) {
    super(message)
    this.name = 'VideoUploadError'
  }
}

/** The record's fields as multipart values (the upload replaces a YouTube link: link_youtube ''). */
export function videoUploadForm(
  input: VideoInput,
  file: Blob,
  fileName: string,
  poster: Blob | null,
): FormData {
  const form = new FormData()
  form.append('materi_id', input.materi_id)
  form.append('judul', input.judul)
  form.append('deskripsi', input.deskripsi)
  form.append('link_youtube', '')
  form.append('urutan', String(input.urutan))
  form.append('thumbnail', input.thumbnail)
  form.append('video', file, fileName)
  if (poster) form.append('poster', poster, 'poster.jpg')
  return form
}

function parseBody(text: string): unknown {
  try {
    return JSON.parse(text) as unknown
  } catch {
    return null
  }
}

/** The message of a refused upload: PocketBase's `{message, data: {field: {message}}}`, else by status. */
export function uploadErrorMessage(status: number, body: unknown): string {
  if (status === 413)
    return 'berkas terlalu besar untuk server (batas ukuran unggahan di server atau proxy)'
  if (status >= 500) return `server mengalami kesalahan (HTTP ${status})`
  if (body && typeof body === 'object') {
    const message = errorMessage({ status, response: body }, '')
    if (message) return message
  }
  if (status === 401 || status === 403)
    return 'sesi Anda telah berakhir atau tidak berhak; silakan masuk kembali'
  if (status === 404) return 'video tidak ditemukan (mungkin sudah dihapus)'
  return `server menolak unggahan (HTTP ${status})`
}

/**
 * Creates (`id` null) or updates a lesson video with its MP4 `file` and optional `poster` (JPEG)
 * in one request; resolves with the saved record. Rejects with a VideoUploadError.
 */
export function uploadVideo(
  id: string | null,
  input: VideoInput,
  file: File,
  poster: Blob | null,
  { onProgress, signal }: UploadVideoOptions = {},
): Promise<VideoLink> {
  return new Promise<VideoLink>((resolve, reject) => {
    if (signal?.aborted) return reject(new VideoUploadError('Unggahan dibatalkan', 0, true))
    const form = videoUploadForm(input, file, file.name, poster)
    const path = id
      ? `/api/collections/video_links/records/${encodeURIComponent(id)}`
      : '/api/collections/video_links/records'
    const xhr = new XMLHttpRequest()
    xhr.open(id ? 'PATCH' : 'POST', pb.buildUrl(path))
    if (pb.authStore.token) xhr.setRequestHeader('Authorization', pb.authStore.token)
    xhr.setRequestHeader('Accept', 'application/json')
    const onAbort = () => xhr.abort()
    const done = () => signal?.removeEventListener('abort', onAbort)
    xhr.upload.onprogress = (e) => {
      const total = e.lengthComputable && e.total > 0 ? e.total : file.size + (poster?.size ?? 0)
      onProgress?.({ loaded: e.loaded, total })
    }
    xhr.onload = () => {
      done()
      const body = parseBody(xhr.responseText)
      if (xhr.status >= 200 && xhr.status < 300 && body && typeof body === 'object')
        return resolve(body as VideoLink)
      reject(new VideoUploadError(uploadErrorMessage(xhr.status, body), xhr.status))
    }
    xhr.onerror = () => {
      done()
      reject(new VideoUploadError('koneksi ke server terputus', 0))
    }
    xhr.ontimeout = () => {
      done()
      reject(new VideoUploadError('waktu unggah habis', 0))
    }
    xhr.onabort = () => {
      done()
      reject(new VideoUploadError('Unggahan dibatalkan', 0, true))
    }
    signal?.addEventListener('abort', onAbort, { once: true })
    xhr.send(form)
  })
}
