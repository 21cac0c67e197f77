import { describe, expect, it } from 'vitest'
import { classFormFrom, emptyClassForm, toClassInput, withMinutes } from './class-form'
import { imageProblem, MAX_IMAGE_BYTES } from './image'
import { COLOR_PRESETS, emptyPackageForm, nextOrder, toPackageInput } from './package-form'
import type { Kelas } from '@/data/admin'

describe('package form', () => {
  it('requires name and duration with the product text', () => {
    expect(toPackageInput({ ...emptyPackageForm(), nama_paket: '  ' }).error).toBe(
      'Nama paket dan durasi harus diisi',
    )
    expect(toPackageInput({ ...emptyPackageForm(), nama_paket: 'A', durasi_hari: '' }).error).toBe(
      'Nama paket dan durasi harus diisi',
    )
  })
  it('defaults: 30 days, Mulai Kelas, orange, price empty = 0, background follows gradient_from', () => {
    const r = toPackageInput({
      ...emptyPackageForm(),
      nama_paket: ' Paket A ',
      gradient_from: COLOR_PRESETS[1]!.from,
    })
    expect(r.input).toMatchObject({
      nama_paket: 'Paket A',
      durasi_hari: 30,
      harga: 0,
      button_text: 'Mulai Kelas',
      background_color: '#7c3aed',
    })
  })
  it('refuses a negative price and a duration below 1', () => {
    expect(toPackageInput({ ...emptyPackageForm(), nama_paket: 'A', harga: '-1' }).error).toMatch(
      /Harga/,
    )
    expect(toPackageInput({ ...emptyPackageForm(), nama_paket: 'A', durasi_hari: '0' }).error).toBe(
      'Durasi minimal 1 hari',
    )
    expect(
      toPackageInput({ ...emptyPackageForm(), nama_paket: 'A', durasi_hari: '1.5' }).error,
    ).toBe('Durasi minimal 1 hari')
  })
  it('six presets', () => {
    expect(COLOR_PRESETS.map((p) => p.name)).toEqual([
      'Orange',
      'Purple',
      'Blue',
      'Green',
      'Pink',
      'Indigo',
    ])
    expect(COLOR_PRESETS[0]).toMatchObject({ from: '#f97316', to: '#fb923c' })
  })
  it('next order is the highest plus one', () => {
    expect(nextOrder([])).toBe(1)
    expect(nextOrder([{ urutan: 3 }, { urutan: 7 }, { urutan: 2 }])).toBe(8)
    expect(nextOrder([{ order: 2 }])).toBe(3)
  })
})

describe('image checks', () => {
  it('images only, at most 5 MB, with the product texts per form', () => {
    expect(imageProblem({ type: 'application/pdf', size: 10 }, 'package')).toBe(
      'File harus berupa gambar',
    )
    expect(imageProblem({ type: 'application/pdf', size: 10 }, 'class')).toBe(
      'File harus berupa gambar.',
    )
    expect(imageProblem({ type: 'image/png', size: MAX_IMAGE_BYTES + 1 }, 'package')).toBe(
      'Ukuran file maksimal 5MB',
    )
    expect(imageProblem({ type: 'image/png', size: MAX_IMAGE_BYTES + 1 }, 'class')).toBe(
      'Ukuran file terlalu besar. Maksimal 5MB.',
    )
    expect(imageProblem({ type: 'image/png', size: MAX_IMAGE_BYTES }, 'class')).toBeNull()
    expect(imageProblem({ type: 'image/svg+xml', size: 10 }, 'class')).toMatch(/JPG, PNG/)
  })
})

describe('class form', () => {
  it('requires title and teacher (trimmed)', () => {
    expect(toClassInput({ ...emptyClassForm(1), judul: ' x ', pengajar: ' ' }, 'p').error).toBe(
      'Judul dan pengajar harus diisi',
    )
  })
  it('defaults: Beginner, rating 5, counts 0, order given, empty optional fields stored empty', () => {
    const r = toClassInput({ ...emptyClassForm(4), judul: 'Kelas', pengajar: 'Dosen' }, 'p1')
    expect(r.input).toEqual({
      paket_id: 'p1',
      judul: 'Kelas',
      pengajar: 'Dosen',
      level: 'Beginner',
      rating: 5,
      jumlah_review: 0,
      jumlah_user: 0,
      durasi_menit: 0,
      durasi_text: '',
      harga_asli: 0,
      harga_diskon: 0,
      urutan: 4,
      deskripsi: '',
      is_active: true,
    })
  })
  it('duration text follows the minutes until typed by hand', () => {
    let v = withMinutes(emptyClassForm(1), '90')
    expect(v.durasi_text).toBe('1 jam 30 menit')
    v = { ...v, durasi_text: '1,5 jam', durasi_text_manual: true }
    expect(withMinutes(v, '120').durasi_text).toBe('1,5 jam')
  })
  it('rating 0-5 with one decimal; counts and prices not negative; order at least 1', () => {
    const base = { ...emptyClassForm(1), judul: 'K', pengajar: 'P' }
    expect(toClassInput({ ...base, rating: '5.1' }, 'p').error).toBe('Rating harus antara 0 dan 5')
    expect(toClassInput({ ...base, rating: '4.86' }, 'p').input?.rating).toBe(4.9)
    expect(toClassInput({ ...base, harga_asli: '-5' }, 'p').error).toMatch(/Harga asli/)
    expect(toClassInput({ ...base, jumlah_user: '2.5' }, 'p').error).toMatch(/bulat/)
    expect(toClassInput({ ...base, urutan: '0' }, 'p').error).toBe('Urutan minimal 1')
  })
  it('an edited class keeps a hand-written duration text', () => {
    const k = {
      judul: 'K',
      pengajar: 'P',
      level: 'Advanced',
      rating: 4,
      jumlah_review: 1,
      jumlah_user: 2,
      durasi_menit: 60,
      durasi_text: 'Sejam',
      harga_asli: 0,
      harga_diskon: 0,
      urutan: 2,
      deskripsi: '',
      is_active: false,
    } as unknown as Kelas
    const v = classFormFrom(k)
    expect(v.durasi_text_manual).toBe(true)
    expect(v.harga_asli).toBe('')
    expect(withMinutes(v, '30').durasi_text).toBe('Sejam')
  })
})
