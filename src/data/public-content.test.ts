import { describe, expect, it } from 'vitest'
import {
  fetchLatestReviews,
  fetchPublicPackages,
  toPublicPackage,
  toPublicReview,
} from './public-content'

function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  })
}

describe('public content', () => {
  it('maps a package with defaults, its thumbnail URL and class count', () => {
    const p = toPublicPackage(
      {
        id: 'p1',
        collectionId: 'lms_paket',
        nama_paket: 'Paket Basic',
        harga: 149000,
        thumbnail: 'a b.png',
        gradient_from: '',
      },
      new Map([['p1', 4]]),
    )
    expect(p).toMatchObject({
      id: 'p1',
      harga: 149000,
      button_text: 'Mulai Kelas',
      gradient_from: '#f97316',
      gradient_to: '#fb923c',
      jumlahKelas: 4,
      thumbnailUrl: '/api/files/lms_paket/p1/a%20b.png?thumb=400x0',
    })
    const empty = toPublicPackage({ id: 'p2', nama_paket: 'X', harga: null }, new Map())
    expect(empty.harga).toBeNull()
    expect(empty.thumbnailUrl).toBeNull()
    expect(empty.jumlahKelas).toBe(0)
  })

  it("maps a review, with 'Pengguna' for a missing author", () => {
    expect(
      toPublicReview({ id: 'r', rating: 5, review_text: 'Bagus', author_name: '  ' }).author_name,
    ).toBe('Pengguna')
    expect(toPublicReview({ id: 'r', rating: 4, author_name: 'Siti' })).toMatchObject({
      rating: 4,
      author_name: 'Siti',
    })
  })

  it('reads packages and counts from the public collections', async () => {
    const calls: string[] = []
    const fake = async (url: string) => {
      calls.push(url)
      if (url.includes('paket_kelas_count'))
        return jsonResponse({ items: [{ id: 'p1', jumlah_kelas: 2 }] })
      return jsonResponse({ items: [{ id: 'p1', nama_paket: 'Paket Pro', harga: 0 }] })
    }
    const list = await fetchPublicPackages(undefined, fake)
    expect(list).toHaveLength(1)
    expect(list[0]).toMatchObject({ id: 'p1', jumlahKelas: 2, harga: 0 })
    expect(calls.some((u) => u.startsWith('/api/collections/paket_pembelajaran/records'))).toBe(
      true,
    )
  })

  it('asks for the newest 9 reviews with public fields only and reports HTTP errors', async () => {
    let asked = ''
    const reviews = await fetchLatestReviews(undefined, undefined, async (url: string) => {
      asked = url
      return jsonResponse({
        items: [{ id: 'r1', rating: 5, review_text: 'Mantap', author_name: 'Dewi Lestari' }],
      })
    })
    expect(asked).toContain('perPage=9')
    expect(asked).toContain('sort=-created')
    expect(asked).toContain('fields=id,rating,student_role,review_text,author_name,created')
    expect(asked).not.toContain('user_id')
    expect(reviews[0].author_name).toBe('Dewi Lestari')
    await expect(
      fetchLatestReviews(9, undefined, async () => jsonResponse({}, 500)),
    ).rejects.toThrow('Gagal memuat data (500)')
  })
})
