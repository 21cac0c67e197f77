import { formatRupiah } from '@/lib/format'

/** The fields of a learning package the landing page shows (src/data/public-content.ts fills them). */
export interface LandingPackageLike {
  id: string
  nama_paket: string
  harga: number | null
  category_link: string
}

/** basic → 0, pro → 1, premium → 2, anything else → 3 (whole words of the name, any case). */
export function packageRank(name: string): number {
  const n = name.toLowerCase()
  if (/\bbasic\b/.test(n)) return 0
  if (/\bpremium\b/.test(n)) return 2
  if (/\bpro\b/.test(n)) return 1
  return 3
}

/** The landing's order: names with basic, pro, premium first (in that order), then the rest as given. */
export function sortLandingPackages<T extends { nama_paket: string }>(packages: readonly T[]): T[] {
  return packages
    .map((p, i) => ({ p, i, r: packageRank(p.nama_paket) }))
    .sort((a, b) => a.r - b.r || a.i - b.i)
    .map((x) => x.p)
}

export interface PackagePrice {
  free: boolean
  /** 'Gratis' or 'Rp149.000'. */
  label: string
  /** The struck-through 'normal' price, 3 × harga ('Rp447.000'); null for free packages. */
  strikethrough: string | null
}

/** Price shown on a learning package card: 0 or empty is 'Gratis', else harga with 3 × harga struck through. */
export function packagePrice(harga: number | null | undefined): PackagePrice {
  if (typeof harga !== 'number' || !Number.isFinite(harga) || harga <= 0) {
    return { free: true, label: 'Gratis', strikethrough: null }
  }
  return { free: false, label: formatRupiah(harga), strikethrough: formatRupiah(harga * 3) }
}

/** Where a card leads: the package's category_link when set, else its page in the LMS. */
export function packageHref(pkg: Pick<LandingPackageLike, 'id' | 'category_link'>): string {
  const link = pkg.category_link?.trim()
  return link ? link : `/lms/packages/${encodeURIComponent(pkg.id)}`
}

/** External links open in a new tab; paths of this site do not. */
export function isExternalHref(href: string): boolean {
  return /^https?:\/\//i.test(href)
}
