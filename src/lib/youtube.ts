/** YouTube helpers: the 11-character video id of a link, and the canonical URLs built from it. */

const ID = /^[A-Za-z0-9_-]{11}$/

/**
 * The video id of a YouTube link (watch?v=, youtu.be/, embed/, shorts/, live/, v/, nocookie,
 * music.youtube.com, or a bare 11-character id), over http(s) or without a scheme, with any extra
 * parameters. Null when the link is not a YouTube video (other hosts, playlists, channels, bad ids).
 */
export function extractYouTubeId(link: string | null | undefined): string | null {
  if (!link) return null
  const text = link.trim()
  if (ID.test(text)) return text
  let url: URL
  try {
    url = new URL(/^[a-z]+:\/\//i.test(text) ? text : `https://${text}`)
  } catch {
    return null
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null
  const host = url.hostname.toLowerCase().replace(/^(www\.|m\.|music\.)/, '')
  const parts = url.pathname.split('/').filter(Boolean)
  let candidate: string | null = null
  if (host === 'youtu.be') {
    candidate = parts[0] ?? null
  } else if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    if (parts[0] === 'watch') candidate = url.searchParams.get('v')
    else if (['embed', 'shorts', 'live', 'v', 'e'].includes(parts[0] ?? ''))
      candidate = parts[1] ?? null
    else candidate = url.searchParams.get('v')
  }
  return candidate && ID.test(candidate) ? candidate : null
}

export function youTubeWatchUrl(id: string): string {
  return `https://www.youtube.com/watch?v=${id}`
}

/** Thumbnail at maximum resolution. */
export function youTubeThumbnailUrl(
  id: string,
  quality: 'maxresdefault' | 'hqdefault' = 'maxresdefault',
): string {
  return `https://img.youtube.com/vi/${id}/${quality}.jpg`
}
