import { PlannedPage } from '@/components/planned-page'

/** Admin screen of a later issue. */
export default function AdminSubscribersPage() {
  return <PlannedPage title="Manage Subscribers" description="Di sini akan tampil pengelolaan subscriber: pencarian, tambah, ubah, dan hapus." />
}
