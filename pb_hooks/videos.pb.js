/// <reference path="../node_modules/pocketbase-jsvm/index.d.ts" />
// Lesson videos (docs/contract.md, Collections, `video_links`): exactly one of link_youtube and an
// uploaded MP4 (H.264/AAC); the server writes video_size and video_duration from the upload. Logic:
// pb_hooks/lib/content/videos.js; where students fetch a video: lib/content/video-url.js.

onRecordBeforeCreateRequest((e) => {
  require(`${__hooks}/lib/content/videos.js`).beforeVideoRequest(e, true)
}, 'video_links')

onRecordBeforeUpdateRequest((e) => {
  require(`${__hooks}/lib/content/videos.js`).beforeVideoRequest(e, false)
}, 'video_links')

// Where a student's device fetches an uploaded video (VIDEO_DELIVERY, docs/contract.md, Routes →
// Lesson video URLs): PocketBase's file URL with a file token, or a signed URL of the S3 bucket.
// Logic: pb_hooks/lib/content/video-url.js.
routerAdd('GET', '/api/videos/:id/url', (c) => {
  return require(`${__hooks}/lib/content/video-url.js`).handleVideoUrl(c)
})

// VIDEO_DELIVERY=signed: the file route answers a video with a redirect to a signed URL, never
// with its bytes (posters stay served here).
onFileDownloadRequest((e) => {
  require(`${__hooks}/lib/content/video-url.js`).beforeVideoDownload(e)
}, 'video_links')

onAfterBootstrap(() => {
  if ($os.getenv('PB_SKIP_BOOTSTRAP') === '1') return
  require(`${__hooks}/lib/content/video-url.js`).logDelivery()
})
