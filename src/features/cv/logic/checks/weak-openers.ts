/**
 * 'weak-openers': bullets (and sentences of experience text) that open with a phrase naming a duty
 * or a presence instead of an action: 'Bertanggung jawab atas', 'Membantu', 'Ikut serta dalam',
 * 'Terlibat dalam', 'Menjadi anggota' (and their English counterparts). Each one is listed with a
 * stronger meN- opener taken from the bullet itself where possible.
 */
import type { CvEntry } from '../structure'
import { isExperienceEntry, placeOf } from '../structure'
import { splitSentences } from '../text/sentences'
import { GENERIC_VERBS, suggestVerb } from '../text/strong-verbs'
import type { CvFinding } from '../types'
import type { CheckInput, CheckResult } from './common'
import { notReadable, result } from './common'

const WHY =
  "Perekrut membaca awal setiap poin lebih dulu. Frasa seperti 'Bertanggung jawab atas' atau 'Membantu' menyebut tugas atau kehadiran, bukan apa yang Anda kerjakan dan hasilnya. Awali dengan kata kerja aktif (memimpin, mengoordinasikan, menyusun, menganalisis) agar peran Anda jelas."

const WEAK: { phrase: string; pattern: RegExp; english?: boolean }[] = [
  {
    phrase: 'Bertanggung jawab atas',
    pattern: /^bertanggung\s*jawab(?:\s+(?:atas|untuk|dalam|terhadap|pada|di))?\s+/i,
  },
  { phrase: 'Membantu', pattern: /^membantu(?:\s+(?:dalam|untuk))?\s+/i },
  { phrase: 'Ikut serta dalam', pattern: /^ikut\s+serta(?:\s+(?:dalam|di|pada))?\s+/i },
  { phrase: 'Ikut', pattern: /^ikut(?:\s+(?:dalam|di|pada))?\s+/i },
  { phrase: 'Terlibat dalam', pattern: /^terlibat(?:\s+(?:dalam|di|pada))?\s+/i },
  { phrase: 'Berpartisipasi dalam', pattern: /^berpartisipasi(?:\s+(?:dalam|di|pada))?\s+/i },
  { phrase: 'Menjadi anggota', pattern: /^(?:menjadi|sebagai)\s+anggota\s+/i },
  { phrase: 'Responsible for', pattern: /^responsible\s+for\s+/i, english: true },
  { phrase: 'Helped', pattern: /^(?:helped|assisted)(?:\s+(?:in|with|to))?\s+/i, english: true },
  { phrase: 'Participated in', pattern: /^(?:participated|involved)\s+in\s+/i, english: true },
  { phrase: 'Member of', pattern: /^(?:a\s+)?member\s+of\s+/i, english: true },
]

export interface WeakOpener {
  phrase: string
  rest: string
  english: boolean
}

export function weakOpener(text: string): WeakOpener | null {
  const clean = text.trim().replace(/^["“'(]+/, '')
  for (const w of WEAK) {
    const match = w.pattern.exec(clean)
    if (match) return { phrase: w.phrase, rest: clean.slice(match[0].length), english: !!w.english }
  }
  return null
}

function suggestionFor(opener: WeakOpener): string {
  if (opener.english)
    return 'Awali dengan kata kerja aktif yang menyebut apa yang Anda lakukan, misalnya Led, Coordinated, Analyzed, Developed, lalu tambahkan hasilnya.'
  const { verb, rewrite } = suggestVerb(opener.rest)
  if (verb && rewrite)
    return `Awali dengan kata kerja aktif: "${rewrite}" Tambahkan hasil atau angkanya bila ada.`
  return `Sebutkan apa yang Anda kerjakan dengan kata kerja aktif, misalnya ${GENERIC_VERBS.slice(0, 3).join(', ')}, lalu hasilnya.`
}

/** The entries whose openings are checked: every bullet, and sentences of experience text. */
function candidates(input: CheckInput): { entry: CvEntry; text: string }[] {
  const out: { entry: CvEntry; text: string }[] = []
  for (const entry of input.structure.entries) {
    if (entry.kind === 'bullet') out.push({ entry, text: entry.text })
    else if (entry.kind === 'text' && isExperienceEntry(entry, input.structure))
      for (const sentence of splitSentences(entry.text)) out.push({ entry, text: sentence })
  }
  return out
}

export function checkWeakOpeners(input: CheckInput): CheckResult {
  const title = 'Awal poin yang lemah'
  if (input.doc.scanned) return notReadable('weak-openers', title, WHY)
  const findings: CvFinding[] = []
  for (const { entry, text } of candidates(input)) {
    const opener = weakOpener(text)
    if (!opener) continue
    findings.push({
      text,
      suggestion: suggestionFor(opener),
      where: { ...placeOf(entry), line: text },
    })
  }
  if (findings.length === 0)
    return result({
      id: 'weak-openers',
      status: 'ok',
      title,
      summary:
        "Tidak ada poin yang diawali frasa lemah seperti 'Bertanggung jawab atas' atau 'Membantu'.",
      why: WHY,
      findings: [],
    })
  return result(
    {
      id: 'weak-openers',
      status: 'warn',
      title,
      summary: `${findings.length} poin diawali frasa lemah. Ganti dengan kata kerja aktif yang menyebut apa yang Anda kerjakan.`,
      why: WHY,
      findings,
    },
    [
      {
        points: Math.min(10, findings.length * 2),
        reason: `${findings.length} poin diawali frasa lemah`,
      },
    ],
  )
}
