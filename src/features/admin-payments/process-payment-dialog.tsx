import { useState } from 'react'
import Alert from '@mui/material/Alert'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { toast, toastError } from '@/components/toast-store'
import { processPayment, type PaymentRow } from '@/data/admin'
import { errorMessage } from '@/lib/errors'
import { formatNumber, formatRupiah } from '@/lib/format'
import { FormDialog } from '@/components/admin/form-dialog'
import { creditsRule, parseCreditsInput, processedMessage } from './logic/payments'

/** Manual processing of a pending transaction (superadmin): completes it and grants once, on the server. */
export function ProcessPaymentDialog({
  row,
  onClose,
  onDone,
}: {
  row: PaymentRow
  onClose: () => void
  onDone: () => void
}) {
  const rule = creditsRule(row)
  const [text, setText] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [saving, setSaving] = useState(false)

  const submit = async () => {
    const parsed = parseCreditsInput(text, rule)
    if (parsed.error) {
      setError(parsed.error)
      return
    }
    setSaving(true)
    setError(null)
    try {
      const res = await processPayment(row.id, parsed.credits)
      toast({ title: 'Berhasil', description: processedMessage(res.credits), variant: 'success' })
      onDone()
      onClose()
    } catch (err) {
      const message = errorMessage(err, 'Terjadi kesalahan')
      setError(message)
      toastError(message, 'Gagal memproses transaksi')
    } finally {
      setSaving(false)
    }
  }

  return (
    <FormDialog
      title="Proses Transaksi Manual"
      error={error}
      saving={saving}
      onClose={onClose}
      onSubmit={() => void submit()}
      submitLabel="Proses"
    >
      <Typography variant="body2">
        Order <strong>{row.order_id}</strong> · {row.customer_email} · {formatRupiah(row.amount)}
      </Typography>
      {row.review_note ? <Alert severity="warning">{row.review_note}</Alert> : null}
      {rule === 'pack' ? (
        <Typography variant="body2">
          Transaksi ini mencatat <strong>{formatNumber(row.credits_amount)} kredit</strong>: jumlah
          itu yang akan ditambahkan.
        </Typography>
      ) : null}
      {rule === 'package' ? (
        <Typography variant="body2">
          Paket <strong>{row.paket?.nama_paket}</strong> akan diberikan (atau diperpanjang)
          {row.credits_amount > 0 ? (
            <>
              {' '}
              beserta <strong>{formatNumber(row.credits_amount)} kredit</strong> yang tercatat
            </>
          ) : null}
          . Kredit tambahan opsional.
        </Typography>
      ) : null}
      {rule !== 'pack' ? (
        <TextField
          label={rule === 'choose' ? 'Jumlah kredit' : 'Kredit tambahan (opsional)'}
          value={text}
          onChange={(e) => setText(e.target.value)}
          required={rule === 'choose'}
          autoFocus
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          helperText={
            rule === 'choose'
              ? 'Nominal tidak cocok dengan paket kredit mana pun: tentukan kredit yang ditambahkan.'
              : undefined
          }
        />
      ) : null}
      <Typography variant="caption" color="text.secondary">
        Pembeli tanpa akun terverifikasi menerima kredit dan paket saat akunnya terverifikasi.
      </Typography>
    </FormDialog>
  )
}
