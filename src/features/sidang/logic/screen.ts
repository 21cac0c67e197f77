/** The screens of the Simulasi Sidang room and what screen readers hear when one appears. */
import type { SidangFeedback, SidangQuestion, SidangReport } from '@/data/sidang'
import { SIDANG_TEXTS, questionPosition } from './texts'

export interface SessionRef {
  id: string
  documentName: string
}

export type FeedbackScreen = {
  kind: 'feedback'
  session: SessionRef
  question: SidangQuestion
  feedback: SidangFeedback
  next: SidangQuestion | null
  report: SidangReport | null
}

export type Screen =
  | { kind: 'home' }
  | { kind: 'question'; session: SessionRef; question: SidangQuestion }
  | FeedbackScreen
  | { kind: 'report'; session: SessionRef; report: SidangReport }

/** What screen readers hear when the screen changes (a live region that stays mounted). */
export function announcement(screen: Screen): string {
  switch (screen.kind) {
    case 'question':
      return `${questionPosition(screen.question.index, screen.question.total)}${
        screen.question.followUp ? ` (${SIDANG_TEXTS.followUp.toLowerCase()})` : ''
      }: ${screen.question.text}`
    case 'feedback':
      return `Masukan: skor jawaban ${screen.feedback.score} dari 100.`
    case 'report':
      return `Laporan simulasi: skor keseluruhan ${screen.report.overall} dari 100.`
    default:
      return ''
  }
}
