/// <reference path="../../../node_modules/pocketbase-jsvm/index.d.ts" />
// Where students fetch an uploaded lesson video (docs/contract.md, Routes → Lesson video URLs;
// registered in pb_hooks/videos.pb.js). VIDEO_DELIVERY=server (default): PocketBase's own file URL
// with a file token. VIDEO_DELIVERY=signed with the files in an S3 bucket: a SigV4 presigned URL of
// the bucket (or of VIDEO_CDN_URL) valid VIDEO_URL_TTL seconds, and PocketBase's file route answers
// a video with a redirect to such a URL instead of its bytes. Both after the same check as the file
// itself: the collection's view rule (an active subscription of the package, or a superadmin).

const DEFAULT_TTL = 300

const ERRORS = {
  UNAUTHORIZED: require(`${__hooks}/lib/shared/signed-in.js`).SIGN_IN_ERRORS.UNAUTHORIZED,
  NO_ACCESS: [403, 'Anda tidak memiliki akses ke video ini. Pastikan langganan paket Anda aktif.'],
  VIDEO_NOT_FOUND: [404, 'Video tidak ditemukan.'],
  NOT_UPLOADED: [404, 'Video ini diputar dari YouTube, bukan video unggahan.'],
  URL_FAILED: [500, 'Tautan video gagal dibuat. Silakan coba lagi.'],
}

function signer() {
  return require(`${__hooks}/lib/content/signed-url.js`)
}

function env(name) {
  return String($os.getenv(name) || '').trim()
}

/** VIDEO_URL_TTL in seconds (1..7 days), default 300. */
function ttlSeconds() {
  const raw = env('VIDEO_URL_TTL')
  const n = /^\d{1,7}$/.test(raw) ? parseInt(raw, 10) : 0
  return n >= 1 && n <= signer().MAX_EXPIRES ? n : DEFAULT_TTL
}

/** VIDEO_CDN_URL when it is an http(s) URL, else ''. */
function cdnUrl() {
  const raw = env('VIDEO_CDN_URL')
  return /^https?:\/\/[^/?#@\s]+/i.test(raw) ? raw : ''
}

/** The bucket PocketBase keeps its files in (its S3 settings: S3_* or the dashboard), or null. */
function bucket() {
  const s3 = $app.settings().s3
  if (!s3.enabled || !s3.endpoint || !s3.bucket) return null
  return {
    endpoint: s3.endpoint,
    bucket: s3.bucket,
    region: s3.region,
    accessKey: s3.accessKey,
    secret: s3.secret,
    forcePathStyle: !!s3.forcePathStyle,
    publicUrl: cdnUrl(),
  }
}

/** VIDEO_DELIVERY as asked: 'signed' or 'server'. */
function requestedMode() {
  return env('VIDEO_DELIVERY').toLowerCase() === 'signed' ? 'signed' : 'server'
}

/** The bucket when videos go out as signed URLs (VIDEO_DELIVERY=signed and S3 storage), else null. */
function signedBucket() {
  return requestedMode() === 'signed' ? bucket() : null
}

/** The origin the CSP must allow for media and fetches ('' unless signed URLs are on). */
function mediaOrigin() {
  const b = signedBucket()
  return b ? signer().bucketOrigin(b) : ''
}

/** A presigned URL of a record's stored file: {url, expiresAt (ms)}. */
function signedUrlOf(b, record, fileName, now) {
  const ttl = ttlSeconds()
  const url = signer().presignGetUrl({
    endpoint: b.endpoint,
    bucket: b.bucket,
    region: b.region,
    accessKey: b.accessKey,
    secret: b.secret,
    forcePathStyle: b.forcePathStyle,
    publicUrl: b.publicUrl,
    key: record.baseFilesPath() + '/' + fileName,
    expiresIn: ttl,
    now: now,
  })
  return { url: url, expiresAt: now + ttl * 1000 }
}

/** PocketBase's own URL of the file with a file token of the caller (admin or users record). */
function tokenUrlOf(record, fileName, info, now) {
  const settings = $app.settings()
  const token = info.admin
    ? $tokens.adminFileToken($app, info.admin)
    : $tokens.recordFileToken($app, info.authRecord)
  const duration = info.admin ? settings.adminFileToken.duration : settings.recordFileToken.duration
  return {
    url:
      '/api/files/' +
      encodeURIComponent(record.collection().name) +
      '/' +
      encodeURIComponent(record.id) +
      '/' +
      encodeURIComponent(fileName) +
      '?token=' +
      encodeURIComponent(token),
    expiresAt: now + duration * 1000,
  }
}

function fail(c, key) {
  return require(`${__hooks}/lib/shared/http.js`).jsonError(c, ERRORS, key)
}

/**
 * GET /api/videos/{id}/url → {url, expiresAt, fileName}: 401 without a users/admin token, 404 for
 * an unknown id, 403 NO_ACCESS when the view rule refuses (as it refuses the file), 404 for a
 * YouTube-only video.
 */
function handleVideoUrl(c) {
  const info = $apis.requestInfo(c)
  const signedIn = require(`${__hooks}/lib/shared/signed-in.js`).signedInUser(c)
  if (!info.admin && signedIn.error) return fail(c, 'UNAUTHORIZED')
  const id = String(c.pathParam('id') || '')
  let record = null
  try {
    if (/^[a-z0-9]{1,50}$/i.test(id)) record = $app.dao().findRecordById('video_links', id)
  } catch {
    record = null
  }
  if (!record) return fail(c, 'VIDEO_NOT_FOUND')
  if (!$app.dao().canAccessRecord(record, info, record.collection().viewRule))
    return fail(c, 'NO_ACCESS')
  const fileName = record.getString('video')
  if (!fileName) return fail(c, 'NOT_UPLOADED')
  const now = Date.now()
  const b = signedBucket()
  let answer
  try {
    answer = b ? signedUrlOf(b, record, fileName, now) : tokenUrlOf(record, fileName, info, now)
  } catch (err) {
    console.log('[video] tautan video gagal dibuat: ' + err)
    return fail(c, 'URL_FAILED')
  }
  // The URL is a credential for a while: never stored by a cache.
  c.response().header().set('Cache-Control', 'no-store')
  return c.json(200, {
    url: answer.url,
    expiresAt: require(`${__hooks}/lib/shared/dates.js`).pbDate(answer.expiresAt),
    fileName: fileName,
  })
}

/**
 * PocketBase's file route for video_links (after its own token and rule check): with signed URLs
 * on, the video itself is answered with a redirect to a fresh signed URL, never with its bytes.
 * Posters (and every file in server mode) are served as usual.
 */
function beforeVideoDownload(e) {
  if (!e.fileField || e.fileField.name !== 'video' || !e.record) return
  const b = signedBucket()
  if (!b) return
  const signed = signedUrlOf(b, e.record, e.servedName, Date.now())
  const c = e.httpContext
  c.response().header().set('Cache-Control', 'no-store')
  c.redirect(302, signed.url)
}

/**
 * One start-up line: how videos are delivered (and a warning when signed URLs cannot work). Start-up
 * handlers run in no fixed order, so the S3_* variables count even before they reach the settings.
 */
function logDelivery() {
  if (requestedMode() !== 'signed') return
  const fromEnv = require(`${__hooks}/lib/platform/storage.js`).s3FromEnv()
  const b = bucket() || (fromEnv && Object.assign(fromEnv, { publicUrl: cdnUrl() }))
  if (!b) {
    console.log(
      '[video] PERINGATAN: VIDEO_DELIVERY=signed butuh penyimpanan S3 (S3_ENDPOINT, S3_BUCKET); ' +
        'video dikirim oleh server ini sampai bucket diatur.',
    )
    return
  }
  if (env('VIDEO_CDN_URL') && !cdnUrl())
    console.log('[video] PERINGATAN: VIDEO_CDN_URL bukan URL http(s); diabaikan.')
  console.log(
    '[video] video pelajaran diambil siswa langsung dari ' +
      signer().bucketOrigin(b) +
      ' (tautan bertanda tangan, berlaku ' +
      ttlSeconds() +
      ' detik).',
  )
}

module.exports = {
  ERRORS,
  ttlSeconds,
  mediaOrigin,
  handleVideoUrl,
  beforeVideoDownload,
  logDelivery,
}
