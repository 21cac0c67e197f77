/**
 * The browser's install offer ('beforeinstallprompt', Chromium) kept from the moment the app starts,
 * and what the install button shows: the browser's prompt, instructions for iOS Safari (which has
 * no prompt), or nothing once the app is installed or runs standalone.
 */

/** Chromium's BeforeInstallPromptEvent (not in the DOM typings). */
export interface InstallPromptEvent extends Event {
  prompt(): Promise<unknown>
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>
}

export type InstallOffer = 'prompt' | 'ios' | null

/** iPhone/iPad/iPod Safari (not Chrome/Firefox/Edge/Opera on iOS); iPadOS reports a Mac with touch. */
export function isIosSafari(userAgent: string, maxTouchPoints = 0): boolean {
  const ios =
    /iPhone|iPad|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1)
  if (!ios) return false
  return /Safari\//.test(userAgent) && !/CriOS|FxiOS|EdgiOS|OPiOS|GSA\/|DuckDuckGo/.test(userAgent)
}

export function installOffer(o: {
  hasPrompt: boolean
  standalone: boolean
  installed: boolean
  iosSafari: boolean
}): InstallOffer {
  if (o.standalone || o.installed) return null
  if (o.hasPrompt) return 'prompt'
  return o.iosSafari ? 'ios' : null
}

type Listener = () => void
let deferred: InstallPromptEvent | null = null
let installed = false
let captured = false
const listeners = new Set<Listener>()

function notify(): void {
  for (const listener of [...listeners]) listener()
}

/** Starts keeping the browser's install offer (call once at start-up: the event fires early). */
export function captureInstallPrompt(): void {
  if (captured || typeof window === 'undefined') return
  captured = true
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault()
    deferred = event as InstallPromptEvent
    notify()
  })
  window.addEventListener('appinstalled', () => {
    deferred = null
    installed = true
    notify()
  })
}

export function isStandalone(): boolean {
  if (typeof window === 'undefined') return false
  const nav = navigator as Navigator & { standalone?: boolean }
  return (
    window.matchMedia?.('(display-mode: standalone)').matches === true || nav.standalone === true
  )
}

/** What to show now. */
export function currentInstallOffer(): InstallOffer {
  if (typeof navigator === 'undefined') return null
  return installOffer({
    hasPrompt: deferred !== null,
    standalone: isStandalone(),
    installed,
    iosSafari: isIosSafari(navigator.userAgent, navigator.maxTouchPoints),
  })
}

export function subscribeInstallOffer(listener: Listener): () => void {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

/** Shows the browser's install prompt (once: the event cannot be reused); true when accepted. */
export async function promptInstall(): Promise<boolean> {
  const event = deferred
  if (!event) return false
  deferred = null
  notify()
  await event.prompt()
  const choice = await event.userChoice
  if (choice.outcome === 'accepted') {
    installed = true
    notify()
  }
  return choice.outcome === 'accepted'
}
