import type { AppUpdate } from '@/lib/app-update'

/** The part of workbox-window's Workbox the update flow uses. */
export interface UpdateSource {
  addEventListener(
    type: 'waiting' | 'controlling',
    listener: (event: { isUpdate?: boolean }) => void,
  ): void
  messageSkipWaiting(): void
}

export interface UpdateFlowOptions {
  offer: (update: AppUpdate | null) => void
  canReload: () => boolean
  reload: () => void
}

/**
 * When a new service worker waits, offers the update; applying it (only when reloads are not held)
 * asks the worker to skip waiting and reloads once it controls the page. A worker activated from
 * another tab takes this page over too: then the offer is a plain reload.
 */
export function startUpdateFlow(
  source: UpdateSource,
  { offer, canReload, reload }: UpdateFlowOptions,
): void {
  let requested = false
  const guarded = (action: () => void) => () => {
    if (!canReload()) return false
    action()
    return true
  }
  source.addEventListener('waiting', () => {
    offer({
      apply: guarded(() => {
        requested = true
        source.messageSkipWaiting()
      }),
    })
  })
  source.addEventListener('controlling', (event) => {
    if (requested) {
      requested = false
      reload()
    } else if (event.isUpdate) {
      offer({ apply: guarded(reload) })
    }
  })
}
