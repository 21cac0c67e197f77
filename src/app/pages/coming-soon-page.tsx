import { Link as RouterLink } from 'react-router-dom'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Typography from '@mui/material/Typography'
import RocketLaunchOutlined from '@mui/icons-material/RocketLaunchOutlined'
import { usePageMeta } from '@/components/page-meta'

/** 'Coming Soon' page for a planned feature, with a link back to /dashboard. */
export function ComingSoonPage({ title, description }: { title: string; description: string }) {
  usePageMeta({ title, description, noIndex: true })
  return (
    <Box sx={{ maxWidth: 640, mx: 'auto', py: { xs: 2, md: 6 } }}>
      <Card>
        <CardContent sx={{ textAlign: 'center', p: { xs: 3, md: 5 } }}>
          <RocketLaunchOutlined color="primary" sx={{ fontSize: 56, mb: 1 }} aria-hidden />
          <Typography variant="h2" component="h1" gutterBottom>
            Coming Soon
          </Typography>
          <Typography variant="h5" component="p" gutterBottom>
            {title}
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 3 }}>
            {description} Fitur ini sedang kami siapkan.
          </Typography>
          <Button component={RouterLink} to="/dashboard" variant="contained">
            Kembali ke Dashboard
          </Button>
        </CardContent>
      </Card>
    </Box>
  )
}
