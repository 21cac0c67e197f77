// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { initialSessionState, signIn, signOut, useSession } from '@/data/auth'
import type * as AuthModule from '@/data/auth'
import type { UserRecord } from '@/data/types'
import { pb } from '../pocketbase'
import {
  DEFAULT_EXPORT_NAME,
  OLD_PASSWORD_WRONG,
  changePassword,
  deleteMyAccount,
  deleteThesisDocument,
  deleteUserAccount,
  downloadMyData,
  getPrivacyInfo,
  listMyDocuments,
  listMySubscriptions,
  parsePrivacyInfo,
  updateFullName,
} from './api'
import { AccountError } from './errors'

vi.mock('@/data/auth', async (importOriginal) => ({
  ...(await importOriginal<typeof AuthModule>()),
  signIn: vi.fn(async () => ({})),
  signOut: vi.fn(async () => {}),
}))

const siti: UserRecord = {
  id: 'u1',
  email: 'siti@demo.id',
  full_name: 'Siti',
  role: 'subscriber',
  credits: 12,
  verified: true,
  created: '',
  updated: '',
}
const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(status === 204 ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  })

let fetchMock: ReturnType<typeof vi.fn>
const call = (i = 0) => {
  const [url, init] = fetchMock.mock.calls[i] as [string, RequestInit | undefined]
  return {
    url: String(url),
    init: init ?? {},
    body: init?.body ? JSON.parse(String(init.body)) : null,
  }
}

beforeEach(() => {
  useSession.setState({ ...initialSessionState, loading: false, user: siti, profile: { ...siti } })
  fetchMock = vi.fn()
  vi.stubGlobal('fetch', fetchMock)
  vi.mocked(signIn).mockClear()
  vi.mocked(signOut).mockClear()
})
afterEach(() => {
  vi.unstubAllGlobals()
  useSession.setState({ ...initialSessionState })
  pb.authStore.clear()
})

describe('privacy info', () => {
  it('reads the operator, retention, LLM and webhook hosts', async () => {
    fetchMock.mockResolvedValueOnce(
      json(200, {
        operator: { name: 'PT Contoh', contact: 'privasi@contoh.id' },
        retentionDays: 180,
        llm: { host: 'api.openai.com' },
        webhooks: { story: 'n8n.contoh.id', academic: null, upload: '' },
        sidangCredits: 3,
      }),
    )
    await expect(getPrivacyInfo()).resolves.toEqual({
      operator: { name: 'PT Contoh', contact: 'privasi@contoh.id' },
      retentionDays: 180,
      llm: { host: 'api.openai.com' },
      webhooks: { story: 'n8n.contoh.id', academic: null, upload: null },
      sidangCredits: 3,
    })
    expect(call().url).toMatch(/\/api\/privacy$/)
  })

  it('fills what is missing with defaults instead of failing', () => {
    expect(parsePrivacyInfo({ llm: null })).toEqual({
      operator: { name: '', contact: '' },
      retentionDays: 365,
      llm: null,
      webhooks: { story: null, academic: null, upload: null },
    })
    expect(parsePrivacyInfo(null).llm).toBeNull()
  })

  it('throws an Indonesian AccountError when the server fails', async () => {
    fetchMock.mockResolvedValueOnce(json(500, { message: 'boom' }))
    await expect(getPrivacyInfo()).rejects.toBeInstanceOf(AccountError)
  })
})

describe('documents', () => {
  it('lists the documents with their retention dates', async () => {
    fetchMock.mockResolvedValueOnce(
      json(200, {
        retentionDays: 365,
        items: [
          {
            id: 'd1',
            fileName: 'skripsi.pdf',
            size: 2048,
            words: 900,
            pages: 12,
            created: '2026-01-02 03:04:05.000Z',
            lastOpened: '2026-02-01 00:00:00.000Z',
            deleteAfter: '2027-02-01 00:00:00.000Z',
          },
          { nope: true },
        ],
      }),
    )
    const docs = await listMyDocuments()
    expect(docs.retentionDays).toBe(365)
    expect(docs.items).toHaveLength(1)
    expect(docs.items[0]).toMatchObject({ id: 'd1', fileName: 'skripsi.pdf', size: 2048 })
    expect(call().url).toMatch(/\/api\/me\/documents$/)
  })

  it('deletes one thesis through the collection', async () => {
    fetchMock.mockResolvedValueOnce(json(204, null))
    await deleteThesisDocument('d1')
    expect(call().url).toMatch(/\/api\/collections\/thesis_documents\/records\/d1$/)
    expect(call().init.method).toBe('DELETE')
  })
})

describe('subscriptions', () => {
  it('marks the active ones and names the package', async () => {
    fetchMock.mockResolvedValueOnce(
      json(200, {
        page: 1,
        perPage: 500,
        totalItems: 2,
        totalPages: 1,
        items: [
          {
            id: 's1',
            status: 'active',
            durasi_akhir: '2099-01-01 00:00:00.000Z',
            expand: { paket_id: { nama_paket: 'Paket Basic Skripsi' } },
          },
          { id: 's2', status: 'active', durasi_akhir: '2020-01-01 00:00:00.000Z', expand: {} },
        ],
      }),
    )
    const subs = await listMySubscriptions(new Date('2026-06-01T00:00:00Z'))
    expect(subs.map((s) => [s.id, s.paketName, s.active])).toEqual([
      ['s1', 'Paket Basic Skripsi', true],
      ['s2', 'Paket', false],
    ])
    expect(decodeURIComponent(call().url)).toContain("user_id = 'u1'")
  })
})

describe('profile', () => {
  it('saves the trimmed full name and shows it in the session at once', async () => {
    fetchMock.mockResolvedValueOnce(json(200, { ...siti, full_name: 'Siti Baru' }))
    await updateFullName('  Siti Baru ')
    expect(call().body).toEqual({ full_name: 'Siti Baru' })
    expect(call().init.method).toBe('PATCH')
    expect(useSession.getState().profile?.full_name).toBe('Siti Baru')
  })

  it('changes the password and signs in again with the new one', async () => {
    fetchMock.mockResolvedValueOnce(json(200, siti))
    await changePassword({
      oldPassword: 'lama123',
      password: 'baru1234',
      passwordConfirm: 'baru1234',
    })
    expect(call().body).toEqual({
      oldPassword: 'lama123',
      password: 'baru1234',
      passwordConfirm: 'baru1234',
    })
    expect(signIn).toHaveBeenCalledWith('siti@demo.id', 'baru1234')
  })

  it('names a wrong old password on its field and does not sign in', async () => {
    fetchMock.mockResolvedValueOnce(
      json(400, {
        code: 400,
        message: 'Failed to update record.',
        data: {
          oldPassword: {
            code: 'validation_invalid_old_password',
            message: 'Missing or invalid old password.',
          },
        },
      }),
    )
    const error = await changePassword({
      oldPassword: 'salah',
      password: 'baru1234',
      passwordConfirm: 'baru1234',
    }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(AccountError)
    expect((error as AccountError).fields).toEqual({ oldPassword: OLD_PASSWORD_WRONG })
    expect(signIn).not.toHaveBeenCalled()
  })
})

describe('export', () => {
  it('downloads the ZIP with the token under the name the server gives', async () => {
    pb.authStore.save('tok123', { id: 'u1' } as never)
    const created: string[] = []
    URL.createObjectURL = vi.fn(() => {
      created.push('blob:1')
      return 'blob:1'
    })
    URL.revokeObjectURL = vi.fn()
    const clicks: string[] = []
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicks.push(this.download)
    })
    fetchMock.mockResolvedValueOnce(
      new Response(new Blob(['PK\u0003\u0004']), {
        status: 200,
        headers: { 'content-disposition': 'attachment; filename="data-saya-2026-11-25.zip"' },
      }),
    )
    await expect(downloadMyData()).resolves.toBe('data-saya-2026-11-25.zip')
    expect(call().url).toMatch(/\/api\/me\/export$/)
    expect((call().init.headers as Record<string, string>).Authorization).toBe('tok123')
    expect(clicks).toEqual(['data-saya-2026-11-25.zip'])
    expect(created).toHaveLength(1)
  })

  it('saves the export as data-saya.zip when the server names none', async () => {
    URL.createObjectURL = vi.fn(() => 'blob:x')
    URL.revokeObjectURL = vi.fn()
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined)
    fetchMock.mockResolvedValueOnce(new Response(new Blob(['PK\u0003\u0004']), { status: 200 }))
    await expect(downloadMyData()).resolves.toBe(DEFAULT_EXPORT_NAME)
  })

  it('reports the server message when the export fails', async () => {
    fetchMock.mockResolvedValueOnce(json(401, { code: 'UNAUTHORIZED', message: 'Silakan masuk.' }))
    await expect(downloadMyData()).rejects.toMatchObject({ message: 'Silakan masuk.', status: 401 })
  })
})

describe('account deletion', () => {
  it('posts the password, then forgets the device like a sign-out', async () => {
    fetchMock.mockResolvedValueOnce(json(204, null))
    await deleteMyAccount('rahasia1')
    expect(call().url).toMatch(/\/api\/me\/delete$/)
    expect(call().init.method).toBe('POST')
    expect(call().body).toEqual({ password: 'rahasia1' })
    expect(signOut).toHaveBeenCalledTimes(1)
  })

  it('keeps everything on a wrong password', async () => {
    fetchMock.mockResolvedValueOnce(
      json(400, { code: 'WRONG_PASSWORD', message: 'Password salah.' }),
    )
    await expect(deleteMyAccount('salah')).rejects.toMatchObject({
      code: 'WRONG_PASSWORD',
      message: 'Password salah.',
    })
    expect(signOut).not.toHaveBeenCalled()
  })

  it("the superadmin's deletion posts to the user's admin route", async () => {
    fetchMock.mockResolvedValueOnce(json(204, null))
    await deleteUserAccount('abc123')
    expect(call().url).toMatch(/\/api\/admin\/users\/abc123\/delete$/)
    expect(call().init.method).toBe('POST')
  })
})
