/**
 * The chat's message limit (docs/contract.md, Routes → Chat; story, academic and the trial chat):
 * the client's one copy, equal to the server's (pb_hooks/lib/chat/limits.js; a test checks both).
 * Imported on its own by the trial panel, which loads no SDK.
 */

/** The longest message, in characters after trimming. */
export const MAX_MESSAGE_LENGTH = 4000
