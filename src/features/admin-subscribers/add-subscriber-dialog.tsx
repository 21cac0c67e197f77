import { useState } from 'react'
import MenuItem from '@mui/material/MenuItem'
import TextField from '@mui/material/TextField'
import { FormDialog } from '@/components/admin/form-dialog'
import { toast } from '@/components/toast-store'
import { CreateSubscriberError, createSubscriber, type Paket } from '@/data/admin'
import { toNewSubscriber, type AddSubscriberValues } from './logic/subscriber-form'
import { useEmailCheck } from './use-email-check'

const EMPTY: AddSubscriberValues = {
  email: '',
  full_name: '',
  paket_id: '',
  custom_duration: '',
  custom_password: '',
}

const EMAIL_HELP = {
  idle: 'Email yang dipakai saat pembelian',
  checking: 'Memeriksa email...',
  taken: 'Email sudah terdaftar di sistem',
  available: 'Email tersedia',
} as const

function describeFailure(err: unknown): string {
  if (err instanceof CreateSubscriberError) {
    if (err.network) return `Gagal menghubungi server: ${err.message}`
    if (err.errorCode === 'EMAIL_EXISTS')
      return `Gagal membuat subscriber: ${typeof err.details === 'string' && err.details ? err.details : 'Email sudah terdaftar'}`
    return `Gagal membuat subscriber: ${err.message}`
  }
  return `Gagal membuat subscriber: ${err instanceof Error ? err.message : String(err)}`
}

/** Add subscriber: one server transaction creates the user, the subscription and the authorised e-mail. */
export function AddSubscriberDialog({
  packages,
  onClose,
  onCreated,
}: {
  packages: Paket[]
  onClose: () => void
  onCreated: () => void
}) {
  const [v, setV] = useState<AddSubscriberValues>(EMPTY)
  const [error, setError] = useState<string | null>(null)
  const [saving, setSaving] = useState(false)
  const check = useEmailCheck(v.email)
  const set = (patch: Partial<AddSubscriberValues>) => setV((old) => ({ ...old, ...patch }))
  const paket = packages.find((p) => p.id === v.paket_id)

  const submit = async () => {
    const parsed = toNewSubscriber(v)
    if (parsed.error !== null) return setError(parsed.error)
    if (check === 'taken') return setError('Email sudah terdaftar di sistem')
    setSaving(true)
    setError(null)
    try {
      const res = await createSubscriber(parsed.input)
      toast({
        title: 'Subscriber berhasil dibuat',
        description: `${res.user.full_name} (${parsed.input.email}) · password: ${res.password} — catat sekarang, password tidak ditampilkan lagi.`,
        variant: 'success',
        duration: 0,
      })
      onCreated()
      onClose()
    } catch (err) {
      setError(describeFailure(err))
    } finally {
      setSaving(false)
    }
  }

  return (
    <FormDialog
      title="Tambah Subscriber"
      error={error}
      saving={saving}
      onClose={onClose}
      onSubmit={() => void submit()}
      submitLabel="Tambah Subscriber"
      submitDisabled={check === 'taken' || check === 'checking'}
    >
      <TextField
        label="Email"
        type="email"
        value={v.email}
        onChange={(e) => set({ email: e.target.value })}
        required
        autoFocus
        error={check === 'taken'}
        helperText={EMAIL_HELP[check]}
        slotProps={{ formHelperText: { 'data-testid': 'email-check' } as object }}
      />
      <TextField
        label="Nama Lengkap"
        value={v.full_name}
        onChange={(e) => set({ full_name: e.target.value })}
        required
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
            {p.nama_paket} ({p.durasi_hari} hari)
          </MenuItem>
        ))}
      </TextField>
      <TextField
        label="Durasi Kustom (hari)"
        type="number"
        value={v.custom_duration}
        onChange={(e) => set({ custom_duration: e.target.value })}
        slotProps={{ htmlInput: { min: 1, step: 1 } }}
        helperText={
          paket
            ? `Kosongkan untuk memakai durasi paket (${paket.durasi_hari} hari)`
            : 'Kosongkan untuk memakai durasi paket'
        }
      />
      <TextField
        label="Password Kustom"
        value={v.custom_password}
        onChange={(e) => set({ custom_password: e.target.value })}
        helperText="Opsional, minimal 6 karakter. Kosongkan untuk password otomatis."
        autoComplete="new-password"
      />
    </FormDialog>
  )
}
