import { describe, expect, it } from 'vitest'
import { CONTACT_MARK, stripContacts } from './contact'

describe('stripContacts', () => {
  it('replaces e-mail, +62/62/08 phones, web and LinkedIn addresses and handles', () => {
    const out = stripContacts(
      'Hubungi siti.rahma@gmail.com atau +62 812-3456-7890 / 081234567890 / 62 812 3456 7890, linkedin.com/in/siti-rahma, https://siti.dev dan @sitirahma',
    )
    expect(out).not.toMatch(/gmail|3456|linkedin|siti\.dev|@sitirahma/)
    expect(out.split(CONTACT_MARK)).toHaveLength(8)
  })

  it('keeps numbers that are not phone numbers (results, money, years)', () => {
    const bullet = 'Meningkatkan penjualan 25% (Rp1.500.000) pada 2024 bersama 12 anggota'
    expect(stripContacts(bullet)).toBe(bullet)
  })
})
