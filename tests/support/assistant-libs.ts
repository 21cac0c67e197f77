// The built-in assistant's CommonJS hook libraries (pb_hooks/lib/*.js, PocketBase's JSVM format),
// evaluated as CommonJS in Node: the package is ESM ("type": "module"), so createRequire would load
// them as ES modules and fail on `module.exports`.
import { readFileSync } from 'node:fs'

export type ChapterKey = 'bab1' | 'bab2' | 'bab3' | 'bab4' | 'bab5'

export interface Passage {
  ord: number
  chapter: string
  body: string
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

function loadHookLib<T>(name: string): T {
  const source = readFileSync(new URL(`../../pb_hooks/lib/${name}`, import.meta.url), 'utf8')
  const module = { exports: {} as unknown }
  new Function('module', 'exports', source)(module, module.exports)
  return module.exports as T
}

export function loadThesisAnalysis(): ThesisAnalysisLib {
  return loadHookLib<ThesisAnalysisLib>('thesis-analysis.js')
}

export function loadStoryAssistant(): StoryAssistantLib {
  return loadHookLib<StoryAssistantLib>('story-assistant.js')
}
