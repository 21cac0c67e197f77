/** 'sections' and 'language': the section headings found, and the languages they are in. */
import { SECTION_NAMES, SECTION_ORDER } from '../headings'
import type { CvCheck, CvSectionId } from '../types'
import type { CheckInput, CheckResult, Deduction } from './common'
import { listText, notReadable, result } from './common'

const SECTIONS_WHY =
  'Sistem rekrutmen (ATS) dan perekrut mengelompokkan isi CV menurut judul bagian yang umum, seperti Pendidikan atau Pengalaman Kerja. Judul yang tidak dikenali membuat isi di bawahnya bisa masuk ke kelompok yang salah atau terlewat.'

/** What a fresh graduate's CV needs, with the headings to suggest. */
const ESSENTIAL: { ids: CvSectionId[]; name: string; suggestion: string }[] = [
  {
    ids: ['pendidikan'],
    name: 'Pendidikan',
    suggestion: "Tambahkan bagian 'Pendidikan': jurusan, kampus, tahun masuk–lulus, dan IPK.",
  },
  {
    ids: ['pengalaman', 'organisasi'],
    name: 'Pengalaman (kerja, magang, atau organisasi)',
    suggestion:
      "Tambahkan bagian 'Pengalaman Magang' atau 'Pengalaman Organisasi': perekrut lulusan baru melihat magang, organisasi, dan kepanitiaan lebih dulu.",
  },
  {
    ids: ['keterampilan'],
    name: 'Keterampilan',
    suggestion:
      "Tambahkan bagian 'Keterampilan' atau 'Keahlian' berisi alat, bahasa, dan kemampuan teknis Anda.",
  },
]

export function checkSections({ doc, structure }: CheckInput): CheckResult {
  if (doc.scanned) return notReadable('sections', 'Bagian CV', SECTIONS_WHY)
  const sections: NonNullable<CvCheck['sections']> = []
  for (const heading of structure.headings) {
    if (!heading.id || sections.some((s) => s.id === heading.id)) continue
    sections.push({
      id: heading.id,
      heading: heading.text,
      where: { page: heading.page, section: heading.id, line: heading.text },
    })
  }
  sections.sort((a, b) => SECTION_ORDER.indexOf(a.id) - SECTION_ORDER.indexOf(b.id))
  const found = new Set(sections.map((s) => s.id))
  const missing = ESSENTIAL.filter((e) => !e.ids.some((id) => found.has(id)))
  const findings = missing.map((m) => ({
    kind: 'hilang',
    text: `Bagian ${m.name} tidak ditemukan`,
    suggestion: m.suggestion,
  }))
  const deductions: Deduction[] = []
  let status: CvCheck['status'] = 'ok'
  let summary = `Ditemukan ${sections.length} dari ${SECTION_ORDER.length} bagian: ${listText(sections.map((s) => SECTION_NAMES[s.id]))}.`
  if (sections.length === 0) {
    status = 'fail'
    summary =
      'Tidak ada judul bagian yang dikenali. Tanpa judul seperti Pendidikan atau Pengalaman, sistem rekrutmen sulit mengelompokkan isi CV.'
    deductions.push({ points: 25, reason: 'tidak ada judul bagian yang dikenali' })
  } else if (missing.length > 0) {
    status = 'warn'
    summary += ` Belum ada: ${listText(missing.map((m) => m.name))}.`
    deductions.push({
      points: Math.min(15, missing.length * 5),
      reason: `bagian yang belum ada: ${listText(missing.map((m) => m.name))}`,
    })
  }
  return result(
    { id: 'sections', status, title: 'Bagian CV', summary, why: SECTIONS_WHY, findings, sections },
    deductions,
  )
}

const LANGUAGE_WHY =
  "Judul bagian dalam dua bahasa (misalnya 'Pendidikan' dan 'Work Experience') membuat CV tampak kurang rapi dan bisa membingungkan sistem yang disetel untuk satu bahasa. Pilih satu bahasa, sesuai bahasa lowongan."

export function checkLanguage({ doc, structure }: CheckInput): CheckResult {
  if (doc.scanned) return notReadable('language', 'Bahasa judul bagian', LANGUAGE_WHY)
  const known = structure.headings.filter((h) => h.lang)
  const id = known.filter((h) => h.lang === 'id')
  const en = known.filter((h) => h.lang === 'en')
  const base = { id: 'language' as const, title: 'Bahasa judul bagian', why: LANGUAGE_WHY }
  if (id.length === 0 || en.length === 0) {
    const which = en.length > 0 ? 'bahasa Inggris' : 'bahasa Indonesia'
    return result({
      ...base,
      status: 'ok',
      summary: known.length
        ? `Semua judul bagian memakai ${which}.`
        : 'Tidak ada judul bagian yang bisa dinilai bahasanya.',
      findings: [],
    })
  }
  const quote = (hs: typeof known) => listText(hs.map((h) => `'${h.text}'`))
  const minority = id.length < en.length ? 'Indonesia' : 'Inggris'
  return result(
    {
      ...base,
      status: 'warn',
      summary: `Judul bagian bercampur: bahasa Indonesia (${quote(id)}) dan bahasa Inggris (${quote(en)}).`,
      findings: (minority === 'Indonesia' ? id : en).map((h) => ({
        text: h.text,
        suggestion: `Samakan bahasanya dengan judul lain (${minority === 'Indonesia' ? 'bahasa Inggris' : 'bahasa Indonesia'}).`,
        where: { page: h.page, ...(h.id ? { section: h.id } : {}), line: h.text },
      })),
    },
    [{ points: 4, reason: 'judul bagian dalam dua bahasa' }],
  )
}
