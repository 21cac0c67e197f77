import { PlannedPage } from '@/components/planned-page'

/** Admin screen of a later issue. */
export default function AdminPaymentsPage() {
  return <PlannedPage title="Kelola Pembayaran" description="Di sini akan tampil daftar transaksi pembayaran dan proses manual transaksi pending." />
}
