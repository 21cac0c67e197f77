// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest'
import { act, fireEvent, screen } from '@testing-library/react'
import { setupDomTests } from '@/testing/dom'
import { renderWithTheme } from '@/testing/render'
import type { SidangQuestion } from '@/data/sidang'
import type { ExaminerVoice } from '../hooks/use-examiner-voice'
import type { RecognitionLike, RecognitionResultEvent } from '../speech/recognition'
import { QuestionPanel } from './question-panel'

setupDomTests()

const question: SidangQuestion = {
  index: 1,
  total: 5,
  kind: 'metode',
  text: 'Bagaimana Anda menentukan sampel penelitian?',
  chapter: 'BAB III',
  section: '3.2 Populasi dan Sampel',
  page: 14,
  followUp: true,
}

function fakeVoice(extra: Partial<ExaminerVoice> = {}): ExaminerVoice {
  return {
    available: true,
    muted: false,
    setMuted: vi.fn(),
    speak: vi.fn(),
    cancel: vi.fn(),
    ...extra,
  }
}

class FakeRecognition implements RecognitionLike {
  static last: FakeRecognition | null = null
  lang = ''
  continuous = false
  interimResults = false
  onresult: ((event: RecognitionResultEvent) => void) | null = null
  onerror: ((event: { error: string }) => void) | null = null
  onend: (() => void) | null = null
  constructor() {
    FakeRecognition.last = this
  }
  start() {}
  stop() {
    this.onend?.()
  }
  abort() {
    this.onend?.()
  }
  emit(text: string, isFinal: boolean) {
    this.onresult?.({ resultIndex: 0, results: [{ isFinal, length: 1, 0: { transcript: text } }] })
  }
}

const answerBox = () => screen.getByRole('textbox', { name: 'Jawaban Anda' }) as HTMLTextAreaElement

describe('QuestionPanel', () => {
  it('shows the position, the follow-up mark and where the question comes from, and reads it aloud', () => {
    const voice = fakeVoice()
    renderWithTheme(
      <QuestionPanel
        question={question}
        voice={voice}
        sending={false}
        error={null}
        onSubmit={() => {}}
        recognition={null}
      />,
    )
    expect(screen.getByRole('heading', { name: 'Pertanyaan 2 dari 5' })).toBeTruthy()
    expect(screen.getByText('Pertanyaan lanjutan')).toBeTruthy()
    expect(
      screen.getByText('Dari bagian: BAB III · 3.2 Populasi dan Sampel · hal. 14'),
    ).toBeTruthy()
    expect(voice.speak).toHaveBeenCalledWith(question.text)
    fireEvent.click(screen.getByRole('button', { name: 'Bisukan suara penguji' }))
    expect(voice.setMuted).toHaveBeenCalledWith(true)
  })

  it('without speech recognition it says so, and a typed answer is sent as text', () => {
    const onSubmit = vi.fn()
    renderWithTheme(
      <QuestionPanel
        question={question}
        voice={fakeVoice({ available: false })}
        sending={false}
        error={null}
        onSubmit={onSubmit}
        recognition={null}
      />,
    )
    expect(screen.getByTestId('sidang-voice-unsupported').textContent).toBe(
      'Perangkat ini belum mendukung jawaban suara; silakan ketik jawaban Anda.',
    )
    expect(screen.queryByRole('button', { name: 'Jawab dengan suara' })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Bisukan suara penguji' })).toBeNull()
    const send = screen.getByRole('button', { name: 'Kirim jawaban' }) as HTMLButtonElement
    expect(send.disabled).toBe(true)
    fireEvent.change(answerBox(), { target: { value: 'Purposive sampling, 120 responden.' } })
    fireEvent.click(send)
    expect(onSubmit).toHaveBeenCalledTimes(1)
    expect(onSubmit.mock.calls[0][0]).toMatchObject({
      answer: 'Purposive sampling, 120 responden.',
      mode: 'text',
    })
    expect(onSubmit.mock.calls[0][0].durationMs).toBeGreaterThanOrEqual(0)
  })

  it('by voice: interim words are shown, the final transcript lands in the editable box, and the answer is sent as voice', () => {
    const onSubmit = vi.fn()
    const voice = fakeVoice()
    renderWithTheme(
      <QuestionPanel
        question={question}
        voice={voice}
        sending={false}
        error={null}
        onSubmit={onSubmit}
        recognition={FakeRecognition}
      />,
    )
    fireEvent.click(screen.getByRole('button', { name: 'Jawab dengan suara' }))
    // The examiner stops talking while the student answers.
    expect(voice.cancel).toHaveBeenCalled()
    const rec = FakeRecognition.last!
    expect(rec.lang).toBe('id-ID')
    act(() => rec.emit('saya memakai', false))
    expect(screen.getByTestId('sidang-interim').textContent).toBe('Mendengarkan: saya memakai')
    act(() => rec.emit('saya memakai purposive sampling', true))
    expect(answerBox().value).toBe('saya memakai purposive sampling')
    fireEvent.click(screen.getByRole('button', { name: 'Berhenti merekam' }))
    expect(screen.queryByTestId('sidang-interim')).toBeNull()
    // Edited by hand before sending: still a voice answer.
    fireEvent.change(answerBox(), { target: { value: 'Saya memakai purposive sampling.' } })
    fireEvent.click(screen.getByRole('button', { name: 'Kirim jawaban' }))
    expect(onSubmit.mock.calls[0][0]).toMatchObject({
      answer: 'Saya memakai purposive sampling.',
      mode: 'voice',
    })
  })

  it('a refused microphone shows the Indonesian message and typing still works', () => {
    renderWithTheme(
      <QuestionPanel
        question={question}
        voice={fakeVoice()}
        sending={false}
        error={null}
        onSubmit={() => {}}
        recognition={FakeRecognition}
      />,
    )
    fireEvent.click(screen.getByRole('button', { name: 'Jawab dengan suara' }))
    act(() => {
      FakeRecognition.last!.onerror?.({ error: 'not-allowed' })
      FakeRecognition.last!.onend?.()
    })
    expect(screen.getByRole('alert').textContent).toMatch(/Izin mikrofon ditolak/)
    fireEvent.change(answerBox(), { target: { value: 'Diketik' } })
    expect(answerBox().value).toBe('Diketik')
  })

  it('the timer warns after two minutes and never blocks sending', () => {
    vi.useFakeTimers()
    const onSubmit = vi.fn()
    renderWithTheme(
      <QuestionPanel
        question={question}
        voice={fakeVoice()}
        sending={false}
        error={null}
        onSubmit={onSubmit}
        recognition={null}
      />,
    )
    const timer = screen.getByTestId('sidang-timer')
    expect(timer.textContent).toBe('0:00')
    act(() => vi.advanceTimersByTime(61_000))
    expect(timer.textContent).toBe('1:01')
    expect(timer.getAttribute('data-over')).toBe('false')
    act(() => vi.advanceTimersByTime(60_000))
    expect(timer.textContent).toBe('2:01')
    expect(timer.getAttribute('data-over')).toBe('true')
    expect(screen.getByTestId('sidang-over-limit')).toBeTruthy()
    fireEvent.change(answerBox(), { target: { value: 'Jawaban panjang' } })
    fireEvent.click(screen.getByRole('button', { name: 'Kirim jawaban' }))
    expect(onSubmit.mock.calls[0][0].durationMs).toBeGreaterThanOrEqual(121_000)
  })
})
