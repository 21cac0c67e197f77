import { useEffect } from 'react'

/**
 * Online, once the page has rendered: loads the PDF reader (pdfjs-dist) and fetches its worker, so
 * the service worker keeps both (src/sw.ts, 'document-readers') and a PDF CV can be read offline
 * later. They are not precached: most students would download about 1.6 MB at install for a page they
 * may never open. The DOCX reader is small and precached.
 */
export function useReaderWarmup(online: boolean): void {
  useEffect(() => {
    if (!online) return
    let cancelled = false
    const timer = setTimeout(() => {
      // Only through the service worker: a module fetched before it controls the page stays in the
      // page's module map and is never asked of the worker again.
      void controlled()
        .then(() => (cancelled ? undefined : import('@/lib/thesis-documents/pdf-engine')))
        .then((engine) => (engine && !cancelled ? fetch(engine.PDF_WORKER_URL) : undefined))
        .then((res) => res?.body?.cancel())
        .catch(() => undefined)
    }, 1500)
    return () => {
      cancelled = true
      clearTimeout(timer)
    }
  }, [online])
}

/** Resolves once a service worker controls the page; never without service worker support. */
function controlled(): Promise<void> {
  const sw = typeof navigator !== 'undefined' ? navigator.serviceWorker : undefined
  if (!sw) return new Promise(() => undefined)
  if (sw.controller) return Promise.resolve()
  return new Promise((resolve) =>
    sw.addEventListener('controllerchange', () => resolve(), { once: true }),
  )
}
