import { useState } from 'react'
import { useNavigate } from 'react-router-dom'
import Button from '@mui/material/Button'
import { toast } from '@/components/toast-store'
import { deleteMyAccount, listMySubscriptions } from '@/data/account'
import { DeleteAccountDialog } from './delete-account-dialog'
import type { SubscriptionsState } from './delete-account-dialog'
import { SectionCard } from './section-card'

export const ACCOUNT_DELETED_TOAST = 'Akun Anda telah dihapus.'

/** 'Hapus akun': opens the dialog (loading the subscriptions), then forgets the device and goes to /. */
export function DeleteAccountSection({ credits }: { credits: number }) {
  const navigate = useNavigate()
  const [open, setOpen] = useState(false)
  const [subs, setSubs] = useState<SubscriptionsState>({ loading: false, error: null, items: [] })

  const openDialog = () => {
    setOpen(true)
    setSubs({ loading: true, error: null, items: [] })
    listMySubscriptions().then(
      (items) => setSubs({ loading: false, error: null, items }),
      (err: unknown) =>
        setSubs({
          loading: false,
          error: err instanceof Error ? err.message : 'Gagal memuat langganan',
          items: [],
        }),
    )
  }

  const confirm = async (password: string) => {
    await deleteMyAccount(password)
    setOpen(false)
    toast({ title: ACCOUNT_DELETED_TOAST, variant: 'success' })
    navigate('/', { replace: true })
  }

  return (
    <SectionCard
      id="hapus-akun"
      title="Hapus akun"
      danger
      description="Menghapus akun beserta semua data yang hanya milik Anda. Tindakan ini tidak dapat dibatalkan."
    >
      <Button color="error" variant="outlined" onClick={openDialog}>
        Hapus akun
      </Button>
      <DeleteAccountDialog
        open={open}
        credits={credits}
        subscriptions={subs}
        onClose={() => setOpen(false)}
        onConfirm={confirm}
      />
    </SectionCard>
  )
}
