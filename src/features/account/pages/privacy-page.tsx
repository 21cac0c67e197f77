import { Link as RouterLink } from 'react-router-dom'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Container from '@mui/material/Container'
import LinearProgress from '@mui/material/LinearProgress'
import Link from '@mui/material/Link'
import Typography from '@mui/material/Typography'
import { usePageMeta } from '@/components/page-meta'
import { getPrivacyInfo } from '@/data/account'
import type { PrivacyInfo } from '@/data/account'
import { useRemote } from '@/data/use-remote'
import { errorMessage } from '@/lib/errors'
import { PrivacyPolicy } from '../components/privacy-policy'

/** 'Kebijakan Privasi' (public, /privasi): the policy, with the operator and outside services from the server. */
export default function PrivacyPage() {
  usePageMeta({
    title: 'Kebijakan Privasi',
    description:
      'Data pribadi apa yang disimpan Pendamping Skripsi, untuk apa, berapa lama, siapa yang dapat melihatnya, dan cara meminta salinan atau penghapusannya.',
    path: '/privasi',
  })
  const remote = useRemote('privacy', getPrivacyInfo)
  const info: PrivacyInfo | null = remote.data ?? null
  const { loading } = remote
  const error = remote.error ? errorMessage(remote.error, 'Gagal memuat kebijakan privasi') : null
  const load = remote.reload

  return (
    <Box sx={{ minHeight: '100dvh', bgcolor: 'background.default' }}>
      <Box
        component="header"
        sx={{ borderBottom: '1px solid', borderColor: 'divider', bgcolor: 'background.paper' }}
      >
        <Container maxWidth="md" sx={{ py: 2 }}>
          <Link
            component={RouterLink}
            to="/"
            underline="none"
            sx={{ fontWeight: 800, fontSize: 20, color: '#c2410c' }}
          >
            Pendamping Skripsi
          </Link>
        </Container>
      </Box>
      <Container component="main" maxWidth="md" sx={{ py: { xs: 3, sm: 5 } }}>
        <Typography variant="h3" component="h1" sx={{ fontWeight: 800, mb: 2 }}>
          Kebijakan Privasi
        </Typography>
        {loading ? <LinearProgress aria-label="Memuat" sx={{ mb: 2 }} /> : null}
        {error ? (
          <Alert
            severity="error"
            sx={{ mb: 2 }}
            action={
              <Button color="inherit" size="small" onClick={() => void load()}>
                Coba lagi
              </Button>
            }
          >
            {error}
          </Alert>
        ) : null}
        <PrivacyPolicy info={info} failed={Boolean(error)} />
      </Container>
    </Box>
  )
}
