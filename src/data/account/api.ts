/**
 * The signed-in user's own data (issue 22, docs/contract.md): the privacy page's configuration, the
 * uploaded theses with their retention date, 'Unduh data saya', changing the name and password, and
 * deleting a thesis or the whole account. The superadmin's 'Hapus akun pengguna' is here too: it has
 * the same effects as the person's own deletion.
 */
import { signIn, signOut, useSession } from '@/data/auth'
import type { UserRecord } from '@/data/types'
import { isSubscriptionActive } from '@/lib/subscription'
import { DownloadError, downloadFile } from '../file-download'
import { pb, filter } from '../pocketbase'
import { AccountError, WRONG_PASSWORD_MESSAGE, toAccountError } from './errors'
import type { MyDocument, MyDocuments, MySubscription, PasswordErrors, PrivacyInfo } from './types'

type Json = Record<string, unknown>

const str = (v: unknown): string => (typeof v === 'string' ? v : '')
const num = (v: unknown): number => (typeof v === 'number' && Number.isFinite(v) ? v : 0)
const host = (v: unknown): string | null => (typeof v === 'string' && v.trim() ? v.trim() : null)

/** The default name of the export when the server names none. */
export const DEFAULT_EXPORT_NAME = 'data-saya.zip'
export const DEFAULT_RETENTION_DAYS = 365

/** Reads GET /api/privacy's answer defensively (missing parts become empty, not errors). */
export function parsePrivacyInfo(body: unknown): PrivacyInfo {
  const b = (body && typeof body === 'object' ? body : {}) as Json
  const operator = (b.operator && typeof b.operator === 'object' ? b.operator : {}) as Json
  const llm = b.llm && typeof b.llm === 'object' ? host((b.llm as Json).host) : null
  const hooks = (b.webhooks && typeof b.webhooks === 'object' ? b.webhooks : {}) as Json
  const info: PrivacyInfo = {
    operator: { name: str(operator.name).trim(), contact: str(operator.contact).trim() },
    retentionDays: num(b.retentionDays) > 0 ? num(b.retentionDays) : DEFAULT_RETENTION_DAYS,
    llm: llm ? { host: llm } : null,
    webhooks: {
      story: host(hooks.story),
      academic: host(hooks.academic),
      upload: host(hooks.upload),
    },
  }
  if (typeof b.sidangCredits === 'number' && b.sidangCredits >= 0)
    info.sidangCredits = b.sidangCredits
  return info
}

/** GET /api/privacy (public). */
export async function getPrivacyInfo(): Promise<PrivacyInfo> {
  try {
    const body = await pb.send<unknown>('/api/privacy', { method: 'GET', requestKey: null })
    return parsePrivacyInfo(body)
  } catch (error) {
    throw toAccountError(error, 'Gagal memuat kebijakan privasi')
  }
}

function parseDocument(raw: unknown): MyDocument | null {
  const d = (raw && typeof raw === 'object' ? raw : {}) as Json
  const id = str(d.id)
  if (!id) return null
  return {
    id,
    fileName: str(d.fileName) || 'Dokumen',
    size: num(d.size),
    words: num(d.words),
    pages: num(d.pages),
    created: str(d.created),
    lastOpened: str(d.lastOpened),
    deleteAfter: str(d.deleteAfter),
  }
}

/** GET /api/me/documents: the signed-in user's uploaded theses with their retention dates. */
export async function listMyDocuments(): Promise<MyDocuments> {
  try {
    const body = await pb.send<Json>('/api/me/documents', { method: 'GET', requestKey: null })
    const items = Array.isArray(body.items) ? body.items : []
    return {
      retentionDays: num(body.retentionDays) > 0 ? num(body.retentionDays) : DEFAULT_RETENTION_DAYS,
      items: items.map(parseDocument).filter((d): d is MyDocument => d !== null),
    }
  } catch (error) {
    throw toAccountError(error, 'Gagal memuat dokumen')
  }
}

/** Deletes one uploaded thesis (its file, text and passages; Simulasi Sidang reports stay). */
export async function deleteThesisDocument(id: string): Promise<void> {
  try {
    await pb.collection('thesis_documents').delete(id)
  } catch (error) {
    throw toAccountError(error, 'Gagal menghapus dokumen')
  }
}

function currentUser(): UserRecord {
  const s = useSession.getState()
  const user = s.profile ?? s.user
  if (!user) throw new AccountError('Anda belum masuk.', 'UNAUTHORIZED', 401)
  return user
}

/** The user's subscriptions (newest end first), each marked active or not. */
export async function listMySubscriptions(now: Date = new Date()): Promise<MySubscription[]> {
  const user = currentUser()
  try {
    const rows = await pb.collection('subscribers').getFullList<Json>({
      filter: filter('user_id = {:id}', { id: user.id }),
      expand: 'paket_id',
      sort: '-durasi_akhir',
      requestKey: null,
    })
    return rows.map((row) => {
      const expand = (row.expand ?? {}) as Json
      const paket = (expand.paket_id ?? {}) as Json
      const sub = { status: str(row.status), durasi_akhir: str(row.durasi_akhir) }
      return {
        id: str(row.id),
        paketName: str(paket.nama_paket) || 'Paket',
        status: sub.status,
        durasi_akhir: sub.durasi_akhir,
        active: isSubscriptionActive(sub, now),
      }
    })
  } catch (error) {
    throw toAccountError(error, 'Gagal memuat langganan')
  }
}

/** Puts a fresher copy of the user's record in the session, so the header follows at once. */
function applyRecord(record: Partial<UserRecord>): void {
  useSession.setState((s) => {
    const base = s.profile ?? s.user
    return base ? { profile: { ...base, ...record } } : {}
  })
}

export const NAME_MAX_LENGTH = 200

/** Changes the signed-in user's full name. */
export async function updateFullName(fullName: string): Promise<UserRecord> {
  const user = currentUser()
  try {
    const record = await pb
      .collection('users')
      .update<UserRecord>(user.id, { full_name: fullName.trim() })
    applyRecord({ full_name: record.full_name })
    return record
  } catch (error) {
    throw toAccountError(error, 'Gagal menyimpan nama')
  }
}

export const OLD_PASSWORD_WRONG = 'Password lama tidak sesuai'

/**
 * Changes the password (PocketBase checks the old one) and signs in again with the new one: the
 * server invalidates every token of the account when its password changes. Throws an AccountError
 * whose `fields` name the wrong field (oldPassword, password, passwordConfirm).
 */
export async function changePassword(input: {
  oldPassword: string
  password: string
  passwordConfirm: string
}): Promise<void> {
  const user = currentUser()
  try {
    await pb.collection('users').update(user.id, {
      oldPassword: input.oldPassword,
      password: input.password,
      passwordConfirm: input.passwordConfirm,
    })
  } catch (error) {
    const e = toAccountError(error, 'Gagal mengganti password')
    const fields: PasswordErrors = {}
    if (e.fields.oldPassword) fields.oldPassword = OLD_PASSWORD_WRONG
    if (e.fields.password) fields.password = e.fields.password
    if (e.fields.passwordConfirm) fields.passwordConfirm = e.fields.passwordConfirm
    throw new AccountError(
      fields.oldPassword ?? e.message,
      e.code,
      e.status,
      fields as Record<string, string>,
    )
  }
  try {
    await signIn(user.email, input.password)
  } catch (error) {
    // The password did change; the re-sign-in dialog asks for it when the old session is refused.
    throw toAccountError(
      error,
      'Password sudah diganti, tetapi gagal masuk kembali. Silakan masuk dengan password baru.',
    )
  }
}

/**
 * 'Unduh data saya': GET /api/me/export with the session's token, saved as the server names it
 * (default 'data-saya.zip', src/data/file-download.ts). Resolves with the file name.
 */
export async function downloadMyData(
  fetchImpl?: (input: string, init?: RequestInit) => Promise<Response>,
): Promise<string> {
  currentUser()
  try {
    return await downloadFile('/api/me/export', {
      fallbackName: DEFAULT_EXPORT_NAME,
      failureMessage: 'Gagal mengunduh data. Silakan coba lagi.',
      fetchImpl,
    })
  } catch (error) {
    if (error instanceof DownloadError)
      throw new AccountError(error.message, error.code, error.status)
    throw toAccountError(error, 'Gagal mengunduh data')
  }
}

/**
 * 'Hapus akun': POST /api/me/delete with the password typed again. On success the device forgets
 * the user as an explicit sign-out does (session, local database, downloads, chat history).
 * A wrong password throws an AccountError with code 'WRONG_PASSWORD' and changes nothing.
 */
export async function deleteMyAccount(password: string): Promise<void> {
  currentUser()
  try {
    await pb.send('/api/me/delete', { method: 'POST', body: { password }, requestKey: null })
  } catch (error) {
    const e = toAccountError(error, 'Gagal menghapus akun')
    if (e.code === 'WRONG_PASSWORD')
      throw new AccountError(e.message || WRONG_PASSWORD_MESSAGE, e.code, e.status, e.fields)
    throw e
  }
  await signOut()
}

/** The superadmin's 'Hapus akun pengguna': POST /api/admin/users/{id}/delete (same effects). */
export async function deleteUserAccount(userId: string): Promise<void> {
  try {
    await pb.send(`/api/admin/users/${encodeURIComponent(userId)}/delete`, {
      method: 'POST',
      requestKey: null,
    })
  } catch (error) {
    throw toAccountError(error, 'Gagal menghapus akun pengguna')
  }
}
