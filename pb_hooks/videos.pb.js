/// <reference path="../node_modules/pocketbase-jsvm/index.d.ts" />
// Lesson videos (docs/contract.md, Collections, `video_links`): exactly one of link_youtube and an
// uploaded MP4 (H.264/AAC); the server writes video_size and video_duration from the upload. Logic:
// pb_hooks/lib/content/videos.js.

onRecordBeforeCreateRequest((e) => {
  require(`${__hooks}/lib/content/videos.js`).beforeVideoRequest(e, true)
}, 'video_links')

onRecordBeforeUpdateRequest((e) => {
  require(`${__hooks}/lib/content/videos.js`).beforeVideoRequest(e, false)
}, 'video_links')
