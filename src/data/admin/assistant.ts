/**
 * The owner's view of the chat assistant (docs/admin-api.md, "Assistant"): which source answers
 * each mode, today's LLM figures, 7 days of tokens, the last error, and the connection test.
 * The server never sends the LLM key or a webhook's path.
 */
import { pb } from '../pocketbase'

export type AssistantMode = 'story' | 'academic' | 'trial'

export type AssistantSource =
  | { source: 'webhook'; host: string }
  | { source: 'llm'; model: string; host: string; keySet: boolean }
  | { source: 'builtin' }

export interface AssistantDay {
  /** YYYY-MM-DD, Asia/Jakarta. */
  day: string
  promptTokens: number
  completionTokens: number
  tokens: number
}

export interface AssistantStatus {
  modes: Record<AssistantMode, AssistantSource>
  today: {
    day: string
    llmAnswers: number
    fallbacks: number
    promptTokens: number
    completionTokens: number
  }
  days: AssistantDay[]
  lastError: { message: string; at: string } | null
  /** Simulasi Sidang sessions: counts only (the admin never sees answers). */
  sidang: { sessions: number; finished: number; last7Days: number }
}

export interface AssistantTestResult {
  ok: boolean
  message: string
  latencyMs: number
  model: string
}

export function getAssistantStatus(): Promise<AssistantStatus> {
  return pb.send<AssistantStatus>('/api/admin/assistant', { method: 'GET' })
}

/** 'Uji koneksi': one tiny request to the LLM (not counted in the figures). */
export function testAssistantConnection(): Promise<AssistantTestResult> {
  return pb.send<AssistantTestResult>('/api/admin/assistant/test', { method: 'POST' })
}
