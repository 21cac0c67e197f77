import { ComingSoonPage } from '../pages/coming-soon-page'

export default function ComingSoonSimulasiSidang() {
  return (
    <ComingSoonPage
      title="Simulasi Sidang Chatbot"
      description="Latihan sidang skripsi bersama voicebot yang mengajukan pertanyaan seperti dosen penguji."
    />
  )
}
