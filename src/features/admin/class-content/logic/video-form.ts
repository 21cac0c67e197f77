/** The lesson video form (spec §5): judul and YouTube link required and trimmed; id, link and thumbnail from the link. */
import type { VideoInput, VideoLink } from '@/data/admin'
import { extractYouTubeId, youTubeThumbnailUrl, youTubeWatchUrl } from '@/lib/youtube'

export interface VideoDraft {
  judul: string
  link: string
  deskripsi: string
}

export function videoDraft(video: VideoLink | null): VideoDraft {
  return video
    ? { judul: video.judul, link: video.link_youtube, deskripsi: video.deskripsi ?? '' }
    : { judul: '', link: '', deskripsi: '' }
}

export type VideoCheck = { ok: true; input: VideoInput } | { ok: false; error: string }

/** `urutan`: the position to keep (edit) or highest plus one (new). */
export function checkVideo(draft: VideoDraft, lessonId: string, urutan: number): VideoCheck {
  const judul = draft.judul.trim()
  const link = draft.link.trim()
  if (!judul || !link) return { ok: false, error: 'Judul dan link YouTube harus diisi' }
  const id = extractYouTubeId(link)
  if (!id) return { ok: false, error: 'Link YouTube tidak valid' }
  return {
    ok: true,
    input: {
      materi_id: lessonId,
      judul,
      deskripsi: draft.deskripsi.trim(),
      link_youtube: youTubeWatchUrl(id),
      urutan,
      thumbnail: youTubeThumbnailUrl(id),
    },
  }
}
