import { describe, expect, it } from 'vitest'
import type { PrivacyInfo } from '@/data/account'
import { NO_OUTSIDE_TRANSFER, contactHref, outsideTransfers } from './privacy-text'

const base: PrivacyInfo = {
  operator: { name: 'PT Contoh', contact: 'privasi@contoh.id' },
  retentionDays: 365,
  llm: null,
  webhooks: { story: null, academic: null, upload: null },
}

describe('outside transfers', () => {
  it('says nothing leaves when no LLM or webhook is configured', () => {
    expect(outsideTransfers(base)).toEqual([NO_OUTSIDE_TRANSFER])
    expect(NO_OUTSIDE_TRANSFER).toBe('Tidak ada data yang dikirim ke layanan luar.')
  })

  it('names the LLM host and each webhook host', () => {
    const lines = outsideTransfers({
      ...base,
      llm: { host: 'api.openai.com' },
      webhooks: { story: 'n8n.contoh.id', academic: 'ai.contoh.id', upload: 'up.contoh.id' },
    })
    expect(lines).toHaveLength(4)
    expect(lines[0]).toContain(
      'pertanyaan, jawaban, dan potongan skripsi yang relevan dikirim ke penyedia model di api.openai.com'.replace(
        /^p/,
        'P',
      ),
    )
    expect(lines[1]).toContain('Ruang Cerita dikirim ke layanan otomasi di n8n.contoh.id')
    expect(lines[2]).toContain('ai.contoh.id')
    expect(lines[3]).toContain('up.contoh.id')
  })
})

describe('contact link', () => {
  it('links e-mails, web addresses and phone numbers', () => {
    expect(contactHref('privasi@contoh.id')).toBe('mailto:privasi@contoh.id')
    expect(contactHref('https://contoh.id/kontak')).toBe('https://contoh.id/kontak')
    expect(contactHref('0812-3456-7890')).toBe('https://wa.me/6281234567890')
    expect(contactHref('Jl. Merdeka 1, Jakarta')).toBeNull()
  })
})
