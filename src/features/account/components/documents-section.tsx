import { useState } from 'react'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogContentText from '@mui/material/DialogContentText'
import DialogTitle from '@mui/material/DialogTitle'
import LinearProgress from '@mui/material/LinearProgress'
import List from '@mui/material/List'
import ListItem from '@mui/material/ListItem'
import ListItemText from '@mui/material/ListItemText'
import Typography from '@mui/material/Typography'
import DeleteOutlined from '@mui/icons-material/DeleteOutlined'
import { toast, toastError } from '@/components/toast-store'
import { deleteThesisDocument, listMyDocuments } from '@/data/account'
import type { MyDocument } from '@/data/account'
import { useRemote } from '@/data/use-remote'
import { formatBytes } from '@/lib/bytes'
import { errorMessage } from '@/lib/errors'
import { formatDate, formatNumber } from '@/lib/format'
import { SectionCard } from './section-card'

/** 'Diunggah 3 Maret 2026 · 1,2 MB · 45 halaman' */
export function documentDetails(doc: MyDocument): string {
  const parts = [`Diunggah ${formatDate(doc.created)}`, formatBytes(doc.size)]
  if (doc.pages > 0) parts.push(`${formatNumber(doc.pages)} halaman`)
  else if (doc.words > 0) parts.push(`${formatNumber(doc.words)} kata`)
  return parts.join(' · ')
}

/** 'Dihapus otomatis pada 3 Maret 2027' (empty when the server gave no date). */
export function retentionText(doc: MyDocument): string {
  return doc.deleteAfter ? `Dihapus otomatis pada ${formatDate(doc.deleteAfter)}` : ''
}

/** 'Dokumen skripsi': the uploaded theses with size, dates and 'Hapus dokumen'. */
export function DocumentsSection() {
  const remote = useRemote('my-documents', listMyDocuments)
  // deleted here: hidden at once, without loading the list again
  const [removed, setRemoved] = useState<string[]>([])
  const [confirming, setConfirming] = useState<MyDocument | null>(null)
  const [deleting, setDeleting] = useState(false)
  const { data, loading } = remote
  const error = remote.error ? errorMessage(remote.error, 'Gagal memuat dokumen') : null
  const load = remote.reload

  const remove = async () => {
    if (!confirming) return
    setDeleting(true)
    try {
      await deleteThesisDocument(confirming.id)
      const id = confirming.id
      setRemoved((r) => [...r, id])
      toast({
        title: 'Berhasil',
        description: `Dokumen ${confirming.fileName} telah dihapus.`,
        variant: 'success',
      })
      setConfirming(null)
    } catch (err) {
      toastError(errorMessage(err, 'Gagal menghapus dokumen'))
    } finally {
      setDeleting(false)
    }
  }

  const items = (data?.items ?? []).filter((x) => !removed.includes(x.id))
  const days = data?.retentionDays

  return (
    <SectionCard
      id="dokumen"
      title="Dokumen skripsi"
      description={
        days
          ? `Skripsi yang Anda unggah ke Chatbot Konsultasi Skripsi. Dokumen yang tidak dibuka selama ${formatNumber(days)} hari dihapus otomatis.`
          : 'Skripsi yang Anda unggah ke Chatbot Konsultasi Skripsi.'
      }
    >
      {loading ? <LinearProgress aria-label="Memuat dokumen" sx={{ mb: 1 }} /> : null}
      {error ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void load()}>
              Coba lagi
            </Button>
          }
        >
          {error}
        </Alert>
      ) : null}
      {!loading && !error && items.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          Belum ada dokumen yang diunggah.
        </Typography>
      ) : null}
      {items.length > 0 ? (
        <List disablePadding aria-label="Dokumen skripsi">
          {items.map((doc) => (
            <ListItem
              key={doc.id}
              data-testid="account-document"
              divider
              disableGutters
              sx={{ gap: 2, flexWrap: { xs: 'wrap', sm: 'nowrap' } }}
            >
              <ListItemText
                primary={doc.fileName}
                slotProps={{
                  primary: { sx: { fontWeight: 600, wordBreak: 'break-word' } },
                  secondary: { component: 'div' },
                }}
                secondary={
                  <>
                    <Box component="span" sx={{ display: 'block' }}>
                      {documentDetails(doc)}
                    </Box>
                    {doc.lastOpened && doc.lastOpened !== doc.created ? (
                      <Box component="span" sx={{ display: 'block' }}>
                        Terakhir dibuka {formatDate(doc.lastOpened)}
                      </Box>
                    ) : null}
                    {doc.deleteAfter ? (
                      <Box
                        component="span"
                        sx={{ display: 'block' }}
                        data-testid="document-retention"
                      >
                        {retentionText(doc)}
                      </Box>
                    ) : null}
                  </>
                }
              />
              <Button
                color="error"
                variant="outlined"
                size="small"
                startIcon={<DeleteOutlined />}
                onClick={() => setConfirming(doc)}
                aria-label={`Hapus dokumen ${doc.fileName}`}
                sx={{ flexShrink: 0 }}
              >
                Hapus dokumen
              </Button>
            </ListItem>
          ))}
        </List>
      ) : null}
      <Dialog
        open={confirming !== null}
        onClose={() => !deleting && setConfirming(null)}
        aria-labelledby="delete-document-title"
      >
        <DialogTitle id="delete-document-title">Hapus dokumen?</DialogTitle>
        <DialogContent>
          <DialogContentText>
            <strong>{confirming?.fileName}</strong> akan dihapus dari server beserta teksnya dan
            potongan yang dipakai chatbot untuk menjawab. Tindakan ini tidak dapat dibatalkan.
          </DialogContentText>
          <DialogContentText sx={{ mt: 1 }}>
            Laporan Simulasi Sidang yang memakai dokumen ini tetap tersimpan.
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(null)} disabled={deleting}>
            Batal
          </Button>
          <Button
            color="error"
            variant="contained"
            onClick={() => void remove()}
            disabled={deleting}
            sx={{ backgroundImage: 'none' }}
          >
            Hapus dokumen
          </Button>
        </DialogActions>
      </Dialog>
    </SectionCard>
  )
}
