// Preloaded (node --import) into a device process to make its clock wrong by
// DEVICE_CLOCK_SKEW_MS (e.g. ±3 days): `Date.now()` and `new Date()` are skewed, parsing and
// formatting of given dates are not. The server (another process) keeps the true time.
const skew = Number(process.env.DEVICE_CLOCK_SKEW_MS || 0)
if (skew) {
  const RealDate = Date
  class SkewedDate extends RealDate {
    constructor(...args) {
      if (args.length === 0) super(RealDate.now() + skew)
      else super(...args)
    }
    static now() {
      return RealDate.now() + skew
    }
  }
  globalThis.Date = SkewedDate
}
