// The capacity benchmark's levels, durations and storm sizes (scripts/bench/capacity.mjs), shared by its parts.

/** Concurrent clients of the rows. */
export const LEVELS = [50, 200]
/** Measured time per row (BENCH_CAPACITY_SECONDS, default 5). */
export const DURATION_MS = Number(process.env.BENCH_CAPACITY_SECONDS || 5) * 1000
/** The ramp before each row's window (not counted). */
export const WARMUP_MS = 1000
export const PACKAGES_PER_STUDENT = 5
/** Students of the sign-in storm (seeded apart from the levels' students). */
export const STORM = Number(process.env.BENCH_CAPACITY_STORM || 1000)
export const STUDENT_PASSWORD = 'bench-student-password'
/** The storm's students also do the 18 pulls of a page load after signing in (minutes longer). */
export const STORM_PULLS = process.env.BENCH_CAPACITY_STORM_PULLS === '1'
/** Students of the one-address storm (a class behind one campus NAT address). */
export const NAT_STORM = Math.min(200, STORM)
/** Requests a browser keeps in flight to one host over HTTP/1.1 (the storm's pulls after sign-in). */
export const BROWSER_PARALLEL = 6
export const STORY_MESSAGES = [
  'Aku capek banget revisi bab 2, dosen pembimbing minta ganti teori terus',
  'Bingung mulai nulis metodologi, takut salah pilih metode',
  'Aku sering menunda ngerjain skripsi, gimana cara mulai lagi?',
  'Data kuesioner belum cukup responden, deadline sidang makin dekat',
]
