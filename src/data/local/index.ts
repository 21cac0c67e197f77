/**
 * The student's local store (RxDB on Dexie, one database per signed-in user) and its React
 * bindings. Screens render from these hooks; they work offline. RxDB itself is loaded lazily
 * by <LocalDataProvider> once a user is signed in.
 */
export type {
  Loadable,
  Paket,
  PaketContent,
  Kelas,
  KelasLevel,
  Materi,
  MateriType,
  Soal,
  Choice,
  VideoLink,
  Subscription,
  SubscriptionStatus,
  Progress,
  Review,
  StudentRole,
  SyncRejection,
  SyncState,
  CompleteMateriInput,
  SaveReviewInput,
} from './types'
export {
  useMySubscriptions,
  usePackages,
  usePackage,
  usePackageContent,
  useClasses,
  useClass,
  useMateri,
  useSoal,
  useVideoLinks,
  useProgress,
  useMyReview,
  useSyncState,
  useLocalDataReady,
} from './hooks'
export { completeMateri, saveReview, STUDENT_ROLES } from './actions'
export { gradeAnswers, isActiveSubscription, activePaketIds } from './logic'
export { useSyncStateStore } from './sync-state'
export { LocalDataProvider, openStoredUserData } from './provider'
export { admitLastView, readLastView, removeLastView, writeLastView } from './last-view'
export type { Viewer } from './last-view'
