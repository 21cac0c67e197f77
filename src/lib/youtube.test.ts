import { describe, expect, it } from 'vitest'
import { extractYouTubeId, youTubeThumbnailUrl, youTubeWatchUrl } from './youtube'

const ID = 'dQw4w9WgXcQ'

describe('extractYouTubeId', () => {
  it.each([
    // plain forms
    `https://www.youtube.com/watch?v=${ID}`,
    `https://youtube.com/watch?v=${ID}`,
    `https://m.youtube.com/watch?v=${ID}`,
    `https://music.youtube.com/watch?v=${ID}`,
    `https://youtu.be/${ID}`,
    `https://www.youtube.com/embed/${ID}`,
    `https://www.youtube-nocookie.com/embed/${ID}`,
    `https://www.youtube.com/shorts/${ID}`,
    `https://www.youtube.com/live/${ID}`,
    `https://www.youtube.com/v/${ID}`,
    // extra parameters, in any position
    `https://youtube.com/watch?feature=share&v=${ID}&t=42`,
    `https://www.youtube.com/watch?feature=share&v=${ID}&t=42s`,
    `https://www.youtube.com/watch?v=${ID}&list=PLx0sYbCqOb8TBPRdmBHs5Iftvv9TPboYG&index=3`,
    `https://www.youtube.com/watch?v=${ID}#t=1m2s`,
    `https://m.youtube.com/watch?v=${ID}&pp=ygUEdGVzdA%3D%3D`,
    `https://youtu.be/${ID}?si=abc`,
    `https://youtu.be/${ID}?si=xyz&t=10`,
    `https://www.youtube.com/shorts/${ID}?feature=share`,
    `https://youtube.com/shorts/${ID}?si=Ab_cd-12`,
    `https://www.youtube.com/live/${ID}?si=xyz&t=300`,
    `https://www.youtube.com/embed/${ID}?start=30&autoplay=1`,
    `https://www.youtube-nocookie.com/embed/${ID}?rel=0`,
    `https://www.youtube.com/embed/${ID}/`,
    // scheme and spacing
    `http://www.youtube.com/watch?v=${ID}`,
    `http://youtu.be/${ID}`,
    `www.youtube.com/watch?v=${ID}`,
    `youtube.com/watch?v=${ID}`,
    `m.youtube.com/watch?v=${ID}&feature=youtu.be`,
    `youtu.be/${ID}`,
    `youtube.com/shorts/${ID}`,
    `  https://youtu.be/${ID}?t=5  `,
    `\thttps://www.youtube.com/watch?v=${ID}\n`,
    `HTTPS://WWW.YOUTUBE.COM/watch?v=${ID}`,
    // a bare id
    `  ${ID}  `,
  ])('%s', (link) => {
    expect(extractYouTubeId(link)).toBe(ID)
  })

  it('keeps ids with - and _', () => {
    expect(extractYouTubeId('https://youtu.be/a-b_c-d_e-f')).toBe('a-b_c-d_e-f')
  })

  it.each([
    '',
    '   ',
    'not a link',
    'https://vimeo.com/123456',
    `https://evil.com/watch?v=${ID}`,
    `https://youtube.com.evil.com/watch?v=${ID}`,
    `https://notyoutube.com/watch?v=${ID}`,
    `https://evil.com/?u=https://youtu.be/${ID}`,
    `https://youtu.be.evil.com/${ID}`,
    'https://www.youtube.com/watch?v=short',
    'https://www.youtube.com/watch?v=dQw4w9WgXc', // 10 characters
    'https://www.youtube.com/watch?v=dQw4w9WgXcQQ', // 12 characters
    'https://youtu.be/dQw4w9WgXc',
    'https://youtu.be/dQw4w9WgXcQQ',
    'https://www.youtube.com/shorts/dQw4w9WgXcQQ',
    'dQw4w9WgXc',
    'dQw4w9WgXcQQ',
    'https://www.youtube.com/watch?v=dQw4w9WgXc!',
    'https://www.youtube.com/playlist?list=PLx0sYbCqOb8TBPRdmBHs5Iftvv9TPboYG',
    'https://youtube.com/playlist?list=PLx0sYbCqOb8TBPRdmBHs5Iftvv9TPboYG&si=abc',
    'https://www.youtube.com/@channelname',
    'https://www.youtube.com/channel/UC38IQsAvIsxxjztdMZQtwHA',
    'https://www.youtube.com/',
    'https://youtu.be/',
    'https://www.youtube.com/embed/',
    'ftp://youtube.com/watch?v=dQw4w9WgXcQ',
    'javascript:alert(1)',
  ])('rejects %j', (link) => {
    expect(extractYouTubeId(link)).toBeNull()
  })

  it('rejects null and undefined', () => {
    expect(extractYouTubeId(null)).toBeNull()
    expect(extractYouTubeId(undefined)).toBeNull()
  })
})

describe('YouTube URLs', () => {
  it('builds the canonical watch link', () => {
    expect(youTubeWatchUrl(ID)).toBe(`https://www.youtube.com/watch?v=${ID}`)
  })
  it('takes the thumbnail at maximum resolution by default', () => {
    expect(youTubeThumbnailUrl(ID)).toBe(`https://img.youtube.com/vi/${ID}/maxresdefault.jpg`)
    expect(youTubeThumbnailUrl(ID, 'hqdefault')).toBe(
      `https://img.youtube.com/vi/${ID}/hqdefault.jpg`,
    )
  })
  it('round-trips: the saved link parses back to the same id', () => {
    expect(extractYouTubeId(youTubeWatchUrl(ID))).toBe(ID)
  })
})
