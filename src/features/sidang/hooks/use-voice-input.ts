import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import type { RecognitionCtor } from '../speech/recognition'
import { createRecognizer, findRecognition } from '../speech/recognition'

export interface VoiceInput {
  /** SpeechRecognition exists in this browser. */
  supported: boolean
  listening: boolean
  /** Words heard that may still change. */
  interim: string
  /** The last error's Indonesian message (null when none). */
  error: string | null
  start(): void
  stop(): void
  abort(): void
}

/**
 * Voice answers: each settled piece of speech goes to `onFinal` (the page appends it to the
 * editable answer). `ctor`: the recognition constructor (tests pass a fake; null = unsupported);
 * defaults to the browser's.
 */
export function useVoiceInput(
  onFinal: (text: string) => void,
  ctor?: RecognitionCtor | null,
): VoiceInput {
  const Ctor = useMemo(() => (ctor === undefined ? findRecognition() : ctor), [ctor])
  const [listening, setListening] = useState(false)
  const [interim, setInterim] = useState('')
  const [error, setError] = useState<string | null>(null)
  const onFinalRef = useRef(onFinal)
  onFinalRef.current = onFinal
  const recognizer = useMemo(
    () =>
      Ctor
        ? createRecognizer(Ctor, {
            onInterim: setInterim,
            onFinal: (text) => onFinalRef.current(text),
            onError: setError,
            onEnd: () => setListening(false),
          })
        : null,
    [Ctor],
  )
  useEffect(() => () => recognizer?.abort(), [recognizer])

  const start = useCallback(() => {
    if (!recognizer) return
    setError(null)
    if (recognizer.start()) setListening(true)
  }, [recognizer])
  const stop = useCallback(() => recognizer?.stop(), [recognizer])
  const abort = useCallback(() => recognizer?.abort(), [recognizer])
  return { supported: Boolean(Ctor), listening, interim, error, start, stop, abort }
}
