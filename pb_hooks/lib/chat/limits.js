// The chat's message limit (docs/contract.md, Routes → Chat): the server's one copy. The client
// checks a message against the same number before sending it.
// Pure CommonJS without PocketBase APIs: runs in goja (PocketBase 0.22) and in Node.

/** The longest message, in characters after trimming (story, academic and the trial chat). */
const MAX_MESSAGE = 4000

module.exports = { MAX_MESSAGE }
