// Pure helpers of the personal-data hooks: ZIP entry names of uploaded theses, the customer data
// stripped from a kept payment's webhook_data, and hosts (only) of configured outside services.
import { describe, expect, it } from 'vitest'
import { loadHookLib } from '../../support/hook-loader'

const exporter = loadHookLib<{
  safeName(name: string, fallback: string): string
  uniqueName(name: string, taken: Record<string, boolean>): string
}>('privacy/export-files.js')
const deletion = loadHookLib<{ scrub(value: unknown, email: string): unknown }>('privacy/delete.js')
const common = loadHookLib<{ hostOf(url: string): string; jakartaYmd(ms: number): string }>(
  'privacy/common.js',
)

describe('ZIP entry names', () => {
  it('keep the uploaded name but never a path or a control character', () => {
    expect(exporter.safeName('Skripsi Dewi (revisi 2).docx', 'x')).toBe(
      'Skripsi Dewi (revisi 2).docx',
    )
    expect(exporter.safeName('../../etc/passwd.pdf', 'x')).toBe('_.._etc_passwd.pdf')
    expect(exporter.safeName('a\\b:c*d?e"f<g>h|i\u0000j\u001fk.pdf', 'x')).toBe(
      'a_b_c_d_e_f_g_h_i_j_k.pdf',
    )
    expect(exporter.safeName('   ', 'cadangan.pdf')).toBe('cadangan.pdf')
    const long = exporter.safeName('a'.repeat(300) + '.docx', 'x')
    expect(long).toHaveLength(200)
    expect(long.endsWith('.docx')).toBe(true)
  })

  it('are unique, case-insensitively', () => {
    const taken = {}
    expect(exporter.uniqueName('bab.pdf', taken)).toBe('bab.pdf')
    expect(exporter.uniqueName('BAB.pdf', taken)).toBe('BAB (2).pdf')
    expect(exporter.uniqueName('bab.pdf', taken)).toBe('bab (3).pdf')
    expect(exporter.uniqueName('catatan', taken)).toBe('catatan')
    expect(exporter.uniqueName('catatan', taken)).toBe('catatan (2)')
  })
})

describe('a kept payment loses the customer', () => {
  it('customer keys and every text with the e-mail go; amounts stay', () => {
    const email = 'dewi@contoh.id'
    const out = deletion.scrub(
      {
        order_id: 'ORDER-1',
        gross_amount: '50000.00',
        custom_field1: email,
        custom_field2: 'paket1',
        customer_details: { email, first_name: 'Dewi' },
        billing_address: { city: 'Sleman' },
        shipping_address: { city: 'Sleman' },
        note: `Dibayar oleh ${email.toUpperCase()}`,
        items: [{ name: 'Kredit', buyer: email }],
      },
      email,
    )
    expect(out).toEqual({
      order_id: 'ORDER-1',
      gross_amount: '50000.00',
      custom_field2: 'paket1',
      note: '',
      items: [{ name: 'Kredit', buyer: '' }],
    })
    expect(deletion.scrub(null, email)).toBeNull()
  })
})

describe('hosts of outside services', () => {
  it('only the host name: no scheme, credentials, port, path or query', () => {
    expect(common.hostOf('https://user:rahasia@LLM.Example.com:8443/v1?key=x')).toBe(
      'llm.example.com',
    )
    expect(common.hostOf('http://localhost:11434/v1')).toBe('localhost')
    expect(common.hostOf('http://[::1]:8080/x')).toBe('[::1]')
    expect(common.hostOf('bukan url')).toBe('')
    expect(common.hostOf('')).toBe('')
  })

  it('the export is named after the Jakarta day', () => {
    // 2026-11-25 20:00 UTC is already 26 November in Jakarta
    expect(common.jakartaYmd(Date.UTC(2026, 10, 25, 20, 0, 0))).toBe('20261126')
  })
})
