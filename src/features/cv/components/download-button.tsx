import { useState } from 'react'
import Button from '@mui/material/Button'
import CircularProgress from '@mui/material/CircularProgress'
import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined'
import { toast } from '@/components/toast-store'
import type { CvReport } from '../logic/types'
import type * as CvReportPdf from '../report-pdf/cv-report-pdf'
import { CV_TEXTS } from '../texts'

type CvReportPdfModule = typeof CvReportPdf

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

/** 'Unduh laporan CV': the PDF is made in the browser; its builder (pdf-lib) loads on the click. */
export function DownloadButton({ report }: { report: CvReport }) {
  const [busy, setBusy] = useState(false)
  async function download() {
    setBusy(true)
    let builder: CvReportPdfModule
    try {
      builder = await import('../report-pdf/cv-report-pdf')
    } catch {
      toast({
        title: CV_TEXTS.download,
        description: CV_TEXTS.downloadOffline,
        variant: 'destructive',
      })
      setBusy(false)
      return
    }
    try {
      const at = new Date()
      saveFile(
        await builder.buildCvReportPdf({ report, at }),
        builder.cvReportFileName(report.fileName, at),
      )
    } catch {
      toast({
        title: CV_TEXTS.download,
        description: CV_TEXTS.downloadFailed,
        variant: 'destructive',
      })
    } finally {
      setBusy(false)
    }
  }
  return (
    <Button
      variant="outlined"
      startIcon={busy ? <CircularProgress size={16} /> : <PictureAsPdfOutlined />}
      disabled={busy}
      onClick={() => void download()}
      sx={{ alignSelf: 'flex-start' }}
      data-testid="cv-download"
    >
      {CV_TEXTS.download}
    </Button>
  )
}
