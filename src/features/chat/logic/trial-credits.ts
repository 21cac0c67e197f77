import type { ChatMode, TrialStatus } from '@/data/chat/types'
import type { KeyValueStorage } from './history-keys'

/** Trial credits are counted per mode. */
export type TrialCredits = TrialStatus

/** Trial credits start at 5 (Ruang Cerita) and 1 (Asisten Akademik). */
export const TRIAL_DEFAULTS: Readonly<TrialCredits> = { story: 5, academic: 1 }

export const TRIAL_CREDITS_KEY = 'pendamping-trial-credits:v1'

function clamp(value: unknown, max: number): number {
  if (typeof value !== 'number' || !Number.isFinite(value)) return max
  return Math.min(max, Math.max(0, Math.floor(value)))
}

/** The visitor's credits kept in localStorage (defaults when missing or unreadable; never above the defaults). */
export function loadTrialCredits(storage: KeyValueStorage): TrialCredits {
  try {
    const raw = storage.getItem(TRIAL_CREDITS_KEY)
    if (!raw) return { ...TRIAL_DEFAULTS }
    const parsed = JSON.parse(raw) as Partial<Record<ChatMode, unknown>>
    return {
      story: clamp(parsed.story, TRIAL_DEFAULTS.story),
      academic: clamp(parsed.academic, TRIAL_DEFAULTS.academic),
    }
  } catch {
    return { ...TRIAL_DEFAULTS }
  }
}

export function saveTrialCredits(storage: KeyValueStorage, credits: TrialCredits): void {
  try {
    storage.setItem(TRIAL_CREDITS_KEY, JSON.stringify(credits))
  } catch {
    // storage unavailable (private mode): the server's count still applies
  }
}

/** Local and server counts agree on the smaller of the two, per mode. */
export function reconcileTrialCredits(local: TrialCredits, server: TrialStatus): TrialCredits {
  return {
    story: Math.max(0, Math.min(local.story, server.story)),
    academic: Math.max(0, Math.min(local.academic, server.academic)),
  }
}

/** One message of `mode` was answered: one credit less, and never more than the server says is left. */
export function spendTrialCredit(
  credits: TrialCredits,
  mode: ChatMode,
  serverRemaining?: number,
): TrialCredits {
  let next = Math.max(0, credits[mode] - 1)
  if (typeof serverRemaining === 'number' && Number.isFinite(serverRemaining))
    next = Math.min(next, Math.max(0, serverRemaining))
  return { ...credits, [mode]: next }
}

export function withModeExhausted(credits: TrialCredits, mode: ChatMode): TrialCredits {
  return { ...credits, [mode]: 0 }
}

/** Both modes used up: the panel shows the purchase notice. */
export function trialUsedUp(credits: TrialCredits): boolean {
  return credits.story <= 0 && credits.academic <= 0
}

/** The preferred mode when it still has credits, else the other one when it has, else the preferred. */
export function availableMode(credits: TrialCredits, preferred: ChatMode): ChatMode {
  if (credits[preferred] > 0) return preferred
  const other: ChatMode = preferred === 'story' ? 'academic' : 'story'
  return credits[other] > 0 ? other : preferred
}
