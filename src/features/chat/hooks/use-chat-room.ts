import { useCallback, useEffect, useRef, useState } from 'react'
import type { ChatMode, ChatTurn, ThesisAnalysis } from '@/data/chat/types'
import { toast } from '@/components/toast-store'
import type { BotMeta, ChatMessage } from '../logic/chat-message'
import { makeMessage } from '../logic/chat-message'
import { CHAT_TEXTS, mapSendError, mapUploadError } from '../logic/error-mapping'
import type { SendFailure } from '../logic/error-mapping'
import { FILE_ERRORS } from '@/lib/thesis-documents/file-check'
import {
  THESIS_UPLOAD_TEXTS,
  runThesisUpload,
  type ThesisUploadState,
} from '@/lib/thesis-documents/upload-flow'
import { validateMessage } from '../logic/message-validation'

/** The document the academic tab asks about: an uploaded record (signed-in) or text kept in memory (trial). */
export interface ReadyDocument {
  fileName: string
  documentId?: string
  text?: string
  /** The server's structure/citation analysis (signed-in uploads): enables 'Unduh laporan review'. */
  analysis?: ThesisAnalysis
}

/** A bot reply with what it may carry besides its text. */
export interface BotAnswer extends BotMeta {
  reply: string
}

/** Turns of a room sent as context with a story message. */
export const HISTORY_TURNS = 8

/** The last HISTORY_TURNS turns of a room (text only), oldest first. */
export function recentTurns(messages: readonly ChatMessage[]): ChatTurn[] {
  return messages
    .filter((m) => m.content.trim() !== '')
    .slice(-HISTORY_TURNS)
    .map((m) => ({ role: m.isBot ? 'assistant' : 'user', content: m.content }))
}

/** Steps shown under 'Mengetik...' while a reply is awaited. */
export const PROGRESS_TEXTS = {
  searching: 'Mencari bagian skripsi...',
  composing: 'Menyusun jawaban...',
} as const

/** When the waiting note moves on to 'Menyusun jawaban...'. */
export const PROGRESS_STEP_MS = 1200

/** Where messages go: the signed-in routes or the trial routes. */
export interface ChatBackend {
  /**
   * Sends one message and resolves with the bot's reply (text, or text plus source/citations);
   * throws what the data layer throws. `history` is the room's recent turns before this message.
   */
  send(
    mode: ChatMode,
    message: string,
    document: ReadyDocument | null,
    history: ChatTurn[],
  ): Promise<string | BotAnswer>
  /** Turns an extracted document into a ready one plus the bot's first message about it. */
  prepareDocument(input: {
    file: File
    text: string
    pages: number
    words: number
  }): Promise<{ document: ReadyDocument; summary: string }>
  /** Longest text accepted from one document. */
  maxDocumentChars: number
  /** Told about every failed message after the panel has handled it (the trial zeroes an exhausted mode). */
  onSendFailure?(mode: ChatMode, failure: SendFailure): void
}

export interface RoomSnapshot {
  messages: ChatMessage[]
  document: ReadyDocument | null
}

/** Optional persistence of each tab (signed-in history per user). */
export interface RoomStorage {
  load(mode: ChatMode): RoomSnapshot
  save(mode: ChatMode, snapshot: RoomSnapshot): void
}

/** The upload control's state (the shared thesis upload steps, src/lib/thesis-documents/upload-flow.ts). */
export type UploadState = ThesisUploadState

/** Upload success and failure messages clear after 3 seconds. */
export const UPLOAD_STATUS_MS = 3000

type PerMode<T> = Record<ChatMode, T>

export interface ChatRoom {
  messages: PerMode<ChatMessage[]>
  pending: PerMode<boolean>
  /** The step shown under 'Mengetik...' while a reply is awaited (null = none). */
  progress: PerMode<string | null>
  drafts: PerMode<string>
  inputError: PerMode<string | null>
  document: ReadyDocument | null
  upload: UploadState
  setDraft(mode: ChatMode, text: string): void
  send(mode: ChatMode): Promise<void>
  chooseFile(file: File): Promise<void>
}

export const UPLOAD_TEXTS = {
  ...THESIS_UPLOAD_TEXTS,
  success: (name: string) => `Dokumen "${name}" berhasil diunggah.`,
} as const

export function useChatRoom(backend: ChatBackend, storage?: RoomStorage): ChatRoom {
  const [messages, setMessages] = useState<PerMode<ChatMessage[]>>(() => ({
    story: storage?.load('story').messages ?? [],
    academic: storage?.load('academic').messages ?? [],
  }))
  const [document, setDocument] = useState<ReadyDocument | null>(
    () => storage?.load('academic').document ?? null,
  )
  const [pending, setPending] = useState<PerMode<boolean>>({ story: false, academic: false })
  const [progress, setProgress] = useState<PerMode<string | null>>({
    story: null,
    academic: null,
  })
  const messagesRef = useRef(messages)
  messagesRef.current = messages
  const [drafts, setDrafts] = useState<PerMode<string>>({ story: '', academic: '' })
  const [inputError, setInputError] = useState<PerMode<string | null>>({
    story: null,
    academic: null,
  })
  const [upload, setUpload] = useState<UploadState>({ status: 'idle' })
  const pendingRef = useRef<PerMode<boolean>>({ story: false, academic: false })
  const draftsRef = useRef(drafts)
  draftsRef.current = drafts
  const backendRef = useRef(backend)
  backendRef.current = backend

  // Persist each tab whenever it changes.
  useEffect(() => {
    storage?.save('story', { messages: messages.story, document: null })
  }, [storage, messages.story])
  useEffect(() => {
    storage?.save('academic', { messages: messages.academic, document })
  }, [storage, messages.academic, document])

  // Success and failure notes of the upload control go away after 3 s.
  useEffect(() => {
    if (upload.status !== 'success' && upload.status !== 'failure') return
    const timer = setTimeout(() => setUpload({ status: 'idle' }), UPLOAD_STATUS_MS)
    return () => clearTimeout(timer)
  }, [upload])

  const append = useCallback((mode: ChatMode, message: ChatMessage) => {
    setMessages((m) => ({ ...m, [mode]: [...m[mode], message] }))
  }, [])

  const setDraft = useCallback((mode: ChatMode, text: string) => {
    setDrafts((d) => ({ ...d, [mode]: text }))
    setInputError((e) => (e[mode] ? { ...e, [mode]: null } : e))
  }, [])

  const send = useCallback(
    async (mode: ChatMode) => {
      if (pendingRef.current[mode]) return
      const check = validateMessage(draftsRef.current[mode])
      if (!check.ok) {
        setInputError((e) => ({ ...e, [mode]: check.error }))
        return
      }
      const doc = mode === 'academic' ? document : null
      if (mode === 'academic' && !doc) {
        setInputError((e) => ({ ...e, academic: CHAT_TEXTS.documentRequired }))
        return
      }
      const sent = makeMessage(check.message, false)
      const history = recentTurns(messagesRef.current[mode])
      pendingRef.current = { ...pendingRef.current, [mode]: true }
      setPending((p) => ({ ...p, [mode]: true }))
      // Honest progress: the academic tab first looks the question up in the thesis.
      setProgress((p) => ({ ...p, [mode]: doc ? PROGRESS_TEXTS.searching : null }))
      const step = setTimeout(
        () => setProgress((p) => ({ ...p, [mode]: PROGRESS_TEXTS.composing })),
        PROGRESS_STEP_MS,
      )
      append(mode, sent)
      setDrafts((d) => ({ ...d, [mode]: '' }))
      try {
        const answer = await backendRef.current.send(mode, check.message, doc, history)
        clearTimeout(step)
        setProgress((p) => ({ ...p, [mode]: PROGRESS_TEXTS.composing }))
        const { reply, ...meta } = typeof answer === 'string' ? { reply: answer } : answer
        append(
          mode,
          makeMessage(reply.trim() ? reply : CHAT_TEXTS.processing, true, undefined, meta),
        )
      } catch (error) {
        const failure = mapSendError(error)
        if (failure.kind === 'bot-error') {
          append(mode, makeMessage(failure.text, true))
        } else {
          // Not sent: the bubble goes, the text comes back to the input (unless something new was typed).
          setMessages((m) => ({ ...m, [mode]: m[mode].filter((x) => x.id !== sent.id) }))
          setDrafts((d) => (d[mode] ? d : { ...d, [mode]: check.message }))
          toast({ ...failure.toast, variant: 'destructive' })
          if (failure.kind === 'document-lost') setDocument(null)
        }
        backendRef.current.onSendFailure?.(mode, failure)
      } finally {
        clearTimeout(step)
        pendingRef.current = { ...pendingRef.current, [mode]: false }
        setPending((p) => ({ ...p, [mode]: false }))
        setProgress((p) => ({ ...p, [mode]: null }))
      }
    },
    [append, document],
  )

  const chooseFile = useCallback(
    async (file: File) => {
      const outcome = await runThesisUpload(file, {
        maxChars: backendRef.current.maxDocumentChars,
        setState: setUpload,
        store: (f, extracted) => backendRef.current.prepareDocument({ file: f, ...extracted }),
      })
      if (outcome.ok) {
        const { document: ready, summary } = outcome.value
        setDocument(ready)
        append('academic', makeMessage(summary, true))
        setUpload({ status: 'success', message: UPLOAD_TEXTS.success(ready.fileName) })
        return
      }
      switch (outcome.reason) {
        case 'unsupported':
          // Only the toast: the control keeps its state.
          toast({
            title: FILE_ERRORS.unsupportedTitle,
            description: FILE_ERRORS.unsupported,
            variant: 'destructive',
          })
          return
        case 'too-large':
          setUpload({ status: 'failure', message: outcome.message })
          toast({
            title: 'Gagal mengunggah dokumen',
            description: outcome.message,
            variant: 'destructive',
          })
          return
        case 'unreadable':
          setUpload({ status: 'failure', message: outcome.message })
          toast({
            title: 'Gagal membaca dokumen',
            description: outcome.message,
            variant: 'destructive',
          })
          return
        case 'refused': {
          const mapped = mapUploadError(outcome.error)
          setUpload({
            status: 'failure',
            message: mapped.unsupported
              ? `${FILE_ERRORS.unsupportedTitle}. ${mapped.message}`
              : mapped.message,
          })
          if (mapped.unsupported)
            toast({
              title: FILE_ERRORS.unsupportedTitle,
              description: FILE_ERRORS.unsupported,
              variant: 'destructive',
            })
          else
            toast({
              title: 'Gagal mengunggah dokumen',
              description: mapped.message,
              variant: 'destructive',
            })
        }
      }
    },
    [append],
  )

  return {
    messages,
    pending,
    progress,
    drafts,
    inputError,
    document,
    upload,
    setDraft,
    send,
    chooseFile,
  }
}
