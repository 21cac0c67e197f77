import { useMemo, useState } from 'react'
import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { toast, toastError } from '@/components/toast-store'
import { BulkImportError, bulkCreateSoal } from '@/data/admin'
import { errorMessage } from '@/lib/errors'
import { BulkPreviewTable } from './bulk-preview-table'
import { importableRows, MAX_IMPORT_ROWS, parseBulkQuestions } from './logic/bulk-import'

const EXAMPLE =
  'Pertanyaan\tA\tB\tC\tD\tJawaban\nIbu kota Indonesia?\tBandung\tJakarta\tSurabaya\tMedan\tB'

interface ServerRefusal {
  message: string
  /** Reason per pasted line. */
  byLine: Map<number, string>
  /** Reasons the dialog could not place on a line. */
  other: string[]
}

interface BulkImportDialogProps {
  materiId: string
  /** 'Pre Test' or 'Post Test'. */
  label: string
  onClose: () => void
  onImported: () => void
}

/** Pastes question rows from a spreadsheet, previews them, and saves them in one all-or-nothing call. */
export function BulkImportDialog({ materiId, label, onClose, onImported }: BulkImportDialogProps) {
  const [text, setText] = useState('')
  const [saving, setSaving] = useState(false)
  const [refusal, setRefusal] = useState<ServerRefusal | null>(null)
  const [failure, setFailure] = useState<string | null>(null)
  const parsed = useMemo(() => parseBulkQuestions(text), [text])
  const validRows = parsed.rows.filter((r) => r.ok)
  const invalid = parsed.rows.length - validRows.length
  const rows = importableRows(parsed)
  const tooMany = validRows.length > MAX_IMPORT_ROWS

  const save = async () => {
    if (!rows || tooMany) return
    setSaving(true)
    setFailure(null)
    try {
      const res = await bulkCreateSoal(materiId, rows)
      toast({
        title: 'Berhasil',
        description: `${res.created ?? rows.length} soal berhasil diimpor`,
        variant: 'success',
      })
      onImported()
    } catch (err) {
      setSaving(false)
      if (err instanceof BulkImportError) {
        const byLine = new Map<number, string>()
        const other: string[] = []
        for (const e of err.rows) {
          const line = validRows[e.index]?.line
          if (line === undefined) other.push(e.message)
          else byLine.set(line, byLine.has(line) ? `${byLine.get(line)}; ${e.message}` : e.message)
        }
        setRefusal({ message: err.message, byLine, other })
      } else {
        setFailure(errorMessage(err, 'Terjadi kesalahan'))
        toastError('Gagal mengimpor soal')
      }
    }
  }

  return (
    <Dialog
      open
      onClose={saving ? undefined : onClose}
      fullWidth
      maxWidth="md"
      aria-labelledby="bulk-import-title"
    >
      <DialogTitle id="bulk-import-title">Import Soal {label}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Typography variant="body2" color="text.secondary">
            Salin baris dari Excel atau Google Sheets lalu tempel di sini. Urutan kolom: pertanyaan,
            pilihan A, pilihan B, pilihan C, pilihan D, jawaban. Jawaban boleh berupa huruf (a-d)
            atau teks pilihan yang benar. Baris judul kolom dan baris kosong dilewati; CSV dengan
            pemisah titik koma atau koma juga bisa.
          </Typography>
          <TextField
            label="Tempel baris soal"
            value={text}
            onChange={(e) => {
              setText(e.target.value)
              setRefusal(null)
              setFailure(null)
            }}
            multiline
            minRows={6}
            maxRows={14}
            placeholder={EXAMPLE}
            autoFocus
            slotProps={{
              htmlInput: { spellCheck: false, style: { fontFamily: 'monospace', fontSize: 13 } },
            }}
          />
          {parsed.rows.length > 0 ? (
            <>
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {validRows.length} baris siap diimpor
                {invalid > 0 ? `, ${invalid} baris bermasalah` : ''}
              </Typography>
              {invalid > 0 ? (
                <Alert severity="warning">Perbaiki baris yang ditandai merah dulu</Alert>
              ) : null}
              {tooMany ? (
                <Alert severity="warning">
                  Maksimal {MAX_IMPORT_ROWS} soal sekali impor. Bagi menjadi beberapa kali impor.
                </Alert>
              ) : null}
              {failure ? <Alert severity="error">Gagal mengimpor soal: {failure}</Alert> : null}
              {refusal ? (
                <Alert severity="error">
                  Server menolak impor: {refusal.message}. Tidak ada soal yang disimpan.
                  {refusal.other.map((m) => (
                    <div key={m}>{m}</div>
                  ))}
                </Alert>
              ) : null}
              <BulkPreviewTable rows={parsed.rows} serverErrors={refusal?.byLine ?? new Map()} />
            </>
          ) : null}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={saving}>
          Batal
        </Button>
        <Button
          variant="contained"
          onClick={() => void save()}
          disabled={saving || !rows || tooMany || refusal !== null}
        >
          Simpan {validRows.length} soal
        </Button>
      </DialogActions>
    </Dialog>
  )
}
