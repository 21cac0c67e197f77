import Box from '@mui/material/Box'
import Chip from '@mui/material/Chip'
import DashboardOutlined from '@mui/icons-material/DashboardOutlined'
import ChatOutlined from '@mui/icons-material/ChatOutlined'
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined'
import SchoolOutlined from '@mui/icons-material/SchoolOutlined'
import AdminPanelSettingsOutlined from '@mui/icons-material/AdminPanelSettingsOutlined'
import RecordVoiceOverOutlined from '@mui/icons-material/RecordVoiceOverOutlined'
import TollOutlined from '@mui/icons-material/TollOutlined'
import { selectRole, useSession } from '@/data/auth'
import { formatNumber } from '@/lib/format'
import type { NavItem } from './sidebar-layout'
import { SidebarLayout } from './sidebar-layout'
import { useSidebarState } from './sidebar-state'
import { UserBadge } from './user-badge'

/** The dashboard shell's sidebar (docs/architecture.md, "Product texts and screens"). */
export function dashboardNavItems(isSuperadmin: boolean): NavItem[] {
  return [
    { label: 'Dashboard', to: '/dashboard', icon: <DashboardOutlined />, end: true },
    {
      label: 'Chatbot Konsultasi Skripsi',
      to: '/dashboard/chatbotskripsi',
      icon: <ChatOutlined />,
    },
    { label: 'Analisa CV Terbaikmu', to: '/dashboard/cv', icon: <DescriptionOutlined /> },
    isSuperadmin
      ? { label: 'Management LMS', to: '/admin', icon: <AdminPanelSettingsOutlined /> }
      : { label: 'LMS Skripsi', to: '/subscriber/my-packages', icon: <SchoolOutlined /> },
    {
      label: 'Simulasi Sidang Chatbot',
      to: '/dashboard/simulasi-sidang',
      icon: <RecordVoiceOverOutlined />,
    },
  ]
}

export function CreditsChip() {
  const credits = useSession((s) => (s.profile ?? s.user)?.credits)
  const value = typeof credits === 'number' && Number.isFinite(credits) ? credits : 0
  return (
    <Chip
      icon={<TollOutlined />}
      label={
        <Box component="span" sx={{ display: 'inline-flex', gap: 0.5 }}>
          <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
            Kredit Chat
          </Box>
          <Box component="span" sx={{ display: { xs: 'inline', sm: 'none' } }} aria-hidden>
            Kredit
          </Box>
          <strong data-testid="credits">{formatNumber(value)}</strong>
        </Box>
      }
      aria-label={`Kredit Chat ${value}`}
      color="primary"
      variant="outlined"
      sx={{ fontWeight: 600 }}
    />
  )
}

export default function DashboardShell() {
  const isSuperadmin = useSession((s) => selectRole(s) === 'superadmin')
  const sidebar = useSidebarState()
  return (
    <SidebarLayout
      title="Pendamping Skripsi"
      subtitle="Dashboard"
      items={dashboardNavItems(isSuperadmin)}
      open={sidebar.open}
      onToggle={sidebar.toggle}
      header={
        <Box sx={{ display: 'flex', alignItems: 'center', gap: { xs: 1, sm: 2 }, minWidth: 0 }}>
          <CreditsChip />
          <UserBadge />
        </Box>
      }
    />
  )
}
