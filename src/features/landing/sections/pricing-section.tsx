import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Typography from '@mui/material/Typography'
import { formatRupiah } from '@/lib/format'
import { Section } from '../components/section'
import { PRICING, pricingWhatsappHref } from '../content'

/** The three bimbingan packages (id pricing-section); PRO is MOST POPULAR. Payment in full upfront. */
export function PricingSection() {
  return (
    <Section
      id="pricing-section"
      title="Paket Bimbingan"
      subtitle="Pembayaran penuh di awal. Pilih paket sesuai tahap skripsimu."
    >
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' },
          alignItems: 'stretch',
        }}
      >
        {PRICING.map((p) => {
          const price = formatRupiah(p.price)
          return (
            <Box
              component="article"
              key={p.name}
              aria-label={`Paket ${p.name}`}
              sx={{
                position: 'relative',
                bgcolor: '#fff',
                borderRadius: 4,
                p: 3,
                pt: p.popular ? 5 : 3,
                border: p.popular ? '2px solid #ea580c' : '1px solid #fed7aa',
                boxShadow: p.popular ? '0 12px 32px rgba(234,88,12,0.18)' : 'none',
                display: 'flex',
                flexDirection: 'column',
              }}
            >
              {p.popular && (
                <Box
                  component="span"
                  sx={{
                    position: 'absolute',
                    top: 12,
                    left: '50%',
                    transform: 'translateX(-50%)',
                    bgcolor: '#c2410c',
                    color: '#fff',
                    fontWeight: 800,
                    fontSize: 12,
                    letterSpacing: 1,
                    px: 1.5,
                    py: 0.5,
                    borderRadius: 10,
                    whiteSpace: 'nowrap',
                  }}
                >
                  MOST POPULAR
                </Box>
              )}
              <Typography variant="h3" sx={{ letterSpacing: 1 }}>
                {p.name}
              </Typography>
              <Typography
                component="p"
                sx={{ fontSize: 30, fontWeight: 800, color: '#c2410c', mt: 1 }}
              >
                {price}
              </Typography>
              <Typography color="text.secondary">{p.sessions} sesi bimbingan</Typography>
              <Box component="ul" sx={{ pl: 2.5, mt: 2, mb: 3, flex: 1, '& li': { mb: 0.75 } }}>
                {p.features.map((f) => (
                  <li key={f}>{f}</li>
                ))}
              </Box>
              <Button
                href={pricingWhatsappHref(p, price)}
                target="_blank"
                rel="noopener noreferrer"
                variant={p.popular ? 'contained' : 'outlined'}
                size="large"
              >
                Pilih {p.name}
              </Button>
            </Box>
          )
        })}
      </Box>
    </Section>
  )
}
