/// <reference path="../../../node_modules/pocketbase-jsvm/index.d.ts" />
// Lesson videos (video_links; docs/contract.md, Collections): exactly one of link_youtube and an
// uploaded MP4; the server reads the upload's size and duration itself and refuses codecs that not
// every browser plays (the MP4 is read by lib/content/mp4.js). Loaded with require() inside the
// handlers of pb_hooks/videos.pb.js and by the seed.

const { MESSAGES, inspectMp4, readAt } = require(`${__hooks}/lib/content/mp4.js`)

function badRequest(message, fields) {
  const data = {}
  for (const f of fields) data[f] = new ValidationError('validation_video', message)
  return new BadRequestError(message, data)
}

/**
 * Request hook of video_links (create and update), after PocketBase applied the request to the
 * record: exactly one of link_youtube and video; video_size/video_duration come from the upload
 * (or stay as stored, or 0 without a video), whatever the client sent.
 */
function beforeVideoRequest(e, isCreate) {
  const record = e.record
  const link = record.getString('link_youtube').trim()
  const video = record.getString('video')
  if (link && video) throw badRequest(MESSAGES.both, ['link_youtube', 'video'])
  if (!link && !video) throw badRequest(MESSAGES.neither, ['link_youtube', 'video'])
  const uploads = (e.uploadedFiles && e.uploadedFiles.video) || []
  if (uploads.length) {
    let info
    try {
      info = inspectMp4(uploads[0])
    } catch (err) {
      if (err && err.videoFormat) throw badRequest(err.message, ['video'])
      throw err
    }
    record.set('video_size', info.size)
    record.set('video_duration', info.duration)
  } else if (!video || isCreate) {
    record.set('video_size', 0)
    record.set('video_duration', 0)
  } else {
    const stored = record.originalCopy()
    record.set('video_size', stored.getFloat('video_size'))
    record.set('video_duration', stored.getFloat('video_duration'))
  }
}

/**
 * Saves a video_links record with a local MP4 attached (the demo seed): the same checks and
 * metadata as an upload through the API. `dao` may be a transaction's.
 */
function saveWithLocalVideo(dao, record, path) {
  const file = $filesystem.fileFromPath(path)
  const info = inspectMp4(file)
  record.set('link_youtube', '')
  record.set('video_size', info.size)
  record.set('video_duration', info.duration)
  const form = new RecordUpsertForm($app, record)
  form.setDao(dao)
  form.addFiles('video', file)
  form.submit()
  return record
}

module.exports = { MESSAGES, inspectMp4, beforeVideoRequest, saveWithLocalVideo, readAt }
