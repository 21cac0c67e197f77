/**
 * The superadmin's online data (docs/contract.md, Sync and merge rules: admin screens use the SDK, not the local store).
 * Screens import from here only; the server enforces every rule.
 */
export * from './types'
export * from './api'
export * from './video-upload'
export { useRemote } from '../use-remote'
export type { Remote } from '../use-remote'
export * from './payments-types'
export * from './payments'
export * from './assistant'
export * from './charts'
