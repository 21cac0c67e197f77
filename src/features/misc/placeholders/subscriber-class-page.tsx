import { PlannedPage } from '@/components/planned-page'

/** Placeholder: replaced by the learning/subscriber engineer's screen (swap the import in src/app/router.tsx). */
export default function SubscriberClassPlaceholder() {
  return <PlannedPage title="Detail Kelas" description="Di sini akan tampil informasi kelas, deskripsi, dan tombol Mulai Belajar." />
}
