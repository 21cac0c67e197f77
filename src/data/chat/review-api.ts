/**
 * The AI narrative review of the review PDF (GET/POST /api/chat/academic/review). The review costs
 * one credit like a chat message: the balance of the answer (or of a refused or refunded request)
 * goes straight into the session store so the header's 'Kredit Chat' follows at once.
 */
import { applyProfileCredits } from '@/data/auth'
import { pb } from '../pocketbase'
import { parseCitations } from './answer-meta'
import { toChatApiError } from './chat-api-error'
import type { AiReview, AiReviewStatus } from './types'

const UNAVAILABLE: AiReviewStatus = { available: false, price: 1 }

function applyBalance(credits: unknown): void {
  if (typeof credits === 'number' && Number.isFinite(credits)) applyProfileCredits(credits)
}

/** Whether the server can write the AI review (false on any error: the PDF is then offered as before). */
export async function getAiReviewStatus(): Promise<AiReviewStatus> {
  try {
    const res = await pb.send<Record<string, unknown>>('/api/chat/academic/review', {
      method: 'GET',
      requestKey: null,
    })
    const price = typeof res.price === 'number' && res.price >= 0 ? res.price : 1
    return { available: res.available === true, price }
  } catch {
    return UNAVAILABLE
  }
}

/** Asks for the AI review of an uploaded document (one credit); throws ChatApiError. */
export async function requestAiReview(documentId: string): Promise<AiReview> {
  try {
    const res = await pb.send<Record<string, unknown>>('/api/chat/academic/review', {
      method: 'POST',
      body: { documentId },
      requestKey: null,
    })
    applyBalance(res.credits)
    return {
      review: typeof res.review === 'string' ? res.review : '',
      citations: parseCitations(res.citations),
      credits: res.credits as number,
    }
  } catch (error) {
    const e = toChatApiError(error)
    if (e.credits !== null) applyBalance(e.credits)
    throw e
  }
}
