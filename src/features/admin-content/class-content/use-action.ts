import { useCallback, useState } from 'react'
import { toast, toastError } from '@/components/toast-store'

export interface ActionOptions {
  /** Description of the 'Berhasil' toast; none when omitted (e.g. a reorder). */
  success?: string
  /** Description of the error toast. */
  failure: string
  /** Runs after success (usually a reload). */
  after?: () => Promise<void>
}

/** One server action at a time, with the usual toasts. `run` resolves true on success. */
export function useAction() {
  const [busy, setBusy] = useState(false)
  const run = useCallback(
    async (work: () => Promise<unknown>, options: ActionOptions): Promise<boolean> => {
      setBusy(true)
      try {
        await work()
      } catch {
        toastError(options.failure)
        setBusy(false)
        return false
      }
      if (options.success)
        toast({ title: 'Berhasil', description: options.success, variant: 'success' })
      try {
        await options.after?.()
      } finally {
        setBusy(false)
      }
      return true
    },
    [],
  )
  return { busy, run }
}
