import { PlannedPage } from '@/components/planned-page'

/** Admin screen of a later issue. */
export default function AdminPackagesPage() {
  return <PlannedPage title="Manage Packages" description="Di sini akan tampil pengelolaan paket, kelas, dan konten pembelajaran." />
}
