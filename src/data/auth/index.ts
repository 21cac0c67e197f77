export {
  AUTH_ERRORS,
  UNAUTHORIZED_EMAIL_MESSAGE,
  SignUpRefusedError,
  confirmPasswordReset,
  confirmVerification,
  initAuth,
  isEmailAuthorized,
  isGoogleSignInEnabled,
  loadProfile,
  normalizeEmail,
  reauthenticate,
  refreshTokenIfNeeded,
  requestPasswordReset,
  requestVerification,
  signIn,
  signInWithGoogle,
  signOut,
  signUp,
} from './auth'
export type { SignInOptions, SignUpResult } from './auth'
export { SIGN_IN_BUSY_MESSAGE } from './busy-retry'
export { collectPendingChanges, registerAfterSignOut, registerBeforeSignOut } from './sign-out'
export type { AfterSignOutHandler, BeforeSignOutHandler, PendingChanges } from './sign-out'
export {
  applyProfileCredits,
  initialSessionState,
  selectDisplayName,
  selectRole,
  selectUserId,
  useSession,
} from './session-store'
export type { SessionState } from './session-store'
