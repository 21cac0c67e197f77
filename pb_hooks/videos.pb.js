/// <reference path="../node_modules/pocketbase-jsvm/index.d.ts" />
// Lesson videos (issue 17): exactly one of link_youtube and an uploaded MP4 (H.264/AAC); the
// server writes video_size and video_duration from the upload. Logic: pb_hooks/lib/videos.js.

onRecordBeforeCreateRequest((e) => {
  require(`${__hooks}/lib/videos.js`).beforeVideoRequest(e, true)
}, 'video_links')

onRecordBeforeUpdateRequest((e) => {
  require(`${__hooks}/lib/videos.js`).beforeVideoRequest(e, false)
}, 'video_links')
