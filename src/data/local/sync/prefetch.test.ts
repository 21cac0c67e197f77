import { describe, expect, it } from 'vitest'
import { Prefetcher } from './prefetch'

describe('Prefetcher', () => {
  it('hands over the page only for the checkpoint it was fetched for, once', async () => {
    const p = new Prefetcher<string>()
    let loads = 0
    p.put('soal', 'cp1', async () => `page-${++loads}`)
    expect(p.take('soal', 'cp2')).toBeUndefined() // another checkpoint: discarded
    expect(p.take('soal', 'cp1')).toBeUndefined() // ... and gone
    p.put('soal', 'cp1', async () => `page-${++loads}`)
    expect(await p.take('soal', 'cp1')).toBe('page-2')
    expect(p.take('soal', 'cp1')).toBeUndefined()
  })

  it('keeps collections apart and discards a stale prefetch', async () => {
    let now = 0
    const p = new Prefetcher<string>(1000, () => now)
    p.put('soal', 'a', async () => 'soal')
    p.put('materi', 'a', async () => 'materi')
    expect(await p.take('materi', 'a')).toBe('materi')
    now = 1001
    expect(p.take('soal', 'a')).toBeUndefined()
  })

  it('an unused failed prefetch is not an unhandled rejection; a used one rejects', async () => {
    const p = new Prefetcher<string>()
    p.put('soal', 'a', () => Promise.reject(new Error('offline')))
    p.clear('soal')
    expect(p.size).toBe(0)
    p.put('soal', 'b', () => Promise.reject(new Error('offline')))
    await expect(p.take('soal', 'b')).rejects.toThrow('offline')
  })
})
