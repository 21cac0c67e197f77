/* global FormData, Blob */
// Uploading the bench's video as the admin UI does.

/** Uploads the video to a new video_links row of `materiId` (multipart, as the admin UI): the record and ms. */
export async function uploadVideo(url, token, materiId, bytes, judul = 'Video unggahan') {
  const fd = new FormData()
  fd.append('materi_id', materiId)
  fd.append('judul', judul)
  fd.append('urutan', '1')
  fd.append('video', new Blob([bytes], { type: 'video/mp4' }), 'pelajaran.mp4')
  const t0 = performance.now()
  const r = await fetch(`${url}/api/collections/video_links/records`, {
    method: 'POST',
    headers: { authorization: token },
    body: fd,
  })
  if (!r.ok) throw new Error(`upload video: ${r.status} ${await r.text()}`)
  const record = await r.json()
  return { record, ms: performance.now() - t0 }
}
