/**
 * Field lists of the local collections: the JSON schemas of RxDB, the `fields` the pull asks
 * for (only what the client stores), and the normaliser of pulled records all derive from these.
 * Bump a collection's `version` when its fields change: content collections are dropped and
 * pulled again; progress and reviews carry a migration that keeps every document.
 */
import type { RxJsonSchema } from 'rxdb'

type FieldType = 'string' | 'number' | 'boolean' | 'object'

export interface CollectionSpec {
  name: string
  primary: 'id' | 'materi_id'
  version: number
  fields: Record<string, FieldType>
  /** Indexed string fields (maxLength-limited, required). */
  indexes: string[]
  /** Content readable only by active subscribers of `paket_id` (hidden/removed when access ends). */
  scoped: boolean
  /** Pushed through POST /api/sync/push. */
  pushed: boolean
}

const base = {
  id: 'string',
  created: 'string',
  updated: 'string',
} as const satisfies Record<string, FieldType>

export const SPECS = {
  paket_pembelajaran: {
    name: 'paket_pembelajaran',
    primary: 'id',
    version: 0,
    scoped: false,
    pushed: false,
    indexes: [],
    fields: {
      ...base,
      nama_paket: 'string',
      deskripsi: 'string',
      harga: 'number',
      durasi_hari: 'number',
      button_text: 'string',
      gradient_from: 'string',
      gradient_to: 'string',
      background_color: 'string',
      category_link: 'string',
      icon: 'string',
      thumbnail: 'string',
    },
  },
  kelas: {
    name: 'kelas',
    primary: 'id',
    version: 0,
    scoped: false,
    pushed: false,
    indexes: [],
    fields: {
      ...base,
      paket_id: 'string',
      judul: 'string',
      deskripsi: 'string',
      pengajar: 'string',
      level: 'string',
      rating: 'number',
      jumlah_review: 'number',
      jumlah_user: 'number',
      durasi_text: 'string',
      durasi_menit: 'number',
      harga_asli: 'number',
      harga_diskon: 'number',
      urutan: 'number',
      thumbnail: 'string',
      is_active: 'boolean',
    },
  },
  materi: {
    name: 'materi',
    primary: 'id',
    version: 0,
    scoped: true,
    pushed: false,
    indexes: ['kelas_id'],
    fields: {
      ...base,
      kelas_id: 'string',
      paket_id: 'string',
      type: 'string',
      judul: 'string',
      deskripsi: 'string',
      order: 'number',
      parent_id: 'string',
      link_video: 'string',
    },
  },
  soal: {
    name: 'soal',
    primary: 'id',
    version: 0,
    scoped: true,
    pushed: false,
    indexes: ['materi_id'],
    fields: {
      ...base,
      materi_id: 'string',
      paket_id: 'string',
      pertanyaan: 'string',
      pilihan_a: 'string',
      pilihan_b: 'string',
      pilihan_c: 'string',
      pilihan_d: 'string',
      jawaban_benar: 'string',
    },
  },
  video_links: {
    name: 'video_links',
    primary: 'id',
    // 1: uploaded videos (video, video_size, video_duration, poster)
    version: 1,
    scoped: true,
    pushed: false,
    indexes: ['materi_id'],
    fields: {
      ...base,
      materi_id: 'string',
      paket_id: 'string',
      judul: 'string',
      deskripsi: 'string',
      link_youtube: 'string',
      urutan: 'number',
      thumbnail: 'string',
      video: 'string',
      video_size: 'number',
      video_duration: 'number',
      poster: 'string',
    },
  },
  paket_content: {
    name: 'paket_content',
    primary: 'id',
    version: 0,
    scoped: true,
    pushed: false,
    indexes: ['paket_id'],
    fields: { ...base, paket_id: 'string', judul: 'string', konten: 'string', urutan: 'number' },
  },
  subscribers: {
    name: 'subscribers',
    primary: 'id',
    version: 0,
    scoped: false,
    pushed: false,
    indexes: [],
    fields: {
      ...base,
      user_id: 'string',
      paket_id: 'string',
      status: 'string',
      durasi_mulai: 'string',
      durasi_akhir: 'string',
    },
  },
  progress: {
    name: 'progress',
    primary: 'materi_id',
    version: 0,
    scoped: false,
    pushed: true,
    indexes: [],
    fields: {
      ...base,
      user_id: 'string',
      materi_id: 'string',
      status: 'string',
      skor: 'number',
      answers: 'object',
      completed_at: 'string',
    },
  },
  reviews: {
    name: 'reviews',
    primary: 'materi_id',
    version: 0,
    scoped: false,
    pushed: true,
    indexes: [],
    fields: {
      ...base,
      user_id: 'string',
      materi_id: 'string',
      rating: 'number',
      student_role: 'string',
      review_text: 'string',
      author_name: 'string',
    },
  },
} satisfies Record<string, CollectionSpec>

export type CollectionName = keyof typeof SPECS
export const COLLECTION_NAMES = Object.keys(SPECS) as CollectionName[]

/** The `fields` query parameter of a pull. */
export function pullFields(spec: CollectionSpec): string {
  return Object.keys(spec.fields).join(',')
}

export function jsonSchemaOf(spec: CollectionSpec): RxJsonSchema<Record<string, unknown>> {
  const properties: Record<string, Record<string, unknown>> = {}
  for (const [field, type] of Object.entries(spec.fields)) {
    const prop: Record<string, unknown> = { type }
    if (field === spec.primary || spec.indexes.includes(field)) prop.maxLength = 64
    properties[field] = prop
  }
  return {
    title: spec.name,
    version: spec.version,
    primaryKey: spec.primary,
    type: 'object',
    properties,
    required: Object.keys(spec.fields),
    indexes: spec.indexes,
  } as RxJsonSchema<Record<string, unknown>>
}

/** A pulled record (or a record the push route returned) in the local shape: every field present, no nulls. */
export function normalizeRecord(
  spec: CollectionSpec,
  record: Record<string, unknown>,
): Record<string, unknown> {
  const out: Record<string, unknown> = {}
  for (const [field, type] of Object.entries(spec.fields)) {
    const v = record[field]
    switch (type) {
      case 'string':
        out[field] =
          typeof v === 'string'
            ? v
            : v === null || v === undefined
              ? ''
              : Array.isArray(v)
                ? String(v[0] ?? '')
                : String(v)
        break
      case 'number':
        out[field] = typeof v === 'number' && Number.isFinite(v) ? v : Number(v) || 0
        break
      case 'boolean':
        out[field] = v === true
        break
      case 'object':
        out[field] = v && typeof v === 'object' && !Array.isArray(v) ? v : {}
        break
    }
  }
  return out
}
