/// <reference path="../node_modules/pocketbase-jsvm/index.d.ts" />
// Uploaded lesson videos (docs/contract.md, Collections, `video_links`):
// - link_youtube is no longer required (a request hook asks for exactly one of link_youtube and video);
// - video: protected MP4 (≤ 1 GB), served only with a file token of someone the view rule admits;
// - video_size (bytes) and video_duration (seconds): written by the server from the upload
//   (pb_hooks/videos.pb.js + lib/content/videos.js), never by clients;
// - poster: an optional, public still frame (JPEG/PNG/WebP ≤ 2 MB) the admin UI captures from the video.
// Rules and indexes stay as they are.
const MB = 1024 * 1024
const GB = 1024 * MB

function newFields() {
  return [
    new SchemaField({
      id: 'vlnk_video0000',
      name: 'video',
      type: 'file',
      required: false,
      presentable: false,
      options: {
        mimeTypes: ['video/mp4'],
        thumbs: null,
        maxSelect: 1,
        maxSize: GB,
        protected: true,
      },
    }),
    new SchemaField({
      id: 'vlnk_vsize0000',
      name: 'video_size',
      type: 'number',
      required: false,
      presentable: false,
      options: { min: 0, max: null, noDecimal: true },
    }),
    new SchemaField({
      id: 'vlnk_vdur00000',
      name: 'video_duration',
      type: 'number',
      required: false,
      presentable: false,
      options: { min: 0, max: null, noDecimal: false },
    }),
    new SchemaField({
      id: 'vlnk_poster000',
      name: 'poster',
      type: 'file',
      required: false,
      presentable: false,
      options: {
        mimeTypes: ['image/jpeg', 'image/png', 'image/webp'],
        thumbs: null,
        maxSelect: 1,
        maxSize: 2 * MB,
        protected: false,
      },
    }),
  ]
}

migrate(
  (db) => {
    const dao = new Dao(db)
    const collection = dao.findCollectionByNameOrId('video_links')
    const link = collection.schema.getFieldByName('link_youtube')
    link.required = false
    for (const field of newFields()) {
      if (!collection.schema.getFieldByName(field.name)) collection.schema.addField(field)
    }
    dao.saveCollection(collection)
  },
  (db) => {
    const dao = new Dao(db)
    const collection = dao.findCollectionByNameOrId('video_links')
    for (const name of ['video', 'video_size', 'video_duration', 'poster']) {
      const field = collection.schema.getFieldByName(name)
      if (field) collection.schema.removeField(field.id)
    }
    // link_youtube is required again (rows that only had an uploaded video keep an empty link until edited)
    collection.schema.getFieldByName('link_youtube').required = true
    dao.saveCollection(collection)
  },
)
