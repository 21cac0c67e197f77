import { describe, expect, it } from 'vitest'
import {
  isExternalHref,
  packageHref,
  packagePrice,
  packageRank,
  sortLandingPackages,
} from './packages'

describe('sortLandingPackages', () => {
  it('puts basic, pro, premium first and keeps the others in their order', () => {
    const names = [
      'Kelas Statistik',
      'Paket Premium Sidang',
      'Paket Pro Metodologi',
      'Bonus',
      'Paket BASIC Skripsi',
    ]
    const sorted = sortLandingPackages(names.map((nama_paket) => ({ nama_paket }))).map(
      (p) => p.nama_paket,
    )
    expect(sorted).toEqual([
      'Paket BASIC Skripsi',
      'Paket Pro Metodologi',
      'Paket Premium Sidang',
      'Kelas Statistik',
      'Bonus',
    ])
  })

  it('matches whole words only ("Prosedur" is not "pro") and does not change the input', () => {
    expect(packageRank('Prosedur Penelitian')).toBe(3)
    expect(packageRank('Premium Pro')).toBe(2)
    const input = [{ nama_paket: 'Premium' }, { nama_paket: 'Basic' }]
    sortLandingPackages(input)
    expect(input[0].nama_paket).toBe('Premium')
  })
})

describe('packagePrice', () => {
  it('shows Gratis for 0, null and invalid prices', () => {
    for (const v of [0, null, undefined, Number.NaN, -5]) {
      expect(packagePrice(v)).toEqual({ free: true, label: 'Gratis', strikethrough: null })
    }
  })

  it('strikes through three times the price in rupiah', () => {
    expect(packagePrice(149000)).toEqual({
      free: false,
      label: 'Rp149.000',
      strikethrough: 'Rp447.000',
    })
    expect(packagePrice(1200000).strikethrough).toBe('Rp3.600.000')
  })
})

describe('packageHref', () => {
  it('prefers category_link, else the LMS package page', () => {
    expect(packageHref({ id: 'abc', category_link: ' https://toko.example/skripsi ' })).toBe(
      'https://toko.example/skripsi',
    )
    expect(packageHref({ id: 'abc123', category_link: '' })).toBe('/lms/packages/abc123')
    expect(isExternalHref('https://toko.example')).toBe(true)
    expect(isExternalHref('/lms/packages/x')).toBe(false)
  })
})
