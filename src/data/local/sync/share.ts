/**
 * The sync status across the tabs of one database: the leading tab (src/lib/leader.ts) replicates and
 * publishes what the indicator shows (pulling, pushing, first-sync progress, unsent count, last
 * error) on a BroadcastChannel; the other tabs show it. A follower says hello when it opens (the
 * leader answers with its state) and forwards 'Coba lagi' to the leader.
 */
import type { SyncStateValues } from '../types'

export const SHARED_KEYS = [
  'pulling',
  'pushing',
  'firstSyncDone',
  'firstSyncProgress',
  'firstSyncDocuments',
  'firstSyncTotal',
  'lastSyncedAt',
  'pendingChanges',
  'lastError',
] as const satisfies ReadonlyArray<keyof SyncStateValues>

export type SharedState = Pick<SyncStateValues, (typeof SHARED_KEYS)[number]>

type Message = { type: 'hello' } | { type: 'resync' } | { type: 'state'; state: SharedState }

export function pickShared(state: SyncStateValues): SharedState {
  const out: Partial<SharedState> = {}
  for (const key of SHARED_KEYS) (out as Record<string, unknown>)[key] = state[key]
  return out as SharedState
}

/** The part of BroadcastChannel used here. */
export interface ChannelLike {
  postMessage(message: unknown): void
  onmessage: ((event: { data: unknown }) => void) | null
  close(): void
}

export interface StateShareOptions {
  isLeader(): boolean
  /** The leader's current state. */
  current(): SharedState
  /** A follower received the leader's state. */
  apply(state: SharedState): void
  /** The leader was asked to resync by a follower. */
  resync(): void
  channel?: ChannelLike | null
}

export class StateShare {
  private channel: ChannelLike | null

  constructor(
    name: string,
    private options: StateShareOptions,
  ) {
    this.channel =
      options.channel !== undefined
        ? options.channel
        : typeof BroadcastChannel === 'undefined'
          ? null
          : (new BroadcastChannel(name) as unknown as ChannelLike)
    if (this.channel) this.channel.onmessage = (event) => this.receive(event.data as Message)
    // node: an open channel must not keep the process alive.
    ;(this.channel as { unref?: () => void } | null)?.unref?.()
  }

  private receive(message: Message): void {
    const leader = this.options.isLeader()
    if (message?.type === 'hello' && leader) this.publish()
    else if (message?.type === 'resync' && leader) this.options.resync()
    else if (message?.type === 'state' && !leader) this.options.apply(message.state)
  }

  private post(message: Message): void {
    try {
      this.channel?.postMessage(message)
    } catch {
      /* closed */
    }
  }

  /** Leader: tell the followers the current state. */
  publish(): void {
    if (this.options.isLeader()) this.post({ type: 'state', state: this.options.current() })
  }

  /** Follower: ask the leader for its state. */
  hello(): void {
    this.post({ type: 'hello' })
  }

  /** Follower: ask the leader to resync ('Coba lagi'). */
  requestResync(): void {
    this.post({ type: 'resync' })
  }

  close(): void {
    if (!this.channel) return
    this.channel.onmessage = null
    this.channel.close()
    this.channel = null
  }
}
