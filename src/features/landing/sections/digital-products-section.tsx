import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Typography from '@mui/material/Typography'
import { formatRupiah } from '@/lib/format'
import { Section } from '../components/section'
import { EBOOK_URL, TEMPLATE_URL } from '../config'
import { DIGITAL_PRODUCTS } from '../content'

const LINKS: Record<(typeof DIGITAL_PRODUCTS)[number]['key'], string> = {
  ebook: EBOOK_URL,
  template: TEMPLATE_URL,
}

export function DigitalProductsSection() {
  return (
    <Section
      id="produk-digital"
      title="Produk Digital"
      subtitle="Belajar mandiri dengan panduan dan template yang bisa langsung dipakai."
    >
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)' },
          maxWidth: 900,
          mx: 'auto',
        }}
      >
        {DIGITAL_PRODUCTS.map((p) => (
          <Box
            component="article"
            key={p.key}
            sx={{
              bgcolor: '#fff',
              borderRadius: 4,
              p: 3,
              border: '1px solid #fed7aa',
              display: 'flex',
              flexDirection: 'column',
            }}
          >
            <Typography variant="h3">{p.name}</Typography>
            <Typography color="text.secondary" sx={{ mt: 1, flex: 1 }}>
              {p.text}
            </Typography>
            <Typography
              component="p"
              sx={{ mt: 2, fontSize: 24, fontWeight: 800, color: '#c2410c' }}
            >
              {formatRupiah(p.price)}
            </Typography>
            <Button
              href={LINKS[p.key]}
              target="_blank"
              rel="noopener noreferrer"
              variant="contained"
              sx={{ mt: 2, alignSelf: 'flex-start' }}
            >
              Beli Sekarang
            </Button>
          </Box>
        ))}
      </Box>
    </Section>
  )
}
