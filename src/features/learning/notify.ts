/** Toasts of the learning screens (TEMPORARY until the shell's toast store lands; swapped then). */
export interface Notice {
  title: string
  description?: string
  variant?: 'default' | 'destructive'
}

export function notify(notice: Notice): void {
  window.dispatchEvent(new CustomEvent('app:toast', { detail: notice }))
}
