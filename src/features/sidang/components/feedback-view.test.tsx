// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest'
import { fireEvent, screen, within } from '@testing-library/react'
import { setupDomTests } from '@/testing/dom'
import { renderWithTheme } from '@/testing/render'
import type { SidangFeedback, SidangQuestion } from '@/data/sidang'
import { FeedbackView, paceNote } from './feedback-view'

setupDomTests()

const question: SidangQuestion = {
  index: 1,
  total: 5,
  kind: 'metode',
  text: 'Bagaimana Anda menentukan sampel penelitian?',
  chapter: 'BAB III',
  section: '3.2 Populasi dan Sampel',
  page: 14,
  followUp: false,
}

const feedback = (extra: Partial<SidangFeedback> = {}): SidangFeedback => ({
  index: 1,
  score: 58,
  covered: ['purposive sampling'],
  missed: ['120 responden', 'kriteria inklusi'],
  rubric: [
    {
      key: 'isi',
      label: 'Ketepatan isi',
      points: 30,
      max: 50,
      note: 'Sebagian poin kunci disebut',
    },
    { key: 'kejelasan', label: 'Kejelasan', points: 18, max: 25, note: '' },
  ],
  fillers: null,
  wpm: null,
  comment: 'Jawaban Anda masih kurang lengkap.',
  citations: [],
  source: 'builtin',
  ...extra,
})

describe('FeedbackView', () => {
  it('shows the score, the rubric rows and the covered and missed key points', () => {
    renderWithTheme(
      <FeedbackView
        feedback={feedback()}
        question={question}
        isLast={false}
        onContinue={() => {}}
      />,
    )
    expect(screen.getByRole('heading', { name: 'Masukan untuk pertanyaan 2 dari 5' })).toBeTruthy()
    expect(screen.getByTestId('sidang-score').textContent).toBe('58')
    const rubric = screen.getByRole('table', { name: 'Rincian penilaian' })
    const rows = within(rubric).getAllByRole('row')
    expect(rows).toHaveLength(3)
    const cells = (row: HTMLElement) =>
      [within(row).getByRole('rowheader'), ...within(row).getAllByRole('cell')].map(
        (c) => c.textContent,
      )
    // The note sits under the label on a phone and in its own column on wider screens.
    expect(cells(rows[1])).toEqual([
      'Ketepatan isiSebagian poin kunci disebut',
      '30/50',
      'Sebagian poin kunci disebut',
    ])
    expect(cells(rows[2])).toEqual(['Kejelasan', '18/25', '—'])
    const missed = screen.getByTestId('sidang-missed')
    expect(
      within(missed)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['120 responden', 'kriteria inklusi'])
    expect(
      within(screen.getByTestId('sidang-covered')).getByText('purposive sampling'),
    ).toBeTruthy()
    expect(screen.getByText('Komentar penguji')).toBeTruthy()
    expect(screen.queryByTestId('sidang-voice-notes')).toBeNull()
    expect(screen.getByText(/BAB III · 3.2 Populasi dan Sampel · hal. 14/)).toBeTruthy()
  })

  it('voice answers show the filler words and the pace; an LLM comment is labelled as AI-written, with its quotes', () => {
    renderWithTheme(
      <FeedbackView
        feedback={feedback({
          fillers: {
            total: 4,
            items: [
              { word: 'eh', count: 3 },
              { word: 'anu', count: 1 },
            ],
          },
          wpm: 182,
          source: 'llm',
          comment: 'Sebutkan jumlah sampel.',
          citations: [{ chapter: 'BAB III', page: 14, quote: 'Sampel berjumlah 120 responden' }],
        })}
        question={question}
        isLast={false}
        onContinue={() => {}}
      />,
    )
    const notes = screen.getByTestId('sidang-voice-notes')
    expect(notes.textContent).toContain('Kata pengisi: 4 (eh ×3, anu ×1)')
    expect(notes.textContent).toContain('Kecepatan bicara: 182 kata/menit (terlalu cepat)')
    expect(screen.getByText('Komentar penguji (ditulis oleh AI)')).toBeTruthy()
    expect(screen.getByText('“Sampel berjumlah 120 responden”')).toBeTruthy()
    expect(screen.getByText('BAB III · hal. 14')).toBeTruthy()
  })

  it('offers the next question, or the report after the last answer', () => {
    const onContinue = vi.fn()
    const { rerender } = renderWithTheme(
      <FeedbackView
        feedback={feedback()}
        question={question}
        isLast={false}
        onContinue={onContinue}
      />,
    )
    fireEvent.click(screen.getByRole('button', { name: 'Pertanyaan berikutnya' }))
    expect(onContinue).toHaveBeenCalledTimes(1)
    rerender(
      <FeedbackView feedback={feedback()} question={question} isLast onContinue={onContinue} />,
    )
    expect(screen.getByRole('button', { name: 'Lihat laporan' })).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Pertanyaan berikutnya' })).toBeNull()
  })

  it('pace notes', () => {
    expect(paceNote(70)).toBe('agak lambat')
    expect(paceNote(130)).toBe('wajar')
    expect(paceNote(200)).toBe('terlalu cepat')
  })
})
