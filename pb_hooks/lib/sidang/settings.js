// What a student chooses for a Simulasi Sidang session, and the longest answer (docs/sidang.md):
// the server's one copy of each. The client offers the same counts and focus list and limits an
// answer to the same length.
// Pure CommonJS without PocketBase APIs: runs in goja (PocketBase 0.22) and in Node.

/** Questions per session. */
const COUNTS = [5, 8, 10]

/**
 * The focus of a session: the whole thesis, the background and problem statement, the method, the
 * results (lib/sidang/questions.js FOCUS_KINDS gives each its question kinds).
 */
const FOCUS = ['seluruh', 'latar', 'metodologi', 'hasil']

/** The focus when the request names none (and of a retry whose session named none). */
const DEFAULT_FOCUS = 'seluruh'

/** The longest answer, typed or spoken, in characters after trimming. */
const MAX_ANSWER = 4000

module.exports = { COUNTS, FOCUS, DEFAULT_FOCUS, MAX_ANSWER }
