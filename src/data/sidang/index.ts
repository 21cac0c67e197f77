/** The Simulasi Sidang client (docs/sidang.md). */
export * from './types'
export { SidangApiError, SIDANG_FALLBACK_MESSAGE, toSidangApiError } from './errors'
export {
  answerSidangQuestion,
  deleteSidangSession,
  getSidangSession,
  listSidangSessions,
  listThesisDocuments,
  startSidangSession,
} from './sidang-api'
