// POST /api/payments/webhook against a real PocketBase: signature checks, status mapping, exactly-once
// credits under repeats, reordering and parallel deliveries, and bad input that changes nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from '../../support/pocketbase'
import { createUser, uniqueEmail, type TestUser } from '../../support/fixtures'
import {
  SERVER_KEY,
  creditsOf,
  notification,
  orderId,
  postNotification,
  signature,
  transactionCount,
  transactionOf,
} from '../../support/payments-helpers'

let server: TestServer
let buyer: TestUser

beforeAll(async () => {
  server = await startTestServer({
    env: { PAYMENT_SERVER_KEY: SERVER_KEY, PAYMENT_CREDIT_PACKS: '' },
  })
  buyer = await createUser(server, { credits: 3, full_name: 'Pembeli Kredit' })
})

afterAll(async () => {
  await server?.stop()
})

describe('a valid settlement', () => {
  it('records the transaction and grants the pack once', async () => {
    const order = orderId()
    const body = notification({
      order,
      amount: 50000,
      email: `  ${buyer.email.toUpperCase()} `,
      method: 'bank_transfer',
    })
    const res = await postNotification(server, body)
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({ order_id: order, status: 'completed', granted: true })
    expect(await creditsOf(server, buyer.record.id)).toBe(53)
    const tx = await transactionOf(server, order)
    expect(tx).toMatchObject({
      order_id: order,
      customer_email: buyer.email,
      amount: 50000,
      credits_amount: 50,
      status: 'completed',
      payment_method: 'bank_transfer',
      processed_by: 'webhook',
      review_note: '',
    })
    expect(tx!.processed_at).not.toBe('')
    expect(tx!.webhook_data).toEqual(body)

    const again = await postNotification(server, body)
    expect(again.status).toBe(200)
    expect(again.body).toMatchObject({ status: 'completed', changed: false, granted: false })
    expect(await creditsOf(server, buyer.record.id)).toBe(53)
  })

  it('maps capture with fraud_status accept to completed; a challenge waits as pending', async () => {
    const user = await createUser(server)
    const order = orderId()
    const challenge = notification({
      order,
      amount: 25000,
      email: user.email,
      status: 'capture',
      method: 'credit_card',
      extra: { fraud_status: 'challenge' },
    })
    expect((await postNotification(server, challenge)).body.status).toBe('pending')
    expect(await creditsOf(server, user.record.id)).toBe(0)
    const accept = notification({
      order,
      amount: 25000,
      email: user.email,
      status: 'capture',
      method: 'credit_card',
    })
    expect((await postNotification(server, accept)).body).toMatchObject({
      status: 'completed',
      granted: true,
    })
    expect(await creditsOf(server, user.record.id)).toBe(20)
  })

  it('maps pending, deny, expire, failure and cancel without granting', async () => {
    const user = await createUser(server)
    const cases: Array<[string, string]> = [
      ['pending', 'pending'],
      ['deny', 'failed'],
      ['expire', 'failed'],
      ['failure', 'failed'],
      ['cancel', 'cancelled'],
    ]
    for (const [provider, ours] of cases) {
      const order = orderId(provider)
      const res = await postNotification(
        server,
        notification({
          order,
          amount: 25000,
          email: user.email,
          status: provider,
          method: 'gopay',
        }),
      )
      expect(res.status).toBe(200)
      const tx = await transactionOf(server, order)
      expect(tx).toMatchObject({ status: ours, payment_method: 'gopay', credits_amount: 20 })
      expect(tx!.processed_at).toBe('')
    }
    expect(await creditsOf(server, user.record.id)).toBe(0)
  })

  it('takes the e-mail from custom_field1 when customer_details has none', async () => {
    const user = await createUser(server)
    const order = orderId()
    const body = notification({
      order,
      amount: 25000,
      email: user.email,
      extra: { customer_details: { first_name: 'Tanpa Email' } },
    })
    expect((await postNotification(server, body)).body.status).toBe('completed')
    expect(await creditsOf(server, user.record.id)).toBe(20)
  })

  it('keeps an amount that is in no pack as pending for manual review, never credited', async () => {
    const user = await createUser(server)
    const order = orderId()
    const res = await postNotification(
      server,
      notification({ order, amount: 30000, email: user.email }),
    )
    expect(res.body).toMatchObject({ status: 'pending', granted: false, review: true })
    const tx = await transactionOf(server, order)
    expect(tx).toMatchObject({ status: 'pending', credits_amount: 0 })
    expect(tx!.review_note).toContain('tidak cocok dengan paket kredit')
    expect(tx!.paid_at).not.toBe('')
    // A late expire never turns a paid transaction into a failed one.
    await postNotification(
      server,
      notification({ order, amount: 30000, email: user.email, status: 'expire' }),
    )
    expect((await transactionOf(server, order))!.status).toBe('pending')
    expect(await creditsOf(server, user.record.id)).toBe(0)
  })
})

describe('exactly once', () => {
  it('20 duplicate and out-of-order notifications, 10 of them in parallel, grant once', async () => {
    const user = await createUser(server)
    const order = orderId('DUP')
    const n = (status: string) => notification({ order, amount: 25000, email: user.email, status })
    const sequence = [
      'pending',
      'settlement',
      'pending',
      'settlement',
      'settlement',
      'expire',
      'cancel',
      'deny',
      'failure',
      'capture',
    ]
    for (const status of sequence)
      expect((await postNotification(server, n(status))).status).toBe(200)
    const parallel = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        postNotification(server, n(i % 3 === 0 ? 'pending' : 'settlement')),
      ),
    )
    expect(parallel.every((r) => r.status === 200)).toBe(true)
    expect(await creditsOf(server, user.record.id)).toBe(20)
    const tx = await transactionOf(server, order)
    expect(tx).toMatchObject({ status: 'completed', credits_amount: 20 })
  })

  it('10 parallel first deliveries of a new order create one transaction and grant once', async () => {
    const user = await createUser(server)
    const order = orderId('PAR')
    const before = await transactionCount(server)
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        postNotification(server, notification({ order, amount: 100000, email: user.email })),
      ),
    )
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200))
    expect(answers.filter((a) => a.body.granted).length).toBe(1)
    expect(await transactionCount(server)).toBe(before + 1)
    expect(await creditsOf(server, user.record.id)).toBe(120)
  })

  it('a late pending does not revive a failed transaction; a settlement after failure still completes once', async () => {
    const user = await createUser(server)
    const order = orderId('LATE')
    const n = (status: string) => notification({ order, amount: 25000, email: user.email, status })
    await postNotification(server, n('expire'))
    await postNotification(server, n('pending'))
    expect((await transactionOf(server, order))!.status).toBe('failed')
    await postNotification(server, n('settlement'))
    await postNotification(server, n('settlement'))
    expect((await transactionOf(server, order))!.status).toBe('completed')
    expect(await creditsOf(server, user.record.id)).toBe(20)
  })
})

describe('forged, unsigned and malformed notifications change nothing', () => {
  async function expectNothingChanged(
    res: { status: number; body: { message?: string } },
    status: number,
    message: RegExp,
  ) {
    expect(res.status).toBe(status)
    expect(res.body.message).toMatch(message)
  }

  it('refuses a wrong signature, a tampered amount and a missing signature with 401', async () => {
    const before = await transactionCount(server)
    const credits = await creditsOf(server, buyer.record.id)
    const forged = notification({
      order: orderId('FORGED'),
      amount: 50000,
      email: buyer.email,
      serverKey: 'not-the-key',
    })
    await expectNothingChanged(
      await postNotification(server, forged),
      401,
      /Tanda tangan notifikasi tidak valid/,
    )
    const tampered = {
      ...notification({ order: orderId('TAMPER'), amount: 25000, email: buyer.email }),
      gross_amount: '100000.00',
    }
    await expectNothingChanged(await postNotification(server, tampered), 401, /Tanda tangan/)
    const unsigned = notification({ order: orderId('UNSIGNED'), amount: 50000, email: buyer.email })
    delete unsigned.signature_key
    await expectNothingChanged(await postNotification(server, unsigned), 401, /signature_key/)
    const upper = notification({ order: orderId('UPPER'), amount: 25000, email: buyer.email })
    // The same signature with another order id is a forgery too.
    await expectNothingChanged(
      await postNotification(server, { ...upper, order_id: orderId('OTHER') }),
      401,
      /Tanda tangan/,
    )
    expect(await transactionCount(server)).toBe(before)
    expect(await creditsOf(server, buyer.record.id)).toBe(credits)
  })

  it('refuses bad input with a clear 4xx and records nothing', async () => {
    const before = await transactionCount(server)
    const credits = await creditsOf(server, buyer.record.id)
    const signedWith = (fields: Record<string, unknown>) => {
      const order = String(fields.order_id)
      const code = String(fields.status_code)
      return { ...fields, signature_key: signature(order, code, String(fields.gross_amount)) }
    }
    const base = {
      order_id: orderId('BAD'),
      status_code: '200',
      transaction_status: 'settlement',
      custom_field1: buyer.email,
    }
    const cases: Array<[string | Record<string, unknown>, number, RegExp]> = [
      ['{"order_id": ', 400, /bukan JSON/],
      ['', 400, /kosong/],
      ['[1,2]', 400, /objek JSON/],
      [{ status_code: '200', gross_amount: '50000.00', signature_key: 'x' }, 400, /order_id/],
      [signedWith({ ...base, gross_amount: '50.000,00' }), 400, /gross_amount/],
      [signedWith({ ...base, gross_amount: '-5' }), 400, /gross_amount/],
      [
        { ...base, gross_amount: 50000, signature_key: signature(base.order_id, '200', '50000') },
        400,
        /gross_amount harus berupa teks/,
      ],
      [
        signedWith({ ...base, gross_amount: '50000.00', transaction_status: 'teleported' }),
        400,
        /transaction_status tidak dikenal/,
      ],
      [
        signedWith({ ...base, gross_amount: '50000.00', transaction_status: '' }),
        400,
        /transaction_status wajib/,
      ],
      [
        signedWith({ ...base, gross_amount: '50000.00', custom_field1: '' }),
        400,
        /Email pembeli tidak ada/,
      ],
      [
        signedWith({ ...base, gross_amount: '50000.00', custom_field1: 'bukan-email' }),
        400,
        /Format email/,
      ],
      [signedWith({ ...base, gross_amount: '50000.00', status_code: '2000' }), 400, /status_code/],
      [
        signedWith({ ...base, gross_amount: '50000.00', padding: 'x'.repeat(70 * 1024) }),
        413,
        /terlalu besar/,
      ],
    ]
    for (const [body, status, message] of cases) {
      const res = await postNotification(server, body as never)
      expect(res.status, JSON.stringify(res.body)).toBe(status)
      expect(res.body.message).toMatch(message)
    }
    expect(await transactionCount(server)).toBe(before)
    expect(await creditsOf(server, buyer.record.id)).toBe(credits)
  })

  it('accepts and ignores known statuses that change nothing (refund of a completed order)', async () => {
    const user = await createUser(server)
    const order = orderId('REFUND')
    await postNotification(server, notification({ order, amount: 25000, email: user.email }))
    const res = await postNotification(
      server,
      notification({ order, amount: 25000, email: user.email, status: 'refund' }),
    )
    expect(res.status).toBe(200)
    expect((await transactionOf(server, order))!.status).toBe('completed')
    expect(await creditsOf(server, user.record.id)).toBe(20)
  })
})

describe('without PAYMENT_SERVER_KEY', () => {
  it('refuses every notification with 401 and records nothing', async () => {
    const bare = await startTestServer({ env: { PAYMENT_SERVER_KEY: '' } })
    try {
      const user = await createUser(bare)
      const res = await postNotification(
        bare,
        notification({ order: orderId(), amount: 50000, email: user.email }),
      )
      expect(res.status).toBe(401)
      expect(res.body.message).toMatch(/PAYMENT_SERVER_KEY/)
      expect((await bare.admin.collection('payment_transactions').getList(1, 1)).totalItems).toBe(0)
      expect(await creditsOf(bare, user.record.id)).toBe(0)
    } finally {
      await bare.stop()
    }
  })
})

describe('PAYMENT_CREDIT_PACKS', () => {
  it('uses the configured table instead of the default', async () => {
    const custom = await startTestServer({
      env: { PAYMENT_SERVER_KEY: SERVER_KEY, PAYMENT_CREDIT_PACKS: '{"10000": 7}' },
    })
    try {
      const user = await createUser(custom, { email: uniqueEmail('pack') })
      await postNotification(
        custom,
        notification({ order: orderId(), amount: 10000, email: user.email }),
      )
      const res = await postNotification(
        custom,
        notification({ order: orderId(), amount: 50000, email: user.email }),
      )
      expect(res.body.status).toBe('pending')
      expect(await creditsOf(custom, user.record.id)).toBe(7)
    } finally {
      await custom.stop()
    }
  })
})
