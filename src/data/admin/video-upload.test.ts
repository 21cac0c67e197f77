import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { pb } from '../pocketbase'
import { uploadErrorMessage, uploadVideo, VideoUploadError } from './video-upload'
import type { VideoInput } from './types'

/** A stand-in XMLHttpRequest: records the request; the test drives progress and the answer. */
class FakeXhr {
  static last: FakeXhr | null = null
  method = ''
  url = ''
  headers: Record<string, string> = {}
  body: FormData | null = null
  status = 0
  responseText = ''
  aborted = false
  upload: {
    onprogress: ((e: { loaded: number; total: number; lengthComputable: boolean }) => void) | null
  } = {
    onprogress: null,
  }
  onload: (() => void) | null = null
  onerror: (() => void) | null = null
  ontimeout: (() => void) | null = null
  onabort: (() => void) | null = null
  constructor() {
    FakeXhr.last = this
  }
  open(method: string, url: string) {
    this.method = method
    this.url = url
  }
  setRequestHeader(k: string, v: string) {
    this.headers[k] = v
  }
  send(body: FormData) {
    this.body = body
  }
  abort() {
    this.aborted = true
    this.onabort?.()
  }
  answer(status: number, body: unknown) {
    this.status = status
    this.responseText = typeof body === 'string' ? body : JSON.stringify(body)
    this.onload?.()
  }
}

const INPUT: VideoInput = {
  materi_id: 'l1',
  judul: 'Pengantar',
  deskripsi: 'Intro',
  link_youtube: '',
  urutan: 2,
  thumbnail: '',
}

const file = () => new File([new Uint8Array(1000)], 'kuliah.mp4', { type: 'video/mp4' })

beforeEach(() => {
  FakeXhr.last = null
  vi.stubGlobal('XMLHttpRequest', FakeXhr)
  pb.authStore.save('token-abc', null)
})
afterEach(() => {
  vi.unstubAllGlobals()
  pb.authStore.clear()
})

describe('uploadVideo', () => {
  it('creates with one multipart POST, the session token, the file and the poster, reporting progress', async () => {
    const onProgress = vi.fn()
    const poster = new Blob(['jpg'], { type: 'image/jpeg' })
    const done = uploadVideo(null, INPUT, file(), poster, { onProgress })
    const xhr = FakeXhr.last!
    expect(xhr.method).toBe('POST')
    expect(xhr.url).toMatch(/\/api\/collections\/video_links\/records$/)
    expect(xhr.headers.Authorization).toBe('token-abc')
    const form = xhr.body!
    expect(
      Object.fromEntries([...form.entries()].filter(([, v]) => typeof v === 'string')),
    ).toEqual({
      materi_id: 'l1',
      judul: 'Pengantar',
      deskripsi: 'Intro',
      link_youtube: '',
      urutan: '2',
      thumbnail: '',
    })
    expect((form.get('video') as File).name).toBe('kuliah.mp4')
    expect((form.get('video') as File).size).toBe(1000)
    expect((form.get('poster') as File).name).toBe('poster.jpg')
    xhr.upload.onprogress!({ loaded: 400, total: 1200, lengthComputable: true })
    xhr.upload.onprogress!({ loaded: 500, total: 0, lengthComputable: false })
    expect(onProgress.mock.calls).toEqual([
      [{ loaded: 400, total: 1200 }],
      [{ loaded: 500, total: 1003 }],
    ])
    xhr.answer(200, { id: 'v1', video: 'kuliah_abc.mp4' })
    await expect(done).resolves.toEqual({ id: 'v1', video: 'kuliah_abc.mp4' })
  })

  it('updates with PATCH and no poster field when there is none', async () => {
    const done = uploadVideo('v 1', INPUT, file(), null)
    const xhr = FakeXhr.last!
    expect(xhr.method).toBe('PATCH')
    expect(xhr.url).toMatch(/\/api\/collections\/video_links\/records\/v%201$/)
    expect(xhr.body!.has('poster')).toBe(false)
    xhr.answer(200, { id: 'v 1' })
    await done
  })

  it("rejects with the server's message of a 400", async () => {
    const done = uploadVideo(null, INPUT, file(), null)
    FakeXhr.last!.answer(400, {
      code: 400,
      message: 'Isi salah satu: link YouTube atau berkas video.',
      data: {},
    })
    await expect(done).rejects.toMatchObject({
      name: 'VideoUploadError',
      status: 400,
      message: 'Isi salah satu: link YouTube atau berkas video.',
    })
    const field = uploadVideo(null, INPUT, file(), null)
    FakeXhr.last!.answer(400, {
      code: 400,
      message: 'Failed to create record.',
      data: { video: { code: 'validation_invalid_mime_type', message: 'Video harus H.264.' } },
    })
    await expect(field).rejects.toMatchObject({ status: 400, message: 'Video harus H.264.' })
  })

  it('network failure and abort', async () => {
    const failed = uploadVideo(null, INPUT, file(), null)
    FakeXhr.last!.onerror!()
    await expect(failed).rejects.toMatchObject({ status: 0, aborted: false })

    const ctl = new AbortController()
    const cancelled = uploadVideo(null, INPUT, file(), null, { signal: ctl.signal })
    const xhr = FakeXhr.last!
    ctl.abort()
    expect(xhr.aborted).toBe(true)
    await expect(cancelled).rejects.toMatchObject({ aborted: true })
    await expect(
      uploadVideo(null, INPUT, file(), null, { signal: ctl.signal }),
    ).rejects.toBeInstanceOf(VideoUploadError)
  })
})

describe('uploadErrorMessage', () => {
  it('maps statuses without a usable body', () => {
    expect(uploadErrorMessage(413, '<html>')).toMatch(/terlalu besar/)
    expect(uploadErrorMessage(401, null)).toMatch(/masuk kembali/)
    expect(uploadErrorMessage(502, null)).toBe('server mengalami kesalahan (HTTP 502)')
    expect(
      uploadErrorMessage(500, {
        code: 500,
        message: 'Something went wrong while processing your request.',
        data: {},
      }),
    ).toBe('server mengalami kesalahan (HTTP 500)')
    expect(uploadErrorMessage(400, null)).toBe('server menolak unggahan (HTTP 400)')
  })
})
