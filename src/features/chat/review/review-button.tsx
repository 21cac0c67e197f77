import { useState } from 'react'
import Button from '@mui/material/Button'
import CircularProgress from '@mui/material/CircularProgress'
import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined'
import type { ThesisAnalysis } from '@/data/chat/types'
import { toast } from '@/components/toast-store'

export const REVIEW_TEXTS = {
  button: 'Unduh laporan review',
  failedTitle: 'Gagal membuat laporan',
  failed: 'Laporan review tidak dapat dibuat. Coba lagi.',
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

/** 'Unduh laporan review': builds the PDF in the browser; pdf-lib loads only on click. */
export function ReviewButton({
  documentName,
  analysis,
}: {
  documentName: string
  analysis: ThesisAnalysis
}) {
  const [busy, setBusy] = useState(false)
  async function download() {
    setBusy(true)
    try {
      const { buildReviewPdf, reviewFileName } = await import('./review-pdf')
      const at = new Date()
      saveFile(
        await buildReviewPdf({ documentName, analysis, at }),
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
    <Button
      size="small"
      variant="text"
      startIcon={busy ? <CircularProgress size={14} /> : <PictureAsPdfOutlined />}
      disabled={busy}
      onClick={() => void download()}
      data-testid="chat-review-download"
    >
      {REVIEW_TEXTS.button}
    </Button>
  )
}
