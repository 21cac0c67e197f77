import { ComingSoonPage } from '../pages/coming-soon-page'

export default function ComingSoonCv() {
  return (
    <ComingSoonPage
      title="Analisa CV Terbaikmu"
      description="Analisa CV profesional untuk membantu Anda menyiapkan karier setelah lulus."
    />
  )
}
