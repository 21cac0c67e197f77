import type { PageMeta } from '@/components/page-meta'
import { SITE_NAME } from '@/components/page-meta'
import { CONTACT_EMAIL, INSTAGRAM_URL, WHATSAPP_NUMBER } from './config'
import { FAQ, PRICING } from './content'

export const LANDING_TITLE = 'Bimbingan Skripsi Online, Asisten AI & Kelas Skripsi'
export const LANDING_DESCRIPTION =
  'Pendamping Skripsi: bimbingan skripsi bersama mentor profesional, asisten AI gratis untuk dicoba, dan kelas online. 1000+ mahasiswa terbantu, garansi ACC paket Premium.'

/** The landing page's metadata (title, description, canonical /, Open Graph, JSON-LD) for an origin. */
export function landingMeta(origin: string): PageMeta {
  const url = new URL('/', origin).toString()
  return {
    title: LANDING_TITLE,
    description: LANDING_DESCRIPTION,
    path: '/',
    jsonLd: {
      '@context': 'https://schema.org',
      '@graph': [
        {
          '@type': 'EducationalOrganization',
          '@id': `${url}#organisasi`,
          name: SITE_NAME,
          url,
          description: LANDING_DESCRIPTION,
          areaServed: 'ID',
          email: CONTACT_EMAIL,
          telephone: `+${WHATSAPP_NUMBER}`,
          sameAs: [INSTAGRAM_URL],
          makesOffer: PRICING.map((p) => ({
            '@type': 'Offer',
            name: `Paket ${p.name}`,
            price: p.price,
            priceCurrency: 'IDR',
            description: p.features.join(', '),
          })),
        },
        { '@type': 'WebSite', '@id': `${url}#situs`, name: SITE_NAME, url, inLanguage: 'id-ID' },
        {
          '@type': 'FAQPage',
          mainEntity: FAQ.map((f) => ({
            '@type': 'Question',
            name: f.q,
            acceptedAnswer: { '@type': 'Answer', text: f.a },
          })),
        },
      ],
    },
  }
}
