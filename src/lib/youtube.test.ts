import { describe, expect, it } from 'vitest'
import { extractYouTubeId, youTubeThumbnailUrl, youTubeWatchUrl } from './youtube'

describe('extractYouTubeId', () => {
  it.each([
    'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    'https://youtube.com/watch?feature=share&v=dQw4w9WgXcQ&t=42',
    'https://m.youtube.com/watch?v=dQw4w9WgXcQ',
    'https://youtu.be/dQw4w9WgXcQ?si=abc',
    'youtu.be/dQw4w9WgXcQ',
    'https://www.youtube.com/embed/dQw4w9WgXcQ',
    'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?rel=0',
    'https://www.youtube.com/shorts/dQw4w9WgXcQ',
    'https://www.youtube.com/live/dQw4w9WgXcQ',
    'https://music.youtube.com/watch?v=dQw4w9WgXcQ',
    '  dQw4w9WgXcQ  ',
  ])('%s', (link) => {
    expect(extractYouTubeId(link)).toBe('dQw4w9WgXcQ')
  })
  it.each(['', 'https://vimeo.com/123456', 'https://www.youtube.com/watch?v=short', 'not a link', 'https://evil.com/watch?v=dQw4w9WgXcQ'])(
    'rejects %s',
    (link) => {
      expect(extractYouTubeId(link)).toBeNull()
    },
  )
  it('builds URLs', () => {
    expect(youTubeWatchUrl('dQw4w9WgXcQ')).toBe('https://www.youtube.com/watch?v=dQw4w9WgXcQ')
    expect(youTubeThumbnailUrl('dQw4w9WgXcQ')).toBe('https://img.youtube.com/vi/dQw4w9WgXcQ/maxresdefault.jpg')
  })
})
