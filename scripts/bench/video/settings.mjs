// The video benchmark's sizes and repeats (scripts/bench/video.mjs), shared by its parts.

/** The video's size in MB (BENCH_VIDEO_MB, default 40). */
export const VIDEO_MB = Number(process.env.BENCH_VIDEO_MB || 40)
/** Repeats of each server row (BENCH_VIDEO_REPEATS, default 3). */
export const REPEATS = Number(process.env.BENCH_VIDEO_REPEATS || 3)
/** Students downloading at once in the server rows. */
export const LEVELS = [20, 100]
/** The range size of the 2 MiB rows. */
export const CHUNK = 2 * 1024 * 1024
/** App downloads on loopback, and again on the emulated link. */
export const APP_RUNS = 3
/** First-frame runs per way of playing. */
export const FRAME_RUNS = 5
/** The emulated link of the second download series: 40 Mbit/s down, 10 up, 20 ms added per request. */
export const LINK = {
  offline: false,
  latency: 20,
  downloadThroughput: 40e6 / 8,
  uploadThroughput: 10e6 / 8,
}
export const MB = 1e6
/** The student of the browser parts. */
export const STUDENT = {
  email: 'siswa-video@bench.local',
  password: 'siswa-video-123',
  full_name: 'Vina Video',
}
