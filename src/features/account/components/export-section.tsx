import { useState } from 'react'
import Button from '@mui/material/Button'
import CircularProgress from '@mui/material/CircularProgress'
import DownloadOutlined from '@mui/icons-material/DownloadOutlined'
import { toast, toastError } from '@/components/toast-store'
import { downloadMyData } from '@/data/account'
import { SectionCard } from './section-card'

/** 'Unduh data saya': one ZIP with everything the product keeps about the user. */
export function ExportSection() {
  const [busy, setBusy] = useState(false)

  const download = async () => {
    setBusy(true)
    try {
      const name = await downloadMyData()
      toast({
        title: 'Berhasil',
        description: `Data Anda diunduh sebagai ${name}.`,
        variant: 'success',
      })
    } catch (err) {
      toastError(err instanceof Error ? err.message : 'Gagal mengunduh data')
    } finally {
      setBusy(false)
    }
  }

  return (
    <SectionCard
      id="unduh-data"
      title="Unduh data saya"
      description="Satu berkas ZIP berisi semua data yang kami simpan tentang Anda: akun, langganan, progres dan jawaban tes, ulasan, sesi Simulasi Sidang, pembayaran, serta skripsi yang Anda unggah (dalam berkas aslinya). Di dalamnya ada README yang menjelaskan setiap berkas."
    >
      <Button
        variant="outlined"
        startIcon={busy ? <CircularProgress size={18} /> : <DownloadOutlined />}
        onClick={() => void download()}
        disabled={busy}
      >
        {busy ? 'Menyiapkan data...' : 'Unduh data saya'}
      </Button>
    </SectionCard>
  )
}
