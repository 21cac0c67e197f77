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

/** Stands in for PocketBase's `__hooks` global: libraries load siblings as `${__hooks}/lib/x.js`. */
const HOOKS_DIR = '/pb_hooks'

/**
 * Evaluates pb_hooks/lib/<name> with `module`, `exports`, `require` and `__hooks`, as PocketBase's
 * goja require does. `require(`${__hooks}/lib/<other>.js`)` loads the sibling file, once per load:
 * each call of loadHookLib starts with an empty module cache.
 */
function loadHookLib<T>(name: string): T {
  const cache = new Map<string, { exports: unknown }>()
  const load = (file: string): unknown => {
    const cached = cache.get(file)
    if (cached) return cached.exports
    const source = readFileSync(new URL(`../../pb_hooks/lib/${file}`, import.meta.url), 'utf8')
    const module = { exports: {} as unknown }
    cache.set(file, module)
    const require = (request: string): unknown => {
      const prefix = `${HOOKS_DIR}/lib/`
      const sibling = request.startsWith(prefix) ? request.slice(prefix.length) : ''
      if (!/^[a-z0-9-]+\.js$/.test(sibling)) throw new Error(`${file}: cannot require ${request}`)
      return load(sibling)
    }
    new Function('module', 'exports', 'require', '__hooks', source)(
      module,
      module.exports,
      require,
      HOOKS_DIR,
    )
    return module.exports
  }
  return load(name) as T
}

export function loadThesisAnalysis(): ThesisAnalysisLib {
  return loadHookLib<ThesisAnalysisLib>('thesis-analysis.js')
}

export function loadStoryAssistant(): StoryAssistantLib {
  return loadHookLib<StoryAssistantLib>('story-assistant.js')
}
