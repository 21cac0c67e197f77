// The server's one sentence splitter (pb_hooks/lib/shared/sentences.js) and the places that use it:
// the academic assistant's passages and quoted excerpts, the defence answers' fillers.
import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { loadHookLib } from '../../support/hook-loader'

interface SentencesLib {
  sentences(text: unknown, opts?: { casual?: boolean }): string[]
  endsSentence(line: string): boolean
}

const { sentences, endsSentence } = loadHookLib<SentencesLib>('shared/sentences.js')
const excerpts = loadHookLib<{ excerpt(body: string, terms: unknown[], max?: number): string }>(
  'chat/academic/excerpts.js',
)
const passages = loadHookLib<{
  splitPassages(text: string): { ord: number; chapter: string; body: string }[]
}>('thesis/passages.js')
const fillers = loadHookLib<{ findFillers(text: string): { total: number } }>('sidang/fillers.js')

describe('sentences: abbreviations do not end a sentence', () => {
  const whole = (text: string) => expect(sentences(text)).toEqual([text])

  it('keeps citations with dkk. and et al. whole (the issue: "Berdasarkan penelitian Sutar dkk")', () => {
    whole('Berdasarkan penelitian Sutar dkk. (2020), waktu tunggu penumpang mencapai 25 menit.')
    whole('Hal ini sejalan dengan Hidayat dkk. yang menemukan pengaruh serupa.')
    whole('Menurut Hidayat et al. (2021), literasi keuangan digital kini penting.')
    whole('Prayoga et al. Menunjukkan hal yang sama pada pegawai.')
    whole('Pengaruh tersebut juga ditemukan (Kusuma dkk., 2021; Hidayat et al., 2021).')
    expect(sentences('Sutar dkk. (2020) membangun aplikasi. Aplikasi itu memakai GPS.')).toEqual([
      'Sutar dkk. (2020) membangun aplikasi.',
      'Aplikasi itu memakai GPS.',
    ])
  })

  it('keeps page, number and volume labels, company and place abbreviations', () => {
    whole('Pendekatan ini dipilih (Sugiyono, 2019, hlm. 85) karena datanya numerik.')
    whole('Data diambil dari hal. 12 laporan tersebut.')
    whole('Aturan itu tercantum dalam Peraturan Menteri No. 7 Tahun 2019.')
    whole('Artikel itu terbit di Jurnal Sistem Informasi Vol. 5 No. 1 tahun 2020.')
    whole('Data diperoleh dari PT Bank Mandiri (Persero) Tbk. Kantor Cabang Palembang.')
    whole('Kantor berada di Jl. Sudirman No. 5 Palembang.')
    whole('Lihat Kaplan (2017, pp. 54-60) dan Fig. 3 pada artikel aslinya.')
    whole('Buku itu (cet. 2, ed. 3) disunting oleh beberapa penulis (eds.) ternama.')
    whole('Perbandingan Android vs. iOS dilakukan pada tahap awal.')
    whole('Surat ditujukan kepada yth. Kepala Dinas a.n. Sekretaris Daerah.')
  })

  it('keeps academic titles and names with initials', () => {
    whole('Pembimbing: Dr. Ahmad Fauzi, S.T., M.T. dan Prof. Budi Santoso, M.Kom. dari Palembang.')
    whole('Wawancara dilakukan dengan Drs. H. Syahrial, M.Si., dan Siti Aminah, S.Pd. di kantor.')
    whole('Menurut A. Rahman (2018), sistem informasi harus menyajikan posisi kendaraan.')
    whole('Rancangan ini mengikuti M. A. Putra yang mengembangkan sistem serupa.')
    whole('Contoh alat ukur (e.g. kuesioner) dan tekniknya (i.e. wawancara) dijelaskan di sini.')
    whole('Teori itu dikemukakan oleh Ajzen, I. (1991) dan dipakai secara luas.')
  })

  it('keeps decimal numbers whole', () => {
    whole('Rata-rata akurasi 3.5 meter dengan 16,68 satelit dan koefisien -0,312 pada 1.450 orang.')
  })

  it('ends a sentence at dll., dsb., dst. only before a capitalised word', () => {
    expect(
      sentences('Penumpang beralih ke ojek, taksi, dll. Akibatnya jumlah penumpang menurun.'),
    ).toEqual(['Penumpang beralih ke ojek, taksi, dll.', 'Akibatnya jumlah penumpang menurun.'])
    whole('Penumpang beralih ke ojek, taksi, dll. sehingga jumlah penumpang menurun.')
    whole('Faktor cuaca, lalu lintas, dsb. ikut memengaruhi akurasi.')
    expect(
      sentences('Langkahnya adalah mencatat, memeriksa, dst. Tahap berikutnya analisis.'),
    ).toHaveLength(2)
    // Ordinary sentence ends still split, "?" and "!" too, and line breaks.
    expect(sentences('Sampel 120 responden. Apakah cukup? Ya! Baik\nBaris baru')).toEqual([
      'Sampel 120 responden.',
      'Apakah cukup?',
      'Ya!',
      'Baik',
      'Baris baru',
    ])
    // A single capital letter after a label word is a name, so the sentence may end there; so
    // may a Roman numeral after a capitalised word inside the sentence.
    expect(sentences('Hipotesis diuji dengan uji F. Hasilnya signifikan.')).toHaveLength(2)
    expect(sentences('Lokasinya Kecamatan Ilir Timur I. Pengumpulan data tiga bulan.')).toEqual([
      'Lokasinya Kecamatan Ilir Timur I.',
      'Pengumpulan data tiga bulan.',
    ])
    whole('Bapak H. Syahrial dan I. Ajzen menulis tentang niat.')
  })

  it('splits a lead-in from its inline list, and keeps list markers with their item', () => {
    expect(
      sentences('Kesimpulannya sebagai berikut: 1. Sistem berhasil dibangun. 2. Akurasi 95 %.'),
    ).toEqual([
      'Kesimpulannya sebagai berikut:',
      '1. Sistem berhasil dibangun.',
      '2. Akurasi 95 %.',
    ])
    whole(
      'Analisis terdiri atas tiga tahap, yaitu 1. reduksi data, 2. penyajian data, dan 3. penarikan kesimpulan.',
    )
  })

  it('does not end inside parentheses or typographic quotes that close on the line', () => {
    expect(
      sentences('Informan berkata, “Saya takut. Jadi anak saya mengecek.” Enam informan menolak.'),
    ).toEqual([
      'Informan berkata, “Saya takut. Jadi anak saya mengecek.”',
      'Enam informan menolak.',
    ])
    whole('Hasilnya baik (lihat bagian akhir. Data lengkap ada di lampiran) untuk semua halte.')
  })

  it('lets casual answers start a sentence in lower case', () => {
    expect(sentences('saya pilih purposive sampling. karena waktunya terbatas.')).toHaveLength(1)
    expect(
      sentences('saya pilih purposive sampling. karena waktunya terbatas.', { casual: true }),
    ).toEqual(['saya pilih purposive sampling.', 'karena waktunya terbatas.'])
    expect(sentences('menurut sutar dkk. hasilnya begitu.', { casual: true })).toHaveLength(1)
  })

  it('reads line ends the same way', () => {
    expect(endsSentence('Hasilnya signifikan.')).toBe(true)
    expect(endsSentence('Apakah cukup?”')).toBe(true)
    expect(endsSentence('menurut penelitian Sutar dkk.')).toBe(false)
    expect(endsSentence('dibimbing oleh Dr.')).toBe(false)
    expect(endsSentence('ditulis oleh M. A.')).toBe(false)
    expect(endsSentence('ojek, taksi, dll.')).toBe(true)
    expect(endsSentence('kesimpulan sebagai berikut:')).toBe(false)
    expect(endsSentence('tanpa tanda baca')).toBe(false)
  })

  it('stays fast on a long line that never closes a bracket', () => {
    const text = '( ' + 'Menurut Sutar dkk. (2020) hasilnya baik (lihat hlm. 5). '.repeat(4000)
    const started = Date.now()
    expect(sentences(text).length).toBeGreaterThan(0)
    expect(Date.now() - started).toBeLessThan(1000)
  })

  it('takes anything without throwing', () => {
    expect(sentences('')).toEqual([])
    expect(sentences(null)).toEqual([])
    expect(sentences(undefined)).toEqual([])
    expect(sentences('   \n  ')).toEqual([])
    expect(sentences('. . .').join('')).toBe('...')
  })
})

describe('sentences: properties', () => {
  const squeeze = (s: string) => s.replace(/\s+/g, '')

  it('loses and reorders nothing but whitespace', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom(...'Ab .!?:;,()“”"\n1é dkk'.split('')) }),
        (text) => {
          const out = sentences(text)
          expect(squeeze(out.join(''))).toBe(squeeze(text))
          for (const s of out) expect(s).toBe(s.trim())
          for (const s of out) expect(s).not.toBe('')
        },
      ),
      { numRuns: 400 },
    )
  })

  // Sentences with abbreviations, titles, initials, decimals and citations inside: joined with a
  // space they must come back exactly.
  const MIDDLE = [
    'data',
    'penelitian',
    'halte',
    'Palembang',
    'Sutar dkk. (2020)',
    'Hidayat et al. menemukan',
    '(Kusuma dkk., 2021)',
    'hlm. 85',
    'No. 7',
    'Vol. 5',
    'PT Bank Mandiri Tbk. Palembang',
    'Dr. Ahmad',
    'Prof. Budi',
    'Ahmad Fauzi, S.T., M.T. menulis',
    'Siti, S.Pd. mengajar',
    'Budi, M.Kom. menguji',
    'A. Rahman',
    'M. A. Putra',
    'yth. Bapak',
    'Jl. Sudirman',
    'vs. iOS',
    'hal. 12',
    'ojek, dll. sehingga',
    'e.g. kuesioner',
    '3.5 meter',
    '16,68 satelit',
    '95 %',
  ]
  const sentenceArb = fc
    .tuple(
      fc.constantFrom('Penelitian', 'Data', 'Hasil', 'Menurut', 'Sistem'),
      fc.array(fc.constantFrom(...MIDDLE), { minLength: 1, maxLength: 8 }),
      fc.constantFrom('berhasil.', 'signifikan.', 'cukup?', 'baik!', 'diteliti.'),
    )
    .map(([first, middle, last]) => [first, ...middle, last].join(' '))

  it('gives back generated sentences exactly, whatever abbreviations they hold', () => {
    fc.assert(
      fc.property(fc.array(sentenceArb, { minLength: 1, maxLength: 6 }), (list) => {
        expect(sentences(list.join(' '))).toEqual(list)
      }),
      { numRuns: 400 },
    )
  })
})

describe('the splitter in the assistant and the defence answers', () => {
  it('quotes whole sentences in the assistant excerpts', () => {
    const body =
      'Bus Trans Musi melayani 12 koridor di Kota Palembang. Berdasarkan penelitian Sutar dkk. (2020), waktu tunggu penumpang mencapai 25 menit. Kondisi ini menurunkan jumlah penumpang.'
    const out = excerpts.excerpt(body, [{ term: 'tunggu', prefix: false }], 300)
    expect(out).toContain(
      'Berdasarkan penelitian Sutar dkk. (2020), waktu tunggu penumpang mencapai 25 menit.',
    )
  })

  it('does not close a passage after a lead-in, so its list stays with it', () => {
    const filler = Array.from({ length: 60 }, (_, i) => `kata${i}`).join(' ')
    const text = [
      'BAB V KESIMPULAN DAN SARAN',
      `${filler} dapat ditarik beberapa kesimpulan sebagai berikut:`,
      '1. Sistem berhasil dibangun pada perangkat Android.',
    ].join('\n')
    const list = passages.splitPassages(text).filter((p) => p.chapter.startsWith('BAB V'))
    expect(list).toHaveLength(1)
    expect(list[0].body).toContain('sebagai berikut:\n1. Sistem berhasil')
  })

  it('reads "Jadi" sentences of an answer as before, decimals no longer split one', () => {
    expect(
      fillers.findFillers('Jadi saya memilih sampel. Jadi alasannya waktu. Jadi begitu.').total,
    ).toBe(2)
    expect(fillers.findFillers('jadi nilainya 0.312. jadi berpengaruh').total).toBe(1)
    expect(fillers.findFillers('Jadi nilainya 3.5 jadi berpengaruh.').total).toBe(1)
  })
})
