import DashboardOutlined from '@mui/icons-material/DashboardOutlined'
import PeopleOutlined from '@mui/icons-material/PeopleOutlined'
import Inventory2Outlined from '@mui/icons-material/Inventory2Outlined'
import PaymentsOutlined from '@mui/icons-material/PaymentsOutlined'
import ArrowBackOutlined from '@mui/icons-material/ArrowBackOutlined'
import type { NavItem } from './sidebar-layout'
import { SidebarLayout } from './sidebar-layout'
import { useSidebarState } from './sidebar-state'
import { UserBadge } from './user-badge'

export const ADMIN_NAV_ITEMS: NavItem[] = [
  { label: 'Dashboard', to: '/admin', icon: <DashboardOutlined />, end: true },
  { label: 'Subscribers', to: '/admin/subscribers', icon: <PeopleOutlined /> },
  { label: 'Packages', to: '/admin/packages', icon: <Inventory2Outlined /> },
  { label: 'Payments', to: '/admin/payments', icon: <PaymentsOutlined /> },
  { label: 'Kembali ke Dashboard', to: '/dashboard', icon: <ArrowBackOutlined />, end: true },
]

/** The admin area's shell (docs/architecture.md, "Product texts and screens"). */
export default function AdminShell() {
  const sidebar = useSidebarState()
  return (
    <SidebarLayout
      title="Management LMS"
      subtitle="Superadmin"
      items={ADMIN_NAV_ITEMS}
      signOutLabel="Logout"
      open={sidebar.open}
      onToggle={sidebar.toggle}
      header={<UserBadge />}
    />
  )
}
