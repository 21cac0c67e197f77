export {
  DEFAULT_EXPORT_NAME,
  DEFAULT_RETENTION_DAYS,
  NAME_MAX_LENGTH,
  OLD_PASSWORD_WRONG,
  changePassword,
  deleteMyAccount,
  deleteThesisDocument,
  deleteUserAccount,
  downloadMyData,
  getPrivacyInfo,
  listMyDocuments,
  listMySubscriptions,
  parsePrivacyInfo,
  updateFullName,
} from './api'
export { AccountError, WRONG_PASSWORD_MESSAGE } from './errors'
export type { MyDocument, MyDocuments, MySubscription, PasswordErrors, PrivacyInfo } from './types'
