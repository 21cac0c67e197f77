import { enhanceLoginShell } from '@/features/auth/login-shell-enhance'

/**
 * A first visit to /login without a stored session (src/main.tsx): the prerendered form, wired by the
 * auth feature, which the app lends its toast area and itself; both load only when an action needs them.
 */
export function enhanceLogin(container: HTMLElement): void {
  enhanceLoginShell(container, {
    loadApp: () => import('./mount-app'),
    loadToaster: () => import('./login-shell-toaster'),
  })
}
