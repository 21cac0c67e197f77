import { PlannedPage } from '@/components/planned-page'

/** Placeholder: replaced by the learning/subscriber engineer's screen (swap the import in src/app/router.tsx). */
export default function SubscriberLearningPlaceholder() {
  return <PlannedPage title="Ruang Belajar" description="Di sini akan tampil daftar pelajaran (Lesson List), pre test, video, dan post test." />
}
