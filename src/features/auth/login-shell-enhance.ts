/**
 * Wires the prerendered /login shell (login-shell.ts) on a first visit to /login without a stored
 * session: validation, 'Lupa password?', Google sign-in when the server offers it, and sign-in. The SDK,
 * session store, toasts and the app itself load only when an action needs them; after signing in the app
 * is mounted at the role's home or the remembered origin (login-page.tsx's behaviour). The app's pieces
 * (its toast area, the app itself) are lent by the app (src/app/login-first-visit.ts): a feature does not
 * import the app.
 */
import type { ToastInput } from '@/components/toast-store'
import { afterSignInPath, rememberedFrom } from '@/lib/redirect'
import { LOGIN_SHELL_ID, LOGIN_SHELL_IDS as IDS } from './login-shell'
import { BUSY_WAIT_BUTTON, LOGIN_DESCRIPTION, busyWaitText } from './login-texts'
import { validateLogin } from './validation'

type Errors = { email?: string; password?: string }

function byId<T extends HTMLElement>(id: string): T {
  const el = document.getElementById(id)
  if (!el) throw new Error(`login shell: #${id} tidak ditemukan`)
  return el as T
}

/** What the app lends the shell, each loaded when first needed. */
export interface LoginShellHost {
  /** The app's chunks: fetched once the visitor starts using the form, mounted after signing in. */
  loadApp: () => Promise<{ mountApp: (container: HTMLElement) => void }>
  /** The app's toast area ('Notifications' region) for a page without an app root yet. */
  loadToaster: () => Promise<{ mountShellToaster: () => () => void }>
}

let unmountToaster: (() => void) | null = null

async function showToast(
  host: LoginShellHost,
  input: ToastInput | { error: string },
): Promise<void> {
  const [store, toaster] = await Promise.all([
    import('@/components/toast-store'),
    unmountToaster ? null : host.loadToaster(),
  ])
  if (toaster && !unmountToaster) unmountToaster = toaster.mountShellToaster()
  if ('error' in input) store.toastError(input.error)
  else store.toast(input)
}

async function toastFailure(host: LoginShellHost, error: unknown, fallback: string): Promise<void> {
  const { errorMessage, errorStatus } = await import('@/lib/errors')
  if (errorStatus(error) === 503) {
    // The server was busy, whatever its answer's body: never "wrong password".
    const { SIGN_IN_BUSY_MESSAGE } = await import('@/data/auth')
    await showToast(host, { error: SIGN_IN_BUSY_MESSAGE })
    return
  }
  await showToast(host, { error: errorMessage(error, fallback) })
}

/** Hands the page to the app at `target` (replacing /login in the history, like navigate(..., {replace})). */
async function enterApp(
  host: LoginShellHost,
  container: HTMLElement,
  target: string,
): Promise<void> {
  const { mountApp } = await host.loadApp()
  unmountToaster?.()
  unmountToaster = null
  window.history.replaceState(null, '', target)
  document.getElementById(LOGIN_SHELL_ID)?.remove()
  mountApp(container)
}

function showErrors(email: HTMLInputElement, password: HTMLInputElement, errors: Errors): void {
  const pairs: [HTMLInputElement, string, string | undefined][] = [
    [email, IDS.emailError, errors.email],
    [password, IDS.passwordError, errors.password],
  ]
  for (const [input, errorId, message] of pairs) {
    byId(errorId).textContent = message ?? ''
    if (message) input.setAttribute('aria-invalid', 'true')
    else input.removeAttribute('aria-invalid')
  }
}

async function googleEnabled(): Promise<boolean> {
  const res = await fetch('/api/collections/users/auth-methods', {
    headers: { Accept: 'application/json' },
  })
  if (!res.ok) return false
  const body = (await res.json()) as { authProviders?: { name?: string }[] }
  return (body.authProviders ?? []).some((p) => p.name === 'google')
}

export function enhanceLoginShell(container: HTMLElement, host: LoginShellHost): void {
  const form = byId<HTMLFormElement>(IDS.form)
  const email = byId<HTMLInputElement>(IDS.email)
  const password = byId<HTMLInputElement>(IDS.password)
  const submit = byId<HTMLButtonElement>(IDS.submit)
  const status = byId<HTMLElement>(IDS.status)
  const forgot = byId<HTMLButtonElement>(IDS.forgot)
  const google = byId<HTMLElement>(IDS.google)
  const googleButton = google.querySelector('button')!
  const target = afterSignInPath(
    rememberedFrom((window.history.state as { usr?: unknown } | null)?.usr),
  )

  document.title = 'Masuk | Pendamping Skripsi'
  const description = document.head.querySelector('meta[name="description"]')
  description?.setAttribute('content', LOGIN_DESCRIPTION)

  const setBusy = (busy: boolean) => {
    submit.disabled = busy
    googleButton.disabled = busy
    submit.textContent = busy ? 'Memproses...' : 'Masuk'
  }

  // Start fetching the app as soon as the visitor uses the form.
  const prefetch = () => {
    form.removeEventListener('focusin', prefetch)
    form.removeEventListener('pointerdown', prefetch)
    void host.loadApp().catch(() => undefined)
  }
  form.addEventListener('focusin', prefetch)
  form.addEventListener('pointerdown', prefetch)

  form.addEventListener('submit', (event) => {
    event.preventDefault()
    const errors = validateLogin(email.value, password.value)
    showErrors(email, password, errors)
    if (errors.email || errors.password) return
    setBusy(true)
    void (async () => {
      try {
        const { signIn } = await import('@/data/auth')
        await signIn(email.value, password.value, {
          onBusyWait: (seconds) => {
            submit.textContent = BUSY_WAIT_BUTTON
            status.textContent = busyWaitText(seconds)
          },
        })
        await enterApp(host, container, target)
      } catch (error) {
        setBusy(false)
        status.textContent = ''
        await toastFailure(host, error, 'Gagal masuk. Silakan coba lagi.')
      }
    })()
  })

  forgot.addEventListener('click', () => {
    if (!email.value.trim()) {
      void showToast(host, {
        title: 'Email required',
        description: 'Please enter your email address first',
        variant: 'destructive',
      })
      return
    }
    forgot.disabled = true
    void (async () => {
      try {
        const { requestPasswordReset } = await import('@/data/auth')
        await requestPasswordReset(email.value)
        await showToast(host, {
          title: 'Reset link sent',
          description: 'Check your email for password reset instructions',
        })
      } catch (error) {
        await toastFailure(host, error, 'Gagal mengirim link reset password.')
      } finally {
        forgot.disabled = false
      }
    })()
  })
  // The prerendered button is disabled until this listener exists: a tap before the script ran did nothing.
  forgot.disabled = false

  googleButton.addEventListener('click', () => {
    setBusy(true)
    void (async () => {
      try {
        const { signInWithGoogle } = await import('@/data/auth')
        await signInWithGoogle()
        await enterApp(host, container, target)
      } catch (error) {
        setBusy(false)
        await toastFailure(host, error, 'Gagal masuk dengan Google.')
      }
    })()
  })

  googleEnabled()
    .then((enabled) => {
      google.hidden = !enabled
    })
    .catch(() => {
      google.hidden = true
    })

  submit.disabled = false
}
