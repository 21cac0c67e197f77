import { useState } from 'react'
import { Link as RouterLink, useLocation } from 'react-router-dom'
import Avatar from '@mui/material/Avatar'
import ButtonBase from '@mui/material/ButtonBase'
import ListItemIcon from '@mui/material/ListItemIcon'
import ListItemText from '@mui/material/ListItemText'
import Menu from '@mui/material/Menu'
import MenuItem from '@mui/material/MenuItem'
import Typography from '@mui/material/Typography'
import ManageAccountsOutlined from '@mui/icons-material/ManageAccountsOutlined'
import PrivacyTipOutlined from '@mui/icons-material/PrivacyTipOutlined'
import { selectDisplayName, useSession } from '@/data/auth'

/** 'Akun Saya' inside the shell the user is in: /admin/akun, /subscriber/akun, else /dashboard/akun. */
export function accountPathFor(pathname: string): string {
  if (pathname === '/admin' || pathname.startsWith('/admin/')) return '/admin/akun'
  if (pathname === '/subscriber' || pathname.startsWith('/subscriber/')) return '/subscriber/akun'
  return '/dashboard/akun'
}

/** The signed-in user's full name, else e-mail; a menu with 'Akun Saya' and 'Kebijakan Privasi'. */
export function UserBadge() {
  const name = useSession(selectDisplayName)
  const { pathname } = useLocation()
  const [anchor, setAnchor] = useState<HTMLElement | null>(null)
  const open = anchor !== null
  const close = () => setAnchor(null)
  return (
    <>
      <ButtonBase
        onClick={(e) => setAnchor(e.currentTarget)}
        aria-label={`Menu akun ${name}`}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? 'user-menu' : undefined}
        data-testid="user-menu-button"
        sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0, borderRadius: 2, p: 0.5 }}
      >
        <Avatar sx={{ width: 32, height: 32, bgcolor: 'primary.main', fontSize: 14 }} aria-hidden>
          {(name || '?').charAt(0).toUpperCase()}
        </Avatar>
        <Typography
          variant="body2"
          data-testid="user-name"
          sx={{
            fontWeight: 600,
            maxWidth: { xs: 110, sm: 220 },
            overflow: 'hidden',
            textOverflow: 'ellipsis',
            whiteSpace: 'nowrap',
          }}
        >
          {name}
        </Typography>
      </ButtonBase>
      <Menu
        id="user-menu"
        anchorEl={anchor}
        open={open}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        <MenuItem component={RouterLink} to={accountPathFor(pathname)} onClick={close}>
          <ListItemIcon>
            <ManageAccountsOutlined fontSize="small" />
          </ListItemIcon>
          <ListItemText>Akun Saya</ListItemText>
        </MenuItem>
        <MenuItem component={RouterLink} to="/privasi" onClick={close}>
          <ListItemIcon>
            <PrivacyTipOutlined fontSize="small" />
          </ListItemIcon>
          <ListItemText>Kebijakan Privasi</ListItemText>
        </MenuItem>
      </Menu>
    </>
  )
}
