import { useMemo, useState } from 'react'
import { Link as RouterLink } from 'react-router-dom'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Chip from '@mui/material/Chip'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import Divider from '@mui/material/Divider'
import LinearProgress from '@mui/material/LinearProgress'
import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined'
import { usePageMeta } from '@/components/page-meta'
import {
  dismissEvicted,
  removeDownloads,
  requestPersistentStorage,
  useDownloadEntries,
  useDownloadsMeta,
  useStorageInfo,
  type DownloadEntry,
} from '@/data/downloads'
import { formatBytes } from '@/lib/bytes'
import { groupDownloads } from '../logic/downloads-list'
import { notify } from '../notify'

function statusLabel(e: DownloadEntry): string {
  switch (e.status) {
    case 'complete':
      return 'Tersedia offline'
    case 'downloading':
      return `Mengunduh ${Math.floor((e.bytes / e.size) * 100)}%`
    case 'queued':
      return 'Menunggu giliran'
    case 'waiting':
      return 'Menunggu koneksi'
    case 'paused':
      return `Dijeda (${Math.floor((e.bytes / e.size) * 100)}%)`
    case 'error':
      return e.error ?? 'Gagal'
  }
}

interface PendingDelete {
  title: string
  ids: string[]
  bytes: number
}

/** 'Unduhan': the videos on this device per class, storage used and free, 'Hapus unduhan'. */
export default function DownloadsPage() {
  usePageMeta({ title: 'Unduhan', noIndex: true })
  const entries = useDownloadEntries()
  const meta = useDownloadsMeta()
  const groups = useMemo(() => groupDownloads(entries), [entries])
  const used = groups.reduce((n, g) => n + g.bytes, 0)
  const [persistAsked, setPersistAsked] = useState<boolean | null>(null)
  const info = useStorageInfo(`${used}:${persistAsked}`)
  const [pending, setPending] = useState<PendingDelete | null>(null)
  const persisted = persistAsked ?? info?.persisted ?? meta.persisted

  const confirmDelete = async () => {
    if (!pending) return
    const p = pending
    setPending(null)
    await removeDownloads(p.ids)
    notify({
      title: 'Unduhan dihapus',
      description: `${p.title}: ${formatBytes(p.bytes)} dikosongkan.`,
    })
  }

  return (
    <Stack spacing={3} sx={{ maxWidth: 960 }}>
      <Box>
        <Typography
          variant="h4"
          component="h1"
          sx={{ fontWeight: 800, fontSize: { xs: '1.5rem', sm: '2rem' } }}
        >
          Unduhan
        </Typography>
        <Typography color="text.secondary">
          Video pelajaran yang tersimpan di perangkat ini dan bisa ditonton tanpa internet.
        </Typography>
      </Box>

      {meta.evicted > 0 && (
        <Alert severity="warning" onClose={dismissEvicted}>
          {meta.evicted} unduhan dihapus oleh browser karena penyimpanan perangkat penuh. Unduh
          ulang saat tersambung ke internet.
        </Alert>
      )}

      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }} data-testid="storage-summary">
        <Typography variant="h6" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
          Penyimpanan
        </Typography>
        <Typography data-testid="downloads-used">Dipakai unduhan: {formatBytes(used)}</Typography>
        {info && info.quota > 0 ? (
          <>
            <Typography data-testid="storage-free">
              Ruang kosong untuk aplikasi ini: {formatBytes(info.free)}
            </Typography>
            <LinearProgress
              variant="determinate"
              value={Math.min(100, (info.usage / info.quota) * 100)}
              sx={{ mt: 1, height: 6, borderRadius: 3, maxWidth: 360 }}
              aria-label="Penyimpanan terpakai"
            />
            <Typography
              variant="caption"
              color="text.secondary"
              data-testid="storage-usage"
              data-usage={info.usage}
            >
              Seluruh data aplikasi: {formatBytes(info.usage)} dari {formatBytes(info.quota)}
            </Typography>
          </>
        ) : (
          <Typography color="text.secondary">
            Browser ini tidak memberi tahu ruang kosong perangkat.
          </Typography>
        )}
        <Stack
          direction="row"
          spacing={1}
          sx={{ mt: 1.5, alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}
        >
          {persisted ? (
            <Chip
              color="success"
              size="small"
              label="Penyimpanan permanen aktif"
              data-testid="storage-persisted"
            />
          ) : (
            <>
              <Chip
                color="warning"
                size="small"
                variant="outlined"
                label="Penyimpanan belum permanen"
                data-testid="storage-persisted"
              />
              <Button
                size="small"
                onClick={() =>
                  void requestPersistentStorage().then((v) => setPersistAsked(Boolean(v)))
                }
              >
                Minta penyimpanan permanen
              </Button>
            </>
          )}
        </Stack>
        {!persisted && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            Tanpa penyimpanan permanen, browser dapat menghapus unduhan saat memori perangkat hampir
            penuh. Pasang aplikasi ke layar utama agar lebih aman.
          </Typography>
        )}
      </Paper>

      {groups.length === 0 ? (
        <Paper variant="outlined" sx={{ p: 3, textAlign: 'center' }}>
          <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
            Belum ada unduhan
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            Buka kelas, lalu tekan &lsquo;Unduh kelas&rsquo; atau &lsquo;Unduh&rsquo; pada pelajaran
            berisi video unggahan.
          </Typography>
          <Button component={RouterLink} to="/subscriber/classes" variant="contained">
            Daftar Kelas
          </Button>
        </Paper>
      ) : (
        groups.map((g) => (
          <Paper
            key={g.kelasId}
            variant="outlined"
            sx={{ p: { xs: 2, sm: 3 } }}
            data-testid={`downloads-class-${g.kelasId}`}
          >
            <Stack
              direction="row"
              spacing={1}
              sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}
            >
              <Box sx={{ flex: 1, minWidth: 200 }}>
                <Typography variant="h6" component="h2" sx={{ fontWeight: 700 }}>
                  <Box
                    component={RouterLink}
                    to={`/subscriber/class/${g.kelasId}`}
                    sx={{ color: 'inherit' }}
                  >
                    {g.judul}
                  </Box>
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {formatBytes(g.bytes)}
                </Typography>
              </Box>
              <Button
                color="error"
                startIcon={<DeleteOutlineIcon />}
                disabled={g.busy}
                title={g.busy ? 'Tunggu atau batalkan unduhan yang sedang berjalan' : undefined}
                onClick={() =>
                  setPending({
                    title: g.judul,
                    ids: g.lessons.flatMap((l) => l.entries.map((e) => e.videoId)),
                    bytes: g.bytes,
                  })
                }
              >
                Hapus unduhan
              </Button>
            </Stack>
            <Divider sx={{ my: 1.5 }} />
            <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
              {g.lessons.map((l) => (
                <Box
                  component="li"
                  key={l.materiId}
                  sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}
                  data-testid={`downloads-lesson-${l.materiId}`}
                >
                  <Box sx={{ flex: 1, minWidth: 180 }}>
                    <Typography sx={{ fontWeight: 600 }}>{l.judul}</Typography>
                    {l.entries.map((e) => (
                      <Typography
                        key={e.videoId}
                        variant="body2"
                        color={e.status === 'error' ? 'error' : 'text.secondary'}
                      >
                        {e.judul} · {formatBytes(e.size)} · {statusLabel(e)}
                        {e.previous && ' · salinan lama tetap bisa diputar'}
                      </Typography>
                    ))}
                  </Box>
                  <Button
                    size="small"
                    color="error"
                    startIcon={<DeleteOutlineIcon />}
                    disabled={l.busy}
                    aria-label={`Hapus unduhan ${l.judul}`}
                    onClick={() =>
                      setPending({
                        title: l.judul,
                        ids: l.entries.map((e) => e.videoId),
                        bytes: l.bytes,
                      })
                    }
                  >
                    Hapus unduhan
                  </Button>
                </Box>
              ))}
            </Stack>
          </Paper>
        ))
      )}

      {pending && (
        <Dialog open onClose={() => setPending(null)} aria-labelledby="delete-download-title">
          <DialogTitle id="delete-download-title">Hapus unduhan?</DialogTitle>
          <DialogContent>
            <Typography>
              Video &lsquo;{pending.title}&rsquo; ({formatBytes(pending.bytes)}) akan dihapus dari
              perangkat ini. Anda bisa mengunduhnya lagi saat online.
            </Typography>
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setPending(null)}>Batal</Button>
            <Button color="error" variant="contained" onClick={() => void confirmDelete()}>
              Hapus
            </Button>
          </DialogActions>
        </Dialog>
      )}
    </Stack>
  )
}
