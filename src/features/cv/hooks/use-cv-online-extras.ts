import { useEffect, useState } from 'react'
import { getCvAiStatus, getThesisCvEntry } from '@/data/cv'
import type { CvAiStatus, ThesisCvEntry } from '@/data/cv'
import { useOnline } from '@/components/use-online'

/**
 * What the page asks the server for once it is online: whether 'Perbaiki dengan AI' is offered, and
 * 'Dari skripsi Anda'. Offline, neither is asked (the checks need neither); each is asked again
 * when the connection comes back and it is still unknown.
 */
export function useCvOnlineExtras(): {
  ai: CvAiStatus | null
  hideAi(): void
  thesis: ThesisCvEntry | null
  thesisFailed: boolean
} {
  const online = useOnline()
  const [ai, setAi] = useState<CvAiStatus | null>(null)
  const [thesis, setThesis] = useState<ThesisCvEntry | null>(null)
  const [thesisFailed, setThesisFailed] = useState(false)

  useEffect(() => {
    if (!online || ai) return
    let live = true
    void getCvAiStatus().then((status) => {
      if (live) setAi(status)
    })
    return () => {
      live = false
    }
  }, [online, ai])

  useEffect(() => {
    if (!online || thesis) return
    let live = true
    getThesisCvEntry()
      .then((entry) => {
        if (!live) return
        setThesis(entry)
        setThesisFailed(false)
      })
      .catch(() => {
        if (live) setThesisFailed(true)
      })
    return () => {
      live = false
    }
  }, [online, thesis])

  return {
    ai,
    hideAi: () => setAi((s) => (s ? { ...s, available: false } : s)),
    thesis,
    thesisFailed,
  }
}
