/**
 * Answering by voice with the Web Speech API's SpeechRecognition (webkitSpeechRecognition in
 * Chrome and Safari): Indonesian ('id-ID'), continuous, with interim results. The constructor is a
 * parameter, so tests pass a fake; `findRecognition()` finds the browser's.
 */

/** The part of a SpeechRecognitionResultList entry used here. */
interface ResultLike {
  readonly isFinal: boolean
  readonly length: number
  readonly [index: number]: { transcript: string } | undefined
}

export interface RecognitionResultEvent {
  resultIndex: number
  results: ArrayLike<ResultLike>
}

/** The part of SpeechRecognition used here. */
export interface RecognitionLike {
  lang: string
  continuous: boolean
  interimResults: boolean
  onresult: ((event: RecognitionResultEvent) => void) | null
  onerror: ((event: { error: string }) => void) | null
  onend: (() => void) | null
  start(): void
  stop(): void
  abort(): void
}

export type RecognitionCtor = new () => RecognitionLike

/** The browser's SpeechRecognition (or its webkit name), or null where voice answers cannot work. */
export function findRecognition(
  win: unknown = typeof window === 'undefined' ? undefined : window,
): RecognitionCtor | null {
  const w = (win ?? {}) as {
    SpeechRecognition?: RecognitionCtor
    webkitSpeechRecognition?: RecognitionCtor
  }
  return w.SpeechRecognition ?? w.webkitSpeechRecognition ?? null
}

export const RECOGNITION_TEXTS = {
  unsupported: 'Perangkat ini belum mendukung jawaban suara; silakan ketik jawaban Anda.',
  notAllowed:
    'Izin mikrofon ditolak. Izinkan akses mikrofon untuk situs ini di pengaturan browser, atau ketik jawaban Anda.',
  noSpeech: 'Suara Anda tidak terdengar. Coba lagi atau ketik jawaban Anda.',
  audioCapture: 'Mikrofon tidak ditemukan. Periksa mikrofon Anda atau ketik jawaban Anda.',
  network: 'Pengenalan suara membutuhkan koneksi internet. Silakan ketik jawaban Anda.',
  language:
    'Pengenalan suara bahasa Indonesia belum tersedia di perangkat ini; silakan ketik jawaban Anda.',
  failed: 'Pengenalan suara berhenti karena kesalahan. Coba lagi atau ketik jawaban Anda.',
} as const

/** The Indonesian message of a recognition error code; null for a stop the user asked for. */
export function recognitionErrorMessage(code: string): string | null {
  switch (code) {
    case 'aborted':
      return null
    case 'not-allowed':
    case 'service-not-allowed':
      return RECOGNITION_TEXTS.notAllowed
    case 'no-speech':
      return RECOGNITION_TEXTS.noSpeech
    case 'audio-capture':
      return RECOGNITION_TEXTS.audioCapture
    case 'network':
      return RECOGNITION_TEXTS.network
    case 'language-not-supported':
      return RECOGNITION_TEXTS.language
    default:
      return RECOGNITION_TEXTS.failed
  }
}

export interface RecognitionHandlers {
  /** The words heard so far that may still change ('' when none). */
  onInterim(text: string): void
  /** A settled piece of the answer. */
  onFinal(text: string): void
  /** An Indonesian message of what went wrong. */
  onError(message: string): void
  /** Listening stopped (asked for, an error, or the browser's own end). */
  onEnd(): void
}

export interface Recognizer {
  /** Starts listening; false when the browser refused at once. */
  start(): boolean
  /** Stops listening; what was heard still arrives as final results. */
  stop(): void
  /** Stops at once, dropping what was not final yet. */
  abort(): void
}

export function createRecognizer(Ctor: RecognitionCtor, handlers: RecognitionHandlers): Recognizer {
  let current: RecognitionLike | null = null
  const end = (r: RecognitionLike) => {
    if (current !== r) return
    current = null
    handlers.onInterim('')
    handlers.onEnd()
  }
  return {
    start() {
      if (current) return true
      let r: RecognitionLike
      try {
        r = new Ctor()
        r.lang = 'id-ID'
        r.continuous = true
        r.interimResults = true
      } catch {
        handlers.onError(RECOGNITION_TEXTS.failed)
        return false
      }
      r.onresult = (event) => {
        if (current !== r) return
        let interim = ''
        const results = event.results
        for (let i = Math.max(0, event.resultIndex); i < results.length; i++) {
          const result = results[i]
          const text = (result?.[0]?.transcript ?? '').trim()
          if (!text) continue
          if (result.isFinal) handlers.onFinal(text)
          else interim = interim ? `${interim} ${text}` : text
        }
        handlers.onInterim(interim)
      }
      r.onerror = (event) => {
        const message = recognitionErrorMessage(event?.error ?? '')
        if (message) handlers.onError(message)
      }
      r.onend = () => end(r)
      current = r
      try {
        r.start()
        return true
      } catch {
        current = null
        handlers.onError(RECOGNITION_TEXTS.failed)
        handlers.onEnd()
        return false
      }
    },
    stop() {
      try {
        current?.stop()
      } catch {
        if (current) end(current)
      }
    },
    abort() {
      const r = current
      if (!r) return
      try {
        r.abort()
      } catch {
        // already stopped
      }
      end(r)
    },
  }
}
