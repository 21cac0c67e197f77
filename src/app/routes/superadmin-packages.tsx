import { SuperadminPackagesPage } from '@/features/admin-content/lms-packages/superadmin-packages-page'
import { ClassReportDialog } from '@/features/admin-reports/class-report-dialog'

/** /lms/packages for a superadmin: the content feature's grid with the reports feature's class report. */
export default function SuperadminPackagesRoute() {
  return <SuperadminPackagesPage ClassReport={ClassReportDialog} />
}
