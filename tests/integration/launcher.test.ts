import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from '../support/pocketbase'

describe('launcher', () => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer({ restartOnCrash: true })
  })
  afterAll(async () => {
    await server?.stop()
  })

  it('applies migrations and creates the admin from the environment', async () => {
    expect(server.admin.authStore.isValid).toBe(true)
    const health = await fetch(`${server.url}/api/health`)
    expect(health.status).toBe(200)
  })

  it('restarts PocketBase after a crash', async () => {
    const before = server.pid
    server.crash()
    const deadline = Date.now() + 15_000
    let up = false
    while (Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 200))
      try {
        if (server.pid !== before && (await fetch(`${server.url}/api/health`)).ok) {
          up = true
          break
        }
      } catch {
        // still restarting
      }
    }
    expect(up).toBe(true)
  })
})
