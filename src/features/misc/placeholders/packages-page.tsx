import { PlannedPage } from '@/components/planned-page'

/** Placeholder: replaced by the learning/subscriber engineer's screen (swap the import in src/app/router.tsx). */
export default function PackagesPlaceholder() {
  return <PlannedPage title="Kategori Kelas" description="Di sini akan tampil daftar paket pembelajaran (kategori kelas) beserta jumlah kelasnya." />
}
