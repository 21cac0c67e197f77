import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Typography from '@mui/material/Typography'
import SchoolIcon from '@mui/icons-material/School'
import type { Paket } from '@/data/local'

export function courseCountLabel(n: number): string {
  return `${n} ${n === 1 ? 'Course' : 'Courses'}`
}

/** Where a package card leads: its category link, else its own page. */
export function packageTarget(p: Pick<Paket, 'id' | 'category_link'>): {
  href: string
  external: boolean
} {
  const link = p.category_link?.trim()
  if (!link) return { href: `/lms/packages/${p.id}`, external: false }
  return { href: link, external: /^https?:\/\//i.test(link) }
}

function fileUrl(p: Paket, file: string): string {
  return `/api/files/paket_pembelajaran/${p.id}/${encodeURIComponent(file)}`
}

export function PackageCard({
  paket: p,
  classCount,
  onOpen,
}: {
  paket: Paket
  classCount: number
  onOpen: () => void
}) {
  const from = p.gradient_from || '#f97316'
  const to = p.gradient_to || '#fb923c'
  return (
    <Card
      data-testid="package-card"
      sx={{ height: '100%', display: 'flex', flexDirection: 'column', overflow: 'hidden' }}
    >
      <Box
        sx={{
          background: `linear-gradient(135deg, ${from}, ${to})`,
          color: 'common.white',
          p: 2.5,
          position: 'relative',
          minHeight: 120,
        }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
          <Box
            sx={{
              width: 48,
              height: 48,
              borderRadius: 2,
              bgcolor: 'rgba(255,255,255,0.2)',
              display: 'grid',
              placeItems: 'center',
              overflow: 'hidden',
              flexShrink: 0,
            }}
          >
            {p.icon ? (
              <Box
                component="img"
                src={fileUrl(p, p.icon)}
                alt=""
                sx={{ width: '100%', height: '100%', objectFit: 'cover' }}
                onError={(e: React.SyntheticEvent<HTMLImageElement>) =>
                  (e.currentTarget.style.display = 'none')
                }
              />
            ) : (
              <SchoolIcon />
            )}
          </Box>
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="h6" component="h2" sx={{ fontWeight: 700, lineHeight: 1.2 }}>
              {p.nama_paket}
            </Typography>
            <Typography variant="body2" sx={{ opacity: 0.9 }}>
              {courseCountLabel(classCount)}
            </Typography>
          </Box>
        </Box>
      </Box>
      <CardContent sx={{ flex: 1, display: 'flex', flexDirection: 'column', gap: 2 }}>
        <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'pre-line' }}>
          {p.deskripsi || 'Tidak ada deskripsi'}
        </Typography>
        <Button
          variant="contained"
          onClick={onOpen}
          sx={{ mt: 'auto', background: `linear-gradient(90deg, ${from}, ${to})` }}
        >
          {p.button_text?.trim() || 'Mulai Kelas'}
        </Button>
      </CardContent>
    </Card>
  )
}
