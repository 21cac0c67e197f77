// The pure server pieces of Analisa CV (pb_hooks/lib/cv/): contact details replaced before a bullet
// or posting goes to the LLM, the check that refuses a rewrite adding a number or a name, the
// clean-up of the model's answer, and the cover title of 'Dari skripsi Anda'.
import { describe, expect, it } from 'vitest'
import { loadHookLib } from '../../support/hook-loader'
import { THESIS_FIXTURE_TEXT } from '../../support/thesis-fixture'
import { TEKNIK_PAGED_TEXT } from '../../support/thesis-fixture-teknik'

const contact = loadHookLib<{
  CONTACT_MARK: string
  stripContacts(t: string): { text: string; removed: number }
  hasContact(t: string): boolean
}>('cv/contact.js')
const guard = loadHookLib<{
  additions(bullet: string, rewrite: string): { numbers: string[]; names: string[] }
  cleanRewrite(answer: string): string
  check(
    bullet: string,
    answer: string,
    hasContact: (t: string) => boolean,
  ): { ok: boolean; rewrite?: string; reason?: string; added?: string[] }
}>('cv/guard.js')
const entry = loadHookLib<{
  titleOf(lines: string[]): string | null
  thesisEntry(text: string): {
    title: string | null
    method: { text: string; chapter: string; page: number } | null
    result: { text: string; chapter: string; page: number } | null
  }
}>('cv/thesis-entry.js')

describe('stripContacts', () => {
  it.each([
    ['an e-mail', 'kirim ke budi.santoso+cv@mail.ugm.ac.id ya', 'kirim ke [kontak] ya'],
    ['a +62 number', 'WA +62 812-3456-7890.', 'WA [kontak].'],
    ['a 62 number', 'telp 62 857 1111 2222', 'telp [kontak]'],
    [
      'an 08 number',
      'hubungi 081234567890 atau (+62) 812.3456.789',
      'hubungi [kontak] atau [kontak]',
    ],
    ['a LinkedIn address', 'profil linkedin.com/in/budi-s, lalu', 'profil [kontak], lalu'],
    ['a URL', 'lihat https://github.com/budi/cv.', 'lihat [kontak].'],
    ['www', 'situs www.budi.my.id', 'situs [kontak]'],
    ['a bare domain', 'portofolio budi.dev/karya', 'portofolio [kontak]'],
    ['a handle', 'IG @budi.santoso_', 'IG [kontak]'],
  ])('replaces %s', (_, input, expected) => {
    const out = contact.stripContacts(input)
    expect(out.text).toBe(expected)
    expect(out.removed).toBeGreaterThan(0)
  })

  it('leaves skills, times, years, figures and money alone', () => {
    const text =
      'Menguasai ASP.NET, Node.js dan Vue.js; shift 08.00-16.00; 2021-2023; IPK 3,65/4,00; omzet Rp12.500.000; 120 responden; 0,05'
    expect(contact.stripContacts(text)).toEqual({ text, removed: 0 })
  })
})

describe('additions (what a rewrite adds to the bullet)', () => {
  const bullet = 'Membantu panitia pensi kampus mengurus tiga acara dan 1.450 tiket bersama bem'

  it('finds invented numbers, number words and names, organisations and acronyms', () => {
    expect(
      guard.additions(
        bullet,
        'Mengoordinasikan 3 acara Pensi kampus bersama BEM Universitas Indonesia, menjual 1450 tiket dan menaikkan peserta 40% dalam dua bulan',
      ),
    ).toEqual({ numbers: ['40', 'dua'], names: ['Universitas', 'Indonesia'] })
  })

  it('accepts the same facts written otherwise', () => {
    expect(
      guard.additions(
        'menjadi ketua 3 divisi bem, anggaran 5 juta rupiah, ipk 3,65',
        'Memimpin tiga divisi BEM dengan anggaran Rp5 juta; IPK 3.65.',
      ),
    ).toEqual({ numbers: [], names: [] })
  })

  it('lets a verb open a sentence but not a name that looks like one (acronym, inner capital)', () => {
    expect(guard.additions('membuat konten', 'Merancang konten. Mengelola unggahan')).toEqual({
      numbers: [],
      names: [],
    })
    expect(guard.additions('membuat konten', 'TikTok: merancang konten')).toEqual({
      numbers: [],
      names: ['TikTok'],
    })
    expect(guard.additions('membuat konten', 'HIMA merancang konten')).toEqual({
      numbers: [],
      names: ['HIMA'],
    })
  })

  it('compares names without case or diacritics, and within parentheses', () => {
    expect(
      guard.additions(
        'anggota himpunan mahasiswa muslim',
        'Anggota Himpunan Mahasiswa Muslim (HMM)',
      ),
    ).toEqual({ numbers: [], names: ['HMM'] })
    expect(
      guard.additions('riset di universitas andalas', 'Meneliti di Universitas Andalas'),
    ).toEqual({
      numbers: [],
      names: [],
    })
  })

  it('counts a year or a month the bullet lacks', () => {
    expect(guard.additions('magang di bank', 'Magang di bank sejak Januari 2023')).toEqual({
      numbers: ['2023'],
      names: ['Januari'],
    })
  })
})

describe('cleanRewrite and check', () => {
  it('keeps the first bullet line without lead-in, marker, label, quotes or markdown', () => {
    expect(
      guard.cleanRewrite('Berikut versinya:\n\n1. "Memimpin **tim** acara"\n\nPenjelasan: ...'),
    ).toBe('Memimpin tim acara')
    expect(guard.cleanRewrite('Poin baru: Menyusun laporan keuangan')).toBe(
      'Menyusun laporan keuangan',
    )
    expect(guard.cleanRewrite('“Menyusun laporan keuangan”')).toBe('Menyusun laporan keuangan')
  })

  const bullet = 'Bertanggung jawab atas laporan keuangan himpunan'
  it.each([
    ['', 'empty'],
    ['- …', 'empty'],
    ['Menyusun laporan keuangan himpunan '.repeat(12), 'too-long'],
    ['Menyusun laporan keuangan himpunan (budi@contoh.id)', 'contact'],
    ['Menyusun 12 laporan keuangan himpunan', 'invented'],
  ])('refuses %j as %s', (answer, reason) => {
    expect(guard.check(bullet, answer, contact.hasContact)).toMatchObject({ ok: false, reason })
  })

  it('accepts a faithful rewrite', () => {
    expect(
      guard.check(bullet, 'Menyusun laporan keuangan himpunan secara berkala', contact.hasContact),
    ).toEqual({
      ok: true,
      rewrite: 'Menyusun laporan keuangan himpunan secara berkala',
    })
  })
})

describe('the cover title', () => {
  it('takes the lines above "SKRIPSI", a subtitle in brackets included', () => {
    expect(
      entry.titleOf([
        'ANALISIS KEPUASAN PENGGUNA APLIKASI',
        'MOBILE BANKING BANK DAERAH',
        '(Studi pada Nasabah Kota Padang)',
        'SKRIPSI',
        'Diajukan untuk memenuhi sebagian persyaratan',
      ]),
    ).toBe(
      'ANALISIS KEPUASAN PENGGUNA APLIKASI MOBILE BANKING BANK DAERAH (Studi pada Nasabah Kota Padang)',
    )
  })

  it('takes the lines below "SKRIPSI" until the cover goes on, and skips "HALAMAN JUDUL"', () => {
    expect(
      entry.titleOf([
        'HALAMAN JUDUL',
        'SKRIPSI',
        'Rancang Bangun Sistem Informasi Perpustakaan Sekolah',
        'Oleh: Rina',
      ]),
    ).toBe('Rancang Bangun Sistem Informasi Perpustakaan Sekolah')
  })

  it('takes no sentence for a title', () => {
    expect(entry.titleOf(['Catatan kuliah minggu ini tentang ekonomi mikro dan pasar.'])).toBeNull()
    expect(entry.titleOf(['Ringkasan pertemuan kelompok belajar ekonomi mikro'])).toBeNull()
  })
})

describe('thesisEntry', () => {
  it('quotes only sentences of the thesis (quantitative DOCX, engineering PDF)', () => {
    for (const text of [THESIS_FIXTURE_TEXT, TEKNIK_PAGED_TEXT]) {
      const got = entry.thesisEntry(text)
      const flat = text.replace(/\s+/g, ' ')
      expect(got.title).not.toBeNull()
      expect(got.method).not.toBeNull()
      expect(got.result).not.toBeNull()
      for (const part of [got.title!, got.method!.text, got.result!.text])
        expect(flat).toContain(part)
      expect(got.method!.chapter).toMatch(/^BAB III /)
      expect(got.result!.chapter).toMatch(/^BAB V /)
    }
  })
})
