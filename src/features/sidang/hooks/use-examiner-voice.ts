import { useCallback, useEffect, useMemo, useState } from 'react'
import { readMuted, writeMuted } from '../logic/texts'
import type { SpeechEnv } from '../speech/synthesis'
import { browserSpeech, createSpeaker } from '../speech/synthesis'

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage
  } catch {
    return null
  }
}

export interface ExaminerVoice {
  /** An Indonesian voice is available: questions are read aloud unless muted. */
  available: boolean
  muted: boolean
  setMuted(muted: boolean): void
  /** Reads the text aloud (nothing when muted or without an Indonesian voice). */
  speak(text: string): void
  cancel(): void
}

/** The examiner's voice: speech synthesis with an Indonesian voice, and the remembered mute toggle. */
export function useExaminerVoice(env?: SpeechEnv): ExaminerVoice {
  const speaker = useMemo(() => createSpeaker(env ?? browserSpeech()), [env])
  const [available, setAvailable] = useState(() => speaker.voice() !== null)
  const [muted, setMutedState] = useState(() => readMuted(storage()))

  useEffect(() => {
    setAvailable(speaker.voice() !== null)
    return speaker.onVoicesChanged(() => setAvailable(speaker.voice() !== null))
  }, [speaker])

  // Nothing keeps talking once the page is left.
  useEffect(() => () => speaker.cancel(), [speaker])

  const setMuted = useCallback(
    (value: boolean) => {
      setMutedState(value)
      writeMuted(storage(), value)
      if (value) speaker.cancel()
    },
    [speaker],
  )
  const speak = useCallback(
    (text: string) => {
      if (muted) return
      speaker.speak(text)
    },
    [muted, speaker],
  )
  const cancel = useCallback(() => speaker.cancel(), [speaker])
  return { available, muted, setMuted, speak, cancel }
}
