/**
 * Section headings of Indonesian and English CVs and their variants, with the contract's section id
 * and the heading's language. Matched on the heading's letters (headingKey): the whole heading, or
 * its start when it is styled as a heading ('Pengalaman Organisasi & Kepanitiaan'); the longest
 * variant wins ('Pengalaman Organisasi' is organisasi, not pengalaman).
 */
import type { CvSectionId } from './types'
import { headingKey } from './text/normalize'

export type HeadingLanguage = 'id' | 'en'

interface Variant {
  id: CvSectionId
  lang: HeadingLanguage
  phrase: string
}

const GROUPS: { id: CvSectionId; lang: HeadingLanguage; phrases: string[] }[] = [
  {
    id: 'data-diri',
    lang: 'id',
    phrases: [
      'data diri',
      'data pribadi',
      'identitas',
      'identitas diri',
      'informasi pribadi',
      'informasi kontak',
      'info kontak',
      'kontak',
      'biodata',
      'profil pribadi',
    ],
  },
  {
    id: 'data-diri',
    lang: 'en',
    phrases: [
      'personal information',
      'personal info',
      'personal details',
      'personal data',
      'contact',
      'contacts',
      'contact information',
      'contact info',
      'contact details',
    ],
  },
  {
    id: 'ringkasan',
    lang: 'id',
    phrases: [
      'ringkasan',
      'ringkasan profil',
      'ringkasan diri',
      'profil',
      'profil singkat',
      'profil diri',
      'tentang saya',
      'objektif',
      'tujuan karier',
      'tujuan karir',
      'deskripsi diri',
    ],
  },
  {
    id: 'ringkasan',
    lang: 'en',
    phrases: [
      'summary',
      'professional summary',
      'career summary',
      'profile',
      'professional profile',
      'about me',
      'objective',
      'career objective',
      'personal statement',
    ],
  },
  {
    id: 'pendidikan',
    lang: 'id',
    phrases: ['pendidikan', 'riwayat pendidikan', 'latar belakang pendidikan', 'pendidikan formal'],
  },
  {
    id: 'pendidikan',
    lang: 'en',
    phrases: [
      'education',
      'educational background',
      'education background',
      'academic background',
      'academic history',
    ],
  },
  {
    id: 'pengalaman',
    lang: 'id',
    phrases: [
      'pengalaman',
      'pengalaman kerja',
      'pengalaman magang',
      'pengalaman bekerja',
      'pengalaman profesional',
      'riwayat pekerjaan',
      'riwayat kerja',
      'magang',
      'pengalaman proyek',
      'proyek',
    ],
  },
  {
    id: 'pengalaman',
    lang: 'en',
    phrases: [
      'experience',
      'experiences',
      'work experience',
      'professional experience',
      'internship',
      'internships',
      'internship experience',
      'employment history',
      'work history',
      'projects',
      'project experience',
    ],
  },
  {
    id: 'organisasi',
    lang: 'id',
    phrases: [
      'pengalaman organisasi',
      'organisasi',
      'riwayat organisasi',
      'kepanitiaan',
      'pengalaman kepanitiaan',
      'kegiatan kemahasiswaan',
      'aktivitas organisasi',
      'kegiatan organisasi',
      'relawan',
      'kegiatan relawan',
      'pengalaman relawan',
      'kegiatan',
    ],
  },
  {
    id: 'organisasi',
    lang: 'en',
    phrases: [
      'organizational experience',
      'organisational experience',
      'organization experience',
      'organizations',
      'organization',
      'leadership experience',
      'leadership',
      'volunteer experience',
      'volunteering',
      'extracurricular activities',
      'extracurricular',
      'activities',
      'committee experience',
    ],
  },
  {
    id: 'keterampilan',
    lang: 'id',
    phrases: [
      'keterampilan',
      'keahlian',
      'kemampuan',
      'kemampuan bahasa',
      'keterampilan komputer',
      'keterampilan teknis',
      'keahlian teknis',
      'kompetensi',
      'bahasa',
      'penguasaan bahasa',
    ],
  },
  {
    id: 'keterampilan',
    lang: 'en',
    phrases: [
      'skills',
      'skill',
      'technical skills',
      'soft skills',
      'hard skills',
      'languages',
      'language skills',
      'competencies',
      'tools',
    ],
  },
  {
    id: 'sertifikasi',
    lang: 'id',
    phrases: [
      'sertifikasi',
      'sertifikat',
      'pelatihan',
      'kursus',
      'seminar',
      'pendidikan non formal',
      'pendidikan nonformal',
      'seminar dan pelatihan',
    ],
  },
  {
    id: 'sertifikasi',
    lang: 'en',
    phrases: [
      'certifications',
      'certification',
      'certificates',
      'licenses',
      'licenses and certifications',
      'training',
      'trainings',
      'courses',
    ],
  },
  {
    id: 'prestasi',
    lang: 'id',
    phrases: ['prestasi', 'penghargaan', 'pencapaian'],
  },
  {
    id: 'prestasi',
    lang: 'en',
    phrases: ['achievements', 'achievement', 'awards', 'honors', 'honours', 'accomplishments'],
  },
  {
    id: 'penelitian',
    lang: 'id',
    phrases: ['penelitian', 'skripsi', 'publikasi', 'karya ilmiah', 'tugas akhir', 'riset'],
  },
  {
    id: 'penelitian',
    lang: 'en',
    phrases: [
      'research',
      'research experience',
      'publications',
      'publication',
      'thesis',
      'undergraduate thesis',
    ],
  },
]

/** Longest phrase first, so that the most specific variant wins. */
const VARIANTS: Variant[] = GROUPS.flatMap((g) =>
  g.phrases.map((phrase) => ({ id: g.id, lang: g.lang, phrase })),
).sort((a, b) => b.phrase.length - a.phrase.length)

export interface HeadingMatch {
  id: CvSectionId
  lang: HeadingLanguage
  /** The whole heading is the variant (not only its start). */
  exact: boolean
}

/** The section a heading names, or null. */
export function matchHeading(text: string): HeadingMatch | null {
  const key = headingKey(text)
  if (!key) return null
  for (const v of VARIANTS) {
    if (key === v.phrase) return { id: v.id, lang: v.lang, exact: true }
    if (key.startsWith(`${v.phrase} `)) return { id: v.id, lang: v.lang, exact: false }
  }
  return null
}

/** Indonesian names of the sections, for the findings. */
export const SECTION_NAMES: Record<CvSectionId, string> = {
  'data-diri': 'Data Diri',
  ringkasan: 'Ringkasan',
  pendidikan: 'Pendidikan',
  pengalaman: 'Pengalaman Kerja/Magang',
  organisasi: 'Pengalaman Organisasi',
  keterampilan: 'Keterampilan',
  sertifikasi: 'Sertifikasi/Pelatihan',
  prestasi: 'Prestasi',
  penelitian: 'Penelitian/Skripsi',
}

export const SECTION_ORDER: CvSectionId[] = [
  'data-diri',
  'ringkasan',
  'pendidikan',
  'pengalaman',
  'organisasi',
  'keterampilan',
  'sertifikasi',
  'prestasi',
  'penelitian',
]
