import { useToasts } from '@/components/toast-store'

/** Clears the toast store (test-only, src/testing). */
export function resetToasts(): void {
  useToasts.setState({ toasts: [] })
}

/** The toasts shown so far, as 'Title: description'. */
export function toastTexts(): string[] {
  return useToasts.getState().toasts.map((t) => `${t.title}: ${t.description ?? ''}`)
}
