/// <reference path="../../../node_modules/pocketbase-jsvm/index.d.ts" />
// Start-up tasks. Loaded with require() inside hook handlers (PocketBase 0.22 JSVM).

function env(name, fallback) {
  const v = $os.getenv(name)
  return v === '' || v === undefined || v === null ? fallback : v
}

/** True once the migrations have created the app's collections. */
function schemaReady() {
  try {
    $app.dao().findCollectionByNameOrId('users')
    return $app.dao().hasTable('_admins')
  } catch {
    return false
  }
}

/** Create the admin on first start: PB_ADMIN_EMAIL / PB_ADMIN_PASSWORD, else a random password printed once. */
function ensureAdmin() {
  const dao = $app.dao()
  if (dao.totalAdmins() > 0) return
  const email = env('PB_ADMIN_EMAIL', 'admin@pendamping-skripsi.local')
  let password = env('PB_ADMIN_PASSWORD', '')
  const generated = !password
  if (generated) password = $security.randomString(20)
  const admin = new Admin()
  admin.email = email
  admin.setPassword(password)
  dao.saveAdmin(admin)
  if (generated) {
    console.log(
      '\n[admin] Akun admin PocketBase dibuat: ' +
        email +
        ' / ' +
        password +
        '\n[admin] Simpan password ini: hanya ditampilkan sekali.\n',
    )
  } else {
    console.log('[admin] Akun admin PocketBase dibuat: ' + email)
  }
}

/** Application URL and SMTP from the environment (APP_URL, SMTP_*). Without SMTP the demo verifies accounts on creation. */
function applyEnvSettings() {
  const dao = $app.dao()
  const settings = $app.settings()
  let changed = false
  const appUrl = env('APP_URL', '')
  if (appUrl && settings.meta.appUrl !== appUrl) {
    settings.meta.appUrl = appUrl
    changed = true
  }
  if (settings.meta.appName !== 'Pendamping Skripsi') {
    settings.meta.appName = 'Pendamping Skripsi'
    changed = true
  }
  // Indonesian verification / reset-password e-mails linking to the PWA (pb_hooks/lib/platform/mail-templates.js).
  if (require(`${__hooks}/lib/platform/mail-templates.js`).applyMailTemplates(settings))
    changed = true
  // S3_*: uploaded files in an S3-compatible bucket (pb_hooks/lib/platform/storage.js).
  if (require(`${__hooks}/lib/platform/storage.js`).applyStorageSettings(settings)) changed = true
  const smtpHost = env('SMTP_HOST', '')
  if (smtpHost) {
    settings.smtp.enabled = true
    settings.smtp.host = smtpHost
    settings.smtp.port = parseInt(env('SMTP_PORT', '587'), 10)
    settings.smtp.username = env('SMTP_USER', '')
    settings.smtp.password = env('SMTP_PASSWORD', '')
    settings.smtp.tls = settings.smtp.port === 465
    const sender = env('SMTP_SENDER', 'no-reply@pendamping-skripsi.local')
    settings.meta.senderAddress = sender
    settings.meta.senderName = 'Pendamping Skripsi'
    changed = true
  } else if (settings.smtp.enabled) {
    settings.smtp.enabled = false
    changed = true
  }
  if (changed) dao.saveSettings(settings)
  if (!smtpHost) {
    console.log(
      '[peringatan] SMTP belum diatur (SMTP_HOST kosong): akun baru langsung terverifikasi dan e-mail reset password tidak terkirim.',
    )
  }
}

/** True when outgoing mail is configured, i.e. accounts must verify their e-mail. */
function smtpConfigured() {
  return env('SMTP_HOST', '') !== ''
}

module.exports = { env, schemaReady, ensureAdmin, applyEnvSettings, smtpConfigured }
