/** Choosing the examiner's voice among the browser's speech synthesis voices. */

/** The part of SpeechSynthesisVoice used here. */
export interface VoiceLike {
  name: string
  lang: string
  default?: boolean
  localService?: boolean
}

const norm = (lang: string) => lang.trim().replace(/_/g, '-').toLowerCase()

/**
 * An Indonesian voice: one whose language is exactly id-ID first (the browser's default voice
 * among them, then a local one), then any language starting with 'id' (or the old code 'in'),
 * else null: the question is then only shown, not read aloud.
 */
export function pickIndonesianVoice<V extends VoiceLike>(voices: readonly V[]): V | null {
  const rank = (v: V) => (v.default ? 0 : v.localService ? 1 : 2)
  const best = (list: V[]) => list.slice().sort((a, b) => rank(a) - rank(b))[0] ?? null
  const exact = voices.filter((v) => norm(v.lang) === 'id-id')
  if (exact.length) return best(exact)
  const loose = voices.filter((v) => {
    const l = norm(v.lang)
    return l === 'id' || l.startsWith('id-') || l === 'in' || l.startsWith('in-')
  })
  return best(loose)
}
