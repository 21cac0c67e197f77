import { useSyncExternalStore } from 'react'
import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import InstallMobileOutlined from '@mui/icons-material/InstallMobileOutlined'
import { currentInstallOffer, promptInstall, subscribeInstallOffer } from '@/lib/install-prompt'

/**
 * 'Pasang aplikasi': the browser's install prompt where it offers one, short instructions on iOS
 * Safari, nothing once installed or opened from the home screen.
 */
export function InstallApp() {
  const offer = useSyncExternalStore(subscribeInstallOffer, currentInstallOffer, () => null)
  if (offer === 'prompt') {
    return (
      <Alert
        severity="info"
        icon={<InstallMobileOutlined />}
        data-testid="install-app"
        action={
          <Button
            color="primary"
            variant="contained"
            size="small"
            onClick={() => void promptInstall()}
          >
            Pasang aplikasi
          </Button>
        }
        sx={{ mb: 3, alignItems: 'center' }}
      >
        Pasang Pendamping Skripsi di perangkat Anda agar kelas bisa dibuka kapan saja, juga tanpa
        internet.
      </Alert>
    )
  }
  if (offer === 'ios') {
    return (
      <Alert
        severity="info"
        icon={<InstallMobileOutlined />}
        data-testid="install-app"
        sx={{ mb: 3 }}
      >
        <strong>Pasang aplikasi:</strong> ketuk tombol <strong>Bagikan</strong> di Safari, lalu
        pilih <strong>Tambah ke Layar Utama</strong>.
      </Alert>
    )
  }
  return null
}
