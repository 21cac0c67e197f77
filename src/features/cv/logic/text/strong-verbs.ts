/**
 * Stronger openers for a weak bullet, taken from the bullet itself where possible: the meN- verb that
 * follows the weak phrase ('Membantu menyusun laporan…' → 'Menyusun laporan…'), or the verb of the
 * noun that follows it ('Bertanggung jawab atas pengelolaan arsip…' → 'Mengelola arsip…').
 */

/** Nouns of action (peN-…-an and loanwords) and their meN- verbs. */
const NOUN_TO_VERB: Record<string, string> = {
  pengelolaan: 'mengelola',
  manajemen: 'mengelola',
  penyusunan: 'menyusun',
  pembuatan: 'membuat',
  pengembangan: 'mengembangkan',
  perancangan: 'merancang',
  desain: 'merancang',
  perencanaan: 'merencanakan',
  pelaksanaan: 'melaksanakan',
  penyelenggaraan: 'menyelenggarakan',
  pengorganisasian: 'mengorganisasi',
  koordinasi: 'mengoordinasikan',
  pengoordinasian: 'mengoordinasikan',
  analisis: 'menganalisis',
  analisa: 'menganalisis',
  penganalisisan: 'menganalisis',
  penelitian: 'meneliti',
  riset: 'meneliti',
  penulisan: 'menulis',
  pendataan: 'mendata',
  pengumpulan: 'mengumpulkan',
  pengolahan: 'mengolah',
  pencatatan: 'mencatat',
  pelaporan: 'melaporkan',
  penjualan: 'menjual',
  pemasaran: 'memasarkan',
  promosi: 'mempromosikan',
  publikasi: 'memublikasikan',
  dokumentasi: 'mendokumentasikan',
  pendokumentasian: 'mendokumentasikan',
  evaluasi: 'mengevaluasi',
  pengujian: 'menguji',
  pemeriksaan: 'memeriksa',
  verifikasi: 'memverifikasi',
  pengawasan: 'mengawasi',
  pemantauan: 'memantau',
  monitoring: 'memantau',
  pelatihan: 'melatih',
  pengajaran: 'mengajar',
  pembimbingan: 'membimbing',
  bimbingan: 'membimbing',
  pendampingan: 'mendampingi',
  perekrutan: 'merekrut',
  rekrutmen: 'merekrut',
  penggalangan: 'menggalang',
  pencarian: 'mencari',
  perbaikan: 'memperbaiki',
  peningkatan: 'meningkatkan',
  implementasi: 'mengimplementasikan',
  pengimplementasian: 'mengimplementasikan',
  penerapan: 'menerapkan',
  integrasi: 'mengintegrasikan',
  pemeliharaan: 'memelihara',
  pengadaan: 'mengadakan',
  penyediaan: 'menyediakan',
  pelayanan: 'melayani',
  penanganan: 'menangani',
  negosiasi: 'menegosiasikan',
  presentasi: 'mempresentasikan',
  penyampaian: 'menyampaikan',
  pembukuan: 'membukukan',
  penginputan: 'menginput',
  rekapitulasi: 'merekapitulasi',
  penerjemahan: 'menerjemahkan',
  pengarsipan: 'mengarsipkan',
  penjadwalan: 'menjadwalkan',
  pengaturan: 'mengatur',
  persiapan: 'mempersiapkan',
  pembinaan: 'membina',
  sosialisasi: 'menyosialisasikan',
  penyuluhan: 'memberikan penyuluhan',
  pengajuan: 'mengajukan',
  pengiriman: 'mengirim',
  penilaian: 'menilai',
  perhitungan: 'menghitung',
  penghitungan: 'menghitung',
  pemrograman: 'memprogram',
  survei: 'melaksanakan survei',
}

/** Words between the weak phrase and the noun that carry nothing ('proses penyusunan'). */
const FILLERS = new Set(['proses', 'kegiatan', 'bagian', 'hal'])

/** Words shaped like meN- verbs that are not stronger openers (or not verbs at all). */
const NOT_STRONG = new Set([
  'menjadi',
  'mengikuti',
  'membantu',
  'memiliki',
  'mempunyai',
  'merupakan',
  'melakukan',
  'mereka',
  'member',
  'mentor',
  'menteri',
  'mental',
  'memori',
  'menara',
  'meliputi',
])

/** meN- and memper- with the sounds they join: mem-b/p/f/v, men-c/d/j/t/s/z, meng-vowel/g/h/k, meny-vowel, me-l/m/n/r/w/y. */
const MEN_VERB =
  /^(?:memper|mem[bpfv]|men[cdjtsz]|meng[aeiouhgk]|menge|meny[aeiou]|men[aeiou]|mem[aeiou]|me[lmnrwy])[a-z]{2,}$/

/** Suggested when nothing in the bullet gives a verb. */
export const GENERIC_VERBS = [
  'memimpin',
  'mengoordinasikan',
  'menyusun',
  'menganalisis',
  'menyelenggarakan',
]

export interface VerbSuggestion {
  /** The verb to open with, capitalised ('Menyusun'), or null when the bullet gives none. */
  verb: string | null
  /** The bullet rewritten to open with it (only the opening changes), or null. */
  rewrite: string | null
}

function cap(word: string): string {
  return word ? word[0].toUpperCase() + word.slice(1) : word
}

function isMeNVerb(word: string): boolean {
  return MEN_VERB.test(word) && !NOT_STRONG.has(word)
}

/** A stronger opening from `rest`, the bullet after its weak phrase. */
export function suggestVerb(rest: string): VerbSuggestion {
  const words = rest.trim().split(/\s+/)
  let i = 0
  while (i < words.length - 1 && FILLERS.has(words[i].toLowerCase())) i += 1
  const first = (words[i] ?? '').toLowerCase().replace(/[^a-z]/g, '')
  if (!first) return { verb: null, rewrite: null }
  const tail = words.slice(i + 1).join(' ')
  if (isMeNVerb(first))
    return { verb: cap(first), rewrite: [cap(first), tail].filter(Boolean).join(' ') }
  const verb = NOUN_TO_VERB[first]
  if (verb)
    return { verb: cap(verb.split(' ')[0]), rewrite: [cap(verb), tail].filter(Boolean).join(' ') }
  return { verb: null, rewrite: null }
}
