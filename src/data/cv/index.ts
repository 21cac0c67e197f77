/** The Analisa CV client (docs/contract.md, Analisa CV): AI rewrite and 'Dari skripsi Anda'. */
export type { CvAiStatus, CvRewrite, ThesisCvEntry, ThesisSentence } from './api'
export {
  MAX_REWRITE_BULLET,
  MAX_REWRITE_POSTING,
  getCvAiStatus,
  getThesisCvEntry,
  rewriteCvBullet,
} from './api'
export { CONTACT_MARK, stripContacts } from './contact'
export { CvApiError, toCvApiError } from './errors'
export type { CvErrorCode } from './errors'
