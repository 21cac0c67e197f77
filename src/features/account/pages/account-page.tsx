import { Link as RouterLink } from 'react-router-dom'
import Box from '@mui/material/Box'
import Link from '@mui/material/Link'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { usePageMeta } from '@/components/page-meta'
import { useSession } from '@/data/auth'
import { DeleteAccountSection } from '../components/delete-account-section'
import { DocumentsSection } from '../components/documents-section'
import { ExportSection } from '../components/export-section'
import { PasswordSection } from '../components/password-section'
import { ProfileSection } from '../components/profile-section'

/** 'Akun Saya' (every signed-in user, in each role's shell): profile, password, theses, export, deletion. */
export default function AccountPage() {
  usePageMeta({ title: 'Akun Saya', noIndex: true })
  const record = useSession((s) => s.profile ?? s.user)
  if (!record) return null
  const credits = typeof record.credits === 'number' && record.credits > 0 ? record.credits : 0

  return (
    <Box sx={{ maxWidth: 860, mx: 'auto' }}>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 800 }}>
        Akun Saya
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 0.5, mb: 3 }}>
        Kelola profil dan data pribadi Anda. Baca{' '}
        <Link component={RouterLink} to="/privasi">
          Kebijakan Privasi
        </Link>{' '}
        untuk mengetahui data apa saja yang kami simpan.
      </Typography>
      <Stack spacing={2.5}>
        <ProfileSection
          key={record.id}
          email={record.email}
          role={record.role}
          fullName={record.full_name ?? ''}
        />
        <PasswordSection />
        <DocumentsSection />
        <ExportSection />
        <DeleteAccountSection credits={credits} />
      </Stack>
    </Box>
  )
}
