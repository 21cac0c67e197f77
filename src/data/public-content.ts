/**
 * Public data of the landing page, read with plain `fetch` (no SDK, no local store, no session): the
 * learning packages with their class counts (view `paket_kelas_count`) and the newest reviews with
 * their denormalised `author_name` (docs/access-rules.md §5: public columns only).
 */

export interface PublicPackage {
  id: string
  nama_paket: string
  deskripsi: string
  /** null when empty; 0 or null shows 'Gratis'. */
  harga: number | null
  durasi_hari: number | null
  button_text: string
  gradient_from: string
  gradient_to: string
  category_link: string
  /** URL of the thumbnail (400 px wide thumb) or null. */
  thumbnailUrl: string | null
  /** Active classes of the package. */
  jumlahKelas: number
}

export interface PublicReview {
  id: string
  rating: number
  student_role: string
  review_text: string
  /** The author's full name, 'Pengguna' when unknown. */
  author_name: string
  created: string
}

export const DEFAULT_GRADIENT_FROM = '#f97316'
export const DEFAULT_GRADIENT_TO = '#fb923c'
export const DEFAULT_BUTTON_TEXT = 'Mulai Kelas'
export const REVIEW_LIMIT = 9

type Fetch = (input: string, init?: RequestInit) => Promise<Response>
type RecordLike = Record<string, unknown>

const str = (v: unknown): string => (typeof v === 'string' ? v : '')
const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null)

/** Turns a `paket_pembelajaran` record (and the class counts by package id) into a landing package. */
export function toPublicPackage(
  record: RecordLike,
  counts: ReadonlyMap<string, number>,
): PublicPackage {
  const id = str(record.id)
  const collection = str(record.collectionId) || str(record.collectionName) || 'paket_pembelajaran'
  const thumbnail = str(record.thumbnail)
  return {
    id,
    nama_paket: str(record.nama_paket),
    deskripsi: str(record.deskripsi),
    harga: num(record.harga),
    durasi_hari: num(record.durasi_hari),
    button_text: str(record.button_text).trim() || DEFAULT_BUTTON_TEXT,
    gradient_from: str(record.gradient_from) || DEFAULT_GRADIENT_FROM,
    gradient_to: str(record.gradient_to) || DEFAULT_GRADIENT_TO,
    category_link: str(record.category_link),
    thumbnailUrl: thumbnail
      ? `/api/files/${encodeURIComponent(collection)}/${encodeURIComponent(id)}/${encodeURIComponent(thumbnail)}?thumb=400x0`
      : null,
    jumlahKelas: counts.get(id) ?? 0,
  }
}

/** Turns a `reviews` record into a landing review ('Pengguna' when the author name is empty). */
export function toPublicReview(record: RecordLike): PublicReview {
  return {
    id: str(record.id),
    rating: Math.min(5, Math.max(0, num(record.rating) ?? 0)),
    student_role: str(record.student_role),
    review_text: str(record.review_text),
    author_name: str(record.author_name).trim() || 'Pengguna',
    created: str(record.created),
  }
}

async function listItems(
  fetchImpl: Fetch,
  path: string,
  signal?: AbortSignal,
): Promise<RecordLike[]> {
  const res = await fetchImpl(path, { signal, headers: { Accept: 'application/json' } })
  if (!res.ok) throw new Error(`Gagal memuat data (${res.status})`)
  const body = (await res.json()) as { items?: unknown }
  return Array.isArray(body.items) ? (body.items as RecordLike[]) : []
}

/** All learning packages (oldest first) with their class counts. */
export async function fetchPublicPackages(
  signal?: AbortSignal,
  fetchImpl: Fetch = fetch,
): Promise<PublicPackage[]> {
  const [records, countRows] = await Promise.all([
    listItems(
      fetchImpl,
      '/api/collections/paket_pembelajaran/records?perPage=200&sort=created&skipTotal=1',
      signal,
    ),
    listItems(
      fetchImpl,
      '/api/collections/paket_kelas_count/records?perPage=500&skipTotal=1&fields=id,jumlah_kelas',
      signal,
    ),
  ])
  const counts = new Map<string, number>()
  for (const row of countRows) counts.set(str(row.id), num(row.jumlah_kelas) ?? 0)
  return records.map((r) => toPublicPackage(r, counts))
}

/** The newest reviews (default 9) with their authors' names. */
export async function fetchLatestReviews(
  limit = REVIEW_LIMIT,
  signal?: AbortSignal,
  fetchImpl: Fetch = fetch,
): Promise<PublicReview[]> {
  const fields = 'id,rating,student_role,review_text,author_name,created'
  const items = await listItems(
    fetchImpl,
    `/api/collections/reviews/records?page=1&perPage=${limit}&sort=-created&skipTotal=1&fields=${fields}`,
    signal,
  )
  return items.map(toPublicReview)
}
