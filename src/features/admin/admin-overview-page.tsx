import { PlannedPage } from '@/components/planned-page'

/** Admin screen of a later issue. */
export default function AdminOverviewPage() {
  return <PlannedPage title="Admin Dashboard" description="Di sini akan tampil ringkasan: Total Subscribers, Active Subscribers, Total Packages, dan Expiring Soon." />
}
