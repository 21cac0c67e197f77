// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { NETWORK_ERROR_MESSAGE } from '@/lib/errors'
import {
  DownloadError,
  OBJECT_URL_LIFETIME_MS,
  downloadFile,
  fileNameFromDisposition,
} from './file-download'
import { pb } from './pocketbase'

describe('fileNameFromDisposition (RFC 6266)', () => {
  it('reads a quoted or plain filename, else the fallback', () => {
    expect(fileNameFromDisposition(null, 'x.csv')).toBe('x.csv')
    expect(fileNameFromDisposition('attachment', 'x.csv')).toBe('x.csv')
    expect(fileNameFromDisposition('attachment; filename=""', 'x.csv')).toBe('x.csv')
    expect(fileNameFromDisposition('attachment; filename=a.zip', 'x')).toBe('a.zip')
    expect(fileNameFromDisposition('attachment; filename="subscriber 2026.csv"', 'x')).toBe(
      'subscriber 2026.csv',
    )
    expect(fileNameFromDisposition('attachment; filename="a.csv"; size=10', 'x')).toBe('a.csv')
  })

  it("prefers filename*=UTF-8'' (percent-encoded) over filename", () => {
    expect(
      fileNameFromDisposition(
        `attachment; filename="x.zip"; filename*=UTF-8''data%20saya.zip`,
        'f',
      ),
    ).toBe('data saya.zip')
    expect(
      fileNameFromDisposition(`attachment; filename*=UTF-8''laporan-%C3%A9tude.csv`, 'f'),
    ).toBe('laporan-étude.csv')
    expect(fileNameFromDisposition(`attachment; filename*=utf-8'id'kelas%20A.csv`, 'f')).toBe(
      'kelas A.csv',
    )
    // A broken encoding falls back to the plain name, then to the fallback.
    expect(
      fileNameFromDisposition(`attachment; filename*=UTF-8''%E0%A4%A; filename=b.csv`, 'f'),
    ).toBe('b.csv')
    expect(fileNameFromDisposition(`attachment; filename*=UTF-8''%E0%A4%A`, 'f')).toBe('f')
  })

  it('replaces path separators', () => {
    expect(fileNameFromDisposition('attachment; filename="../evil.zip"', 'f')).toBe('.._evil.zip')
    expect(fileNameFromDisposition(`attachment; filename*=UTF-8''a%2Fb%5Cc.csv`, 'f')).toBe(
      'a_b_c.csv',
    )
  })
})

describe('downloadFile', () => {
  const fetchMock = vi.fn<(url: string, init?: RequestInit) => Promise<Response>>()
  let clicks: string[]

  beforeEach(() => {
    vi.useFakeTimers()
    fetchMock.mockReset()
    pb.authStore.save('tok-admin', { id: 'a1' } as never)
    URL.createObjectURL = vi.fn(() => 'blob:file-1')
    URL.revokeObjectURL = vi.fn()
    clicks = []
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicks.push(`${this.href} ${this.download}`)
    })
  })
  afterEach(() => {
    pb.authStore.clear()
    vi.useRealTimers()
    vi.restoreAllMocks()
  })

  it('sends the token in the header (not the URL) with the non-empty query, saves under the server name, revokes the URL after a minute', async () => {
    fetchMock.mockResolvedValueOnce(
      new Response('a,b\n', {
        status: 200,
        headers: { 'Content-Disposition': `attachment; filename*=UTF-8''pembayaran%202026.csv` },
      }),
    )
    const name = await downloadFile('/api/admin/payments/export', {
      query: { q: 'siti', status: '' },
      fallbackName: 'pembayaran.csv',
      failureMessage: 'Gagal mengunduh CSV',
      fetchImpl: fetchMock,
    })
    expect(name).toBe('pembayaran 2026.csv')
    const [url, init] = fetchMock.mock.calls[0]!
    expect(url).toMatch(/\/api\/admin\/payments\/export\?q=siti$/)
    expect(url).not.toContain('tok-admin')
    expect((init?.headers as Record<string, string>).Authorization).toBe('tok-admin')
    expect(clicks).toEqual(['blob:file-1 pembayaran 2026.csv'])
    expect(document.querySelector('a[download]')).toBeNull()
    vi.advanceTimersByTime(OBJECT_URL_LIFETIME_MS - 1)
    expect(URL.revokeObjectURL).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:file-1')
  })

  it('uses the fallback name when the server names none', async () => {
    fetchMock.mockResolvedValueOnce(new Response('x', { status: 200 }))
    await expect(
      downloadFile('/api/me/export', {
        fallbackName: 'data-saya.zip',
        failureMessage: 'Gagal',
        fetchImpl: fetchMock,
      }),
    ).resolves.toBe('data-saya.zip')
  })

  it("throws the server's message and code, the caller's text when there is none, and the network message without an answer", async () => {
    const options = {
      fallbackName: 'f.csv',
      failureMessage: 'Gagal mengunduh CSV',
      fetchImpl: fetchMock,
    }
    fetchMock.mockResolvedValueOnce(
      new Response(JSON.stringify({ code: 'FORBIDDEN', message: 'Hanya superadmin.' }), {
        status: 403,
      }),
    )
    await expect(downloadFile('/x', options)).rejects.toEqual(
      new DownloadError('Hanya superadmin.', 403, 'FORBIDDEN'),
    )
    fetchMock.mockResolvedValueOnce(new Response('<html>502</html>', { status: 502 }))
    await expect(downloadFile('/x', options)).rejects.toMatchObject({
      message: 'Gagal mengunduh CSV',
      status: 502,
      code: '',
    })
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'))
    await expect(downloadFile('/x', options)).rejects.toMatchObject({
      message: NETWORK_ERROR_MESSAGE,
      status: 0,
    })
    expect(clicks).toEqual([])
  })
})
