// The built-in assistant's CommonJS hook libraries (pb_hooks/lib/chat/academic/analysis.js and
// pb_hooks/lib/chat/story/assistant.js), loaded in Node with tests/support/hook-loader.ts.
import { loadHookLib } from './hook-loader'

export type ChapterKey = 'bab1' | 'bab2' | 'bab3' | 'bab4' | 'bab5'

export interface Passage {
  ord: number
  chapter: string
  body: string
  /** PDF page where the passage starts (pages separated by "\f"); 0 without page breaks. */
  page?: number
  /** With page breaks: the PDF page of each line of the body (a passage may run over one). */
  linePages?: number[]
}

export interface RankedPassage extends Passage {
  /** Negative like FTS5's bm25(): lower is better. */
  score: number
}

export interface ThesisAnalysis {
  totalWords: number
  chapters: {
    key: ChapterKey
    expected: string
    found: boolean
    heading: string | null
    words: number
    sections: { name: string; found: boolean }[]
  }[]
  references: { found: boolean; entries: number }
  citations: {
    cited: string[]
    listed: string[]
    citedNotListed: string[]
    listedNotCited: string[]
    exact: number
    pairs: { cited: string; entry: string; reason: string }[]
  }
  extraChapters: string[]
}

export interface ThesisAnalysisLib {
  splitPassages(text: string): Passage[]
  analyzeThesis(text: string): ThesisAnalysis
  formatStructureReview(analysis: ThesisAnalysis, fileName: string): string
  buildMatchQuery(question: string): string | null
  composeAcademicReply(
    question: string,
    analysis: ThesisAnalysis | null,
    passages: { chapter: string; body: string; score?: number }[],
    fileName: string,
  ): string
  rankPassagesInMemory(question: string, passages: Passage[], limit?: number): RankedPassage[]
  countWords(text: string): number
}

export interface StoryAssistantLib {
  storyReply(message: string, options: { sessionId?: string; turn?: number }): string
  detectTopics(message: string): Record<string, number>
}

export function loadThesisAnalysis(): ThesisAnalysisLib {
  return loadHookLib<ThesisAnalysisLib>('chat/academic/analysis.js')
}

export function loadStoryAssistant(): StoryAssistantLib {
  return loadHookLib<StoryAssistantLib>('chat/story/assistant.js')
}
