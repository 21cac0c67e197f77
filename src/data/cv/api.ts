/**
 * The Analisa CV client (docs/contract.md, Analisa CV). The CV itself is read and checked on the
 * device and never sent; these calls only ask the server whether 'Perbaiki dengan AI' is offered
 * (GET /api/cv/status), for one bullet's rewrite (POST /api/cv/rewrite, paid: the balance it reports
 * goes straight into the session store so the header's 'Kredit Chat' follows) and for the
 * 'Dari skripsi Anda' entry drafted from the student's uploaded thesis (GET /api/cv/thesis-entry).
 */
import { applyProfileCredits } from '@/data/auth'
import { pb } from '../pocketbase'
import { stripContacts } from './contact'
import { toCvApiError } from './errors'

export interface CvAiStatus {
  /** The operator's LLM is configured: 'Perbaiki dengan AI' may be shown. */
  available: boolean
  /** Credits per rewrite (CV_CREDITS). */
  cost: number
}

export interface CvRewrite {
  rewrite: string
  /** The balance after the rewrite was paid for. */
  credits: number
}

/** A sentence of the thesis, with where it stands. */
export interface ThesisSentence {
  text: string
  chapter: string
  page: number
}

export type ThesisCvEntry =
  | { available: false; reason: 'NO_DOCUMENT' | 'NOTHING_FOUND' }
  | {
      available: true
      documentId: string
      fileName: string
      title: string | null
      method: ThesisSentence | null
      result: ThesisSentence | null
    }

/** The route's ceilings (longer text is refused with 400): one bullet, the posting's first part. */
export const MAX_REWRITE_BULLET = 500
export const MAX_REWRITE_POSTING = 6000

const NOT_OFFERED: CvAiStatus = { available: false, cost: 1 }

function applyBalance(credits: unknown): void {
  if (typeof credits === 'number' && Number.isFinite(credits)) applyProfileCredits(credits)
}

/** Whether 'Perbaiki dengan AI' is offered (false on any failure, offline included). */
export async function getCvAiStatus(): Promise<CvAiStatus> {
  try {
    const res = await pb.send<Record<string, unknown>>('/api/cv/status', {
      method: 'GET',
      requestKey: null,
    })
    const cost = typeof res.cost === 'number' && res.cost >= 0 ? res.cost : 1
    return { available: res.aiAvailable === true, cost }
  } catch {
    return NOT_OFFERED
  }
}

/**
 * Asks for the rewrite of one bullet (costs CV_CREDITS, given back by the server when it fails or is
 * refused). Contact details are replaced before the request leaves; throws CvApiError.
 */
export async function rewriteCvBullet(input: {
  bullet: string
  posting?: string
}): Promise<CvRewrite> {
  const bullet = stripContacts(input.bullet.replace(/\s+/g, ' ').trim()).slice(
    0,
    MAX_REWRITE_BULLET,
  )
  const posting = stripContacts((input.posting ?? '').trim()).slice(0, MAX_REWRITE_POSTING)
  try {
    const res = await pb.send<Record<string, unknown>>('/api/cv/rewrite', {
      method: 'POST',
      body: posting ? { bullet, posting } : { bullet },
      requestKey: null,
    })
    applyBalance(res.credits)
    return {
      rewrite: typeof res.rewrite === 'string' ? res.rewrite : '',
      credits: typeof res.credits === 'number' ? res.credits : 0,
    }
  } catch (error) {
    const e = toCvApiError(error)
    applyBalance(e.credits)
    throw e
  }
}

function sentence(value: unknown): ThesisSentence | null {
  if (value === null || typeof value !== 'object') return null
  const v = value as Record<string, unknown>
  if (typeof v.text !== 'string' || !v.text.trim()) return null
  return {
    text: v.text,
    chapter: typeof v.chapter === 'string' ? v.chapter : '',
    page: typeof v.page === 'number' && Number.isFinite(v.page) ? v.page : 0,
  }
}

/** 'Dari skripsi Anda': the entry drafted from the latest thesis (or `documentId`); throws CvApiError. */
export async function getThesisCvEntry(documentId?: string): Promise<ThesisCvEntry> {
  let res: Record<string, unknown>
  try {
    res = await pb.send<Record<string, unknown>>('/api/cv/thesis-entry', {
      method: 'GET',
      query: documentId ? { documentId } : {},
      requestKey: null,
    })
  } catch (error) {
    throw toCvApiError(error)
  }
  if (res.available !== true)
    return {
      available: false,
      reason: res.reason === 'NOTHING_FOUND' ? 'NOTHING_FOUND' : 'NO_DOCUMENT',
    }
  const title = typeof res.title === 'string' && res.title.trim() ? res.title : null
  const method = sentence(res.method)
  const result = sentence(res.result)
  if (!title && !method && !result) return { available: false, reason: 'NOTHING_FOUND' }
  return {
    available: true,
    documentId: typeof res.documentId === 'string' ? res.documentId : '',
    fileName: typeof res.fileName === 'string' ? res.fileName : '',
    title,
    method,
    result,
  }
}
