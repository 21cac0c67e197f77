// Raw HTTP for hostile requests (the SDK would clean up what we want to send broken).

export type Role = 'visitor' | 'user' | 'subscriber' | 'superadmin'

export type HostileBody =
  | { kind: 'none' }
  | { kind: 'json'; value: unknown }
  | { kind: 'raw'; data: string | Uint8Array; contentType: string }
  | { kind: 'multipart'; fields?: Record<string, string>; files?: HostileFile[] }

export interface HostileFile {
  field: string
  name: string
  type: string
  data: Uint8Array
}

export interface HostileRequest {
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE' | 'PUT'
  /** Path with query, already encoded as the attacker wants it on the wire. */
  path: string
  role: Role
  body: HostileBody
}

export interface HostileAnswer {
  status: number
  text: string
  json: unknown
  contentType: string
}

/** The request body and its Content-Type. */
function encodeBody(body: HostileBody): { payload?: BodyInit; contentType?: string } {
  switch (body.kind) {
    case 'none':
      return {}
    case 'json':
      return { payload: JSON.stringify(body.value), contentType: 'application/json' }
    case 'raw':
      return { payload: body.data as BodyInit, contentType: body.contentType }
    case 'multipart': {
      const form = new FormData()
      for (const [k, v] of Object.entries(body.fields ?? {})) form.append(k, v)
      for (const f of body.files ?? [])
        form.append(f.field, new Blob([f.data as BlobPart], { type: f.type }), f.name)
      return { payload: form }
    }
  }
}

/** Sends one hostile request as `role` (tokens by role; visitors send none). */
export async function sendHostile(
  baseUrl: string,
  tokens: Partial<Record<Role, string>>,
  req: HostileRequest,
): Promise<HostileAnswer> {
  const { payload, contentType } = encodeBody(req.body)
  const headers: Record<string, string> = {}
  if (contentType) headers['Content-Type'] = contentType
  const token = tokens[req.role]
  if (token) headers.Authorization = token
  const res = await fetch(baseUrl + req.path, { method: req.method, headers, body: payload })
  const text = await res.text()
  let json: unknown = undefined
  try {
    json = text ? JSON.parse(text) : undefined
  } catch {
    json = undefined
  }
  return { status: res.status, text, json, contentType: res.headers.get('content-type') ?? '' }
}

/** The Indonesian `message` or `error` of an error answer ('' when there is none). */
export function errorMessage(answer: HostileAnswer): string {
  const j = answer.json as { message?: unknown; error?: unknown } | undefined
  if (!j || typeof j !== 'object') return ''
  if (typeof j.message === 'string' && j.message) return j.message
  if (typeof j.error === 'string' && j.error) return j.error
  return ''
}

// Words that mark PocketBase's own English error texts (the app answers in Indonesian).
const ENGLISH =
  /\b(the|failed|request|requires|missing|found|something|went|wrong|allowed|submitted|record|authorization|entity|large|only|must|cannot|invalid)\b/i
// Common Indonesian words of the app's messages.
const INDONESIAN =
  /\b(tidak|wajib|silakan|gagal|terlalu|anda|pesan|maksimal|harus|izin|coba|ditemukan|masuk|dokumen|kredit|koleksi|permintaan|kesalahan|belum|hanya|lagi|akses|ini|itu|yang|dan|atau|untuk|dengan|kosong|kirim|isi|unggah|kata|sandi|pilih|ukuran|jumlah|bilangan|sampai|transaksi|pembayaran|data|berkas|sudah|terdaftar|diisi|dulu|habis|baris|materi|urutan|halaman|alamat|metode|jenis|periksa|menyimpan|memperbarui|menghapus|dipakai|tanda|tangan|notifikasi|bukan|sedang|boleh|minimal|karakter|sesi|muat|ulang)\b/i

/** Whether an error message reads as Indonesian (and not as PocketBase's English). */
export function isIndonesian(message: string): boolean {
  // status names of the data (pending, failed, ...) are values, not English prose
  const prose = message.replace(
    /\b(pending|completed|failed|cancelled|active|suspended|expired|superadmin|subscriber|user)\b/gi,
    '',
  )
  return message !== '' && INDONESIAN.test(prose) && !ENGLISH.test(prose)
}
