/**
 * The signed-in chat (/api/chat/story, /api/chat/academic, /api/chat/documents) through the app's
 * PocketBase client. Every reply carries the balance after the message; it goes straight into the
 * session store so the header's 'Kredit Chat' changes at once (the realtime profile update follows).
 */
import { applyProfileCredits } from '@/data/auth'
import { pb } from '../pocketbase'
import { toChatApiError } from './chat-api-error'
import type { ChatReply, UploadedDocument } from './types'

function applyBalance(credits: unknown): void {
  if (typeof credits === 'number' && Number.isFinite(credits)) applyProfileCredits(credits)
}

async function sendChat(path: string, body: Record<string, unknown>): Promise<ChatReply> {
  try {
    const res = await pb.send<ChatReply>(path, { method: 'POST', body })
    applyBalance(res.credits)
    return { reply: typeof res.reply === 'string' ? res.reply : '', credits: res.credits }
  } catch (error) {
    const e = toChatApiError(error)
    // A refused or refunded message still reports the balance: keep the header right.
    if (e.credits !== null) applyBalance(e.credits)
    throw e
  }
}

/** Ruang Cerita: one message (costs one credit). */
export function sendStoryMessage(input: {
  message: string
  sessionId: string
}): Promise<ChatReply> {
  return sendChat('/api/chat/story', { message: input.message, sessionId: input.sessionId })
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
