/**
 * The signed-in chat client. The landing page's trial imports `@/data/chat/trial-api` instead,
 * which needs neither the PocketBase SDK nor the session.
 */
export * from './types'
export { ChatApiError, toChatApiError } from './chat-api-error'
export { parseThesisAnalysis } from './analysis'
export { sendAcademicMessage, sendStoryMessage, uploadThesisDocument } from './signed-in-api'
export { getAiReviewStatus, requestAiReview } from './review-api'
