import { describe, expect, it } from 'vitest'
import type { Soal, VideoLink } from '@/data/admin'
import { checkQuestion, emptyQuestion, questionDraft } from './question-form'
import { checkVideo, videoDraft } from './video-form'

describe('question form', () => {
  it('starts empty with answer a', () => {
    expect(emptyQuestion()).toEqual({
      pertanyaan: '',
      pilihan_a: '',
      pilihan_b: '',
      pilihan_c: '',
      pilihan_d: '',
      jawaban_benar: 'a',
    })
  })
  it('trims every field', () => {
    const draft = {
      pertanyaan: ' Q ',
      pilihan_a: ' a',
      pilihan_b: 'b ',
      pilihan_c: 'c',
      pilihan_d: '\td\n',
      jawaban_benar: 'c' as const,
    }
    expect(checkQuestion(draft)).toEqual({
      ok: true,
      soal: {
        pertanyaan: 'Q',
        pilihan_a: 'a',
        pilihan_b: 'b',
        pilihan_c: 'c',
        pilihan_d: 'd',
        jawaban_benar: 'c',
      },
    })
  })
  it.each(['pertanyaan', 'pilihan_a', 'pilihan_b', 'pilihan_c', 'pilihan_d'] as const)(
    'refuses a blank %s',
    (field) => {
      const draft = {
        pertanyaan: 'Q',
        pilihan_a: 'a',
        pilihan_b: 'b',
        pilihan_c: 'c',
        pilihan_d: 'd',
        jawaban_benar: 'a' as const,
        [field]: '   ',
      }
      expect(checkQuestion(draft)).toEqual({ ok: false, error: 'Semua field harus diisi' })
    },
  )
  it('copies a stored question for editing', () => {
    const soal = {
      id: 's1',
      materi_id: 'm',
      paket_id: 'p',
      pertanyaan: 'Q',
      pilihan_a: 'a',
      pilihan_b: 'b',
      pilihan_c: 'c',
      pilihan_d: 'd',
      jawaban_benar: 'd',
      created: '',
      updated: '',
    } satisfies Soal
    expect(questionDraft(soal)).toEqual({
      pertanyaan: 'Q',
      pilihan_a: 'a',
      pilihan_b: 'b',
      pilihan_c: 'c',
      pilihan_d: 'd',
      jawaban_benar: 'd',
    })
    expect(questionDraft(null)).toEqual(emptyQuestion())
  })
})

describe('video form', () => {
  it('requires judul and link after trimming', () => {
    expect(
      checkVideo({ judul: '  ', link: 'https://youtu.be/dQw4w9WgXcQ', deskripsi: '' }, 'l1', 1),
    ).toEqual({ ok: false, error: 'Judul dan link YouTube harus diisi' })
    expect(checkVideo({ judul: 'Intro', link: ' ', deskripsi: '' }, 'l1', 1)).toEqual({
      ok: false,
      error: 'Judul dan link YouTube harus diisi',
    })
  })
  it('refuses a link that is not a YouTube video', () => {
    expect(
      checkVideo({ judul: 'Intro', link: 'https://vimeo.com/1', deskripsi: '' }, 'l1', 1),
    ).toEqual({ ok: false, error: 'Link YouTube tidak valid' })
  })
  it('saves the canonical link and the maximum-resolution thumbnail', () => {
    expect(
      checkVideo(
        { judul: ' Intro ', link: ' https://youtu.be/dQw4w9WgXcQ?si=x&t=10 ', deskripsi: ' d ' },
        'l1',
        4,
      ),
    ).toEqual({
      ok: true,
      input: {
        materi_id: 'l1',
        judul: 'Intro',
        deskripsi: 'd',
        link_youtube: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
        urutan: 4,
        thumbnail: 'https://img.youtube.com/vi/dQw4w9WgXcQ/maxresdefault.jpg',
      },
    })
  })
  it('copies a stored video for editing', () => {
    const v = {
      id: 'v',
      materi_id: 'l1',
      paket_id: 'p',
      judul: 'J',
      deskripsi: 'D',
      link_youtube: 'L',
      urutan: 1,
      thumbnail: '',
      created: '',
      updated: '',
    } satisfies VideoLink
    expect(videoDraft(v)).toEqual({ judul: 'J', link: 'L', deskripsi: 'D' })
    expect(videoDraft(null)).toEqual({ judul: '', link: '', deskripsi: '' })
  })
})
