import { useEffect, useState } from 'react'
import Button from '@mui/material/Button'
import Checkbox from '@mui/material/Checkbox'
import CircularProgress from '@mui/material/CircularProgress'
import FormControlLabel from '@mui/material/FormControlLabel'
import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined'
import { toChatApiError } from '@/data/chat/chat-api-error'
import type { AiReview, AiReviewStatus, ThesisAnalysis } from '@/data/chat/types'
import { toast } from '@/components/toast-store'

export const REVIEW_TEXTS = {
  button: 'Unduh laporan review',
  failedTitle: 'Gagal membuat laporan',
  failed: 'Laporan review tidak dapat dibuat. Coba lagi.',
  aiOption: (price: number) => `Sertakan ulasan AI (${price} kredit)`,
  aiWorking: 'Menulis ulasan AI...',
  aiFailedTitle: 'Ulasan AI gagal dibuat',
  aiFailed: 'Ulasan AI tidak dapat dibuat saat ini. Kredit Anda tidak terpakai; coba lagi nanti.',
  aiCreditsTitle: 'Kredit Habis',
  aiCredits: 'Kredit Anda tidak cukup untuk ulasan AI. Unduh laporan tanpa ulasan AI.',
  aiConnection: 'Maaf, terjadi kesalahan koneksi. Silakan coba lagi.',
} as const

/** Saves bytes as a file through a temporary link. */
function saveFile(bytes: Uint8Array, fileName: string): void {
  const url = URL.createObjectURL(new Blob([bytes.slice()], { type: 'application/pdf' }))
  const a = document.createElement('a')
  a.href = url
  a.download = fileName
  a.rel = 'noopener'
  document.body.appendChild(a)
  a.click()
  a.remove()
  setTimeout(() => URL.revokeObjectURL(url), 60_000)
}

/** The toast of a failed AI review (the server's Indonesian message when it sent one). */
function aiFailure(error: unknown): { title: string; description: string } {
  const e = toChatApiError(error)
  if (e.code === 'INSUFFICIENT_CREDITS')
    return { title: REVIEW_TEXTS.aiCreditsTitle, description: REVIEW_TEXTS.aiCredits }
  if (e.code === 'NETWORK')
    return { title: REVIEW_TEXTS.aiFailedTitle, description: REVIEW_TEXTS.aiConnection }
  return { title: REVIEW_TEXTS.aiFailedTitle, description: e.message || REVIEW_TEXTS.aiFailed }
}

/**
 * 'Unduh laporan review': builds the PDF in the browser; pdf-lib loads only on click. For an
 * uploaded document (`documentId`) on a server that can write it, 'Sertakan ulasan AI' adds the
 * AI narrative review (one credit, asked for on click; the header's balance follows).
 */
export function ReviewButton({
  documentName,
  analysis,
  documentId,
}: {
  documentName: string
  analysis: ThesisAnalysis
  documentId?: string
}) {
  const [busy, setBusy] = useState<false | 'ai' | 'pdf'>(false)
  const [ai, setAi] = useState<AiReviewStatus | null>(null)
  const [withAi, setWithAi] = useState(false)

  useEffect(() => {
    if (!documentId) return
    let live = true
    // The SDK-backed client loads only here: the landing's trial (no documentId) never needs it.
    void import('@/data/chat/review-api')
      .then((api) => api.getAiReviewStatus())
      .then((status) => {
        if (live) setAi(status)
      })
      .catch(() => {})
    return () => {
      live = false
    }
  }, [documentId])

  const offerAi = Boolean(documentId && ai?.available)

  async function download() {
    let aiReview: AiReview | null = null
    if (offerAi && withAi && documentId) {
      setBusy('ai')
      try {
        const api = await import('@/data/chat/review-api')
        aiReview = await api.requestAiReview(documentId)
      } catch (error) {
        toast({ ...aiFailure(error), variant: 'destructive' })
        setBusy(false)
        return
      }
    }
    setBusy('pdf')
    try {
      const { buildReviewPdf, reviewFileName } = await import('./review-pdf')
      const at = new Date()
      saveFile(
        await buildReviewPdf({
          documentName,
          analysis,
          at,
          ...(aiReview
            ? { aiReview: { text: aiReview.review, citations: aiReview.citations } }
            : {}),
        }),
        reviewFileName(documentName, at),
      )
    } catch {
      toast({
        title: REVIEW_TEXTS.failedTitle,
        description: REVIEW_TEXTS.failed,
        variant: 'destructive',
      })
    } finally {
      setBusy(false)
    }
  }
  return (
    <>
      <Button
        size="small"
        variant="text"
        startIcon={busy ? <CircularProgress size={14} /> : <PictureAsPdfOutlined />}
        disabled={busy !== false}
        onClick={() => void download()}
        data-testid="chat-review-download"
      >
        {busy === 'ai' ? REVIEW_TEXTS.aiWorking : REVIEW_TEXTS.button}
      </Button>
      {offerAi && ai && (
        <FormControlLabel
          control={
            <Checkbox
              size="small"
              checked={withAi}
              disabled={busy !== false}
              onChange={(e) => setWithAi(e.target.checked)}
              data-testid="chat-review-ai"
            />
          }
          label={REVIEW_TEXTS.aiOption(ai.price)}
          slotProps={{ typography: { variant: 'caption' } }}
          sx={{ mr: 0, ml: 0 }}
        />
      )}
    </>
  )
}
