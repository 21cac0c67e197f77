import { useState } from 'react'
import type { ReactNode } from 'react'
import { NavLink, Outlet, useLocation } from 'react-router-dom'
import AppBar from '@mui/material/AppBar'
import Box from '@mui/material/Box'
import Drawer from '@mui/material/Drawer'
import IconButton from '@mui/material/IconButton'
import List from '@mui/material/List'
import ListItemButton from '@mui/material/ListItemButton'
import ListItemIcon from '@mui/material/ListItemIcon'
import ListItemText from '@mui/material/ListItemText'
import Toolbar from '@mui/material/Toolbar'
import Tooltip from '@mui/material/Tooltip'
import Typography from '@mui/material/Typography'
import useMediaQuery from '@mui/material/useMediaQuery'
import { useTheme } from '@mui/material/styles'
import MenuIcon from '@mui/icons-material/Menu'
import LogoutIcon from '@mui/icons-material/Logout'
import { useSignOutFlow } from '@/components/sign-out-flow'

export const SIDEBAR_WIDTH = 264
const BRAND_GRADIENT = 'linear-gradient(135deg, #f97316 0%, #fb923c 100%)'

export interface NavItem {
  label: string
  to: string
  icon: ReactNode
  /** Match the path exactly (index pages). */
  end?: boolean
}

function isActive(pathname: string, item: NavItem): boolean {
  if (item.end) return pathname === item.to || pathname === `${item.to}/`
  return pathname === item.to || pathname.startsWith(`${item.to}/`)
}

/**
 * Shell with a sidebar (permanent on desktop, toggled with Ctrl/Cmd+B, state in a cookie; a drawer on
 * phones), a header and the page in <Outlet />.
 */
export function SidebarLayout({
  title,
  subtitle,
  items,
  header,
  headerExtras,
  signOutLabel = 'Keluar',
  open,
  onToggle,
}: {
  title: string
  subtitle?: string
  items: NavItem[]
  /** Right side of the header (credits, name). */
  header?: ReactNode
  /** A slot for extra header content (e.g. the sync indicator). */
  headerExtras?: ReactNode
  signOutLabel?: string
  open: boolean
  onToggle: () => void
}) {
  const theme = useTheme()
  const desktop = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true })
  const [mobileOpen, setMobileOpen] = useState(false)
  const { pathname } = useLocation()
  const signOut = useSignOutFlow()
  const showPermanent = desktop && open

  const toggle = () => (desktop ? onToggle() : setMobileOpen((v) => !v))

  const nav = (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
      <Box sx={{ px: 2.5, py: 2.5, background: BRAND_GRADIENT, color: '#fff' }}>
        <Typography variant="h6" component="p" sx={{ fontWeight: 800 }}>
          {title}
        </Typography>
        {subtitle && (
          <Typography variant="body2" sx={{ opacity: 0.9 }}>
            {subtitle}
          </Typography>
        )}
      </Box>
      <Box component="nav" aria-label="Menu utama" sx={{ flex: 1, overflowY: 'auto' }}>
        <List>
          {items.map((item) => (
            <ListItemButton
              key={item.to + item.label}
              component={NavLink}
              to={item.to}
              end={item.end}
              selected={isActive(pathname, item)}
              onClick={() => setMobileOpen(false)}
              sx={{
                mx: 1,
                borderRadius: 2,
                '&.Mui-selected': { bgcolor: '#ffedd5', color: '#c2410c' },
              }}
            >
              <ListItemIcon sx={{ minWidth: 40, color: 'inherit' }}>{item.icon}</ListItemIcon>
              <ListItemText primary={item.label} />
            </ListItemButton>
          ))}
        </List>
      </Box>
      <List>
        <ListItemButton
          onClick={() => {
            setMobileOpen(false)
            signOut.start()
          }}
          disabled={signOut.busy}
          sx={{ mx: 1, borderRadius: 2 }}
        >
          <ListItemIcon sx={{ minWidth: 40 }}>
            <LogoutIcon />
          </ListItemIcon>
          <ListItemText primary={signOutLabel} />
        </ListItemButton>
      </List>
    </Box>
  )

  return (
    <Box sx={{ display: 'flex', minHeight: '100dvh', bgcolor: 'background.default' }}>
      {desktop ? (
        <Drawer
          variant="persistent"
          open={open}
          sx={{
            width: showPermanent ? SIDEBAR_WIDTH : 0,
            flexShrink: 0,
            transition: 'width 200ms',
            '& .MuiDrawer-paper': { width: SIDEBAR_WIDTH, boxSizing: 'border-box' },
          }}
        >
          {nav}
        </Drawer>
      ) : (
        <Drawer
          variant="temporary"
          open={mobileOpen}
          onClose={() => setMobileOpen(false)}
          ModalProps={{ keepMounted: true }}
          sx={{ '& .MuiDrawer-paper': { width: SIDEBAR_WIDTH, maxWidth: '85vw' } }}
        >
          {nav}
        </Drawer>
      )}
      <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        <AppBar
          position="sticky"
          sx={{ borderBottom: '1px solid', borderColor: 'divider', bgcolor: 'background.paper' }}
        >
          <Toolbar sx={{ gap: 1, px: { xs: 1.5, sm: 2 } }}>
            <Tooltip title="Buka/tutup menu (Ctrl+B)">
              <IconButton
                edge="start"
                onClick={toggle}
                aria-label="Buka/tutup menu"
                aria-expanded={desktop ? open : mobileOpen}
              >
                <MenuIcon />
              </IconButton>
            </Tooltip>
            <Box sx={{ flex: 1, minWidth: 0 }} />
            {headerExtras}
            {header}
          </Toolbar>
        </AppBar>
        <Box component="main" sx={{ flex: 1, p: { xs: 2, sm: 3 }, minWidth: 0 }}>
          <Outlet />
        </Box>
      </Box>
      {signOut.dialog}
    </Box>
  )
}
