import { useState } from 'react'
import MenuItem from '@mui/material/MenuItem'
import TextField from '@mui/material/TextField'
import { FormDialog } from '@/components/admin/form-dialog'
import { toast } from '@/components/toast-store'
import { updateSubscription, type Paket, type SubscriberRow } from '@/data/admin'
import { errorMessage } from '@/lib/errors'
import { jakartaDateKey } from '@/lib/jakarta'
import { subscriptionEnd } from '@/lib/subscription'
import {
  STATUS_OPTIONS,
  toSubscriptionUpdate,
  type EditSubscriberValues,
} from './logic/subscriber-form'

function initial(row: SubscriberRow): EditSubscriberValues {
  const end = subscriptionEnd(row)
  return {
    paket_id: row.paket_id,
    status: row.status,
    durasi_akhir: end ? jakartaDateKey(end) : '',
  }
}

/** Edit a subscription: package, status and end date; the e-mail cannot be changed. */
export function EditSubscriberDialog({
  row,
  packages,
  onClose,
  onSaved,
}: {
  row: SubscriberRow
  packages: Paket[]
  onClose: () => void
  onSaved: () => void
}) {
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
    <FormDialog
      title="Edit Subscriber"
      error={error}
      saving={saving}
      onClose={onClose}
      onSubmit={() => void submit()}
    >
      <TextField
        label="Email"
        value={row.user?.email ?? ''}
        slotProps={{ input: { readOnly: true } }}
        helperText="Email tidak dapat diubah"
      />
      <TextField
        select
        label="Paket"
        value={v.paket_id}
        onChange={(e) => set({ paket_id: e.target.value })}
        required
      >
        {packages.map((p) => (
          <MenuItem key={p.id} value={p.id}>
            {p.nama_paket}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        label="Status"
        value={v.status}
        onChange={(e) => set({ status: e.target.value as EditSubscriberValues['status'] })}
        required
      >
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
    </FormDialog>
  )
}
