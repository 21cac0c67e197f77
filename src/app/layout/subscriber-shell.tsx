import type { ReactNode } from 'react'
import Box from '@mui/material/Box'
import DashboardOutlined from '@mui/icons-material/DashboardOutlined'
import Inventory2Outlined from '@mui/icons-material/Inventory2Outlined'
import MenuBookOutlined from '@mui/icons-material/MenuBookOutlined'
import ArrowBackOutlined from '@mui/icons-material/ArrowBackOutlined'
import DownloadForOfflineOutlined from '@mui/icons-material/DownloadForOfflineOutlined'
import type { NavItem } from './sidebar-layout'
import { SidebarLayout } from './sidebar-layout'
import { useSidebarState } from './sidebar-state'
import { UserBadge } from './user-badge'

export const SUBSCRIBER_NAV_ITEMS: NavItem[] = [
  { label: 'Dashboard', to: '/subscriber', icon: <DashboardOutlined />, end: true },
  { label: 'Paket Saya', to: '/subscriber/my-packages', icon: <Inventory2Outlined /> },
  { label: 'Daftar Kelas', to: '/subscriber/classes', icon: <MenuBookOutlined /> },
  { label: 'Unduhan', to: '/subscriber/unduhan', icon: <DownloadForOfflineOutlined /> },
  { label: 'Kembali ke Dashboard', to: '/dashboard', icon: <ArrowBackOutlined />, end: true },
]

/** The student area's shell. `headerExtras` is the slot for the sync indicator. */
export default function SubscriberShell({ headerExtras }: { headerExtras?: ReactNode }) {
  const sidebar = useSidebarState()
  return (
    <SidebarLayout
      title="LMS Skripsi"
      subtitle="Area Belajar"
      items={SUBSCRIBER_NAV_ITEMS}
      signOutLabel="Logout"
      open={sidebar.open}
      onToggle={sidebar.toggle}
      headerExtras={headerExtras ? <Box data-testid="header-extras">{headerExtras}</Box> : null}
      header={<UserBadge />}
    />
  )
}
