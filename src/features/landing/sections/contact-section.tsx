import Box from '@mui/material/Box'
import Link from '@mui/material/Link'
import Typography from '@mui/material/Typography'
import { Section } from '../components/section'
import {
  CONTACT_ADDRESS,
  CONTACT_EMAIL,
  INSTAGRAM_URL,
  WHATSAPP_CONSULT_MESSAGE,
  WHATSAPP_NUMBER,
  whatsappHref,
} from '../config'
import { CONTACT_HOURS } from '../content'

function instagramHandle(url: string): string {
  const m = /instagram\.com\/([^/?#]+)/i.exec(url)
  return m ? `@${m[1]}` : url
}

export function ContactSection() {
  const items = [
    {
      label: 'WhatsApp',
      value: `+${WHATSAPP_NUMBER}`,
      href: whatsappHref(WHATSAPP_CONSULT_MESSAGE),
      external: true,
    },
    { label: 'E-mail', value: CONTACT_EMAIL, href: `mailto:${CONTACT_EMAIL}`, external: false },
    { label: 'Alamat', value: CONTACT_ADDRESS, href: null, external: false },
    { label: 'Jam operasional', value: CONTACT_HOURS, href: null, external: false },
    {
      label: 'Instagram',
      value: instagramHandle(INSTAGRAM_URL),
      href: INSTAGRAM_URL,
      external: true,
    },
  ]
  return (
    <Section id="kontak" title="Hubungi Kami" subtitle="Ada pertanyaan? Tim kami siap membantu.">
      <Box
        component="dl"
        sx={{
          m: 0,
          maxWidth: 720,
          mx: 'auto',
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: { xs: '1fr', sm: '180px 1fr' },
        }}
      >
        {items.map((it) => (
          <Box key={it.label} sx={{ display: 'contents' }}>
            <Typography component="dt" sx={{ fontWeight: 700 }}>
              {it.label}
            </Typography>
            <Typography
              component="dd"
              sx={{ m: 0, mb: { xs: 1, sm: 0 }, color: 'text.secondary', overflowWrap: 'anywhere' }}
            >
              {it.href ? (
                <Link
                  href={it.href}
                  {...(it.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                  sx={{ color: '#9a3412' }}
                >
                  {it.value}
                </Link>
              ) : (
                it.value
              )}
            </Typography>
          </Box>
        ))}
      </Box>
    </Section>
  )
}
