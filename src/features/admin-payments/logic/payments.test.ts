import { describe, expect, it } from 'vitest'
import {
  creditsRule,
  methodLabel,
  parseCreditsInput,
  prettyJson,
  processedMessage,
  statusLabel,
  webhookUrl,
} from './payments'

describe('payments logic', () => {
  it('labels statuses and defaults the method to the provider', () => {
    expect(statusLabel('completed')).toBe('Berhasil')
    expect(statusLabel('pending')).toBe('Pending')
    expect(statusLabel('aneh')).toBe('aneh')
    expect(methodLabel('')).toBe('Midtrans')
    expect(methodLabel(' gopay ')).toBe('gopay')
  })

  it('builds the webhook URL from the origin', () => {
    expect(webhookUrl('https://contoh.id')).toBe('https://contoh.id/api/payments/webhook')
    expect(webhookUrl('http://127.0.0.1:8090/')).toBe('http://127.0.0.1:8090/api/payments/webhook')
  })

  it('pretty-prints the raw notification', () => {
    expect(prettyJson({ order_id: 'A', gross_amount: '1.00' })).toBe(
      '{\n  "order_id": "A",\n  "gross_amount": "1.00"\n}',
    )
    expect(prettyJson(null)).toBe('-')
  })

  it('chooses who decides the credits', () => {
    expect(creditsRule({ paket: { id: 'p', nama_paket: 'Pro' }, credits_amount: 0 })).toBe(
      'package',
    )
    expect(creditsRule({ paket: null, credits_amount: 20 })).toBe('pack')
    expect(creditsRule({ paket: null, credits_amount: 0 })).toBe('choose')
  })

  it('validates the credits field', () => {
    expect(parseCreditsInput('', 'choose').error).toBe('Masukkan jumlah kredit yang ditambahkan')
    expect(parseCreditsInput('0', 'choose').error).toBe('Jumlah kredit minimal 1')
    expect(parseCreditsInput('2.5', 'choose').error).toBe('Jumlah kredit harus bilangan bulat')
    expect(parseCreditsInput('-3', 'package').error).toBe('Jumlah kredit harus bilangan bulat')
    expect(parseCreditsInput('2000000', 'choose').error).toMatch(/maksimal/)
    expect(parseCreditsInput(' 15 ', 'choose')).toEqual({ credits: 15 })
    expect(parseCreditsInput('', 'package')).toEqual({})
    expect(parseCreditsInput('0', 'package')).toEqual({ credits: 0 })
    expect(parseCreditsInput('99', 'pack')).toEqual({})
  })

  it('says how many credits were added', () => {
    expect(processedMessage(20)).toBe('Berhasil memproses transaksi dan menambah 20 kredit')
  })
})
