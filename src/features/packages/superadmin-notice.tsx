import { Link as RouterLink } from 'react-router-dom'
import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'

/** Superadmins work online and have no local store: packages are managed in the admin area. */
export function SuperadminPackagesNotice() {
  return (
    <Alert
      severity="info"
      action={
        <Button component={RouterLink} to="/admin/packages">
          Kelola Paket
        </Button>
      }
    >
      Paket dan kelas dikelola di Management LMS.
    </Alert>
  )
}
