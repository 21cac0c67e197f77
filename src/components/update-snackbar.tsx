import { useSyncExternalStore } from 'react'
import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Snackbar from '@mui/material/Snackbar'
import { getAppUpdate, subscribeAppUpdate } from '@/lib/app-update'
import { canReloadNow, subscribeReloadGuard } from '@/lib/reload-guard'

/**
 * 'Versi baru tersedia' with 'Muat ulang' when a new version waits. While a test is in progress the
 * page never reloads: the snackbar asks to finish the test first and offers no button.
 */
export default function UpdateSnackbar() {
  const update = useSyncExternalStore(subscribeAppUpdate, getAppUpdate, () => null)
  const canReload = useSyncExternalStore(subscribeReloadGuard, canReloadNow, () => true)
  return (
    <Snackbar open={update !== null} anchorOrigin={{ vertical: 'top', horizontal: 'center' }}>
      <Alert
        severity="info"
        variant="filled"
        role="status"
        data-testid="update-snackbar"
        action={
          canReload ? (
            <Button
              color="inherit"
              size="small"
              onClick={() => update?.apply()}
              sx={{ fontWeight: 700 }}
            >
              Muat ulang
            </Button>
          ) : undefined
        }
        sx={{ alignItems: 'center', boxShadow: 3 }}
      >
        {canReload
          ? 'Versi baru tersedia'
          : 'Versi baru tersedia. Selesaikan tes dulu, lalu muat ulang.'}
      </Alert>
    </Snackbar>
  )
}
