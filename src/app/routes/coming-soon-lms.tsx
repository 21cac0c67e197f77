import { ComingSoonPage } from '../pages/coming-soon-page'

export default function ComingSoonLms() {
  return (
    <ComingSoonPage
      title="LMS Skripsi"
      description="Materi pembelajaran skripsi interaktif langsung dari dashboard Anda."
    />
  )
}
