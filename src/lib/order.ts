/** The content order shared by the student player and the admin: `order`, then creation time, then id. */
export interface OrderedItem {
  id: string
  order: number
  created?: string
}

export function byOrder(a: OrderedItem, b: OrderedItem): number {
  const oa = Number.isFinite(a.order) ? a.order : 0
  const ob = Number.isFinite(b.order) ? b.order : 0
  if (oa !== ob) return oa - ob
  const ca = a.created ?? ''
  const cb = b.created ?? ''
  if (ca !== cb) return ca < cb ? -1 : 1
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0
}
