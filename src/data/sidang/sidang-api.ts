/**
 * The Simulasi Sidang client (docs/sidang.md): the /api/sidang routes through the app's
 * PocketBase client, the student's uploaded theses and the deletion of a past session through the
 * records API. Every balance a route reports goes straight into the session store, so the header's
 * 'Kredit Chat' follows at once (the realtime profile update comes later).
 */
import { applyProfileCredits } from '@/data/auth'
import { filter, pb } from '../pocketbase'
import { toSidangApiError } from './errors'
import {
  parseAnswerResult,
  parseSession,
  parseSessionList,
  parseStarted,
  parseThesisDocument,
} from './parse'
import type {
  AnswerInput,
  AnswerResult,
  SidangSession,
  SidangSessionList,
  StartInput,
  StartedSession,
  ThesisDocumentRow,
} from './types'

const BASE = '/api/sidang/sessions'

function applyBalance(credits: number | null): void {
  if (credits !== null && Number.isFinite(credits)) applyProfileCredits(credits)
}

async function call<T>(run: () => Promise<unknown>, parse: (body: unknown) => T): Promise<T> {
  let body: unknown
  try {
    body = await run()
  } catch (error) {
    const e = toSidangApiError(error)
    applyBalance(e.credits)
    throw e
  }
  try {
    return parse(body)
  } catch (error) {
    throw toSidangApiError(error)
  }
}

/** The price of a session and the student's past sessions, newest first. */
export function listSidangSessions(): Promise<SidangSessionList> {
  return call(() => pb.send(BASE, { method: 'GET', requestKey: null }), parseSessionList)
}

/** Starts a session (or rehearses a finished one's weakest questions again); costs the price. */
export async function startSidangSession(input: StartInput): Promise<StartedSession> {
  const started = await call(
    () => pb.send(BASE, { method: 'POST', body: input, requestKey: null }),
    parseStarted,
  )
  applyBalance(started.credits)
  return started
}

/** Sends the answer to the session's current question. */
export function answerSidangQuestion(sessionId: string, input: AnswerInput): Promise<AnswerResult> {
  return call(
    () =>
      pb.send(`${BASE}/${encodeURIComponent(sessionId)}/answers`, {
        method: 'POST',
        body: {
          answer: input.answer,
          mode: input.mode,
          durationMs: Math.max(0, Math.round(input.durationMs)),
        },
        requestKey: null,
      }),
    parseAnswerResult,
  )
}

/** The whole session (resume an active one at `current`, or read a finished one's report). */
export function getSidangSession(sessionId: string): Promise<SidangSession> {
  return call(
    () => pb.send(`${BASE}/${encodeURIComponent(sessionId)}`, { method: 'GET', requestKey: null }),
    parseSession,
  )
}

/** Deletes a past session (the collection's owner rule). */
export function deleteSidangSession(sessionId: string): Promise<void> {
  return call(
    () => pb.collection('sidang_sessions').delete(sessionId, { requestKey: null }),
    () => undefined,
  )
}

/** The student's uploaded theses (the Asisten Akademik's uploads), newest first. */
export function listThesisDocuments(userId: string): Promise<ThesisDocumentRow[]> {
  return call(
    () =>
      pb.collection('thesis_documents').getFullList({
        filter: filter('user_id = {:user}', { user: userId }),
        sort: '-created',
        fields: 'id,file_name,words,pages,created',
        requestKey: null,
      }),
    (rows) =>
      (Array.isArray(rows) ? rows : []).flatMap((r) => {
        const d = parseThesisDocument(r)
        return d ? [d] : []
      }),
  )
}
