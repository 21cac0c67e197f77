import { describe, expect, it, vi } from 'vitest'
import type { SynthLike, UtteranceLike } from './synthesis'
import { browserSpeech, createSpeaker } from './synthesis'
import type { VoiceLike } from './voice'

class FakeUtterance implements UtteranceLike {
  lang = ''
  rate = 0
  voice: VoiceLike | null = null
  onend: ((event: unknown) => void) | null = null
  onerror: ((event: unknown) => void) | null = null
  constructor(public text: string) {}
}

function fakeSynth(voices: VoiceLike[]) {
  const listeners = new Set<() => void>()
  const spoken: FakeUtterance[] = []
  const synth: SynthLike & {
    spoken: FakeUtterance[]
    cancel: ReturnType<typeof vi.fn<() => void>>
  } = {
    spoken,
    speak: (u) => spoken.push(u as FakeUtterance),
    cancel: vi.fn<() => void>(),
    getVoices: () => voices,
    addEventListener: (_t, l) => listeners.add(l),
    removeEventListener: (_t, l) => listeners.delete(l),
  }
  return {
    synth,
    setVoices(next: VoiceLike[]) {
      voices = next
      listeners.forEach((l) => l())
    },
    listeners,
  }
}

const ID = { name: 'Damayanti', lang: 'id-ID' }
const EN = { name: 'Samantha', lang: 'en-US' }

describe('createSpeaker', () => {
  it('reads the text with the Indonesian voice, cancelling what was being read', () => {
    const { synth } = fakeSynth([EN, ID])
    const speaker = createSpeaker({ synth, Utterance: FakeUtterance })
    expect(speaker.supported).toBe(true)
    const ended = vi.fn()
    expect(speaker.speak('Apa rumusan masalah penelitian Anda?', ended)).toBe(true)
    expect(synth.cancel).toHaveBeenCalledTimes(1)
    expect(synth.spoken).toHaveLength(1)
    const u = synth.spoken[0]
    expect(u.text).toBe('Apa rumusan masalah penelitian Anda?')
    expect(u.voice).toBe(ID)
    expect(u.lang).toBe('id-ID')
    u.onend?.({})
    expect(ended).toHaveBeenCalledTimes(1)
  })

  it('without an Indonesian voice nothing is read (the question is only shown)', () => {
    const { synth } = fakeSynth([EN])
    const speaker = createSpeaker({ synth, Utterance: FakeUtterance })
    expect(speaker.voice()).toBeNull()
    expect(speaker.speak('Pertanyaan')).toBe(false)
    expect(synth.spoken).toHaveLength(0)
  })

  it('voices that load later are announced and then used', () => {
    const fake = fakeSynth([])
    const speaker = createSpeaker({ synth: fake.synth, Utterance: FakeUtterance })
    const changed = vi.fn()
    const off = speaker.onVoicesChanged(changed)
    expect(speaker.speak('Halo')).toBe(false)
    fake.setVoices([ID])
    expect(changed).toHaveBeenCalledTimes(1)
    expect(speaker.speak('Halo')).toBe(true)
    off()
    expect(fake.listeners.size).toBe(0)
  })

  it('cancel stops reading', () => {
    const { synth } = fakeSynth([ID])
    createSpeaker({ synth, Utterance: FakeUtterance }).cancel()
    expect(synth.cancel).toHaveBeenCalledTimes(1)
  })

  it('unsupported browser: nothing to read with, nothing throws', () => {
    const speaker = createSpeaker(browserSpeech({}))
    expect(speaker.supported).toBe(false)
    expect(speaker.voice()).toBeNull()
    expect(speaker.speak('Halo')).toBe(false)
    expect(() => speaker.cancel()).not.toThrow()
    expect(() => speaker.onVoicesChanged(() => {})()).not.toThrow()
  })

  it('browserSpeech finds the window objects', () => {
    const { synth } = fakeSynth([ID])
    const env = browserSpeech({ speechSynthesis: synth, SpeechSynthesisUtterance: FakeUtterance })
    expect(env.synth).toBe(synth)
    expect(env.Utterance).toBe(FakeUtterance)
  })
})
