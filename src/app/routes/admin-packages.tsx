import { PackagesPage } from '@/features/admin-content/packages/packages-page'
import { ClassReportDialog } from '@/features/admin-reports/class-report-dialog'

/** /admin/packages: the content feature, whose classes dialog opens the reports feature's class report. */
export default function AdminPackagesRoute() {
  return <PackagesPage ClassReport={ClassReportDialog} />
}
