/** The parts of the privacy page that depend on the server's configuration (GET /api/privacy). */
import type { PrivacyInfo } from '@/data/account'

export const NO_OUTSIDE_TRANSFER = 'Tidak ada data yang dikirim ke layanan luar.'
export const DEFAULT_OPERATOR = 'Pengelola Pendamping Skripsi'

/** One sentence per outside service the server is configured to use; NO_OUTSIDE_TRANSFER when none. */
export function outsideTransfers(info: PrivacyInfo): string[] {
  const lines: string[] = []
  if (info.llm)
    lines.push(
      `Pertanyaan, jawaban, dan potongan skripsi yang relevan dikirim ke penyedia model di ${info.llm.host} untuk menyusun jawaban chatbot dan pertanyaan Simulasi Sidang, begitu pula poin CV yang Anda pilih untuk \u2018Perbaiki dengan AI\u2019 (tanpa email, nomor telepon, dan tautan).`,
    )
  const { story, academic, upload } = info.webhooks
  if (story)
    lines.push(`Pesan Anda di Ruang Cerita dikirim ke layanan otomasi di ${story} untuk dijawab.`)
  if (academic)
    lines.push(
      `Pertanyaan Anda di Chatbot Konsultasi Skripsi (beserta penanda dokumennya) dikirim ke layanan otomasi di ${academic} untuk dijawab.`,
    )
  if (upload)
    lines.push(
      `Skripsi yang Anda unggah (berkas dan teksnya) dikirim ke layanan otomasi di ${upload} untuk diproses.`,
    )
  return lines.length ? lines : [NO_OUTSIDE_TRANSFER]
}

/** The operator's contact as a link target: mailto: for an e-mail, the URL itself for http(s), else null. */
export function contactHref(contact: string): string | null {
  const value = contact.trim()
  if (/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value)) return `mailto:${value}`
  if (/^https?:\/\/\S+$/i.test(value)) return value
  if (/^\+?[\d\s-]{8,}$/.test(value)) {
    const digits = value.replace(/[^\d]/g, '')
    return `https://wa.me/${digits.startsWith('0') ? `62${digits.slice(1)}` : digits}`
  }
  return null
}
