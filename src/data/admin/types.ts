/** Types of the superadmin's online data (field names: docs/contract.md, Collections; routes: docs/admin-api.md). */
import type {
  Choice,
  Kelas,
  KelasLevel,
  Materi,
  MateriType,
  Paket,
  PaketContent,
  Soal,
  SubscriptionStatus,
  VideoLink,
} from '../local/types'

export type {
  Choice,
  Kelas,
  KelasLevel,
  Materi,
  MateriType,
  Paket,
  PaketContent,
  Soal,
  SubscriptionStatus,
  VideoLink,
}

export interface AdminStats {
  total_subscribers: number
  active_subscribers: number
  total_packages: number
  expiring_soon: number
}

export type ActivityKind = 'subscriber' | 'completion' | 'review' | 'content' | 'payment'

export interface ActivityItem {
  id: string
  kind: ActivityKind
  /** PocketBase date text. */
  at: string
  title: string
  detail: string
}

export interface AdminOverview {
  stats: AdminStats
  activity: ActivityItem[]
}

export interface SubscriberRow {
  id: string
  user_id: string
  paket_id: string
  status: SubscriptionStatus
  durasi_mulai: string
  durasi_akhir: string
  created: string
  user: { id: string; email: string; full_name: string } | null
  paket: { id: string; nama_paket: string } | null
}

export type SubscriberStatusFilter = '' | 'active' | 'expiring' | 'expired' | 'suspended'

export interface SubscriberQuery {
  q?: string
  status?: SubscriberStatusFilter
  page?: number
  perPage?: number
}

export interface PageResult<T> {
  items: T[]
  page: number
  perPage: number
  totalItems: number
  totalPages: number
}

export interface PackageStats {
  id: string
  jumlah_kelas: number
  jumlah_kelas_aktif: number
  jumlah_subscriber: number
  jumlah_subscriber_aktif: number
}

export interface NewSubscriberInput {
  email: string
  full_name: string
  paket_id: string
  custom_duration?: number | null
  custom_password?: string
}

export interface NewSubscriberResult {
  user: { id: string; full_name: string }
  password: string
}

export interface SubscriptionUpdate {
  paket_id: string
  status: SubscriptionStatus
  /** 'YYYY-MM-DD' (the end of that day in Asia/Jakarta is stored) or a PocketBase date. */
  durasi_akhir: string
}

/** Editable fields of a package (file fields are passed separately). */
export type PaketInput = Pick<
  Paket,
  | 'nama_paket'
  | 'deskripsi'
  | 'harga'
  | 'durasi_hari'
  | 'button_text'
  | 'gradient_from'
  | 'gradient_to'
  | 'background_color'
  | 'category_link'
>

export type PaketContentInput = Pick<PaketContent, 'paket_id' | 'judul' | 'konten' | 'urutan'>

export type KelasInput = Pick<
  Kelas,
  | 'paket_id'
  | 'judul'
  | 'deskripsi'
  | 'pengajar'
  | 'level'
  | 'rating'
  | 'jumlah_review'
  | 'jumlah_user'
  | 'durasi_text'
  | 'durasi_menit'
  | 'harga_asli'
  | 'harga_diskon'
  | 'urutan'
  | 'is_active'
>

export type MateriInput = Pick<Materi, 'kelas_id' | 'type' | 'judul'> &
  Partial<Pick<Materi, 'deskripsi' | 'order' | 'parent_id' | 'link_video'>>

export type SoalInput = Pick<
  Soal,
  'pertanyaan' | 'pilihan_a' | 'pilihan_b' | 'pilihan_c' | 'pilihan_d' | 'jawaban_benar'
>

export type VideoInput = Pick<
  VideoLink,
  'materi_id' | 'judul' | 'deskripsi' | 'link_youtube' | 'urutan' | 'thumbnail'
> & {
  /** null removes the uploaded file (switching an uploaded video to YouTube). */
  video?: null
  /** null removes the poster of the upload. */
  poster?: null
}

/** An image change of a save: a new file, removal, or nothing (undefined). */
export type ImageChange = File | 'remove' | undefined

/**
 * A save whose record was stored but whose image upload failed: warn, keep the rest
 * (docs/architecture.md, "Product texts and screens").
 */
export interface SaveResult<T> {
  record: T
  imageError: string | null
}

export type ReorderCollection = 'materi' | 'kelas' | 'paket_content' | 'video_links'

export interface ClassReport {
  kelas: { id: string; judul: string; paket_id: string }
  enrolled: number
  started: number
  finished: number
  pretest: { average: number | null; attempts: number }
  posttest: { average: number | null; attempts: number }
  gain: { average: number | null; students: number }
  steps: Array<{
    materi_id: string
    judul: string
    type: MateriType
    chapter: string
    /** students who completed this step or a later one */
    reached: number
    completed: number
    percent: number
  }>
  hardest: Array<{
    soal_id: string
    materi_id: string
    test: 'pretest' | 'posttest'
    pertanyaan: string
    jawaban_benar: Choice
    answered: number
    wrong: number
    wrong_rate: number
    most_chosen_wrong: Choice | null
  }>
  /** pre-test and post-test score of each student who has both (paired learning gain) */
  pairs: Array<{ pre: number; post: number }>
}

/** A bulk-import failure: the server's reason per row. */
export interface BulkRowError {
  index: number
  message: string
}
