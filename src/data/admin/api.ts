/**
 * The superadmin's data operations: online, through the PocketBase SDK (docs/contract.md, Sync and
 * merge rules: admin screens do not use the local store; the routes: docs/admin-api.md). Every rule is enforced by the server; these are thin typed calls.
 */
import { pb } from '../pocketbase'
import { errorMessage } from '@/lib/errors'
import { jakartaDayBound } from '@/lib/jakarta'
import type {
  AdminOverview,
  BulkRowError,
  ClassReport,
  ImageChange,
  Kelas,
  KelasInput,
  Materi,
  MateriInput,
  NewSubscriberInput,
  NewSubscriberResult,
  PackageStats,
  PageResult,
  Paket,
  PaketContent,
  PaketContentInput,
  PaketInput,
  ReorderCollection,
  SaveResult,
  Soal,
  SoalInput,
  SubscriberQuery,
  SubscriberRow,
  SubscriptionUpdate,
  VideoInput,
  VideoLink,
} from './types'

// ---------------------------------------------------------------- overview and subscribers

export function getOverview(): Promise<AdminOverview> {
  return pb.send<AdminOverview>('/api/admin/overview', { method: 'GET' })
}

export function listSubscribers(query: SubscriberQuery): Promise<PageResult<SubscriberRow>> {
  const params: Record<string, string | number> = {
    page: query.page ?? 1,
    perPage: query.perPage ?? 20,
  }
  if (query.q?.trim()) params.q = query.q.trim()
  if (query.status) params.status = query.status
  return pb.send<PageResult<SubscriberRow>>('/api/admin/subscribers', {
    method: 'GET',
    query: params,
  })
}

export async function emailExists(email: string): Promise<boolean> {
  const res = await pb.send<{ exists: boolean }>('/api/lms/email-exists', {
    method: 'POST',
    body: { email: email.trim() },
  })
  return res.exists
}

/** A refusal of POST /api/lms/subscribers: the route's {error, errorCode, details}. */
export class CreateSubscriberError extends Error {
  constructor(
    message: string,
    readonly errorCode: string,
    readonly details: unknown,
    readonly network: boolean,
  ) {
    super(message)
    this.name = 'CreateSubscriberError'
  }
}

export async function createSubscriber(input: NewSubscriberInput): Promise<NewSubscriberResult> {
  const body: Record<string, unknown> = {
    email: input.email.trim(),
    full_name: input.full_name.trim(),
    paket_id: input.paket_id,
  }
  if (input.custom_duration) body.custom_duration = input.custom_duration
  if (input.custom_password) body.custom_password = input.custom_password
  try {
    return await pb.send<NewSubscriberResult>('/api/lms/subscribers', { method: 'POST', body })
  } catch (err) {
    const e = err as {
      status?: number
      response?: { error?: string; errorCode?: string; details?: unknown; message?: string }
    }
    if (!e.status)
      throw new CreateSubscriberError(
        errorMessage(err, 'Tidak dapat terhubung ke server'),
        'NETWORK',
        null,
        true,
      )
    const r = e.response ?? {}
    throw new CreateSubscriberError(
      r.error || r.message || 'Terjadi kesalahan',
      r.errorCode || 'ERROR',
      r.details ?? null,
      false,
    )
  }
}

/** Jakarta day 'YYYY-MM-DD' → its end as PocketBase date text (the server normalises to end of day WIB too). */
function endOfJakartaDay(value: string): string {
  const end = jakartaDayBound(value, 'end')
  return end ? end.toISOString().replace('T', ' ') : value
}

export function updateSubscription(id: string, data: SubscriptionUpdate): Promise<unknown> {
  return pb
    .collection('subscribers')
    .update(id, { ...data, durasi_akhir: endOfJakartaDay(data.durasi_akhir) })
}

export function deleteSubscription(id: string): Promise<boolean> {
  return pb.collection('subscribers').delete(id)
}

// ---------------------------------------------------------------- files

function withImage(
  data: Record<string, unknown>,
  field: string,
  image: ImageChange,
): Record<string, unknown> | FormData {
  if (image === undefined) return data
  if (image === 'remove') return { ...data, [field]: null }
  const form = new FormData()
  for (const [k, v] of Object.entries(data))
    form.append(k, typeof v === 'boolean' || typeof v === 'number' ? String(v) : String(v ?? ''))
  form.append(field, image)
  return form
}

/**
 * Creates or updates a record, then applies the image change in a second request, so a failed
 * upload keeps the rest of the save (a warning, the data saved).
 */
async function saveWithImage<T extends { id: string }>(
  collection: string,
  id: string | null,
  data: Record<string, unknown>,
  field: string,
  image: ImageChange,
): Promise<SaveResult<T>> {
  const record = id
    ? await pb.collection(collection).update<T>(id, data)
    : await pb.collection(collection).create<T>(data)
  if (image === undefined) return { record, imageError: null }
  try {
    const updated = await pb
      .collection(collection)
      .update<T>(record.id, withImage({}, field, image))
    return { record: updated, imageError: null }
  } catch (err) {
    return { record, imageError: errorMessage(err, 'Gagal mengunggah gambar') }
  }
}

/** URL of a file field value (optionally a thumb size like '400x0'). */
export function recordFileUrl(
  collection: 'paket_pembelajaran' | 'kelas',
  id: string,
  file: string,
  thumb?: string,
): string {
  if (!file) return ''
  return pb.files.getUrl(
    { id, collectionName: collection, collectionId: collection } as never,
    file,
    thumb ? { thumb } : undefined,
  )
}

// ---------------------------------------------------------------- packages

export function listPackages(): Promise<Paket[]> {
  return pb.collection('paket_pembelajaran').getFullList<Paket>({ sort: 'created,id', batch: 500 })
}

export async function getPackageStats(): Promise<Map<string, PackageStats>> {
  const res = await pb.send<{ items: PackageStats[] }>('/api/admin/packages/stats', {
    method: 'GET',
  })
  return new Map(res.items.map((s) => [s.id, s]))
}

export function savePackage(
  id: string | null,
  data: PaketInput,
  image: ImageChange,
): Promise<SaveResult<Paket>> {
  return saveWithImage<Paket>('paket_pembelajaran', id, { ...data }, 'thumbnail', image)
}

export function deletePackage(id: string): Promise<boolean> {
  return pb.collection('paket_pembelajaran').delete(id)
}

export function listPackageContent(paketId: string): Promise<PaketContent[]> {
  return pb.collection('paket_content').getFullList<PaketContent>({
    filter: pb.filter('paket_id = {:p}', { p: paketId }),
    sort: 'urutan,created',
  })
}

export function savePackageContent(
  id: string | null,
  data: PaketContentInput,
): Promise<PaketContent> {
  return id
    ? pb.collection('paket_content').update<PaketContent>(id, data)
    : pb.collection('paket_content').create<PaketContent>(data)
}

export function deletePackageContent(id: string): Promise<boolean> {
  return pb.collection('paket_content').delete(id)
}

// ---------------------------------------------------------------- classes

export function listClasses(paketId: string): Promise<Kelas[]> {
  return pb.collection('kelas').getFullList<Kelas>({
    filter: pb.filter('paket_id = {:p}', { p: paketId }),
    sort: 'urutan,created',
  })
}

export function getClass(id: string): Promise<Kelas> {
  return pb.collection('kelas').getOne<Kelas>(id)
}

export function saveClass(
  id: string | null,
  data: KelasInput,
  image: ImageChange,
): Promise<SaveResult<Kelas>> {
  return saveWithImage<Kelas>('kelas', id, { ...data }, 'thumbnail', image)
}

export function setClassActive(id: string, active: boolean): Promise<Kelas> {
  return pb.collection('kelas').update<Kelas>(id, { is_active: active })
}

export function deleteClass(id: string): Promise<boolean> {
  return pb.collection('kelas').delete(id)
}

export function getClassReport(kelasId: string): Promise<ClassReport> {
  return pb.send<ClassReport>(`/api/admin/classes/${encodeURIComponent(kelasId)}/report`, {
    method: 'GET',
  })
}

// ---------------------------------------------------------------- class content

export function listMateri(kelasId: string): Promise<Materi[]> {
  return pb.collection('materi').getFullList<Materi>({
    filter: pb.filter('kelas_id = {:k}', { k: kelasId }),
    sort: 'order,created',
  })
}

export function createMateri(data: MateriInput): Promise<Materi> {
  return pb.collection('materi').create<Materi>(data)
}

export function updateMateri(id: string, data: Partial<MateriInput>): Promise<Materi> {
  return pb.collection('materi').update<Materi>(id, data)
}

export function deleteMateri(id: string): Promise<boolean> {
  return pb.collection('materi').delete(id)
}

/** Sets the order field of `ids` to 1..n in one server transaction. */
export function reorder(
  collection: ReorderCollection,
  ids: string[],
): Promise<{ updated: number }> {
  return pb.send('/api/admin/reorder', { method: 'POST', body: { collection, ids } })
}

export function listSoal(materiId: string): Promise<Soal[]> {
  return pb.collection('soal').getFullList<Soal>({
    filter: pb.filter('materi_id = {:m}', { m: materiId }),
    sort: 'created,id',
  })
}

export function saveSoal(id: string | null, materiId: string, data: SoalInput): Promise<Soal> {
  return id
    ? pb.collection('soal').update<Soal>(id, data)
    : pb.collection('soal').create<Soal>({ ...data, materi_id: materiId })
}

export function deleteSoal(id: string): Promise<boolean> {
  return pb.collection('soal').delete(id)
}

/** A bulk import refused by the server, with its reason per row. */
export class BulkImportError extends Error {
  constructor(
    message: string,
    readonly rows: BulkRowError[],
  ) {
    super(message)
    this.name = 'BulkImportError'
  }
}

/** Saves many questions in one server transaction: all or nothing. */
export async function bulkCreateSoal(
  materiId: string,
  rows: SoalInput[],
): Promise<{ created: number; ids: string[] }> {
  try {
    return await pb.send('/api/admin/soal/bulk', {
      method: 'POST',
      body: { materi_id: materiId, rows },
    })
  } catch (err) {
    const r = (err as { response?: { message?: string; errors?: BulkRowError[] } }).response
    if (r?.errors?.length)
      throw new BulkImportError(r.message || 'Ada baris yang tidak valid', r.errors)
    throw err
  }
}

export function listVideos(materiIds: string[]): Promise<VideoLink[]> {
  if (materiIds.length === 0) return Promise.resolve([])
  const filter = materiIds.map((_, i) => `materi_id = {:m${i}}`).join(' || ')
  const params = Object.fromEntries(materiIds.map((id, i) => [`m${i}`, id]))
  return pb
    .collection('video_links')
    .getFullList<VideoLink>({ filter: pb.filter(filter, params), sort: 'urutan,created' })
}

/** Saves the fields as JSON (no file is sent: an uploaded video stays unless `video: null` removes it). */
export function saveVideo(id: string | null, data: VideoInput): Promise<VideoLink> {
  return id
    ? pb.collection('video_links').update<VideoLink>(id, data)
    : pb.collection('video_links').create<VideoLink>(data)
}

/** Public URL of the poster of an uploaded video ('' without one). */
export function videoPosterUrl(video: Pick<VideoLink, 'id' | 'poster'>): string {
  if (!video.poster) return ''
  return pb.files.getUrl(
    { id: video.id, collectionName: 'video_links', collectionId: 'video_links' } as never,
    video.poster,
  )
}

export function deleteVideo(id: string): Promise<boolean> {
  return pb.collection('video_links').delete(id)
}
