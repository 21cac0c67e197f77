import { Link as RouterLink } from 'react-router-dom'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import CircularProgress from '@mui/material/CircularProgress'
import Paper from '@mui/material/Paper'
import Typography from '@mui/material/Typography'
import ArrowBackIcon from '@mui/icons-material/ArrowBack'
import LockIcon from '@mui/icons-material/Lock'
import SearchOffIcon from '@mui/icons-material/SearchOff'

export function CenteredSpinner({ label }: { label: string }) {
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', gap: 2, py: 8 }} role="status">
      <CircularProgress aria-label={label} />
      <Typography color="text.secondary">{label}</Typography>
    </Box>
  )
}

export function ClassProblem({ kind }: { kind: 'not-found' | 'denied' }) {
  return (
    <Paper variant="outlined" sx={{ p: 4, textAlign: 'center', maxWidth: 480, mx: 'auto', mt: 4 }}>
      {kind === 'denied' ? (
        <LockIcon color="error" sx={{ fontSize: 48 }} />
      ) : (
        <SearchOffIcon color="disabled" sx={{ fontSize: 48 }} />
      )}
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700, mt: 1 }}>
        Kelas Tidak Ditemukan
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1 }}>
        {kind === 'denied'
          ? 'Anda tidak memiliki akses ke kelas ini'
          : 'Kelas yang Anda cari tidak ada atau sudah tidak aktif.'}
      </Typography>
      <Button
        component={RouterLink}
        to="/subscriber/classes"
        startIcon={<ArrowBackIcon />}
        variant="contained"
        sx={{ mt: 3 }}
      >
        Kembali ke Daftar Kelas
      </Button>
    </Paper>
  )
}
