/**
 * Where an uploaded lesson video is fetched from (docs/contract.md, Routes → Lesson video URLs):
 * `GET /api/videos/{id}/url` answers `{url, expiresAt, fileName}` after the same access check as the
 * file: PocketBase's own file URL with a file token (VIDEO_DELIVERY=server) or a short-lived signed
 * URL of the S3 bucket (VIDEO_DELIVERY=signed). The player and the downloader ask here, never build
 * a file URL themselves, so both work in either mode.
 */
import { ClientResponseError } from 'pocketbase'
import { pb } from './pocketbase'

export interface VideoUrl {
  url: string
  /** When the URL stops working (ms, the server's time). */
  expiresAt: number
  /** The stored file the URL serves (the video's current upload). */
  fileName: string
}

/** The route refused or failed: its HTTP status (0 = no answer: offline, network). */
export class VideoUrlError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message)
    this.name = 'VideoUrlError'
  }
}

/** A URL is renewed this long before it expires (a request started then still reaches the bucket in time). */
export const RENEW_MARGIN_MS = 5_000

/** PocketBase's date text ('2026-11-27 10:00:00.000Z') in ms; 0 when unreadable. */
function parseDate(text: unknown): number {
  const ms = typeof text === 'string' ? Date.parse(text.replace(' ', 'T')) : NaN
  return Number.isFinite(ms) ? ms : 0
}

/** Asks the server for a URL of the video's current upload. */
export async function requestVideoUrl(videoId: string): Promise<VideoUrl> {
  let answer: { url?: unknown; expiresAt?: unknown; fileName?: unknown }
  try {
    answer = await pb.send(`/api/videos/${encodeURIComponent(videoId)}/url`, {
      method: 'GET',
      requestKey: null,
    })
  } catch (e) {
    const status = e instanceof ClientResponseError ? e.status : 0
    const message = e instanceof ClientResponseError && e.message ? e.message : 'Koneksi terputus.'
    throw new VideoUrlError(message, status)
  }
  if (typeof answer?.url !== 'string' || !answer.url)
    throw new VideoUrlError('Jawaban server tidak sesuai.', 500)
  return {
    url: answer.url,
    expiresAt: parseDate(answer.expiresAt),
    fileName: typeof answer.fileName === 'string' ? answer.fileName : '',
  }
}

/**
 * The URLs of the videos of one device: each is reused until shortly before it expires, then asked
 * for again; concurrent asks for one video share one request.
 */
export class VideoUrls {
  private known = new Map<string, VideoUrl>()
  private pending = new Map<string, Promise<VideoUrl>>()

  constructor(
    private request: (videoId: string) => Promise<VideoUrl> = requestVideoUrl,
    private now: () => number = () => Date.now(),
    private marginMs = RENEW_MARGIN_MS,
  ) {}

  /**
   * A URL of the video: the known one while it is valid (`fresh` false), else a new one. `renew`
   * asks for a new one whatever is known.
   */
  async get(videoId: string, renew = false): Promise<{ value: VideoUrl; fresh: boolean }> {
    const known = this.known.get(videoId)
    if (!renew && known && this.now() < known.expiresAt - this.marginMs)
      return { value: known, fresh: false }
    let pending = this.pending.get(videoId)
    if (!pending) {
      pending = this.request(videoId).finally(() => this.pending.delete(videoId))
      this.pending.set(videoId, pending)
    }
    const value = await pending
    this.known.set(videoId, value)
    return { value, fresh: true }
  }

  /** Forgets a URL that stopped working. */
  forget(videoId: string): void {
    this.known.delete(videoId)
  }
}

/** The device's URLs (the player's and the downloader's). */
export const videoUrls = new VideoUrls()

type Fetch = (url: string, init: RequestInit) => Promise<Response>

/** A URL of another origin than the app's (a bucket's); outside a page, any absolute URL. */
function isCrossOrigin(url: string): boolean {
  if (typeof location === 'undefined') return /^[a-z][a-z0-9+.-]*:\/\//i.test(url)
  try {
    return new URL(url, location.href).origin !== location.origin
  } catch {
    return false
  }
}

/**
 * GET of the video file `fileName` from byte `from` (`Range: bytes=<from>-`) through its URL. A
 * known URL that is refused (401/403), or a known URL of another origin that cannot be fetched at
 * all (a bucket may refuse an expired URL without CORS headers, which a browser reports as a network
 * error; the app's own server cannot), is renewed once and the request repeated from the same byte;
 * a URL just received is not renewed again. Refusals of the
 * route itself come back as a Response of its status (401, 403, 404, ...); a URL of another file
 * than `fileName` (the video was replaced) as a 404, like the old file itself.
 */
export async function fetchVideoFrom(
  urls: VideoUrls,
  key: { videoId: string; fileName: string },
  from: number,
  signal: AbortSignal,
  fetchImpl: Fetch = (url, init) => fetch(url, init),
): Promise<Response> {
  /** Whether the last URL tried was just received from the server. */
  let fresh = false
  let crossOrigin = false
  const attempt = async (renew: boolean): Promise<Response> => {
    let got: { value: VideoUrl; fresh: boolean }
    try {
      got = await urls.get(key.videoId, renew)
    } catch (e) {
      fresh = true
      if (e instanceof VideoUrlError && e.status > 0)
        return new Response(null, { status: e.status })
      throw e
    }
    fresh = got.fresh
    if (got.value.fileName && got.value.fileName !== key.fileName)
      // A URL known from before the video was replaced: ask again; the server's own: gone.
      return got.fresh ? new Response(null, { status: 404 }) : attempt(true)
    crossOrigin = isCrossOrigin(got.value.url)
    return fetchImpl(got.value.url, {
      headers: { Range: `bytes=${from}-` },
      signal,
      cache: 'no-store',
    })
  }
  let res: Response
  try {
    res = await attempt(false)
  } catch (e) {
    if (signal.aborted || fresh || !crossOrigin || e instanceof VideoUrlError) throw e
    // A known bucket URL that cannot be fetched: maybe only that URL is refused. Once more, a new one.
    urls.forget(key.videoId)
    return attempt(true)
  }
  if (fresh || (res.status !== 401 && res.status !== 403)) return res
  void res.body?.cancel().catch(() => undefined)
  urls.forget(key.videoId)
  return attempt(true)
}
