/**
 * Reading a question aloud with the Web Speech API's speech synthesis. The browser objects are
 * parameters (createSpeaker({synth, Utterance})), so tests pass fakes; `browserSpeech()` finds the
 * real ones.
 */
import type { VoiceLike } from './voice'
import { pickIndonesianVoice } from './voice'

/** The part of SpeechSynthesisUtterance used here. */
export interface UtteranceLike {
  text: string
  lang: string
  rate: number
  voice: VoiceLike | null
  onend: ((event: unknown) => void) | null
  onerror: ((event: unknown) => void) | null
}

export type UtteranceCtor = new (text: string) => UtteranceLike

/** The part of window.speechSynthesis used here. */
export interface SynthLike {
  speak(utterance: UtteranceLike): void
  cancel(): void
  getVoices(): VoiceLike[]
  addEventListener?(type: 'voiceschanged', listener: () => void): void
  removeEventListener?(type: 'voiceschanged', listener: () => void): void
}

export interface SpeechEnv {
  synth: SynthLike | null
  Utterance: UtteranceCtor | null
}

export interface Speaker {
  /** The browser can speak at all. */
  readonly supported: boolean
  /** The Indonesian voice, or null (no Indonesian voice yet: the question is not read aloud). */
  voice(): VoiceLike | null
  /** Reads `text` aloud with the Indonesian voice (cancelling anything being read); false when it cannot. */
  speak(text: string, onEnd?: () => void): boolean
  /** Stops reading. */
  cancel(): void
  /** Calls `listener` when the browser's voices change (they load asynchronously); returns the unsubscribe. */
  onVoicesChanged(listener: () => void): () => void
}

/** The browser's speech synthesis, if any. */
export function browserSpeech(
  win: unknown = typeof window === 'undefined' ? undefined : window,
): SpeechEnv {
  const w = (win ?? {}) as { speechSynthesis?: SynthLike; SpeechSynthesisUtterance?: UtteranceCtor }
  return {
    synth: w.speechSynthesis ?? null,
    Utterance: w.SpeechSynthesisUtterance ?? null,
  }
}

export function createSpeaker(env: SpeechEnv): Speaker {
  const { synth, Utterance } = env
  const supported = Boolean(synth && Utterance)
  const voice = (): VoiceLike | null => {
    if (!synth) return null
    try {
      return pickIndonesianVoice(synth.getVoices() ?? [])
    } catch {
      return null
    }
  }
  return {
    supported,
    voice,
    speak(text, onEnd) {
      if (!synth || !Utterance || !text.trim()) return false
      const chosen = voice()
      if (!chosen) return false
      try {
        synth.cancel()
        const u = new Utterance(text)
        u.voice = chosen
        u.lang = chosen.lang.replace(/_/g, '-') || 'id-ID'
        u.rate = 1
        u.onend = () => onEnd?.()
        u.onerror = () => onEnd?.()
        synth.speak(u)
        return true
      } catch {
        return false
      }
    },
    cancel() {
      try {
        synth?.cancel()
      } catch {
        // nothing being read
      }
    },
    onVoicesChanged(listener) {
      if (!synth?.addEventListener) return () => {}
      synth.addEventListener('voiceschanged', listener)
      return () => synth.removeEventListener?.('voiceschanged', listener)
    },
  }
}
