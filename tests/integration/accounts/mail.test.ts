// Verification and password reset through real e-mails caught by a local SMTP sink.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from '../../support/pocketbase'
import { startSmtpSink, type SinkMessage, type SmtpSink } from '../../support/smtp-sink'
import {
  authorize,
  createPackage,
  failure,
  findUser,
  signUp,
  subscriptionsOf,
  uniqueEmail,
} from '../../support/accounts-fixtures'

const APP_URL = 'https://belajar.contoh.id'

function tokenFrom(mail: SinkMessage, page: string): string {
  const body = mail.html || mail.text
  const escaped = APP_URL.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  const match = new RegExp(`${escaped}/${page}\\?token=([A-Za-z0-9._-]+)`).exec(body)
  if (!match) throw new Error(`no ${page} link in the e-mail:\n${body}`)
  return match[1]
}

describe('accounts: e-mails (SMTP sink)', () => {
  let sink: SmtpSink
  let server: TestServer
  beforeAll(async () => {
    sink = await startSmtpSink()
    server = await startTestServer({
      env: {
        SMTP_HOST: sink.host,
        SMTP_PORT: String(sink.port),
        SMTP_SENDER: 'no-reply@contoh.id',
        APP_URL,
      },
    })
  })
  afterAll(async () => {
    await server?.stop()
    await sink?.stop()
  })

  it('a sign-up starts unverified, gets the verification e-mail, and confirming it grants the purchase', async () => {
    const paket = await createPackage(server.admin, {
      nama_paket: 'Paket Premium',
      durasi_hari: 30,
    })
    const email = uniqueEmail('verif')
    await authorize(server.admin, email, {
      paket_id: paket.id,
      durasi_hari: 90,
      pending_credits: 12,
    })

    await signUp(server.client(), email)
    let user = (await findUser(server.admin, email))!
    expect(user.verified).toBe(false)
    expect(user.role).toBe('user')
    expect(user.credits).toBe(0)
    expect(await subscriptionsOf(server.admin, user.id)).toHaveLength(0)

    const mail = await sink.waitFor((m) => m.to.includes(email))
    expect(mail.subject).toBe('Verifikasi email Anda - Pendamping Skripsi')
    expect(mail.from).toBe('no-reply@contoh.id')
    const token = tokenFrom(mail, 'verifikasi-email')

    await server.client().collection('users').confirmVerification(token)
    user = (await findUser(server.admin, email))!
    expect(user.verified).toBe(true)
    expect(user.role).toBe('subscriber')
    expect(user.credits).toBe(12)
    const subs = await subscriptionsOf(server.admin, user.id)
    expect(subs).toHaveLength(1)
    expect(subs[0].paket_id).toBe(paket.id)
    // The subscription reaches the content rules (users.subscription_ids kept by the content hooks).
    expect(user.subscription_ids).toEqual([subs[0].id])
    // durasi_hari of the purchase (90) wins over the package's default (30).
    const days =
      (new Date(subs[0].durasi_akhir.replace(' ', 'T')).getTime() - Date.now()) / 86_400_000
    expect(days).toBeGreaterThan(89)
    expect(days).toBeLessThan(91.1)

    // Granted once: confirming again changes nothing.
    await server
      .client()
      .collection('users')
      .confirmVerification(token)
      .catch(() => undefined)
    await server.client().collection('users').requestVerification(email)
    user = (await findUser(server.admin, email))!
    expect(user.credits).toBe(12)
    expect(await subscriptionsOf(server.admin, user.id)).toHaveLength(1)
  })

  it('a password reset e-mail links to the PWA and its token sets the new password', async () => {
    const email = uniqueEmail('lupa')
    await authorize(server.admin, email)
    await signUp(server.client(), email, 'lama12345')
    await server.client().collection('users').requestPasswordReset(email)
    const mail = await sink.waitFor(
      (m) => m.to.includes(email) && m.subject.startsWith('Reset password'),
    )
    expect(mail.subject).toBe('Reset password akun Pendamping Skripsi')
    const token = tokenFrom(mail, 'reset-password')

    const short = await failure(
      server.client().collection('users').confirmPasswordReset(token, '123', '123'),
    )
    expect(short.response.data.password.message).toBe('Password minimal 6 karakter')

    await server.client().collection('users').confirmPasswordReset(token, 'baru12345', 'baru12345')
    const pb = server.client()
    await pb.collection('users').authWithPassword(email, 'baru12345')
    await failure(server.client().collection('users').authWithPassword(email, 'lama12345'))
    // The reset e-mail reached the mailbox: that proves it as verification does.
    expect((await findUser(server.admin, email))!.verified).toBe(true)
  })

  it('an invalid token is answered in Indonesian', async () => {
    const err = await failure(
      server.client().collection('users').confirmVerification('bukan.token.sah'),
    )
    expect(err.status).toBe(400)
    expect(err.response.data.token.message).toBe(
      'Tautan tidak valid atau sudah kedaluwarsa. Silakan minta tautan baru.',
    )
  })
})
