/** /lms/packages (every signed-in user): package categories and one package's classes. */
export { default as PackagesPage } from './pages/packages-page'
export { default as PackageDetailPage } from './pages/package-detail-page'
