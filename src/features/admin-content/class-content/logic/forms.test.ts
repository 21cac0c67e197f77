import { describe, expect, it } from 'vitest'
import type { Soal, VideoLink } from '@/data/admin'
import { checkQuestion, emptyQuestion, questionDraft } from './question-form'
import { checkVideo, videoDraft, type VideoDraft } from './video-form'

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

const yt = (d: Partial<VideoDraft>): VideoDraft => ({
  source: 'youtube',
  judul: '',
  link: '',
  deskripsi: '',
  thumbnail: '',
  ...d,
})

describe('video form', () => {
  it('requires judul and link after trimming', () => {
    expect(checkVideo(yt({ judul: '  ', link: 'https://youtu.be/dQw4w9WgXcQ' }), 'l1', 1)).toEqual({
      ok: false,
      error: 'Judul dan link YouTube harus diisi',
    })
    expect(checkVideo(yt({ judul: 'Intro', link: ' ' }), 'l1', 1)).toEqual({
      ok: false,
      error: 'Judul dan link YouTube harus diisi',
    })
  })
  it('refuses a link that is not a YouTube video', () => {
    expect(checkVideo(yt({ judul: 'Intro', link: 'https://vimeo.com/1' }), 'l1', 1)).toEqual({
      ok: false,
      error: 'Link YouTube tidak valid',
    })
  })
  it('saves the canonical link and the maximum-resolution thumbnail', () => {
    expect(
      checkVideo(
        yt({
          judul: ' Intro ',
          link: ' https://youtu.be/dQw4w9WgXcQ?si=x&t=10 ',
          deskripsi: ' d ',
        }),
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
      video: '',
      video_size: 0,
      video_duration: 0,
      poster: '',
      created: '',
      updated: '',
    } satisfies VideoLink
    expect(videoDraft(v)).toEqual(yt({ judul: 'J', link: 'L', deskripsi: 'D' }))
    expect(videoDraft(null)).toEqual(yt({}))
    const up = { ...v, link_youtube: '', video: 'v_abc.mp4', thumbnail: 'https://x/t.jpg' }
    expect(videoDraft(up)).toEqual({
      source: 'upload',
      judul: 'J',
      link: '',
      deskripsi: 'D',
      thumbnail: 'https://x/t.jpg',
    })
  })
  it('removes the upload when an uploaded video switches to YouTube', () => {
    const r = checkVideo(yt({ judul: 'A', link: 'youtu.be/dQw4w9WgXcQ' }), 'l1', 2, {
      file: null,
      errors: [],
      current: true,
    })
    expect(r).toEqual({
      ok: true,
      input: {
        materi_id: 'l1',
        judul: 'A',
        deskripsi: '',
        link_youtube: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
        urutan: 2,
        thumbnail: 'https://img.youtube.com/vi/dQw4w9WgXcQ/maxresdefault.jpg',
        video: null,
        poster: null,
      },
    })
  })
})

describe('video form, upload', () => {
  const up = (d: Partial<VideoDraft>) => yt({ source: 'upload', ...d })
  const file = { name: 'a.mp4', size: 1000 }

  it('requires a judul and a file (or the current upload)', () => {
    expect(checkVideo(up({ judul: ' ' }), 'l1', 1, { file, errors: [], current: false })).toEqual({
      ok: false,
      error: 'Judul video harus diisi',
    })
    expect(checkVideo(up({ judul: 'A' }), 'l1', 1)).toEqual({
      ok: false,
      error: 'Pilih berkas video MP4 untuk diunggah',
    })
  })
  it('waits for the check and refuses a file that failed it', () => {
    expect(checkVideo(up({ judul: 'A' }), 'l1', 1, { file, errors: null, current: false })).toEqual(
      {
        ok: false,
        error: 'Tunggu sampai pemeriksaan video selesai',
      },
    )
    expect(
      checkVideo(up({ judul: 'A' }), 'l1', 1, { file, errors: ['Bukan MP4', 'x'], current: true }),
    ).toEqual({ ok: false, error: 'Bukan MP4' })
  })
  it('uploads a checked file with an empty YouTube link and the optional thumbnail URL', () => {
    expect(
      checkVideo(
        up({ judul: ' A ', deskripsi: ' d ', link: 'https://youtu.be/dQw4w9WgXcQ' }),
        'l1',
        3,
        {
          file,
          errors: [],
          current: false,
        },
      ),
    ).toEqual({
      ok: true,
      upload: true,
      input: {
        materi_id: 'l1',
        judul: 'A',
        deskripsi: 'd',
        link_youtube: '',
        urutan: 3,
        thumbnail: '',
      },
    })
    const r = checkVideo(up({ judul: 'A', thumbnail: ' https://cdn.example/t.jpg ' }), 'l1', 1, {
      file,
      errors: [],
      current: false,
    })
    expect(r.ok && r.input.thumbnail).toBe('https://cdn.example/t.jpg')
    expect(
      checkVideo(up({ judul: 'A', thumbnail: 'javascript:alert(1)' }), 'l1', 1, {
        file,
        errors: [],
        current: false,
      }),
    ).toEqual({ ok: false, error: 'URL thumbnail tidak valid' })
  })
  it('saves only the texts of an uploaded video when no new file is chosen (no re-upload)', () => {
    const r = checkVideo(up({ judul: 'Baru' }), 'l1', 1, {
      file: null,
      errors: null,
      current: true,
    })
    expect(r).toEqual({
      ok: true,
      input: {
        materi_id: 'l1',
        judul: 'Baru',
        deskripsi: '',
        link_youtube: '',
        urutan: 1,
        thumbnail: '',
      },
    })
    expect(r.ok && 'upload' in r).toBe(false)
  })
})
