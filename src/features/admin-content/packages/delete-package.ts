import { toast, toastError } from '@/components/toast-store'
import { deletePackage, type PackageStats, type Paket } from '@/data/admin'
import { errorMessage } from '@/lib/errors'

/**
 * The product's warning (docs/architecture.md, "Product texts and screens") plus what the
 * deletion takes with it; deletes after confirmation.
 */
export async function confirmAndDeletePackage(
  p: Paket,
  stats: PackageStats | undefined,
): Promise<boolean> {
  const impact = stats
    ? `\n\n${stats.jumlah_subscriber} langganan (${stats.jumlah_subscriber_aktif} aktif) dan ${stats.jumlah_kelas} kelas beserta seluruh materinya akan ikut terhapus.`
    : ''
  if (
    !window.confirm(
      `Apakah Anda yakin ingin menghapus paket ini? Semua konten dan subscriber akan terpengaruh.${impact}`,
    )
  )
    return false
  try {
    await deletePackage(p.id)
    toast({ title: 'Berhasil', description: 'Paket berhasil dihapus', variant: 'success' })
    return true
  } catch (err) {
    toastError(`Gagal menghapus paket: ${errorMessage(err, 'Terjadi kesalahan')}`)
    return false
  }
}
