/**
 * Links of the landing page, configurable through Vite env variables (README.md lists them).
 * Defaults make every button work: purchases without their own page go to WhatsApp with a prefilled message.
 */
const env = (import.meta.env ?? {}) as Record<string, string | undefined>
const pick = (value: string | undefined, fallback: string): string =>
  value && value.trim() ? value.trim() : fallback

export const WHATSAPP_NUMBER = pick(env.VITE_WHATSAPP_NUMBER, '6281234567890').replace(
  /[^0-9]/g,
  '',
)
export const CONTACT_EMAIL = pick(env.VITE_CONTACT_EMAIL, 'halo@pendampingskripsi.id')
export const CONTACT_ADDRESS = pick(
  env.VITE_CONTACT_ADDRESS,
  'Jl. Kaliurang Km 5, Sleman, Daerah Istimewa Yogyakarta',
)
export const INSTAGRAM_URL = pick(
  env.VITE_INSTAGRAM_URL,
  'https://www.instagram.com/pendampingskripsi',
)
/** Absolute site URL for the canonical link of the prerendered page (the browser uses its own origin). */
export const SITE_URL = pick(env.VITE_SITE_URL, '')

/** A WhatsApp chat link with a prefilled message: https://wa.me/<number>?text=<message>. */
export function whatsappHref(message: string, number = WHATSAPP_NUMBER): string {
  return `https://wa.me/${number}?text=${encodeURIComponent(message)}`
}

export const WHATSAPP_CONSULT_MESSAGE =
  'Halo kak, saya ingin konsultasi gratis tentang skripsi saya. Bisa dibantu?'

export const EBOOK_URL = pick(
  env.VITE_EBOOK_URL,
  whatsappHref('Halo kak, saya ingin membeli E-book Panduan Skripsi (Rp20.000).'),
)
export const TEMPLATE_URL = pick(
  env.VITE_TEMPLATE_URL,
  whatsappHref('Halo kak, saya ingin membeli Template Daftar Pekerjaan Skripsi (Rp15.000).'),
)

/** Two free videos (YouTube ids); VITE_VIDEO_IDS='id1,id2' replaces them. */
const DEFAULT_VIDEOS = [
  { id: 'arj7oStGLkU', title: 'Inside the mind of a master procrastinator (Tim Urban, TED)' },
  {
    id: 'H14bBuluwB8',
    title: 'Grit: the power of passion and perseverance (Angela Lee Duckworth, TED)',
  },
]
const envVideoIds = (env.VITE_VIDEO_IDS ?? '')
  .split(',')
  .map((s) => s.trim())
  .filter((s) => /^[A-Za-z0-9_-]{6,20}$/.test(s))

export const VIDEOS: { id: string; title: string }[] = DEFAULT_VIDEOS.map((v, i) =>
  envVideoIds[i] ? { id: envVideoIds[i], title: `Video gratis ${i + 1}` } : v,
)
