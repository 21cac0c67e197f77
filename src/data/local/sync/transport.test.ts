import PocketBase from 'pocketbase'
import { describe, expect, it, vi } from 'vitest'
import { AuthLostError, describeSyncError, Transport } from './transport'

function token(expSeconds: number): string {
  const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url')
  return `${b64({ alg: 'HS256' })}.${b64({ id: 'user1', exp: expSeconds, type: 'authRecord' })}.sig`
}

function setup(o: { user?: string; respond?: () => Response; suspended?: boolean } = {}) {
  const pb = new PocketBase('http://127.0.0.1:8090')
  pb.authStore.save(token(Math.floor(Date.now() / 1000) + 3600), { id: o.user ?? 'user1' } as never)
  const fetch = vi.fn(async (_url: string, _init: RequestInit) =>
    (o.respond ?? (() => Response.json({ items: [] })))(),
  )
  const onAuthLost = vi.fn()
  const t = new Transport({
    pb,
    userId: 'user1',
    fetch: fetch as unknown as typeof globalThis.fetch,
    onAuthLost,
    isSuspended: () => o.suspended ?? false,
  })
  return { t, fetch, onAuthLost }
}

describe('Transport', () => {
  it("sends the user's token and JSON bodies to the server's URL and returns the parsed body", async () => {
    const { t, fetch } = setup({ respond: () => Response.json({ ok: 1 }) })
    expect(await t.request('/api/sync/push', { method: 'POST', body: '{}' })).toEqual({ ok: 1 })
    const [url, init] = fetch.mock.calls[0]
    expect(url).toBe('http://127.0.0.1:8090/api/sync/push')
    const headers = new Headers(init.headers)
    expect(headers.get('Authorization')).toMatch(/^ey/)
    expect(headers.get('Content-Type')).toBe('application/json')
  })

  it('a 401 pauses (auth lost) and throws AuthLostError; another user or a paused engine never sends', async () => {
    const a = setup({ respond: () => Response.json({ message: 'x' }, { status: 401 }) })
    await expect(a.t.request('/x')).rejects.toBeInstanceOf(AuthLostError)
    expect(a.onAuthLost).toHaveBeenCalledTimes(1)

    const b = setup({ user: 'someone-else' })
    await expect(b.t.request('/x')).rejects.toBeInstanceOf(AuthLostError)
    expect(b.fetch).not.toHaveBeenCalled()
    expect(b.onAuthLost).toHaveBeenCalledTimes(1)

    const c = setup({ suspended: true })
    await expect(c.t.request('/x')).rejects.toBeInstanceOf(AuthLostError)
    expect(c.fetch).not.toHaveBeenCalled()
  })

  it("other errors carry the server's message", async () => {
    const { t } = setup({
      respond: () => Response.json({ message: 'Bad filter' }, { status: 400 }),
    })
    await expect(t.request('/x')).rejects.toThrow('Bad filter')
  })

  it("follows the server's clock when the device is more than 5 s off", async () => {
    const ahead = setup({
      respond: () =>
        new Response('{}', { headers: { date: new Date(Date.now() + 3_600_000).toUTCString() } }),
    })
    await ahead.t.request('/x')
    expect(Math.abs(ahead.t.now() - (Date.now() + 3_600_000))).toBeLessThan(2000)
    const close = setup({
      respond: () =>
        new Response('{}', { headers: { date: new Date(Date.now() + 2000).toUTCString() } }),
    })
    await close.t.request('/x')
    expect(Math.abs(close.t.now() - Date.now())).toBeLessThan(50)
  })
})

describe('describeSyncError', () => {
  it('explains errors in Indonesian', () => {
    expect(describeSyncError(new AuthLostError())).toBe(
      'Sesi berakhir. Silakan masuk kembali untuk menyinkronkan.',
    )
    expect(
      describeSyncError({
        parameters: { errors: [{ name: 'TypeError', message: 'fetch failed' }] },
      }),
    ).toBe('Server tidak dapat dihubungi. Perubahan tetap tersimpan di perangkat ini.')
    expect(describeSyncError(new Error('Bad filter'))).toBe('Sinkronisasi gagal: Bad filter')
  })
})
