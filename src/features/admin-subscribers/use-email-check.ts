import { useEffect, useState } from 'react'
import { emailExists } from '@/data/admin'
import { EMAIL_CHECK_DEBOUNCE_MS, EMAIL_CHECK_MIN_LENGTH } from './logic/subscriber-form'

export type EmailCheck = 'idle' | 'checking' | 'taken' | 'available'

/** The e-mail is checked 500 ms after typing stops, only from 3 characters on. */
export function useEmailCheck(email: string): EmailCheck {
  const [state, setState] = useState<EmailCheck>('idle')
  useEffect(() => {
    const value = email.trim().toLowerCase()
    if (value.length < EMAIL_CHECK_MIN_LENGTH) {
      setState('idle')
      return
    }
    let cancelled = false
    setState('checking')
    const timer = setTimeout(() => {
      emailExists(value)
        .then((exists) => !cancelled && setState(exists ? 'taken' : 'available'))
        .catch(() => !cancelled && setState('idle'))
    }, EMAIL_CHECK_DEBOUNCE_MS)
    return () => {
      cancelled = true
      clearTimeout(timer)
    }
  }, [email])
  return state
}
