/**
 * Documents of the student's local store (field names: docs/contract.md, Collections). Dates are PocketBase
 * strings ("2025-01-31 16:59:59.999Z"); `id`, `created`, `updated` are PocketBase's own.
 */

export interface Loadable<T> {
  data: T
  loading: boolean
}

interface Base {
  id: string
  created: string
  updated: string
}

export interface Paket extends Base {
  nama_paket: string
  deskripsi: string
  harga: number
  durasi_hari: number
  button_text: string
  gradient_from: string
  gradient_to: string
  background_color: string
  category_link: string
  /** File name of the icon (use the SDK's file URL helper with collection 'paket_pembelajaran'). */
  icon: string
  /** File name of the thumbnail. */
  thumbnail: string
}

export interface PaketContent extends Base {
  paket_id: string
  judul: string
  konten: string
  urutan: number
}

export type KelasLevel = 'Beginner' | 'Intermediate' | 'Advanced'

export interface Kelas extends Base {
  paket_id: string
  judul: string
  deskripsi: string
  pengajar: string
  level: KelasLevel | ''
  rating: number
  jumlah_review: number
  jumlah_user: number
  durasi_text: string
  durasi_menit: number
  harga_asli: number
  harga_diskon: number
  urutan: number
  /** File name of the thumbnail (collection 'kelas'). */
  thumbnail: string
  is_active: boolean
}

export type MateriType = 'pretest' | 'posttest' | 'video' | 'chapter' | 'lesson'

export interface Materi extends Base {
  kelas_id: string
  paket_id: string
  type: MateriType
  judul: string
  deskripsi: string
  order: number
  parent_id: string
  link_video: string
}

export type Choice = 'a' | 'b' | 'c' | 'd'

export interface Soal extends Base {
  materi_id: string
  paket_id: string
  pertanyaan: string
  pilihan_a: string
  pilihan_b: string
  pilihan_c: string
  pilihan_d: string
  jawaban_benar: Choice
}

export interface VideoLink extends Base {
  materi_id: string
  paket_id: string
  judul: string
  deskripsi: string
  link_youtube: string
  urutan: number
  thumbnail: string
  /** Uploaded MP4 (protected file name), '' for a YouTube video. */
  video: string
  /** Bytes of the upload, written by the server. */
  video_size: number
  /** Seconds of the upload, written by the server. */
  video_duration: number
  /** Poster image of the upload (public file name), '' when none. */
  poster: string
}

export type SubscriptionStatus = 'active' | 'suspended' | 'expired'

export interface Subscription extends Base {
  user_id: string
  paket_id: string
  status: SubscriptionStatus
  durasi_mulai: string
  durasi_akhir: string
}

/**
 * A progress row. `id` is '' (and `created`/`updated` too) until the server has stored it;
 * `skor` is computed locally for display until the server's grade arrives.
 */
export interface Progress extends Base {
  user_id: string
  materi_id: string
  status: 'complete'
  skor: number
  answers: Record<string, Choice>
  completed_at: string
}

export type StudentRole =
  'Mahasiswa S1' | 'Mahasiswa S2' | 'Mahasiswa S3' | 'Mahasiswa D3' | 'Mahasiswa D4'

export interface Review extends Base {
  user_id: string
  materi_id: string
  rating: number
  student_role: string
  review_text: string
  author_name: string
}

/**
 * The document type of each synced collection. The collections and their fields are those of
 * SPECS (schemas.ts), the client's one list of what it syncs; types-match-specs.test.ts fails the
 * typecheck when this map and the specs disagree.
 */
export interface LocalDocs {
  paket_pembelajaran: Paket
  kelas: Kelas
  materi: Materi
  soal: Soal
  video_links: VideoLink
  paket_content: PaketContent
  subscribers: Subscription
  progress: Progress
  reviews: Review
}

export interface SyncRejection {
  collection: 'progress' | 'reviews'
  materi_id: string
  reason: string
  at: string
}

export interface SyncStateValues {
  /** The browser reports a network connection. */
  online: boolean
  pulling: boolean
  pushing: boolean
  /** The first full pull of this database has completed (kept across reloads). */
  firstSyncDone: boolean
  /** First-sync progress 0..1 (documents written / to pull, else collections done / all). */
  firstSyncProgress: number
  /** Documents written by the first sync so far. */
  firstSyncDocuments: number
  /** Documents the first sync pulls (counted on the server at its start), null while unknown. */
  firstSyncTotal: number | null
  /** ISO time of the last successful pull of every collection. */
  lastSyncedAt: string | null
  /** Local progress/review changes not yet accepted by the server. */
  pendingChanges: number
  /** Writes the server will never accept, shown once (dismiss with dismissRejection). */
  rejections: SyncRejection[]
  /** A clear Indonesian message of the last failure, null when fine. */
  lastError: string | null
  /** The session expired: the same user must sign in again (nothing local is lost). */
  needsReauth: boolean
  /** Result of navigator.storage.persist() after the first sync. */
  storagePersisted: boolean | null
}

export interface SyncState extends SyncStateValues {
  retrySync(): void
  dismissRejection(materiId: string): void
}

export interface CompleteMateriInput {
  materi_id: string
  answers?: Record<string, Choice>
}

export interface SaveReviewInput {
  materi_id: string
  rating: number
  student_role: string
  review_text: string
}
