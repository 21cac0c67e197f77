import { useState } from 'react'
import Button from '@mui/material/Button'
import CircularProgress from '@mui/material/CircularProgress'
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined'
import { toast, toastError } from '@/components/toast-store'
import { downloadCsv } from '@/data/admin'
import { errorMessage } from '@/lib/errors'

/**
 * 'Unduh CSV': downloads a server export (docs/admin-api.md, Exports) with the screen's current
 * search and filter. The button is busy while the file streams in.
 */
export function ExportCsvButton({
  path,
  query = {},
  fallbackName,
  label = 'Unduh CSV',
}: {
  path: string
  query?: Record<string, string | undefined>
  fallbackName: string
  label?: string
}) {
  const [busy, setBusy] = useState(false)
  const run = async () => {
    setBusy(true)
    try {
      const name = await downloadCsv(path, query, fallbackName)
      toast({ title: 'CSV diunduh', description: name, variant: 'success' })
    } catch (err) {
      toastError(errorMessage(err, 'Gagal mengunduh CSV'), 'Gagal mengunduh CSV')
    } finally {
      setBusy(false)
    }
  }
  return (
    <Button
      variant="outlined"
      onClick={() => void run()}
      disabled={busy}
      aria-busy={busy}
      startIcon={busy ? <CircularProgress size={16} /> : <FileDownloadOutlined />}
      sx={{ flexShrink: 0, whiteSpace: 'nowrap' }}
      data-testid="export-csv"
    >
      {busy ? 'Menyiapkan…' : label}
    </Button>
  )
}
