import { useEffect, useState } from 'react'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import LinearProgress from '@mui/material/LinearProgress'
import Tab from '@mui/material/Tab'
import Tabs from '@mui/material/Tabs'
import { useTheme } from '@mui/material/styles'
import useMediaQuery from '@mui/material/useMediaQuery'
import { toastError } from '@/components/toast-store'
import { listMateri, useRemote } from '@/data/admin'
import { ChaptersTab } from './chapters-tab'
import { TestTab } from './test-tab'

type ClassRef = { id: string; judul: string }
type TabKey = 'pretest' | 'chapters' | 'posttest'

const TABS: ReadonlyArray<{ key: TabKey; label: string }> = [
  { key: 'pretest', label: 'Pre Test' },
  { key: 'chapters', label: 'Sub Bab & Video' },
  { key: 'posttest', label: 'Post Test' },
]

export interface ClassContentDialogProps {
  kelas: ClassRef | null
  open: boolean
  onClose: () => void
}

/** 'Kelola Konten' of one class: Pre Test, Sub Bab & Video, Post Test. */
export function ClassContentDialog({ kelas, open, onClose }: ClassContentDialogProps) {
  const theme = useTheme()
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true })
  // The last class shown stays while the dialog closes (kelas may turn null before the transition ends).
  const [last, setLast] = useState<ClassRef | null>(kelas)
  if (kelas && (kelas.id !== last?.id || kelas.judul !== last.judul)) setLast(kelas)
  const shown = kelas ?? last
  return (
    <Dialog
      open={open && kelas !== null}
      onClose={onClose}
      fullScreen={phone}
      fullWidth
      maxWidth="md"
      aria-labelledby="class-content-title"
    >
      {shown ? <ClassContent key={shown.id} kelas={shown} onClose={onClose} /> : null}
    </Dialog>
  )
}

/** The dialog's content: mounted while the dialog is open, so the class's materi load once per opening. */
function ClassContent({ kelas, onClose }: { kelas: ClassRef; onClose: () => void }) {
  const [tab, setTab] = useState<TabKey>('pretest')
  const materi = useRemote(`materi:${kelas.id}`, () => listMateri(kelas.id))

  useEffect(() => {
    if (materi.error) toastError('Gagal memuat konten kelas')
  }, [materi.error])

  return (
    <>
      <DialogTitle id="class-content-title" sx={{ pb: 0 }}>
        Kelola Konten: {kelas.judul}
      </DialogTitle>
      <Box sx={{ borderBottom: 1, borderColor: 'divider', px: { xs: 1, sm: 2 } }}>
        <Tabs
          value={tab}
          onChange={(_, value: TabKey) => setTab(value)}
          variant="scrollable"
          allowScrollButtonsMobile
          aria-label="Konten kelas"
        >
          {TABS.map((t) => (
            <Tab
              key={t.key}
              value={t.key}
              label={t.label}
              id={`class-content-tab-${t.key}`}
              aria-controls="class-content-panel"
            />
          ))}
        </Tabs>
      </Box>
      <DialogContent
        id="class-content-panel"
        role="tabpanel"
        aria-labelledby={`class-content-tab-${tab}`}
        sx={{ pt: 2 }}
      >
        {materi.loading ? <LinearProgress sx={{ mb: 2 }} /> : null}
        {materi.error && !materi.data ? (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={() => void materi.reload()}>
                Coba lagi
              </Button>
            }
          >
            Gagal memuat konten kelas
          </Alert>
        ) : null}
        {materi.data ? (
          tab === 'chapters' ? (
            <ChaptersTab kelas={kelas} materi={materi.data} onChanged={materi.reload} />
          ) : (
            <TestTab
              key={tab}
              kelas={kelas}
              type={tab}
              materi={materi.data}
              onChanged={materi.reload}
            />
          )
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Tutup</Button>
      </DialogActions>
    </>
  )
}
