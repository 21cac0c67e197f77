import {
  createMateri,
  deleteMateri,
  deleteVideo,
  reorder,
  updateMateri,
  type Materi,
  type MateriInput,
  type VideoLink,
} from '@/data/admin'
import { moveId } from './logic/content'
import { useAction } from './use-action'

export const CONFIRM_DELETE_CHAPTER =
  'Apakah Anda yakin ingin menghapus bab ini? Semua pelajaran dan videonya ikut terhapus.'
export const CONFIRM_DELETE_LESSON = 'Apakah Anda yakin ingin menghapus pelajaran ini?'
export const CONFIRM_DELETE_VIDEO = 'Apakah Anda yakin ingin menghapus video ini?'

/**
 * The chapter, lesson and video actions of the 'Sub Bab & Video' tab. One action runs at a time
 * (`busy`), so two reorders cannot interleave.
 */
export function useContentActions(
  reloadMateri: () => Promise<void>,
  reloadVideos: () => Promise<void>,
) {
  const { busy, run } = useAction()
  return {
    busy,
    create: (input: MateriInput, success: string, failure: string) =>
      run(() => createMateri(input), { success, failure, after: reloadMateri }),
    rename: (m: Materi, judul: string) =>
      run(() => updateMateri(m.id, { judul }), {
        success: 'Judul berhasil diperbarui',
        failure: 'Gagal menyimpan judul',
        after: reloadMateri,
      }),
    /** Moves sibling `index` of `ids` up or down: one reorder call with the siblings' new order. */
    move: (ids: readonly string[], index: number, delta: -1 | 1) => {
      const next = moveId(ids, index, delta)
      if (next)
        void run(() => reorder('materi', next), {
          failure: 'Gagal mengubah urutan',
          after: reloadMateri,
        })
    },
    remove: (m: Materi) => {
      const chapter = m.type === 'chapter'
      if (!window.confirm(chapter ? CONFIRM_DELETE_CHAPTER : CONFIRM_DELETE_LESSON)) return
      void run(() => deleteMateri(m.id), {
        success: chapter ? 'Bab berhasil dihapus' : 'Pelajaran berhasil dihapus',
        failure: 'Gagal menghapus materi',
        after: reloadMateri,
      })
    },
    moveVideo: (videos: readonly VideoLink[], index: number, delta: -1 | 1) => {
      const next = moveId(
        videos.map((v) => v.id),
        index,
        delta,
      )
      if (next)
        void run(() => reorder('video_links', next), {
          failure: 'Gagal mengubah urutan video',
          after: reloadVideos,
        })
    },
    removeVideo: (video: VideoLink) => {
      if (!window.confirm(CONFIRM_DELETE_VIDEO)) return
      void run(() => deleteVideo(video.id), {
        success: 'Video berhasil dihapus',
        failure: 'Gagal menghapus video',
        after: reloadVideos,
      })
    },
  }
}

export type ContentActions = ReturnType<typeof useContentActions>
