import { describe, expect, it, vi } from 'vitest'
import { runUserDataCleanups } from '../local/session'
import { deleteDownloadsOnSignOut } from './sign-out'

const deleteDownloadsOf = vi.hoisted(() => vi.fn(async () => undefined))
vi.mock('./downloads-store', () => ({ deleteDownloadsOf }))

describe('deleteDownloadsOnSignOut', () => {
  it("adds the user's downloads to the local store's sign-out clean-ups, until unregistered", async () => {
    const off = deleteDownloadsOnSignOut()
    await runUserDataCleanups('u1')
    expect(deleteDownloadsOf).toHaveBeenCalledWith('u1')
    off()
    await runUserDataCleanups('u2')
    expect(deleteDownloadsOf).toHaveBeenCalledTimes(1)
  })
})
