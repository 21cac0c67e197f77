/**
 * 'personal-data': religion, marital status, height/weight and date of birth or age, in Indonesian
 * or English ('Agama: Islam', 'Status: Belum Menikah', 'TB/BB: 170 cm / 60 kg', 'Tempat, Tanggal
 * Lahir: …', 'Date of birth', 'Usia: 23 tahun'). A label counts at the start of a line or of a part
 * of a line separated by '|', '•', '·' or ';' ('S1 Pendidikan Agama Islam' is a degree, not a religion).
 */
import { placeOfLine } from '../structure'
import { stripBullet } from '../text/bullets'
import type { CvFinding } from '../types'
import type { CheckInput, CheckResult } from './common'
import { listText, notReadable, result } from './common'

const WHY =
  'Panduan CV terbaru di Indonesia menyebut agama, status pernikahan, tinggi/berat badan, dan tanggal lahir atau usia tidak perlu dicantumkan, kecuali lowongan memintanya. Data ini tidak menunjukkan kemampuan kerja, dapat memicu diskriminasi, dan termasuk data pribadi yang dilindungi UU No. 27 Tahun 2022 tentang Pelindungan Data Pribadi (UU PDP): bagikan seperlunya saja.'

export type PersonalDataKind = 'agama' | 'status-pernikahan' | 'tinggi-berat' | 'tanggal-lahir'

const RELIGIONS =
  'islam|muslim|muslimah|kristen|protestan|katolik|katholik|hindu|buddha|budha|konghucu|khonghucu|christian|catholic|buddhist|hinduism'
const MARITAL =
  'belum menikah|sudah menikah|menikah|lajang|belum kawin|kawin|cerai|janda|duda|single|married|divorced'

const KINDS: { kind: PersonalDataKind; name: string; why: string; patterns: RegExp[] }[] = [
  {
    kind: 'agama',
    name: 'Agama',
    why: 'Agama tidak berkaitan dengan kemampuan kerja dan dapat memicu diskriminasi; UU PDP menggolongkannya sebagai data pribadi. Hapus, kecuali lowongan memintanya.',
    patterns: [
      new RegExp(`^(?:agama|religion|religi|kepercayaan)\\s*[:：=-]`, 'i'),
      new RegExp(`^(?:agama|religion)\\s+(?:${RELIGIONS})\\b`, 'i'),
    ],
  },
  {
    kind: 'status-pernikahan',
    name: 'Status pernikahan',
    why: 'Status pernikahan tidak menunjukkan kemampuan kerja dan dapat memicu diskriminasi (misalnya terhadap pelamar perempuan yang sudah menikah); UU PDP menggolongkannya sebagai data pribadi. Hapus, kecuali lowongan memintanya.',
    patterns: [
      /^(?:status\s+(?:pernikahan|perkawinan|pernikahan\/perkawinan|sipil)|marital\s+status|civil\s+status)\b/i,
      new RegExp(`^status\\s*[:：=-]?\\s*(?:${MARITAL})\\b`, 'i'),
      /\bbelum\s+(?:menikah|kawin)\b/i,
    ],
  },
  {
    kind: 'tinggi-berat',
    name: 'Tinggi/berat badan',
    why: 'Tinggi dan berat badan hanya relevan untuk sedikit posisi yang mensyaratkannya; selain itu mengundang penilaian berdasarkan penampilan. Hapus, kecuali lowongan memintanya.',
    patterns: [
      /^(?:tinggi(?:\s+badan)?|berat(?:\s+badan)?|tb\s*\/\s*bb|bb\s*\/\s*tb|tinggi\s*(?:\/|dan|&)\s*berat(?:\s+badan)?|height|weight|height\s*(?:\/|and|&)\s*weight)\s*[:：=-]/i,
      /^(?:tinggi|berat)\s+badan\b/i,
      /\b\d{3}\s?cm\b.*\b\d{2,3}\s?kg\b/i,
    ],
  },
  {
    kind: 'tanggal-lahir',
    name: 'Tanggal lahir/usia',
    why: 'Tanggal lahir dan usia dapat memicu diskriminasi usia; tahun lulus sudah cukup memberi gambaran. Hapus, kecuali lowongan memintanya.',
    patterns: [
      /^(?:tempat\s*(?:,|\/|dan|&)?\s*(?:tanggal|tgl\.?)\s*lahir|tempat\s*\/\s*tgl\.?\s*lahir|ttl|(?:tanggal|tgl\.?)\s*lahir|lahir|place\s*(?:,|and|&|\/)?\s*date\s+of\s+birth|date\s+of\s+birth|birth\s*date|birthday|dob|born|usia|umur|age)\s*[:：=-]/i,
      /^(?:tempat\s*,?\s*tanggal\s+lahir|date\s+of\s+birth|(?:tanggal|tgl\.?)\s+lahir)\b/i,
      /^lahir\s+(?:di|pada)\b/i,
      /^(?:usia|umur|age)\s+\d{2}\b/i,
      /^born\s+(?:in|on)\b/i,
    ],
  },
]

/** The parts of a line a label may start ('Bandung | Agama: Islam | …'). */
function segments(text: string): string[] {
  return stripBullet(text)
    .split(/\s*[|•·;]\s*/)
    .map((s) => s.trim())
    .filter(Boolean)
}

/** The personal-data kinds a line holds. */
export function personalDataIn(text: string): PersonalDataKind[] {
  const kinds = new Set<PersonalDataKind>()
  for (const segment of segments(text))
    for (const k of KINDS) if (k.patterns.some((p) => p.test(segment))) kinds.add(k.kind)
  return [...kinds]
}

export function checkPersonalData({ doc, structure }: CheckInput): CheckResult {
  if (doc.scanned) return notReadable('personal-data', 'Data pribadi yang tidak perlu', WHY)
  const findings: CvFinding[] = []
  doc.lines.forEach((line, lineIndex) => {
    for (const kind of personalDataIn(line.text)) {
      const k = KINDS.find((x) => x.kind === kind)!
      findings.push({
        kind,
        text: stripBullet(line.text),
        suggestion: `${k.name}: ${k.why}`,
        where: placeOfLine(structure, doc, lineIndex),
      })
    }
  })
  const names = [
    ...new Set(findings.map((f) => KINDS.find((k) => k.kind === f.kind)!.name.toLowerCase())),
  ]
  if (findings.length === 0)
    return result({
      id: 'personal-data',
      status: 'ok',
      title: 'Data pribadi yang tidak perlu',
      summary:
        'Tidak ada agama, status pernikahan, tinggi/berat badan, atau tanggal lahir/usia. Bagus.',
      why: WHY,
      findings: [],
    })
  return result(
    {
      id: 'personal-data',
      status: 'warn',
      title: 'Data pribadi yang tidak perlu',
      summary: `CV mencantumkan ${listText(names)}. Data ini tidak perlu kecuali lowongan memintanya.`,
      why: WHY,
      findings,
    },
    [
      {
        points: Math.min(9, findings.length * 3),
        reason: `data pribadi yang tidak perlu (${listText(names)})`,
      },
    ],
  )
}
