import type { ReactNode } from 'react'
import { Link as RouterLink } from 'react-router-dom'
import Box from '@mui/material/Box'
import Card from '@mui/material/Card'
import CardActionArea from '@mui/material/CardActionArea'
import CardContent from '@mui/material/CardContent'
import Typography from '@mui/material/Typography'
import AdminPanelSettingsOutlined from '@mui/icons-material/AdminPanelSettingsOutlined'
import ChatOutlined from '@mui/icons-material/ChatOutlined'
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined'
import RecordVoiceOverOutlined from '@mui/icons-material/RecordVoiceOverOutlined'
import { selectRole, useSession } from '@/data/auth'
import { usePageMeta } from '@/components/page-meta'
import { InstallApp } from '@/components/install-app'

interface DashboardCard {
  title: string
  description: string
  to: string
  icon: ReactNode
}

export function dashboardCards(isSuperadmin: boolean): DashboardCard[] {
  return [
    {
      title: 'Management LMS',
      description: isSuperadmin
        ? 'Kelola subscriber, paket, kelas, dan pembayaran.'
        : 'Akses paket dan kelas pembelajaran skripsi Anda.',
      to: isSuperadmin ? '/admin' : '/subscriber/my-packages',
      icon: <AdminPanelSettingsOutlined fontSize="large" />,
    },
    {
      title: 'Chatbot Konsultasi Skripsi',
      description: 'Konsultasi skripsi kapan saja bersama asisten AI.',
      to: '/dashboard/chatbotskripsi',
      icon: <ChatOutlined fontSize="large" />,
    },
    {
      title: 'Simulasi Sidang Voicebot',
      description: 'Latihan menghadapi sidang skripsi dengan voicebot.',
      to: '/dashboard/simulasi-sidang',
      icon: <RecordVoiceOverOutlined fontSize="large" />,
    },
    {
      title: 'Analisa CV Profesional',
      description: 'Periksa CV Anda gratis, langsung di perangkat Anda.',
      to: '/dashboard/cv',
      icon: <DescriptionOutlined fontSize="large" />,
    },
  ]
}

export default function DashboardHome() {
  const fullName = useSession((s) => (s.profile ?? s.user)?.full_name?.trim())
  const isSuperadmin = useSession((s) => selectRole(s) === 'superadmin')
  usePageMeta({ title: 'Dashboard', description: 'Dashboard Pendamping Skripsi', noIndex: true })
  return (
    <Box sx={{ maxWidth: 1100, mx: 'auto' }}>
      <Box
        sx={{
          borderRadius: 4,
          p: { xs: 2.5, md: 4 },
          mb: 3,
          color: '#fff',
          background: 'linear-gradient(135deg, #f97316 0%, #fb923c 100%)',
        }}
      >
        <Typography variant="h2" component="h1">
          Halo kak {fullName || 'Pengguna'}, siap belajar lagi?
        </Typography>
        <Typography sx={{ mt: 1, opacity: 0.95 }}>
          Pilih layanan di bawah untuk melanjutkan perjalanan skripsimu.
        </Typography>
      </Box>
      <InstallApp />
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: 'repeat(4, 1fr)' },
        }}
      >
        {dashboardCards(isSuperadmin).map((card) => (
          <Card key={card.title}>
            <CardActionArea component={RouterLink} to={card.to} sx={{ height: '100%' }}>
              <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
                <Box sx={{ color: 'primary.main' }} aria-hidden>
                  {card.icon}
                </Box>
                <Typography variant="h5" component="h2">
                  {card.title}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {card.description}
                </Typography>
              </CardContent>
            </CardActionArea>
          </Card>
        ))}
      </Box>
    </Box>
  )
}
