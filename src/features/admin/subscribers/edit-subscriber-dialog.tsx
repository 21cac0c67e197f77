import { useState } from 'react'
import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import MenuItem from '@mui/material/MenuItem'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import { toast } from '@/components/toast-store'
import { updateSubscription, type Paket, type SubscriberRow } from '@/data/admin'
import { errorMessage } from '@/lib/errors'
import { jakartaDateKey, subscriptionEnd } from '@/lib/subscription'
import { STATUS_OPTIONS, toSubscriptionUpdate, type EditSubscriberValues } from '../logic/subscriber-form'

function initial(row: SubscriberRow): EditSubscriberValues {
  const end = subscriptionEnd(row)
  return { paket_id: row.paket_id, status: row.status, durasi_akhir: end ? jakartaDateKey(end) : '' }
}

/** Edit a subscription (spec §5): package, status and end date; the e-mail cannot be changed. */
export function EditSubscriberDialog({ row, packages, onClose, onSaved }: { row: SubscriberRow; packages: Paket[]; onClose: () => void; onSaved: () => void }) {
  const [v, setV] = useState<EditSubscriberValues>(() => initial(row))
  const [error, setError] = useState<string | null>(null)
  const [saving, setSaving] = useState(false)
  const set = (patch: Partial<EditSubscriberValues>) => setV((old) => ({ ...old, ...patch }))

  const submit = async () => {
    const parsed = toSubscriptionUpdate(v)
    if (parsed.error !== null) return setError(parsed.error)
    setSaving(true)
    setError(null)
    try {
      await updateSubscription(row.id, parsed.input)
      toast({ title: 'Berhasil', description: 'Subscriber berhasil diupdate', variant: 'success' })
      onSaved()
      onClose()
    } catch (err) {
      setError(`Gagal mengupdate subscriber: ${errorMessage(err, 'Terjadi kesalahan')}`)
    } finally {
      setSaving(false)
    }
  }

  return (
    <Dialog open onClose={saving ? undefined : onClose} fullWidth maxWidth="sm">
      <DialogTitle>Edit Subscriber</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {error ? <Alert severity="error">{error}</Alert> : null}
          <TextField label="Email" value={row.user?.email ?? ''} slotProps={{ input: { readOnly: true } }} helperText="Email tidak dapat diubah" />
          <TextField select label="Paket" value={v.paket_id} onChange={(e) => set({ paket_id: e.target.value })} required>
            {packages.map((p) => (
              <MenuItem key={p.id} value={p.id}>
                {p.nama_paket}
              </MenuItem>
            ))}
          </TextField>
          <TextField select label="Status" value={v.status} onChange={(e) => set({ status: e.target.value as EditSubscriberValues['status'] })} required>
            {STATUS_OPTIONS.map((o) => (
              <MenuItem key={o.value} value={o.value}>
                {o.label}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            label="Tanggal Berakhir"
            type="date"
            value={v.durasi_akhir}
            onChange={(e) => set({ durasi_akhir: e.target.value })}
            required
            slotProps={{ inputLabel: { shrink: true } }}
            helperText="Akses berakhir pukul 23.59 WIB pada tanggal ini"
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={saving}>
          Batal
        </Button>
        <Button variant="contained" onClick={() => void submit()} disabled={saving}>
          {saving ? 'Menyimpan...' : 'Simpan'}
        </Button>
      </DialogActions>
    </Dialog>
  )
}
