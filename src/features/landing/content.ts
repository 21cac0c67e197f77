/** Fixed texts and figures of the landing page. */
import { whatsappHref } from './config'

export const HERO = {
  eyebrow: 'Bimbingan skripsi #1 untuk mahasiswa Indonesia',
  title: 'Skripsi Lebih Terarah, Lulus Lebih Tenang',
  text: 'Didampingi mentor profesional dan asisten AI dari memilih judul sampai sidang. Konsultasi pertama gratis.',
  whatsappLabel: 'Konsultasi Gratis via WhatsApp',
  pricingLabel: 'Lihat Paket Harga',
}

export const ABOUT_STATS = [
  {
    value: '1000+',
    label: 'Mahasiswa terbantu',
    text: 'Mahasiswa dari berbagai kampus dan jurusan sudah menyelesaikan skripsinya bersama kami.',
  },
  {
    value: 'Mentor',
    label: 'Mentor profesional',
    text: 'Dibimbing mentor berpengalaman di bidang metodologi penelitian dan penulisan ilmiah.',
  },
  {
    value: 'ACC',
    label: 'Garansi ACC',
    text: 'Paket Premium bergaransi ACC: kami dampingi sampai skripsimu disetujui pembimbing.',
  },
]

export const DIGITAL_PRODUCTS = [
  {
    key: 'ebook',
    name: 'E-book Panduan Skripsi',
    price: 20000,
    text: 'Langkah demi langkah menyusun skripsi dari bab 1 sampai bab 5, lengkap dengan contoh.',
  },
  {
    key: 'template',
    name: 'Template Daftar Pekerjaan Skripsi',
    price: 15000,
    text: 'Daftar pekerjaan dan jadwal siap pakai agar progres skripsimu terukur setiap minggu.',
  },
] as const

export const SERVICES = [
  {
    title: 'Bimbingan Skripsi Privat',
    text: 'Sesi online satu-satu dengan mentor untuk judul, proposal, metodologi, sampai pembahasan.',
  },
  {
    title: 'Cek Turnitin & Parafrase',
    text: 'Cek kemiripan dengan Turnitin dan bantuan parafrase agar tulisanmu lolos batas similarity.',
  },
  {
    title: 'Persiapan Sidang',
    text: 'Simulasi sidang, latihan menjawab pertanyaan penguji, dan review slide presentasi.',
  },
]

export interface PricingPackage {
  name: 'BASIC' | 'PRO' | 'PREMIUM'
  price: number
  sessions: number
  features: string[]
  popular: boolean
}

/** Static pricing packages; payment in full upfront. */
export const PRICING: PricingPackage[] = [
  {
    name: 'BASIC',
    price: 400000,
    sessions: 3,
    features: ['3 sesi bimbingan online', 'Review judul dan outline', 'Konsultasi via WhatsApp'],
    popular: false,
  },
  {
    name: 'PRO',
    price: 700000,
    sessions: 6,
    features: [
      '6 sesi bimbingan online',
      'Maksimal 2 bulan pendampingan',
      'Review metodologi dan analisis data',
      'Konsultasi via WhatsApp',
    ],
    popular: true,
  },
  {
    name: 'PREMIUM',
    price: 1200000,
    sessions: 9,
    features: [
      '9 sesi bimbingan online',
      'Maksimal 3 bulan pendampingan',
      '12x cek Turnitin',
      'Garansi ACC',
      'Persiapan sidang',
    ],
    popular: false,
  },
]

export function pricingWhatsappHref(p: PricingPackage, priceLabel: string): string {
  return whatsappHref(
    `Halo kak, saya ingin mengambil paket ${p.name} (${priceLabel}). Bagaimana cara pembayarannya?`,
  )
}

export const LEGALITY = [
  {
    title: 'Usaha terdaftar',
    text: 'Layanan dijalankan oleh badan usaha yang terdaftar di Indonesia.',
  },
  { title: 'Pembayaran tercatat', text: 'Setiap pembayaran mendapat bukti transaksi resmi.' },
  {
    title: 'Kerahasiaan terjaga',
    text: 'Dokumen dan data skripsimu hanya dipakai untuk proses bimbingan.',
  },
]

/** Static rating shown with the learning packages and the testimonials. */
export const STATIC_RATING = { value: 4.84, count: 63 }

export const FAQ = [
  {
    q: 'Apakah konsultasi pertama benar-benar gratis?',
    a: 'Ya. Konsultasi awal lewat WhatsApp gratis untuk memetakan kebutuhan skripsimu sebelum memilih paket.',
  },
  {
    q: 'Bagaimana sistem pembayaran paket bimbingan?',
    a: 'Pembayaran dilakukan penuh di awal. Setelah pembayaran terkonfirmasi, jadwal sesi pertama langsung diatur bersama mentor.',
  },
  {
    q: 'Apa yang dimaksud garansi ACC pada paket Premium?',
    a: 'Kami mendampingi revisi sampai bab yang dibimbing disetujui (ACC) pembimbingmu selama masa paket berlangsung.',
  },
  {
    q: 'Apakah bimbingan dilakukan online?',
    a: 'Ya, semua sesi berlangsung online melalui video call dan chat, sehingga bisa diikuti dari kota mana pun.',
  },
  {
    q: 'Apakah data dan dokumen skripsi saya aman?',
    a: 'Dokumenmu hanya diakses mentor yang membimbingmu dan tidak dibagikan ke pihak lain.',
  },
]

export const CONTACT_HOURS = 'Senin - Sabtu, 09.00 - 16.00 WIB'
