import { PlannedPage } from '@/components/planned-page'

/** Placeholder: replaced by the learning/subscriber engineer's screen (swap the import in src/app/router.tsx). */
export default function SubscriberHomePlaceholder() {
  return <PlannedPage title="Dashboard Subscriber" description="Di sini akan tampil langganan Anda: paket, status, tanggal mulai dan berakhir, serta sisa hari." />
}
