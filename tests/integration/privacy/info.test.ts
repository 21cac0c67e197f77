// GET /api/privacy (public): the operator's name and contact, the retention and which outside
// services are configured, as hosts only (never the LLM key, credentials, paths or query strings).
import { afterAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from '../../support/pocketbase'
import { getJson } from './support'

const servers: TestServer[] = []

afterAll(async () => {
  await Promise.all(servers.map((s) => s.stop()))
})

async function info(env: Record<string, string>) {
  const server = await startTestServer({ env })
  servers.push(server)
  return getJson(server, null, '/api/privacy')
}

describe('GET /api/privacy', () => {
  it('defaults: the product name, no contact, 365 days, no outside service', async () => {
    const r = await info({})
    expect(r.status).toBe(200)
    expect(r.body).toEqual({
      operator: { name: 'Pendamping Skripsi', contact: '' },
      retentionDays: 365,
      llm: null,
      webhooks: { story: null, academic: null, upload: null },
      sidangCredits: 3,
    })
  })

  it('names the configured services by host only', async () => {
    const r = await info({
      OPERATOR_NAME: 'PT Contoh Pendidikan',
      OPERATOR_CONTACT: 'privasi@contoh.id',
      THESIS_RETENTION_DAYS: '180',
      LLM_BASE_URL: 'https://user:rahasia@llm.example.com:8443/v1?key=rahasia2',
      LLM_MODEL: 'model-x',
      LLM_API_KEY: 'sk-sangat-rahasia',
      CHAT_ACADEMIC_WEBHOOK_URL: 'https://hooks.example.org/webhook/abc?token=rahasia3',
      SIDANG_CREDITS: '5',
    })
    expect(r.body).toEqual({
      operator: { name: 'PT Contoh Pendidikan', contact: 'privasi@contoh.id' },
      retentionDays: 180,
      llm: { host: 'llm.example.com' },
      webhooks: { story: null, academic: 'hooks.example.org', upload: null },
      sidangCredits: 5,
    })
    expect(JSON.stringify(r.body)).not.toMatch(/rahasia|sk-|model-x|webhook\/abc/)
  })
})
