// The page's `/api/` requests (the realtime stream excluded) as Playwright sees them, for the resync
// benchmark: every request made, and a trigger run until its requests are done.

const isApi = (r) => {
  const p = new URL(r.url()).pathname
  return p.startsWith('/api/') && !p.startsWith('/api/realtime')
}

/**
 * Starts recording `page`'s API requests: `requests` ([{at, path}], growing) and `quietRun(trigger)`,
 * which runs `trigger` in the page and waits until its requests are done and 800 ms pass quietly:
 * {ms (trigger → last answer), requests, paths}.
 */
export function trackApiRequests(page) {
  const requests = []
  page.on('request', (r) => {
    if (isApi(r)) requests.push({ at: Date.now(), path: new URL(r.url()).pathname })
  })
  const quietRun = async (trigger) => {
    const before = requests.length
    const inflight = new Set()
    let lastActivity = Date.now()
    let lastEnd = 0
    const onReq = (r) => {
      if (!isApi(r)) return
      inflight.add(r)
      lastActivity = Date.now()
    }
    const onDone = (r) => {
      if (!inflight.delete(r)) return
      lastEnd = Date.now()
      lastActivity = lastEnd
    }
    page.on('request', onReq)
    page.on('requestfinished', onDone)
    page.on('requestfailed', onDone)
    const t0 = Date.now()
    await page.evaluate(trigger)
    while (!(requests.length > before && inflight.size === 0 && Date.now() - lastActivity > 800)) {
      await new Promise((r) => setTimeout(r, 20))
      if (Date.now() - t0 > 20_000) throw new Error('resync did not finish')
    }
    page.off('request', onReq)
    page.off('requestfinished', onDone)
    page.off('requestfailed', onDone)
    const made = requests.slice(before)
    return { ms: lastEnd - t0, requests: made.length, paths: made.map((r) => r.path) }
  }
  return { requests, quietRun }
}
