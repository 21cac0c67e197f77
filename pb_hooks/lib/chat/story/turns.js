/// <reference path="../../../../node_modules/pocketbase-jsvm/index.d.ts" />
// The turn number of a built-in Ruang Cerita session (the assistant varies its phrasing with it),
// kept in process memory ($app.store(); forgotten on restart), bounded to MAX_STORE_KEYS keys.

const TURN_PREFIX = 'chat-turn:'
const MAX_STORE_KEYS = 20000

/** The 1-based number of this message in a chat session (kept in process memory). */
function nextTurn(key) {
  const store = $app.store()
  const storeKey = TURN_PREFIX + key
  if (!store.has(storeKey) && store.length() >= MAX_STORE_KEYS) {
    const all = store.getAll()
    for (const k in all) if (k.indexOf(TURN_PREFIX) === 0) store.remove(k)
  }
  const turn = (store.has(storeKey) ? parseInt(String(store.get(storeKey)), 10) || 0 : 0) + 1
  store.set(storeKey, String(turn))
  return turn
}

module.exports = { nextTurn }
