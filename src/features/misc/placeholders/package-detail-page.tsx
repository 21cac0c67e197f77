import { PlannedPage } from '@/components/planned-page'

/** Placeholder: replaced by the learning/subscriber engineer's screen (swap the import in src/app/router.tsx). */
export default function PackageDetailPlaceholder() {
  return <PlannedPage title="Detail Paket" description="Di sini akan tampil detail paket pembelajaran beserta isi paketnya." />
}
