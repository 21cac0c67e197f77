// The server and the people of the hostile-input suites: a real PocketBase with generous rate
// limits (the suites measure validation, not rate limiting), one package of content, a pending
// payment, and a signed-in user, subscriber (no credits: a chat message never spends one) and
// superadmin.
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import type { RecordModel } from 'pocketbase'
import {
  createContentTree,
  createUser,
  subscribe,
  type ContentTree,
  type TestUser,
} from '../fixtures'
import { startTestServer, type TestServer } from '../pocketbase'
import type { Role } from './http'

export const PAYMENT_KEY = 'hostile-server-key'

/** Every RATE_LIMIT_* env name the hooks read (so new limits are relaxed too). */
export function rateLimitEnvNames(root = process.cwd()): string[] {
  const names = new Set<string>()
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name)
      if (entry.isDirectory()) walk(full)
      else if (entry.name.endsWith('.js')) {
        for (const m of readFileSync(full, 'utf8').matchAll(/RATE_LIMIT_[A-Z0-9_]+/g))
          names.add(m[0])
      }
    }
  }
  walk(path.join(root, 'pb_hooks'))
  return [...names].sort()
}

export interface HostileWorld {
  server: TestServer
  tree: ContentTree
  user: TestUser
  subscriber: TestUser
  superadmin: TestUser
  /** a pending payment (processing it would change data: only hostile ids are sent) */
  payment: RecordModel
  /** a review of the subscriber, whose text carries an HTML payload */
  review: RecordModel
  tokens: Record<Role, string>
}

export async function startHostileWorld(): Promise<HostileWorld> {
  const env: Record<string, string> = {
    CHAT_TRIAL_LIMITS: '100000/100000',
    PAYMENT_SERVER_KEY: PAYMENT_KEY,
    CHAT_STORY_WEBHOOK_URL: '',
    CHAT_ACADEMIC_WEBHOOK_URL: '',
    CHAT_UPLOAD_WEBHOOK_URL: '',
  }
  for (const name of rateLimitEnvNames()) env[name] = '100000/60'
  const server = await startTestServer({ env })
  const tree = await createContentTree(server)
  const [user, subscriber, superadmin] = await Promise.all([
    createUser(server, { full_name: 'Pengguna <b>Biasa</b>' }),
    createUser(server, { role: 'subscriber', full_name: '<img src=x onerror=alert(1)> Siswa' }),
    createUser(server, { role: 'superadmin', full_name: 'Super Admin' }),
  ])
  await subscribe(server, subscriber.record.id, tree.paket.id)
  const review = await server.admin.collection('reviews').create({
    user_id: subscriber.record.id,
    materi_id: tree.pretest.id,
    rating: 5,
    student_role: 'Mahasiswa S1',
    review_text: '<script>alert("xss")</script> bagus',
  })
  const payment = await createPendingPayment(server)
  return {
    server,
    tree,
    user,
    subscriber,
    superadmin,
    payment,
    review,
    tokens: {
      visitor: '',
      user: user.client.authStore.token,
      subscriber: subscriber.client.authStore.token,
      superadmin: superadmin.client.authStore.token,
    },
  }
}

/** A pending payment through the signed webhook (payment_transactions has no create rule). */
async function createPendingPayment(server: TestServer): Promise<RecordModel> {
  const { createHash } = await import('node:crypto')
  const orderId = 'HOSTILE-' + Date.now().toString(36)
  const grossAmount = '12345.00'
  const statusCode = '201'
  const body = {
    order_id: orderId,
    status_code: statusCode,
    gross_amount: grossAmount,
    transaction_status: 'pending',
    payment_type: 'bank_transfer',
    custom_field1: 'pembeli@test.local',
    signature_key: createHash('sha512')
      .update(orderId + statusCode + grossAmount + PAYMENT_KEY)
      .digest('hex'),
  }
  const res = await fetch(server.url + '/api/payments/webhook', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  })
  if (res.status !== 200) throw new Error(`webhook ${res.status}: ${await res.text()}`)
  return server.admin.collection('payment_transactions').getFirstListItem(`order_id = "${orderId}"`)
}
