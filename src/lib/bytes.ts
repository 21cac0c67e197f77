/** Sizes, speeds and time left in Indonesian notation (decimal comma). */

const one = new Intl.NumberFormat('id-ID', { maximumFractionDigits: 1, minimumFractionDigits: 0 })
const whole = new Intl.NumberFormat('id-ID', { maximumFractionDigits: 0 })

const KB = 1024
const MB = KB * 1024
const GB = MB * 1024

/** 1536 → '1,5 KB', 734003200 → '700 MB', 1.5 GiB → '1,5 GB'. */
export function formatBytes(bytes: number): string {
  const n = Number.isFinite(bytes) && bytes > 0 ? bytes : 0
  if (n >= GB) return `${one.format(n / GB)} GB`
  if (n >= MB) return `${(n / MB >= 100 ? whole : one).format(n / MB)} MB`
  if (n >= KB) return `${whole.format(n / KB)} KB`
  return `${whole.format(n)} B`
}

/** Bytes per second → '1,2 MB/dtk'. */
export function formatSpeed(bytesPerSecond: number): string {
  return `${formatBytes(bytesPerSecond)}/dtk`
}

/** Seconds left → 'beberapa detik lagi', 'sekitar 40 detik lagi', 'sekitar 3 menit lagi', 'sekitar 1 jam 5 menit lagi'. */
export function formatTimeLeft(seconds: number | null): string {
  if (seconds === null || !Number.isFinite(seconds) || seconds < 0)
    return 'menghitung sisa waktu...'
  if (seconds < 10) return 'beberapa detik lagi'
  if (seconds < 60) return `sekitar ${Math.round(seconds / 5) * 5} detik lagi`
  const minutes = Math.round(seconds / 60)
  if (minutes < 60) return `sekitar ${minutes} menit lagi`
  const h = Math.floor(minutes / 60)
  const m = minutes % 60
  return m ? `sekitar ${h} jam ${m} menit lagi` : `sekitar ${h} jam lagi`
}

/** Seconds of video → '12:05' or '1:02:05'. */
export function formatClock(seconds: number): string {
  const s = Math.max(0, Math.round(Number.isFinite(seconds) ? seconds : 0))
  const h = Math.floor(s / 3600)
  const m = Math.floor((s % 3600) / 60)
  const sec = String(s % 60).padStart(2, '0')
  return h ? `${h}:${String(m).padStart(2, '0')}:${sec}` : `${m}:${sec}`
}
