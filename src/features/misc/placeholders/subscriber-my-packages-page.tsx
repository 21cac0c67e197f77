import { PlannedPage } from '@/components/planned-page'

/** Placeholder: replaced by the learning/subscriber engineer's screen (swap the import in src/app/router.tsx). */
export default function SubscriberMyPackagesPlaceholder() {
  return <PlannedPage title="Paket Saya" description="Di sini akan tampil paket aktif Anda dengan tombol Lihat Kelas." />
}
