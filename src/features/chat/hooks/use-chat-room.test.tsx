// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { act, renderHook } from '@testing-library/react'
import { ChatApiError } from '@/data/chat/chat-api-error'
import type * as ExtractModule from '@/lib/thesis-documents/extract-text'
import type { ChatBackend, RoomSnapshot, RoomStorage } from './use-chat-room'
import {
  PROGRESS_STEP_MS,
  PROGRESS_TEXTS,
  UPLOAD_STATUS_MS,
  recentTurns,
  useChatRoom,
} from './use-chat-room'
import { setupDomTests } from '@/testing/dom'
import { resetToasts, toastTexts } from '@/testing/toasts'

setupDomTests()

const extract = vi.hoisted(() => vi.fn())
vi.mock('@/lib/thesis-documents/extract-text', async (importOriginal) => ({
  ...(await importOriginal<typeof ExtractModule>()),
  extractDocumentText: extract,
}))

function backend(overrides: Partial<ChatBackend> = {}): ChatBackend {
  return {
    maxDocumentChars: 1000,
    send: vi.fn(async () => 'Balasan bot'),
    prepareDocument: vi.fn(async ({ file }: { file: File }) => ({
      document: { documentId: 'd1', fileName: file.name },
      summary: 'Ringkasan struktur',
    })),
    ...overrides,
  }
}

function memoryRoomStorage(
  initial: Partial<Record<'story' | 'academic', RoomSnapshot>> = {},
): RoomStorage & { saved: Map<string, RoomSnapshot> } {
  const saved = new Map<string, RoomSnapshot>()
  return {
    saved,
    load: (mode) => initial[mode] ?? { messages: [], document: null },
    save: (mode, snap) => void saved.set(mode, snap),
  }
}

const docxFile = (name = 'skripsi.docx') =>
  new File([new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0, 0])], name)

beforeEach(() => {
  resetToasts()
  extract.mockReset()
})

describe('useChatRoom', () => {
  it('sends the trimmed draft, shows it at once, then the reply, and persists the tab', async () => {
    const b = backend()
    const storage = memoryRoomStorage()
    const { result } = renderHook(() => useChatRoom(b, storage))
    act(() => result.current.setDraft('story', '  halo kak  '))
    await act(() => result.current.send('story'))
    expect(b.send).toHaveBeenCalledWith('story', 'halo kak', null, [])
    expect(result.current.messages.story.map((m) => [m.isBot, m.content])).toEqual([
      [false, 'halo kak'],
      [true, 'Balasan bot'],
    ])
    expect(result.current.drafts.story).toBe('')
    expect(result.current.pending.story).toBe(false)
    expect(storage.saved.get('story')?.messages).toHaveLength(2)
    expect(result.current.messages.academic).toEqual([])
  })

  it('refuses empty and too long messages without calling the server', async () => {
    const b = backend()
    const { result } = renderHook(() => useChatRoom(b))
    await act(() => result.current.send('story'))
    expect(result.current.inputError.story).toBe('Pesan tidak boleh kosong.')
    act(() => result.current.setDraft('story', 'x'.repeat(10_000)))
    expect(result.current.inputError.story).toBeNull()
    await act(() => result.current.send('story'))
    expect(result.current.inputError.story).toBe('Pesan terlalu panjang (maksimal 4.000 karakter).')
    expect(b.send).not.toHaveBeenCalled()
  })

  it('the academic tab needs a document first', async () => {
    const b = backend()
    const { result } = renderHook(() => useChatRoom(b))
    act(() => result.current.setDraft('academic', 'bagaimana struktur saya?'))
    await act(() => result.current.send('academic'))
    expect(result.current.inputError.academic).toBe('Wajib upload dokumen dulu')
    expect(b.send).not.toHaveBeenCalled()
  })

  it('no credits: the message is withdrawn, its text returns to the input, Kredit Habis is shown', async () => {
    const b = backend({
      send: vi.fn(async () =>
        Promise.reject(new ChatApiError(402, 'INSUFFICIENT_CREDITS', 'x', 0)),
      ),
    })
    const { result } = renderHook(() => useChatRoom(b))
    act(() => result.current.setDraft('story', 'halo'))
    await act(() => result.current.send('story'))
    expect(result.current.messages.story).toEqual([])
    expect(result.current.drafts.story).toBe('halo')
    expect(toastTexts()).toEqual([
      'Kredit Habis: Anda tidak memiliki cukup kredit untuk mengirim pesan.',
    ])
  })

  it('a failed upstream keeps the message and answers with the connection text', async () => {
    const b = backend({
      send: vi.fn(async () => Promise.reject(new ChatApiError(502, 'UPSTREAM_FAILED', 'x', 3))),
    })
    const { result } = renderHook(() => useChatRoom(b))
    act(() => result.current.setDraft('story', 'halo'))
    await act(() => result.current.send('story'))
    expect(result.current.messages.story.map((m) => m.content)).toEqual([
      'halo',
      'Maaf, terjadi kesalahan koneksi. Silakan coba lagi.',
    ])
  })

  it('an empty reply shows the processing text', async () => {
    const { result } = renderHook(() => useChatRoom(backend({ send: vi.fn(async () => '   ') })))
    act(() => result.current.setDraft('story', 'halo'))
    await act(() => result.current.send('story'))
    expect(result.current.messages.story.at(-1)?.content).toBe(
      'Maaf, terjadi kesalahan dalam memproses pesan Anda.',
    )
  })

  it('uploads a document: summary as the first bot message, success note cleared after 3 s, document id sent with questions', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    extract.mockResolvedValue({ text: 'BAB I PENDAHULUAN', pages: 0, words: 3 })
    const b = backend()
    const storage = memoryRoomStorage()
    const { result } = renderHook(() => useChatRoom(b, storage))
    await act(() => result.current.chooseFile(docxFile()))
    expect(b.prepareDocument).toHaveBeenCalledWith(
      expect.objectContaining({ text: 'BAB I PENDAHULUAN', pages: 0, words: 3 }),
    )
    expect(result.current.document).toEqual({ documentId: 'd1', fileName: 'skripsi.docx' })
    expect(result.current.messages.academic.map((m) => [m.isBot, m.content])).toEqual([
      [true, 'Ringkasan struktur'],
    ])
    expect(result.current.upload).toEqual({
      status: 'success',
      message: 'Dokumen "skripsi.docx" berhasil diunggah.',
    })
    expect(storage.saved.get('academic')?.document).toEqual({
      documentId: 'd1',
      fileName: 'skripsi.docx',
    })
    await act(async () => {
      vi.advanceTimersByTime(UPLOAD_STATUS_MS + 10)
    })
    expect(result.current.upload).toEqual({ status: 'idle' })

    act(() => result.current.setDraft('academic', 'metode apa?'))
    await act(() => result.current.send('academic'))
    expect(b.send).toHaveBeenCalledWith(
      'academic',
      'metode apa?',
      {
        documentId: 'd1',
        fileName: 'skripsi.docx',
      },
      [{ role: 'assistant', content: 'Ringkasan struktur' }],
    )
  })

  it("a file that is not PDF/DOCX gets the 'File tidak didukung' toast, nothing read", async () => {
    const b = backend()
    const { result } = renderHook(() => useChatRoom(b))
    await act(() =>
      result.current.chooseFile(
        new File(['hanya teks'], 'catatan.pdf', { type: 'application/pdf' }),
      ),
    )
    expect(toastTexts()).toEqual(['File tidak didukung: Hanya file PDF dan DOCX yang diizinkan.'])
    expect(extract).not.toHaveBeenCalled()
    expect(result.current.upload).toEqual({ status: 'idle' })
  })

  it('a refused upload shows the server text as a failure that clears after 3 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    extract.mockResolvedValue({ text: 'isi', pages: 1, words: 1 })
    const b = backend({
      prepareDocument: vi.fn(async () =>
        Promise.reject(new ChatApiError(502, 'UPLOAD_FAILED', 'x')),
      ),
    })
    const { result } = renderHook(() => useChatRoom(b))
    await act(() => result.current.chooseFile(docxFile()))
    expect(result.current.upload).toEqual({
      status: 'failure',
      message: 'Gagal mengunggah dokumen. Silakan coba lagi.',
    })
    expect(result.current.document).toBeNull()
    await act(async () => {
      vi.advanceTimersByTime(UPLOAD_STATUS_MS + 10)
    })
    expect(result.current.upload).toEqual({ status: 'idle' })
  })

  it('a lost document is forgotten and the question withdrawn', async () => {
    const b = backend({
      send: vi.fn(async () =>
        Promise.reject(
          new ChatApiError(
            404,
            'DOCUMENT_NOT_FOUND',
            'Dokumen tidak ditemukan. Unggah ulang dokumen Anda.',
          ),
        ),
      ),
    })
    const storage = memoryRoomStorage({
      academic: { messages: [], document: { documentId: 'gone', fileName: 'lama.pdf' } },
    })
    const { result } = renderHook(() => useChatRoom(b, storage))
    expect(result.current.document?.documentId).toBe('gone')
    act(() => result.current.setDraft('academic', 'apa isinya?'))
    await act(() => result.current.send('academic'))
    expect(result.current.document).toBeNull()
    expect(result.current.messages.academic).toEqual([])
    expect(toastTexts()).toEqual([
      'Dokumen tidak ditemukan: Dokumen tidak ditemukan. Unggah ulang dokumen Anda.',
    ])
  })

  it('reports every failure to the backend (the trial zeroes an exhausted mode)', async () => {
    const onSendFailure = vi.fn()
    const b = backend({
      onSendFailure,
      send: vi.fn(async () =>
        Promise.reject(new ChatApiError(429, 'TRIAL_EXHAUSTED', 'habis', null, 0)),
      ),
    })
    const { result } = renderHook(() => useChatRoom(b))
    act(() => result.current.setDraft('story', 'halo'))
    await act(() => result.current.send('story'))
    expect(onSendFailure).toHaveBeenCalledWith(
      'story',
      expect.objectContaining({ kind: 'trial-exhausted' }),
    )
  })

  it('sends the recent turns as history and keeps source, citations and fallback on the reply', async () => {
    const citations = [{ chapter: 'BAB II', page: 12, quote: 'Teori X' }]
    const b = backend({
      send: vi.fn(async () => ({
        reply: 'Jawaban',
        source: 'llm' as const,
        citations,
        fallback: true,
      })),
    })
    const earlier = Array.from({ length: 10 }, (_, i) => ({
      id: `m${i}`,
      content: `pesan ${i}`,
      isBot: i % 2 === 1,
      timestamp: 1_700_000_000_000 + i,
    }))
    const storage = memoryRoomStorage({ story: { messages: earlier, document: null } })
    const { result } = renderHook(() => useChatRoom(b, storage))
    act(() => result.current.setDraft('story', 'lanjut'))
    await act(() => result.current.send('story'))
    const history = vi.mocked(b.send).mock.calls[0]![3]
    expect(history).toHaveLength(8)
    expect(history[0]).toEqual({ role: 'user', content: 'pesan 2' })
    expect(history[7]).toEqual({ role: 'assistant', content: 'pesan 9' })
    const last = result.current.messages.story.at(-1)!
    expect(last).toMatchObject({
      isBot: true,
      content: 'Jawaban',
      source: 'llm',
      citations,
      fallback: true,
    })
    expect(storage.saved.get('story')?.messages.at(-1)?.citations).toEqual(citations)
  })

  it('recentTurns maps bot messages to assistant and skips empty ones', () => {
    expect(
      recentTurns([
        { id: 'a', content: 'hai', isBot: false, timestamp: 1 },
        { id: 'b', content: ' ', isBot: true, timestamp: 2 },
        { id: 'c', content: 'halo', isBot: true, timestamp: 3 },
      ]),
    ).toEqual([
      { role: 'user', content: 'hai' },
      { role: 'assistant', content: 'halo' },
    ])
  })

  it('shows honest progress: searching the thesis, then composing after 1.2 s', async () => {
    vi.useFakeTimers()
    try {
      let answer!: (v: string) => void
      const b = backend({ send: vi.fn(() => new Promise<string>((r) => (answer = r))) })
      const storage = memoryRoomStorage({
        academic: { messages: [], document: { documentId: 'd1', fileName: 's.pdf' } },
      })
      const { result } = renderHook(() => useChatRoom(b, storage))
      act(() => result.current.setDraft('academic', 'teori?'))
      let sending!: Promise<void>
      act(() => {
        sending = result.current.send('academic')
      })
      expect(result.current.pending.academic).toBe(true)
      expect(result.current.progress.academic).toBe(PROGRESS_TEXTS.searching)
      act(() => vi.advanceTimersByTime(PROGRESS_STEP_MS + 10))
      expect(result.current.progress.academic).toBe(PROGRESS_TEXTS.composing)
      await act(async () => {
        answer('ok')
        await sending
      })
      expect(result.current.progress.academic).toBeNull()
      expect(result.current.pending.academic).toBe(false)

      // The story tab: only 'Mengetik...' at first, then 'Menyusun jawaban...'.
      act(() => result.current.setDraft('story', 'capek'))
      act(() => {
        sending = result.current.send('story')
      })
      expect(result.current.progress.story).toBeNull()
      act(() => vi.advanceTimersByTime(PROGRESS_STEP_MS + 10))
      expect(result.current.progress.story).toBe(PROGRESS_TEXTS.composing)
      await act(async () => {
        answer('ok')
        await sending
      })
      expect(result.current.progress.story).toBeNull()
    } finally {
      vi.useRealTimers()
    }
  })
})
