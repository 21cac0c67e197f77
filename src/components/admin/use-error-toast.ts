import { useEffect } from 'react'
import { toastError } from '@/components/toast-store'
import { errorMessage } from '@/lib/errors'

/** The red error toast once per failed load, next to the inline retry. */
export function useErrorToast(error: unknown, title: string): void {
  useEffect(() => {
    if (error) toastError(errorMessage(error, 'Terjadi kesalahan'), title)
  }, [error, title])
}
