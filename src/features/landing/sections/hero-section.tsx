import type { MouseEvent } from 'react'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Container from '@mui/material/Container'
import Typography from '@mui/material/Typography'
import { WHATSAPP_CONSULT_MESSAGE, whatsappHref } from '../config'
import { HERO } from '../content'

/**
 * The first screen (prerendered at build time): the promise, a free WhatsApp consultation and a button to
 * the pricing section. Both buttons are plain links, so they work before JavaScript has loaded.
 */
export function HeroSection({ onShowPricing }: { onShowPricing: () => void }) {
  const toPricing = (e: MouseEvent) => {
    e.preventDefault()
    onShowPricing()
  }
  return (
    <Box
      sx={{
        background: 'linear-gradient(135deg, #9a3412 0%, #c2410c 55%, #ea580c 100%)',
        color: '#fff',
        minHeight: 'calc(100svh - 64px)',
        display: 'flex',
        alignItems: 'center',
        py: { xs: 6, md: 10 },
      }}
    >
      <Container>
        <Typography
          component="p"
          sx={{ fontWeight: 700, letterSpacing: 0.3, opacity: 0.95, mb: 1.5 }}
        >
          {HERO.eyebrow}
        </Typography>
        <Typography
          variant="h1"
          sx={{ fontSize: { xs: '2.1rem', sm: '2.6rem', md: '3.4rem' }, maxWidth: 760 }}
        >
          {HERO.title}
        </Typography>
        <Typography sx={{ mt: 2.5, fontSize: { xs: 17, md: 20 }, maxWidth: 640, opacity: 0.97 }}>
          {HERO.text}
        </Typography>
        <Box sx={{ display: 'flex', gap: 1.5, mt: 4, flexWrap: 'wrap' }}>
          <Button
            href={whatsappHref(WHATSAPP_CONSULT_MESSAGE)}
            target="_blank"
            rel="noopener noreferrer"
            size="large"
            sx={{ bgcolor: '#fff', color: '#9a3412', '&:hover': { bgcolor: '#ffedd5' }, px: 3 }}
          >
            {HERO.whatsappLabel}
          </Button>
          <Button
            href="#pricing-section"
            onClick={toPricing}
            size="large"
            variant="outlined"
            sx={{
              color: '#fff',
              borderColor: '#fff',
              '&:hover': { borderColor: '#fff', bgcolor: 'rgba(255,255,255,0.12)' },
              px: 3,
            }}
          >
            {HERO.pricingLabel}
          </Button>
        </Box>
      </Container>
    </Box>
  )
}
