/** Toasts of the learning screens, through the app's toast store. */
import { toast, type ToastVariant } from '@/components/toast-store'

export interface Notice {
  title: string
  description?: string
  variant?: ToastVariant
}

export function notify(notice: Notice): void {
  toast(notice)
}
