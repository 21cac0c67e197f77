// An emulated network link for one page (CDP Network.emulateNetworkConditions): what a student's
// Wi-Fi or campus link would show, on loopback.

const UNTHROTTLED = { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 }

/**
 * Throttles `page`'s requests to `link` ({offline, latency (ms added per request),
 * downloadThroughput, uploadThroughput (bytes/s)}): `stop()` lifts it again.
 */
export async function emulateLink(context, page, link) {
  const cdp = await context.newCDPSession(page)
  await cdp.send('Network.enable')
  await cdp.send('Network.emulateNetworkConditions', link)
  return {
    stop: async () => {
      await cdp.send('Network.emulateNetworkConditions', UNTHROTTLED)
      await cdp.detach()
    },
  }
}
