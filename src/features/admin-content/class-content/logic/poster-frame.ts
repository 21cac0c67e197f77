/** Where and how large the poster frame of an uploaded video is taken. Pure. */

/** 10% into the video, between 1 s and 10 s; the middle of a video of 2 s or less. */
export function posterTime(duration: number): number {
  if (!Number.isFinite(duration) || duration <= 0) return 0
  if (duration <= 2) return duration / 2
  return Math.min(Math.max(1, duration * 0.1), 10)
}

/** The poster's size: at most `maxWidth` wide, the video's aspect ratio, even numbers. */
export function posterSize(
  videoWidth: number,
  videoHeight: number,
  maxWidth = 640,
): { width: number; height: number } | null {
  if (!(videoWidth > 0) || !(videoHeight > 0)) return null
  const width = Math.min(maxWidth, videoWidth)
  const height = Math.max(2, Math.round((videoHeight * width) / videoWidth / 2) * 2)
  return { width: Math.round(width), height }
}
