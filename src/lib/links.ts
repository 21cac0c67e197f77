/** Outbound links. */

/** Where access is bought (external purchase page); VITE_PURCHASE_URL overrides the landing page's pricing section. */
export const PURCHASE_URL: string =
  (import.meta.env?.VITE_PURCHASE_URL as string | undefined) || '/#pricing-section'

export const WHATSAPP_NUMBER = '6281234567890'

/** A WhatsApp chat link with a prefilled message. */
export function whatsappLink(message: string, number = WHATSAPP_NUMBER): string {
  return `https://wa.me/${number}?text=${encodeURIComponent(message)}`
}
