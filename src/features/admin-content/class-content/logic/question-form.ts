/** The question form: the question and four choices non-empty after trimming; answer a-d, default a. */
import type { Choice, Soal, SoalInput } from '@/data/admin'

export const CHOICES: readonly Choice[] = ['a', 'b', 'c', 'd']

export type QuestionDraft = SoalInput

export function emptyQuestion(): QuestionDraft {
  return {
    pertanyaan: '',
    pilihan_a: '',
    pilihan_b: '',
    pilihan_c: '',
    pilihan_d: '',
    jawaban_benar: 'a',
  }
}

export function questionDraft(soal: Soal | null): QuestionDraft {
  if (!soal) return emptyQuestion()
  const { pertanyaan, pilihan_a, pilihan_b, pilihan_c, pilihan_d } = soal
  const jawaban_benar = CHOICES.includes(soal.jawaban_benar) ? soal.jawaban_benar : 'a'
  return { pertanyaan, pilihan_a, pilihan_b, pilihan_c, pilihan_d, jawaban_benar }
}

export function isChoice(value: unknown): value is Choice {
  return typeof value === 'string' && (CHOICES as readonly string[]).includes(value)
}

export function choiceField(c: Choice): 'pilihan_a' | 'pilihan_b' | 'pilihan_c' | 'pilihan_d' {
  return `pilihan_${c}`
}

export type QuestionCheck = { ok: true; soal: SoalInput } | { ok: false; error: string }

export function checkQuestion(draft: QuestionDraft): QuestionCheck {
  const soal: SoalInput = {
    pertanyaan: draft.pertanyaan.trim(),
    pilihan_a: draft.pilihan_a.trim(),
    pilihan_b: draft.pilihan_b.trim(),
    pilihan_c: draft.pilihan_c.trim(),
    pilihan_d: draft.pilihan_d.trim(),
    jawaban_benar: draft.jawaban_benar,
  }
  if (
    !soal.pertanyaan ||
    CHOICES.some((c) => !soal[choiceField(c)]) ||
    !isChoice(soal.jawaban_benar)
  ) {
    return { ok: false, error: 'Semua field harus diisi' }
  }
  return { ok: true, soal }
}
