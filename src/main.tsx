import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { registerSW } from 'virtual:pwa-register'
import { App } from '@/app/app'
import { initAuth } from '@/data/auth'
import { logger } from '@/lib/logger'

// Read the stored session before the first render (works offline).
initAuth()

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
)

// The service worker precaches the shell and route chunks so an offline reload of any route renders.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  registerSW({
    immediate: true,
    onRegisterError: (error: unknown) => logger.warn('Service worker gagal didaftarkan:', error),
  })
}
