/**
 * Indonesian stemming and stopwords from `natural` (its Sastrawi-based stemmer: 'pengelolaan',
 * 'mengelola' and 'dikelola' all give 'kelola'), plus English stopwords and the boilerplate words
 * of job postings ('lowongan', 'kualifikasi', 'requirements'). Stems are cached.
 */
import indonesianStemmer from 'natural/lib/natural/stemmers/indonesian/stemmer_id.js'
import { words as englishStopwords } from 'natural/lib/natural/util/stopwords.js'
import { words as indonesianStopwords } from 'natural/lib/natural/util/stopwords_id.js'

const POSTING_WORDS = [
  'lowongan',
  'loker',
  'kerja',
  'pekerjaan',
  'bekerja',
  'dicari',
  'mencari',
  'membutuhkan',
  'dibutuhkan',
  'kandidat',
  'pelamar',
  'calon',
  'persyaratan',
  'syarat',
  'kualifikasi',
  'tanggung',
  'jawab',
  'deskripsi',
  'tugas',
  'rincian',
  'minimal',
  'maksimal',
  'min',
  'maks',
  'diutamakan',
  'utama',
  'mampu',
  'memiliki',
  'punya',
  'dapat',
  'bisa',
  'bersedia',
  'siap',
  'penempatan',
  'lokasi',
  'gaji',
  'upah',
  'benefit',
  'tunjangan',
  'fasilitas',
  'kirim',
  'kirimkan',
  'lamaran',
  'cv',
  'resume',
  'email',
  'e-mail',
  'posisi',
  'jabatan',
  'perusahaan',
  'kantor',
  'pt',
  'tbk',
  'kami',
  'anda',
  'tahun',
  'bulan',
  'hari',
  'pengalaman',
  'berpengalaman',
  'lulusan',
  'fresh',
  'graduate',
  'baru',
  'nilai',
  'tambah',
  'plus',
  'menjadi',
  'melakukan',
  'baik',
  'sangat',
  'menguasai',
  'memahami',
  'paham',
  'pemahaman',
  'mengerti',
  'harian',
  'mingguan',
  'bulanan',
  'tahunan',
  'sesuai',
  'terkait',
  'berbagai',
  'setiap',
  'seluruh',
  'dll',
  'dsb',
  'etc',
  'job',
  'jobs',
  'description',
  'requirements',
  'requirement',
  'responsibilities',
  'responsibility',
  'qualifications',
  'qualification',
  'candidate',
  'candidates',
  'preferred',
  'required',
  'must',
  'ability',
  'able',
  'strong',
  'good',
  'excellent',
  'years',
  'year',
  'experience',
  'work',
  'working',
  'apply',
  'salary',
  'location',
  'hiring',
  'opportunity',
  'join',
  'knowledge',
  'understanding',
]

export const STOPWORDS = new Set([...indonesianStopwords, ...englishStopwords, ...POSTING_WORDS])

const cache = new Map<string, string>()

/**
 * Only a word shaped like one the stemmer's rules change can change: a prefix (di-, ke-, se-, be(r)-,
 * me(N)-, pe(N)-, te(r)-, ku-, kau-), an infix after the first consonant (-er-, -el-, -em-, -in-) or
 * a suffix (-lah, -kah, -tah, -pun, -ku, -mu, -nya, -is, -isme, -isasi, -i, -kan, -an). Other words
 * ('python', 'tableau') are left as they are without asking it, which for a word outside its
 * dictionary takes it about half a millisecond.
 */
const AFFIXED =
  /^(?:di|ke|se|be|me|pe|te|ku|kau|[bcdfghjklmnpqrstvwxyz](?:er|el|em|in)[aiueo])|(?:lah|kah|tah|pun|ku|mu|nya|is|isme|isasi|i|kan|an)$/

/** The stem of a lower-case word; words with digits or symbols ('node.js', 'c++') stay as they are. */
export function stem(word: string): string {
  let out = cache.get(word)
  if (out === undefined) {
    out = /^\p{L}+$/u.test(word) && AFFIXED.test(word) ? indonesianStemmer.stem(word) || word : word
    if (cache.size > 20_000) cache.clear()
    cache.set(word, out)
  }
  return out
}

export function isStopword(word: string, wordStem: string): boolean {
  return STOPWORDS.has(word) || STOPWORDS.has(wordStem)
}
