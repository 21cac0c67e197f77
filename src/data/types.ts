/** Record types shared by the app. Content types of the local store live in src/data/local/. */

/** Fields PocketBase adds to every record. */
export interface BaseRecord {
  id: string
  created: string
  updated: string
  collectionId?: string
  collectionName?: string
}

export type Role = 'superadmin' | 'subscriber' | 'user'

export const ROLES: readonly Role[] = ['superadmin', 'subscriber', 'user']

/**
 * The `users` auth collection (the original design's `profiles`: docs/architecture.md,
 * "Spec → schema name mapping").
 */
export interface UserRecord extends BaseRecord {
  email: string
  username?: string
  full_name: string
  role: Role | ''
  credits: number
  verified: boolean
  emailVisibility?: boolean
}

/** Normalises a role value read from a record; anything unknown counts as a plain user. */
export function toRole(value: unknown): Role {
  return value === 'superadmin' || value === 'subscriber' ? value : 'user'
}
