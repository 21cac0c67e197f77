import { useEffect, useState } from 'react'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Chip from '@mui/material/Chip'
import LinearProgress from '@mui/material/LinearProgress'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import AddOutlined from '@mui/icons-material/AddOutlined'
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined'
import { toastError } from '@/components/toast-store'
import { deleteSoal, listSoal, useRemote, type Materi, type Soal } from '@/data/admin'
import { BulkImportDialog } from './bulk-import-dialog'
import { QuestionCard } from './question-card'
import { QuestionFormDialog } from './question-form-dialog'
import { useAction } from './use-action'

type Editing = { kind: 'form'; soal: Soal | null } | { kind: 'import' } | null

/** The questions of one test with add, edit, delete and bulk import. */
export function QuestionList({ test, label }: { test: Materi; label: string }) {
  const list = useRemote(`soal:${test.id}`, () => listSoal(test.id))
  const questions = list.data ?? []
  const [editing, setEditing] = useState<Editing>(null)
  const { busy, run } = useAction()

  useEffect(() => {
    if (list.error) toastError(`Gagal memuat soal ${label}`)
  }, [list.error, label])

  const remove = (soal: Soal) => {
    if (!window.confirm('Apakah Anda yakin ingin menghapus soal ini?')) return
    void run(() => deleteSoal(soal.id), {
      success: 'Soal berhasil dihapus',
      failure: 'Gagal menghapus soal',
      after: list.reload,
    })
  }
  const done = () => {
    setEditing(null)
    void list.reload()
  }

  return (
    <Stack spacing={2}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        <Typography sx={{ fontWeight: 700, flex: 1, minWidth: 160 }}>{test.judul}</Typography>
        {list.data ? <Chip label={`${questions.length} soal`} size="small" /> : null}
        <Button
          variant="outlined"
          startIcon={<UploadFileOutlined />}
          onClick={() => setEditing({ kind: 'import' })}
        >
          Import Soal
        </Button>
        <Button
          variant="contained"
          startIcon={<AddOutlined />}
          onClick={() => setEditing({ kind: 'form', soal: null })}
        >
          Tambah Soal
        </Button>
      </Box>
      {list.loading ? <LinearProgress /> : null}
      {list.error && !list.data ? (
        <Box>
          <Button onClick={() => void list.reload()}>Coba lagi</Button>
        </Box>
      ) : null}
      {list.data && questions.length === 0 ? (
        <Typography color="text.secondary">
          Belum ada soal di {label} ini. Tambahkan satu per satu dengan 'Tambah Soal' atau tempel
          banyak soal sekaligus dari spreadsheet dengan 'Import Soal'.
        </Typography>
      ) : null}
      {questions.map((soal, i) => (
        <QuestionCard
          key={soal.id}
          soal={soal}
          number={i + 1}
          disabled={busy}
          onEdit={() => setEditing({ kind: 'form', soal })}
          onDelete={() => remove(soal)}
        />
      ))}
      {editing?.kind === 'form' ? (
        <QuestionFormDialog
          materiId={test.id}
          soal={editing.soal}
          onClose={() => setEditing(null)}
          onSaved={done}
        />
      ) : null}
      {editing?.kind === 'import' ? (
        <BulkImportDialog
          materiId={test.id}
          label={label}
          onClose={() => setEditing(null)}
          onImported={done}
        />
      ) : null}
    </Stack>
  )
}
