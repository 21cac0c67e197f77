// Helpers of the payments tests: signed notifications built by the operators' own script
// (scripts/payments-notify.mjs), raw posts, and reads as the PocketBase admin.
import type { RecordModel } from 'pocketbase'
// @ts-expect-error plain ESM JavaScript shared with the CLI
import * as notify from '../../scripts/payments-notify.mjs'
import type { TestServer } from './pocketbase'

export const SERVER_KEY = 'SB-Mid-server-test-key-123'

export interface NotificationOptions {
  order: string
  amount: number | string
  email: string
  status?: string
  paketId?: string
  method?: string
  serverKey?: string
  extra?: Record<string, unknown>
}

export type Notification = Record<string, unknown>

export function notification(o: NotificationOptions): Notification {
  return notify.buildNotification({ serverKey: SERVER_KEY, ...o }) as Notification
}

export function signature(
  orderId: string,
  statusCode: string,
  gross: string,
  key = SERVER_KEY,
): string {
  return notify.signature(orderId, statusCode, gross, key) as string
}

export interface Answer {
  status: number
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any
}

/** POSTs a notification object (or a raw string body) to the webhook. */
export function postNotification(server: TestServer, body: Notification | string): Promise<Answer> {
  return notify.sendNotification(server.url, body) as Promise<Answer>
}

export async function transactionOf(
  server: TestServer,
  orderId: string,
): Promise<RecordModel | null> {
  const list = await server.admin
    .collection('payment_transactions')
    .getList(1, 1, { filter: server.admin.filter('order_id = {:o}', { o: orderId }) })
  return list.items[0] ?? null
}

export async function transactionCount(server: TestServer): Promise<number> {
  return (await server.admin.collection('payment_transactions').getList(1, 1)).totalItems
}

export async function creditsOf(server: TestServer, userId: string): Promise<number> {
  return (await server.admin.collection('users').getOne(userId)).credits as number
}

export async function authorizedOf(server: TestServer, email: string): Promise<RecordModel | null> {
  const list = await server.admin
    .collection('authorized_emails')
    .getList(1, 1, { filter: server.admin.filter('email = {:e}', { e: email }) })
  return list.items[0] ?? null
}

export async function subscriptionsOf(server: TestServer, userId: string): Promise<RecordModel[]> {
  return server.admin
    .collection('subscribers')
    .getFullList({ filter: server.admin.filter('user_id = {:u}', { u: userId }), sort: 'created' })
}

let counter = 0
export function orderId(prefix = 'ORDER'): string {
  counter += 1
  return `${prefix}-${Date.now().toString(36)}-${counter}`
}
