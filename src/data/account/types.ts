/** The student's own data: the privacy page's configuration, their documents, their account (issue 22). */

/** GET /api/privacy: what the privacy page names from the server's configuration. */
export interface PrivacyInfo {
  operator: { name: string; contact: string }
  /** Uploaded theses are deleted this many days after they were last opened. */
  retentionDays: number
  /** The operator's LLM provider (host only), or null when none is configured. */
  llm: { host: string } | null
  /** The automation webhooks' hosts (null when that webhook is not configured). */
  webhooks: { story: string | null; academic: string | null; upload: string | null }
  /** Price of one Simulasi Sidang session in credits, when the server says it. */
  sidangCredits?: number
}

/** One uploaded thesis as GET /api/me/documents lists it. */
export interface MyDocument {
  id: string
  fileName: string
  /** Bytes of the stored file. */
  size: number
  words: number
  pages: number
  created: string
  /** When the student last opened it ('' when never since the upload). */
  lastOpened: string
  /** When the daily retention job will delete it ('' when unknown). */
  deleteAfter: string
}

export interface MyDocuments {
  retentionDays: number
  items: MyDocument[]
}

/** One of the user's subscriptions, for the 'Hapus akun' dialog. */
export interface MySubscription {
  id: string
  paketName: string
  status: string
  durasi_akhir: string
  /** Status active and the end date still ahead. */
  active: boolean
}

/** Field errors of the change-password form (Indonesian). */
export interface PasswordErrors {
  oldPassword?: string
  password?: string
  passwordConfirm?: string
}
