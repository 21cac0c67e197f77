/// <reference path="../../../node_modules/pocketbase-jsvm/index.d.ts" />
// Indonesian verification and password-reset e-mails whose links open the PWA (APP_URL), where
// /verifikasi-email and /reset-password call confirmVerification / confirmPasswordReset.
// PocketBase fills {APP_NAME}, {APP_URL}, {TOKEN} and {ACTION_URL}.

function layout(intro, button, outro) {
  return (
    '<p>Halo,</p>\n' +
    '<p>' +
    intro +
    '</p>\n' +
    '<p style="margin: 24px 0;"><a class="btn" href="{ACTION_URL}" target="_blank" rel="noopener">' +
    button +
    '</a></p>\n' +
    '<p>Jika tombol tidak berfungsi, salin tautan ini ke browser Anda:<br>{ACTION_URL}</p>\n' +
    '<p><i>' +
    outro +
    '</i></p>\n' +
    '<p>Salam,<br>Tim {APP_NAME}</p>'
  )
}

const TEMPLATES = {
  verificationTemplate: {
    subject: 'Verifikasi email Anda - {APP_NAME}',
    actionUrl: '{APP_URL}/verifikasi-email?token={TOKEN}',
    body: layout(
      'Terima kasih telah mendaftar di {APP_NAME}. Klik tombol di bawah ini untuk memverifikasi email Anda dan membuka akses paket serta kredit yang sudah Anda beli.',
      'Verifikasi email',
      'Jika Anda tidak merasa mendaftar, abaikan email ini.',
    ),
  },
  resetPasswordTemplate: {
    subject: 'Reset password akun {APP_NAME}',
    actionUrl: '{APP_URL}/reset-password?token={TOKEN}',
    body: layout(
      'Kami menerima permintaan untuk mengatur ulang password akun Anda. Klik tombol di bawah ini untuk membuat password baru.',
      'Reset password',
      'Jika Anda tidak meminta reset password, abaikan email ini; password Anda tidak berubah.',
    ),
  },
}

/** Writes the templates into settings.meta; returns true when something changed. */
function applyMailTemplates(settings) {
  let changed = false
  for (const name in TEMPLATES) {
    const wanted = TEMPLATES[name]
    const current = settings.meta[name]
    for (const key of ['subject', 'actionUrl', 'body']) {
      if (current[key] !== wanted[key]) {
        current[key] = wanted[key]
        changed = true
      }
    }
  }
  return changed
}

module.exports = { TEMPLATES, applyMailTemplates }
