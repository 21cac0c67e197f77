import { useCallback, useRef, useState } from 'react'
import { blobReader, inspectMp4 } from './logic/mp4-inspect'
import { checkUpload, type CanPlay, type UploadCheck } from './logic/upload-check'

export interface ChosenVideo {
  file: File
  /** null while the file is being read. */
  check: UploadCheck | null
}

function browserCanPlay(): CanPlay | null {
  if (typeof document === 'undefined') return null
  const el = document.createElement('video')
  return typeof el.canPlayType === 'function' ? (type) => el.canPlayType(type) : null
}

/** The video file chosen in the form and its browser check (the newest choice wins). */
export function useVideoFile() {
  const [chosen, setChosen] = useState<ChosenVideo | null>(null)
  const seq = useRef(0)

  const choose = useCallback(async (file: File | null) => {
    const mine = ++seq.current
    if (!file) return setChosen(null)
    setChosen({ file, check: null })
    let check: UploadCheck
    try {
      check = checkUpload(file, await inspectMp4(blobReader(file)), browserCanPlay())
    } catch {
      // The browser could not read the file (moved, deleted, or no permission).
      const unread = checkUpload(file, null)
      check = {
        ...unread,
        errors: unread.errors.map((e) =>
          e.code === 'not-mp4'
            ? { ...e, text: 'Berkas ini tidak dapat dibaca. Pilih berkas lagi.' }
            : e,
        ),
      }
    }
    if (mine === seq.current) setChosen({ file, check })
  }, [])

  return { chosen, choose }
}
