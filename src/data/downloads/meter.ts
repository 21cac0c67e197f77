/** Download speed over a sliding window and the time left. Pure. */

const WINDOW_MS = 5000

export class SpeedMeter {
  private samples: Array<{ at: number; bytes: number }> = []

  /** Records the total bytes stored at time `at` (ms). */
  add(at: number, bytes: number): void {
    this.samples.push({ at, bytes })
    while (this.samples.length > 2 && at - this.samples[0]!.at > WINDOW_MS) this.samples.shift()
  }

  /** Bytes per second over the window (0 until two samples 200 ms apart exist). */
  speed(): number {
    const first = this.samples[0]
    const last = this.samples[this.samples.length - 1]
    if (!first || !last || last.at - first.at < 200) return 0
    return ((last.bytes - first.bytes) * 1000) / (last.at - first.at)
  }

  /** Seconds until `total`, null while the speed is unknown. */
  eta(total: number): number | null {
    const last = this.samples[this.samples.length - 1]
    const speed = this.speed()
    if (!last || speed <= 0) return null
    return Math.max(0, (total - last.bytes) / speed)
  }

  reset(): void {
    this.samples = []
  }
}
