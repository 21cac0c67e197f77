import { Link as RouterLink } from 'react-router-dom'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Chip from '@mui/material/Chip'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import EventIcon from '@mui/icons-material/Event'
import HourglassBottomIcon from '@mui/icons-material/HourglassBottom'
import { formatDate } from '@/lib/format'
import {
  daysRemaining,
  isSubscriptionActive,
  subscriptionEnd,
  subscriptionStatusBadge,
} from '@/lib/subscription'
import type { Paket, Subscription } from '@/data/local'

export interface SubscriptionCardProps {
  subscription: Subscription
  paket: Paket | null
  now?: Date
  children?: React.ReactNode
}

/** A subscription: package name, status badge, start and end dates, days remaining, 'Lihat Kelas' when active. */
export function SubscriptionCard({
  subscription,
  paket,
  now = new Date(),
  children,
}: SubscriptionCardProps) {
  const badge = subscriptionStatusBadge(subscription, now)
  const active = isSubscriptionActive(subscription, now)
  const end = subscriptionEnd(subscription)
  const days = daysRemaining(end, now)
  return (
    <Card
      variant="outlined"
      data-testid="subscription-card"
      sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
    >
      <Box
        sx={{
          height: 8,
          background: paket
            ? `linear-gradient(90deg, ${paket.gradient_from || '#f97316'}, ${paket.gradient_to || '#fb923c'})`
            : 'grey.300',
          bgcolor: 'grey.300',
        }}
      />
      <CardContent sx={{ flex: 1, display: 'flex', flexDirection: 'column', gap: 1.5 }}>
        <Box
          sx={{
            display: 'flex',
            justifyContent: 'space-between',
            gap: 1,
            alignItems: 'flex-start',
          }}
        >
          <Typography variant="h6" component="h3" sx={{ fontWeight: 700, lineHeight: 1.3 }}>
            {paket ? paket.nama_paket : 'Paket Tidak Ditemukan'}
          </Typography>
          <Chip size="small" label={badge.label} color={badge.tone} />
        </Box>
        {!paket && (
          <Typography variant="body2" color="text.secondary">
            Paket untuk langganan ini tidak ditemukan. Hubungi admin bila menurut Anda ini keliru.
          </Typography>
        )}
        <Stack spacing={0.5}>
          <Typography variant="body2" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <EventIcon fontSize="small" color="action" /> Mulai:{' '}
            {formatDate(subscription.durasi_mulai)}
          </Typography>
          <Typography variant="body2" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <EventIcon fontSize="small" color="action" /> Berakhir: {end ? formatDate(end) : '-'}
          </Typography>
          <Typography
            variant="body2"
            sx={{ display: 'flex', alignItems: 'center', gap: 1, fontWeight: 600 }}
            data-testid="days-remaining"
          >
            <HourglassBottomIcon fontSize="small" color={days > 7 ? 'action' : 'warning'} /> {days}{' '}
            hari tersisa
          </Typography>
        </Stack>
        {children}
        {active && paket && (
          <Box sx={{ mt: 'auto', pt: 1 }}>
            <Button component={RouterLink} to="/subscriber/classes" variant="contained" fullWidth>
              Lihat Kelas
            </Button>
          </Box>
        )}
      </CardContent>
    </Card>
  )
}
