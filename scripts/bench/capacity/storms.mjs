// The capacity benchmark's storms (open loop): STORM students sign in at the same moment (with
// BENCH_CAPACITY_STORM_PULLS=1 each then does the pulls of a page load); then their stored sessions
// come back at once (auth-refresh); then NAT_STORM of them sign in from one address (a campus behind
// one NAT address) under the default sign-in limits.
import { addressOf, jsonOf, reloadCalls } from './app-requests.mjs'
import { storm } from './load-drivers.mjs'
import { NAT_STORM, STORM_PULLS, STUDENT_PASSWORD } from './settings.mjs'

const pause = (ms) => new Promise((res) => setTimeout(res, ms))

/** The password sign-in of a student, from its own address or (`withAddress` false) the shared one. */
const signIn = (withAddress) => (st) => ({
  url: '/api/collections/users/auth-with-password',
  init: {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(withAddress ? { 'x-forwarded-for': addressOf(st.index) } : {}),
    },
    body: JSON.stringify({ identity: st.email, password: STUDENT_PASSWORD }),
  },
})

/**
 * The three storms on `stormStudents` (never used by the rows): {signInStorm, refreshStorm,
 * natStorm, storms (each with its key, for the figures)}. `auth`: a student's headers.
 */
export async function runStorms(base, stormStudents, auth) {
  const storms = []
  // Each signed-in student then does the pulls of a page load with its new token (a device that
  // was synced before), with BENCH_CAPACITY_STORM_PULLS=1.
  const signInStorm = await storm(
    base,
    stormStudents,
    signIn(true),
    STORM_PULLS ? (st, res) => reloadCalls(st, jsonOf(res).token) : null,
  )
  storms.push({ key: 'signin', ...signInStorm })
  console.log(`storm sign-in: ${JSON.stringify(signInStorm)}`)
  await pause(1000)
  const refreshStorm = await storm(base, stormStudents, (st) => ({
    url: '/api/collections/users/auth-refresh',
    init: { method: 'POST', headers: auth(st) },
  }))
  storms.push({ key: 'refresh', ...refreshStorm })
  console.log(`storm refresh: ${JSON.stringify(refreshStorm)}`)
  await pause(1000)
  const natStorm = await storm(base, stormStudents.slice(0, NAT_STORM), signIn(false))
  storms.push({ key: 'signin-nat', ...natStorm })
  console.log(`storm sign-in, one address: ${JSON.stringify(natStorm)}`)
  return { signInStorm, refreshStorm, natStorm, storms }
}
