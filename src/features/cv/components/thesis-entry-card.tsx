import { Link as RouterLink } from 'react-router-dom'
import Box from '@mui/material/Box'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import CircularProgress from '@mui/material/CircularProgress'
import Link from '@mui/material/Link'
import Typography from '@mui/material/Typography'
import type { ThesisCvEntry, ThesisSentence } from '@/data/cv'

export const THESIS_TEXTS = {
  title: 'Dari skripsi Anda',
  entryHeading: 'Penelitian/Skripsi',
  loading: 'Mencari skripsi Anda...',
  offline: 'Sambungkan ke internet untuk menyusun entri Penelitian/Skripsi dari skripsi Anda.',
  failed: 'Entri dari skripsi Anda tidak dapat dimuat saat ini.',
  noDocument:
    'Belum ada skripsi yang Anda unggah. Unggah draf skripsi Anda di Chatbot Konsultasi Skripsi (Asisten Akademik) atau Simulasi Sidang, lalu entri \u2018Penelitian/Skripsi\u2019 untuk CV Anda disusun di sini dari kalimat skripsi itu sendiri.',
  nothingFound:
    'Judul, metode, dan hasil utama belum dapat ditemukan di skripsi Anda. Pastikan skripsi yang diunggah memuat halaman judul, BAB III, dan kesimpulan.',
  note: (fileName: string) =>
    `Disusun hanya dari kalimat skripsi Anda sendiri (${fileName}). Sesuaikan panjangnya sebelum dipakai di CV.`,
} as const

function where(s: ThesisSentence): string {
  return [s.chapter.trim(), s.page > 0 ? `hal. ${s.page}` : ''].filter(Boolean).join(', ')
}

function Row({ label, sentence }: { label: string; sentence: ThesisSentence }) {
  return (
    <Box data-testid={`cv-thesis-${label === 'Metode' ? 'method' : 'result'}`}>
      <Typography variant="subtitle2" component="h4">
        {label}
      </Typography>
      <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
        {sentence.text}
      </Typography>
      {where(sentence) && (
        <Typography variant="caption" color="text.secondary">
          {where(sentence)}
        </Typography>
      )}
    </Box>
  )
}

/**
 * 'Dari skripsi Anda': the 'Penelitian/Skripsi' entry the server drafted from the student's uploaded
 * thesis (its own sentences), or where to upload one.
 */
export function ThesisEntryCard({
  entry,
  failed,
  online,
}: {
  entry: ThesisCvEntry | null
  failed: boolean
  online: boolean
}) {
  let body
  if (!entry) {
    body = failed ? (
      <Typography variant="body2" color="text.secondary">
        {THESIS_TEXTS.failed}
      </Typography>
    ) : !online ? (
      <Typography variant="body2" color="text.secondary">
        {THESIS_TEXTS.offline}
      </Typography>
    ) : (
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }} role="status">
        <CircularProgress size={16} />
        <Typography variant="body2">{THESIS_TEXTS.loading}</Typography>
      </Box>
    )
  } else if (!entry.available) {
    body =
      entry.reason === 'NO_DOCUMENT' ? (
        <Box data-testid="cv-thesis-pointer">
          <Typography variant="body2" color="text.secondary">
            {THESIS_TEXTS.noDocument}
          </Typography>
          <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', mt: 1 }}>
            <Link component={RouterLink} to="/dashboard/chatbotskripsi">
              Chatbot Konsultasi Skripsi
            </Link>
            <Link component={RouterLink} to="/dashboard/simulasi-sidang">
              Simulasi Sidang
            </Link>
          </Box>
        </Box>
      ) : (
        <Typography variant="body2" color="text.secondary" data-testid="cv-thesis-nothing">
          {THESIS_TEXTS.nothingFound}
        </Typography>
      )
  } else {
    body = (
      <Box
        sx={{ display: 'flex', flexDirection: 'column', gap: 1.25 }}
        data-testid="cv-thesis-entry"
      >
        <Typography variant="h6" component="h3">
          {THESIS_TEXTS.entryHeading}
        </Typography>
        {entry.title && (
          <Box data-testid="cv-thesis-title">
            <Typography variant="subtitle2" component="h4">
              Judul
            </Typography>
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              {entry.title}
            </Typography>
          </Box>
        )}
        {entry.method && <Row label="Metode" sentence={entry.method} />}
        {entry.result && <Row label="Hasil utama" sentence={entry.result} />}
        <Typography variant="caption" color="text.secondary">
          {THESIS_TEXTS.note(entry.fileName)}
        </Typography>
      </Box>
    )
  }
  return (
    <Card component="section" aria-labelledby="cv-thesis-heading">
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
        <Typography id="cv-thesis-heading" variant="h5" component="h2">
          {THESIS_TEXTS.title}
        </Typography>
        {body}
      </CardContent>
    </Card>
  )
}
