import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { initialSessionState, useSession } from '@/data/auth'
import type { UserRecord } from '@/data/types'
import { getCvAiStatus, getThesisCvEntry, rewriteCvBullet } from './api'
import { CvApiError } from './errors'

const siti: UserRecord = {
  id: 'u1',
  email: 'siti@demo.id',
  full_name: 'Siti',
  role: 'subscriber',
  credits: 9,
  verified: true,
  created: '',
  updated: '',
}
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

let fetchMock: ReturnType<typeof vi.fn>
beforeEach(() => {
  useSession.setState({ ...initialSessionState, loading: false, user: siti, profile: { ...siti } })
  fetchMock = vi.fn()
  vi.stubGlobal('fetch', fetchMock)
})
afterEach(() => {
  vi.unstubAllGlobals()
  useSession.setState({ ...initialSessionState })
})

const credits = () => useSession.getState().profile?.credits
const sent = (i = 0) => {
  const [url, init] = fetchMock.mock.calls[i] as [string, RequestInit]
  return { url, method: init.method, body: init.body ? JSON.parse(String(init.body)) : null }
}

describe('Analisa CV client', () => {
  it('asks whether the AI rewrite is offered; any failure means it is not', async () => {
    fetchMock.mockResolvedValueOnce(json(200, { aiAvailable: true, cost: 2 }))
    await expect(getCvAiStatus()).resolves.toEqual({ available: true, cost: 2 })
    expect(sent()).toMatchObject({ method: 'GET' })
    expect(sent().url).toMatch(/\/api\/cv\/status$/)
    fetchMock.mockResolvedValueOnce(json(200, { aiAvailable: false, cost: 1 }))
    await expect(getCvAiStatus()).resolves.toEqual({ available: false, cost: 1 })
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'))
    await expect(getCvAiStatus()).resolves.toMatchObject({ available: false })
  })

  it('sends one bullet and the posting without contact details, and takes the balance', async () => {
    fetchMock.mockResolvedValueOnce(json(200, { rewrite: 'Mengoordinasikan panitia.', credits: 8 }))
    await expect(
      rewriteCvBullet({
        bullet: '  Membantu  panitia (siti@kampus.ac.id, 0812 3456 7890)  ',
        posting: 'Kirim CV ke hrd@contoh.co.id',
      }),
    ).resolves.toEqual({ rewrite: 'Mengoordinasikan panitia.', credits: 8 })
    const req = sent()
    expect(req.url).toMatch(/\/api\/cv\/rewrite$/)
    expect(req.method).toBe('POST')
    expect(req.body).toEqual({
      bullet: 'Membantu panitia ([kontak], [kontak])',
      posting: 'Kirim CV ke [kontak]',
    })
    expect(credits()).toBe(8)
    fetchMock.mockResolvedValueOnce(json(200, { rewrite: 'X.', credits: 7 }))
    await rewriteCvBullet({ bullet: 'Menyusun laporan', posting: '  ' })
    expect(sent(1).body).toEqual({ bullet: 'Menyusun laporan' })
  })

  it('turns refusals into CvApiError with the refunded balance and what was added', async () => {
    fetchMock.mockResolvedValueOnce(
      json(422, {
        code: 'CV_REWRITE_REFUSED',
        message: 'Hasil AI menambahkan angka atau nama…',
        credits: 9,
        added: ['30%', 'Shopee'],
      }),
    )
    const refused = await rewriteCvBullet({ bullet: 'Membantu penjualan' }).catch((e: unknown) => e)
    expect(refused).toBeInstanceOf(CvApiError)
    expect(refused).toMatchObject({ status: 422, code: 'CV_REWRITE_REFUSED', credits: 9 })
    expect((refused as CvApiError).added).toEqual(['30%', 'Shopee'])
    expect(credits()).toBe(9)

    fetchMock.mockResolvedValueOnce(
      json(402, { code: 'INSUFFICIENT_CREDITS', message: 'x', credits: 0 }),
    )
    await expect(rewriteCvBullet({ bullet: 'Membantu' })).rejects.toMatchObject({
      code: 'INSUFFICIENT_CREDITS',
      credits: 0,
    })
    expect(credits()).toBe(0)
    fetchMock.mockResolvedValueOnce(json(409, { code: 'CV_AI_UNAVAILABLE', message: 'x' }))
    await expect(rewriteCvBullet({ bullet: 'Membantu' })).rejects.toMatchObject({
      code: 'CV_AI_UNAVAILABLE',
    })
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'))
    await expect(rewriteCvBullet({ bullet: 'Membantu' })).rejects.toMatchObject({ code: 'NETWORK' })
  })

  it('reads the thesis entry, or why there is none', async () => {
    fetchMock.mockResolvedValueOnce(json(200, { available: false, reason: 'NO_DOCUMENT' }))
    await expect(getThesisCvEntry()).resolves.toEqual({ available: false, reason: 'NO_DOCUMENT' })
    expect(sent().url).toMatch(/\/api\/cv\/thesis-entry$/)
    fetchMock.mockResolvedValueOnce(
      json(200, {
        available: true,
        documentId: 'd1',
        fileName: 'skripsi.pdf',
        title: 'Pengaruh Media Sosial',
        method: {
          text: 'Penelitian ini menggunakan pendekatan kuantitatif.',
          chapter: 'BAB III',
          page: 21,
        },
        result: null,
      }),
    )
    await expect(getThesisCvEntry('d1')).resolves.toEqual({
      available: true,
      documentId: 'd1',
      fileName: 'skripsi.pdf',
      title: 'Pengaruh Media Sosial',
      method: {
        text: 'Penelitian ini menggunakan pendekatan kuantitatif.',
        chapter: 'BAB III',
        page: 21,
      },
      result: null,
    })
    expect(sent(1).url).toMatch(/\/api\/cv\/thesis-entry\?documentId=d1$/)
    fetchMock.mockResolvedValueOnce(json(404, { code: 'DOCUMENT_NOT_FOUND', message: 'x' }))
    await expect(getThesisCvEntry('zz')).rejects.toMatchObject({ code: 'DOCUMENT_NOT_FOUND' })
  })
})
