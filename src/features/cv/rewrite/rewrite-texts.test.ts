import { describe, expect, it } from 'vitest'
import { CvApiError } from '@/data/cv'
import { costText, creditsLeftText, rewriteErrorMessage } from './rewrite-texts'

describe('Perbaiki dengan AI: texts', () => {
  it('says the cost and the credits left', () => {
    expect(costText(1)).toBe('1 kredit')
    expect(costText(0)).toBe('gratis')
    expect(creditsLeftText(1250)).toBe('Sisa kredit: 1.250')
  })

  it('explains 402, 409, a refused invention and no connection in Indonesian', () => {
    expect(rewriteErrorMessage(new CvApiError(402, 'INSUFFICIENT_CREDITS', 'x', 0), 2)).toBe(
      'Kredit Anda tidak cukup: Perbaiki dengan AI membutuhkan 2 kredit, sisa kredit Anda 0.',
    )
    expect(rewriteErrorMessage(new CvApiError(409, 'CV_AI_UNAVAILABLE', ''), 1)).toBe(
      'Perbaiki dengan AI belum tersedia di layanan ini.',
    )
    const refused = rewriteErrorMessage(
      new CvApiError(422, 'CV_REWRITE_REFUSED', 'server', 5, ['30%', 'Shopee']),
      1,
    )
    expect(refused).toBe(
      'Usulan AI ditolak karena menambahkan angka atau nama yang tidak ada di poin Anda (30%, Shopee). Kredit Anda dikembalikan.',
    )
    expect(rewriteErrorMessage(new CvApiError(0, 'NETWORK', ''), 1)).toMatch(
      /membutuhkan koneksi internet/,
    )
    expect(rewriteErrorMessage(new CvApiError(502, 'CV_AI_FAILED', 'Pesan server.'), 1)).toBe(
      'Pesan server.',
    )
    expect(rewriteErrorMessage(new CvApiError(500, 'UNKNOWN', ''), 1)).toMatch(
      /Kredit Anda dikembalikan/,
    )
  })
})
