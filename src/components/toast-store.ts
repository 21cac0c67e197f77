import { create } from 'zustand'

export type ToastVariant = 'default' | 'destructive' | 'success'

export interface Toast {
  id: number
  title: string
  description?: string
  variant: ToastVariant
  /** Milliseconds before it closes by itself (0 = stays until closed). */
  duration: number
}

interface ToastState {
  toasts: Toast[]
  dismiss: (id: number) => void
}

const MAX_TOASTS = 4
let nextId = 1

export const useToasts = create<ToastState>()((set) => ({
  toasts: [],
  dismiss: (id) => set((s) => ({ toasts: s.toasts.filter((t) => t.id !== id) })),
}))

export interface ToastInput {
  title: string
  description?: string
  variant?: ToastVariant
  duration?: number
}

/** Shows a toast: `toast({ title: 'Error', description: '...', variant: 'destructive' })`. Returns its id. */
export function toast(input: ToastInput): number {
  const id = nextId++
  const item: Toast = {
    id,
    title: input.title,
    description: input.description,
    variant: input.variant ?? 'default',
    duration: input.duration ?? (input.variant === 'destructive' ? 8000 : 5000),
  }
  useToasts.setState((s) => ({ toasts: [...s.toasts, item].slice(-MAX_TOASTS) }))
  return id
}

export function dismissToast(id: number): void {
  useToasts.getState().dismiss(id)
}

/**
 * Shorthand for the red (destructive) 'Error' toasts
 * (docs/architecture.md, "Product texts and screens").
 */
export function toastError(description: string, title = 'Error'): number {
  return toast({ title, description, variant: 'destructive' })
}
