/**
 * The signed-in chat (/api/chat/story, /api/chat/academic, /api/chat/documents) through the app's
 * PocketBase client. Every reply carries the balance after the message; it goes straight into the
 * session store so the header's 'Kredit Chat' changes at once (the realtime profile update follows).
 */
import { applyProfileCredits } from '@/data/auth'
import { pb } from '../pocketbase'
import { toChatApiError } from './chat-api-error'
import { parseAnswerMeta } from './answer-meta'
import type { ChatReply, ChatTurn, UploadedDocument } from './types'

function applyBalance(credits: unknown): void {
  if (typeof credits === 'number' && Number.isFinite(credits)) applyProfileCredits(credits)
}

async function sendChat(path: string, body: Record<string, unknown>): Promise<ChatReply> {
  try {
    const res = await pb.send<Record<string, unknown>>(path, { method: 'POST', body })
    applyBalance(res.credits)
    return {
      reply: typeof res.reply === 'string' ? res.reply : '',
      credits: res.credits as number,
      ...parseAnswerMeta(res),
    }
  } catch (error) {
    const e = toChatApiError(error)
    // A refused or refunded message still reports the balance: keep the header right.
    if (e.credits !== null) applyBalance(e.credits)
    throw e
  }
}

/** Turns of the story room sent as context with a message (the server bounds it too). */
export const STORY_HISTORY_TURNS = 8

/** The last STORY_HISTORY_TURNS well-formed, non-empty turns. */
export function boundHistory(history: readonly ChatTurn[] | undefined): ChatTurn[] {
  if (!history) return []
  return history
    .filter(
      (t) =>
        (t.role === 'user' || t.role === 'assistant') &&
        typeof t.content === 'string' &&
        t.content.trim() !== '',
    )
    .slice(-STORY_HISTORY_TURNS)
    .map((t) => ({ role: t.role, content: t.content }))
}

/** Ruang Cerita: one message (costs one credit), with the recent turns of the room as context. */
export function sendStoryMessage(input: {
  message: string
  sessionId: string
  history?: readonly ChatTurn[]
}): Promise<ChatReply> {
  const history = boundHistory(input.history)
  return sendChat('/api/chat/story', {
    message: input.message,
    sessionId: input.sessionId,
    ...(history.length > 0 ? { history } : {}),
  })
}

/** Asisten Akademik: one question about an uploaded document (costs one credit). */
export function sendAcademicMessage(input: {
  message: string
  documentId: string
}): Promise<ChatReply> {
  return sendChat('/api/chat/academic', { message: input.message, documentId: input.documentId })
}

/** Uploads a thesis (PDF/DOCX) with the text extracted in the browser; free of charge. */
export async function uploadThesisDocument(input: {
  file: File
  text: string
  pages: number
}): Promise<UploadedDocument> {
  const form = new FormData()
  form.append('file', input.file, input.file.name)
  form.append('text', input.text)
  form.append('pages', String(input.pages))
  try {
    return await pb.send<UploadedDocument>('/api/chat/documents', { method: 'POST', body: form })
  } catch (error) {
    throw toChatApiError(error)
  }
}
