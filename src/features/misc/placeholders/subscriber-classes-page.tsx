import { PlannedPage } from '@/components/planned-page'

/** Placeholder: replaced by the learning/subscriber engineer's screen (swap the import in src/app/router.tsx). */
export default function SubscriberClassesPlaceholder() {
  return <PlannedPage title="Daftar Kelas" description="Di sini akan tampil kelas-kelas dari paket aktif Anda." />
}
