import Button from '@mui/material/Button'
import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import AddOutlined from '@mui/icons-material/AddOutlined'
import { createMateri, type Materi } from '@/data/admin'
import { newTestMateri, ofType, TEST_LABEL, type TestType } from './logic/content'
import { QuestionList } from './question-list'
import { useAction } from './use-action'

const EXPLANATION: Record<TestType, string> = {
  pretest: 'Pre Test dikerjakan siswa sebelum materi pertama untuk mengukur kemampuan awal.',
  posttest: 'Post Test dikerjakan siswa setelah semua materi selesai untuk mengukur hasil belajar.',
}

interface TestTabProps {
  kelas: { id: string; judul: string }
  type: TestType
  /** All materi of the class. */
  materi: readonly Materi[]
  onChanged: () => Promise<void>
}

/** The 'Pre Test' or 'Post Test' tab: creates the test when missing, otherwise manages its questions. */
export function TestTab({ kelas, type, materi, onChanged }: TestTabProps) {
  const label = TEST_LABEL[type]
  const tests = ofType([...materi], type)
  const { busy, run } = useAction()

  if (tests.length === 0) {
    const create = () =>
      void run(() => createMateri(newTestMateri(kelas, type)), {
        success: `${label} berhasil dibuat`,
        failure: 'Gagal membuat materi',
        after: onChanged,
      })
    return (
      <Paper variant="outlined" sx={{ p: 3, textAlign: 'center' }}>
        <Typography sx={{ fontWeight: 700, mb: 1 }}>Kelas ini belum memiliki {label}</Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {EXPLANATION[type]} Buat {label} terlebih dahulu, lalu tambahkan soal pilihan ganda (A-D).
        </Typography>
        <Button variant="contained" startIcon={<AddOutlined />} disabled={busy} onClick={create}>
          Buat {label}
        </Button>
      </Paper>
    )
  }
  // Normally one test per class; should there be more, each is shown so no question is hidden.
  return (
    <Stack spacing={4}>
      {tests.map((t) => (
        <QuestionList key={t.id} test={t} label={label} />
      ))}
    </Stack>
  )
}
