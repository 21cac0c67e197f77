import { registerAfterSignOut } from '@/data/auth'
import { browserStorage } from './hooks/local-room-storage'
import { clearHistory } from './logic/chat-history'

// An explicit sign-out forgets the user's chat on this device, as it does the local store. Registered
// by the signed-in layout (every role's shell), so it runs whether or not the chatbot page was opened
// in this page load. Importing it twice registers it once (module scope).
registerAfterSignOut((userId) => {
  const storage = browserStorage()
  if (storage) clearHistory(storage, userId)
})
