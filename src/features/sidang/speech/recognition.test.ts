import { describe, expect, it, vi } from 'vitest'
import type { RecognitionLike, RecognitionResultEvent } from './recognition'
import {
  RECOGNITION_TEXTS,
  createRecognizer,
  findRecognition,
  recognitionErrorMessage,
} from './recognition'

class FakeRecognition implements RecognitionLike {
  static last: FakeRecognition | null = null
  static failStart = false
  lang = ''
  continuous = false
  interimResults = false
  onresult: ((event: RecognitionResultEvent) => void) | null = null
  onerror: ((event: { error: string }) => void) | null = null
  onend: (() => void) | null = null
  started = false
  constructor() {
    FakeRecognition.last = this
  }
  start() {
    if (FakeRecognition.failStart) throw new Error('InvalidStateError')
    this.started = true
  }
  stop() {
    this.started = false
    this.onend?.()
  }
  abort() {
    this.started = false
    this.onend?.()
  }
  /** Sends results: [text, isFinal] from `resultIndex`. */
  emit(resultIndex: number, results: [string, boolean][]) {
    this.onresult?.({
      resultIndex,
      results: results.map(([t, isFinal]) => ({ isFinal, length: 1, 0: { transcript: t } })),
    })
  }
}

function handlers() {
  return { onInterim: vi.fn(), onFinal: vi.fn(), onError: vi.fn(), onEnd: vi.fn() }
}

describe('createRecognizer', () => {
  it('listens in Indonesian, continuously, with interim results', () => {
    const h = handlers()
    expect(createRecognizer(FakeRecognition, h).start()).toBe(true)
    const r = FakeRecognition.last!
    expect(r.lang).toBe('id-ID')
    expect(r.continuous).toBe(true)
    expect(r.interimResults).toBe(true)
    expect(r.started).toBe(true)
  })

  it('interim words are reported as they change; settled pieces once, as finals', () => {
    const h = handlers()
    createRecognizer(FakeRecognition, h).start()
    const r = FakeRecognition.last!
    r.emit(0, [['metode penelitian', false]])
    expect(h.onInterim).toHaveBeenLastCalledWith('metode penelitian')
    r.emit(0, [[' metode penelitian saya kuantitatif ', true]])
    expect(h.onFinal).toHaveBeenCalledWith('metode penelitian saya kuantitatif')
    expect(h.onInterim).toHaveBeenLastCalledWith('')
    // Earlier results before resultIndex are not sent again.
    r.emit(1, [
      ['metode penelitian saya kuantitatif', true],
      ['dengan', false],
      ['sampel', false],
    ])
    expect(h.onFinal).toHaveBeenCalledTimes(1)
    expect(h.onInterim).toHaveBeenLastCalledWith('dengan sampel')
  })

  it("'not-allowed' gives the Indonesian microphone message; the end is reported", () => {
    const h = handlers()
    createRecognizer(FakeRecognition, h).start()
    const r = FakeRecognition.last!
    r.onerror?.({ error: 'not-allowed' })
    r.onend?.()
    expect(h.onError).toHaveBeenCalledWith(RECOGNITION_TEXTS.notAllowed)
    expect(h.onEnd).toHaveBeenCalledTimes(1)
  })

  it('an abort the user asked for is not an error', () => {
    const h = handlers()
    const rec = createRecognizer(FakeRecognition, h)
    rec.start()
    FakeRecognition.last!.onerror?.({ error: 'aborted' })
    rec.abort()
    expect(h.onError).not.toHaveBeenCalled()
    expect(h.onEnd).toHaveBeenCalledTimes(1)
  })

  it('stop ends listening; a start the browser refuses reports an error and the end', () => {
    const h = handlers()
    const rec = createRecognizer(FakeRecognition, h)
    rec.start()
    rec.stop()
    expect(h.onEnd).toHaveBeenCalledTimes(1)
    FakeRecognition.failStart = true
    try {
      expect(rec.start()).toBe(false)
    } finally {
      FakeRecognition.failStart = false
    }
    expect(h.onError).toHaveBeenCalledWith(RECOGNITION_TEXTS.failed)
    expect(h.onEnd).toHaveBeenCalledTimes(2)
  })

  it('results after the end are ignored', () => {
    const h = handlers()
    const rec = createRecognizer(FakeRecognition, h)
    rec.start()
    const r = FakeRecognition.last!
    rec.abort()
    r.emit(0, [['terlambat', true]])
    expect(h.onFinal).not.toHaveBeenCalled()
  })
})

describe('recognition support and messages', () => {
  it('finds SpeechRecognition, else webkitSpeechRecognition, else none (unsupported)', () => {
    expect(findRecognition({ SpeechRecognition: FakeRecognition })).toBe(FakeRecognition)
    expect(findRecognition({ webkitSpeechRecognition: FakeRecognition })).toBe(FakeRecognition)
    expect(findRecognition({})).toBeNull()
    expect(findRecognition(undefined)).toBeNull()
  })

  it('maps the error codes to Indonesian messages', () => {
    expect(recognitionErrorMessage('not-allowed')).toMatch(/Izin mikrofon ditolak/)
    expect(recognitionErrorMessage('service-not-allowed')).toBe(RECOGNITION_TEXTS.notAllowed)
    expect(recognitionErrorMessage('no-speech')).toBe(RECOGNITION_TEXTS.noSpeech)
    expect(recognitionErrorMessage('audio-capture')).toBe(RECOGNITION_TEXTS.audioCapture)
    expect(recognitionErrorMessage('network')).toBe(RECOGNITION_TEXTS.network)
    expect(recognitionErrorMessage('aborted')).toBeNull()
    expect(recognitionErrorMessage('something-new')).toBe(RECOGNITION_TEXTS.failed)
  })
})
