import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Typography from '@mui/material/Typography'
import { fetchPublicPackages, type PublicPackage } from '@/data/public-content'
import { PublicDataContent } from '../components/public-data-content'
import { Section } from '../components/section'
import { RatingStars } from '../components/rating-stars'
import { usePublicData } from '../components/use-public-data'
import { STATIC_RATING } from '../content'
import { isExternalHref, packageHref, packagePrice, sortLandingPackages } from '../logic/packages'

const loadPackages = async (signal: AbortSignal) =>
  sortLandingPackages(await fetchPublicPackages(signal))

function PackageCard({ pkg }: { pkg: PublicPackage }) {
  const price = packagePrice(pkg.harga)
  const href = packageHref(pkg)
  const external = isExternalHref(href)
  return (
    <Box
      component="article"
      data-testid="learning-package"
      sx={{
        bgcolor: '#fff',
        borderRadius: 4,
        border: '1px solid #fed7aa',
        overflow: 'hidden',
        display: 'flex',
        flexDirection: 'column',
      }}
    >
      <Box
        sx={{
          aspectRatio: '16 / 9',
          background: `linear-gradient(135deg, ${pkg.gradient_from} 0%, ${pkg.gradient_to} 100%)`,
        }}
      >
        {pkg.thumbnailUrl && (
          <Box
            component="img"
            src={pkg.thumbnailUrl}
            alt=""
            loading="lazy"
            decoding="async"
            sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
          />
        )}
      </Box>
      <Box sx={{ p: 2.5, display: 'flex', flexDirection: 'column', flex: 1 }}>
        <Typography variant="h3" sx={{ fontSize: '1.15rem' }}>
          {pkg.nama_paket}
        </Typography>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 1, flexWrap: 'wrap' }}>
          <RatingStars value={STATIC_RATING.value} label={`Rating ${STATIC_RATING.value} dari 5`} />
          <Typography variant="body2" color="text.secondary">
            {STATIC_RATING.value.toLocaleString('id-ID')} ({STATIC_RATING.count})
          </Typography>
          <Typography variant="body2" color="text.secondary">
            · {pkg.jumlahKelas} kelas
          </Typography>
        </Box>
        {pkg.deskripsi && (
          <Typography color="text.secondary" sx={{ mt: 1.5, flex: 1 }}>
            {pkg.deskripsi}
          </Typography>
        )}
        <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1, mt: 2, flexWrap: 'wrap' }}>
          <Typography
            component="p"
            sx={{ fontSize: 22, fontWeight: 800, color: price.free ? '#15803d' : '#c2410c' }}
          >
            {price.label}
          </Typography>
          {price.strikethrough && (
            <Typography
              component="s"
              color="text.secondary"
              aria-label={`Harga normal ${price.strikethrough}`}
            >
              {price.strikethrough}
            </Typography>
          )}
        </Box>
        <Button
          href={href}
          variant="contained"
          sx={{ mt: 2 }}
          {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
        >
          {pkg.button_text}
        </Button>
      </Box>
    </Box>
  )
}

const PACKAGE_GRID = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' },
} as const

export function LearningPackagesSection() {
  const state = usePublicData(loadPackages, 'Gagal memuat paket pembelajaran.')
  return (
    <Section
      id="paket-pembelajaran"
      title="Paket Pembelajaran"
      subtitle="Kelas video, pre test, dan post test yang bisa dipelajari kapan saja, juga saat offline."
      bg="#fff"
    >
      <PublicDataContent
        state={state}
        empty="Belum ada paket pembelajaran."
        loading={
          <Box role="status" aria-label="Memuat paket pembelajaran" sx={PACKAGE_GRID}>
            {[0, 1, 2].map((i) => (
              <Box key={i} sx={{ height: 420, borderRadius: 4, bgcolor: '#ffedd5' }} />
            ))}
          </Box>
        }
      >
        {(packages) => (
          <Box sx={PACKAGE_GRID}>
            {packages.map((p) => (
              <PackageCard key={p.id} pkg={p} />
            ))}
          </Box>
        )}
      </PublicDataContent>
    </Section>
  )
}
