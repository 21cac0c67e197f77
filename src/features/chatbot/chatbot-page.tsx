import { PlannedPage } from '@/components/planned-page'

/** The AI thesis chatbot of a later issue. */
export default function ChatbotPage() {
  return (
    <PlannedPage
      title="Asisten Skripsi AI"
      description="Di sini akan tampil chatbot konsultasi skripsi dengan dua mode: Ruang Cerita dan Asisten Akademik."
    />
  )
}
