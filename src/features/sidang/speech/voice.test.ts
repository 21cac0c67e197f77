import { describe, expect, it } from 'vitest'
import { pickIndonesianVoice } from './voice'

const v = (
  name: string,
  lang: string,
  extra: { default?: boolean; localService?: boolean } = {},
) => ({
  name,
  lang,
  ...extra,
})

describe('pickIndonesianVoice', () => {
  it('prefers an exact id-ID voice, the default one among several', () => {
    const voices = [
      v('English', 'en-US', { default: true }),
      v('Bahasa (jaringan)', 'id-ID'),
      v('Damayanti', 'id-ID', { default: true }),
    ]
    expect(pickIndonesianVoice(voices)?.name).toBe('Damayanti')
  })

  it('accepts id_ID and lower case as id-ID', () => {
    expect(pickIndonesianVoice([v('Android', 'id_id')])?.name).toBe('Android')
  })

  it('falls back to a language starting with id (or the old code in)', () => {
    expect(pickIndonesianVoice([v('Malay', 'ms-MY'), v('Indo', 'id')])?.name).toBe('Indo')
    expect(pickIndonesianVoice([v('Lama', 'in-ID')])?.name).toBe('Lama')
  })

  it('an exact voice wins over a loose one; a local voice over a remote one', () => {
    expect(
      pickIndonesianVoice([v('Loose', 'id', { default: true }), v('Exact', 'id-ID')])?.name,
    ).toBe('Exact')
    expect(
      pickIndonesianVoice([v('Jaringan', 'id-ID'), v('Lokal', 'id-ID', { localService: true })])
        ?.name,
    ).toBe('Lokal')
  })

  it('none: no Indonesian voice (idle is not Indonesian), or no voices at all', () => {
    expect(pickIndonesianVoice([v('English', 'en-US'), v('Icelandic', 'is-IS')])).toBeNull()
    expect(pickIndonesianVoice([])).toBeNull()
  })
})
