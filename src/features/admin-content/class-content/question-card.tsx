import Box from '@mui/material/Box'
import IconButton from '@mui/material/IconButton'
import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined'
import DeleteOutlined from '@mui/icons-material/DeleteOutlined'
import EditOutlined from '@mui/icons-material/EditOutlined'
import type { Soal } from '@/data/admin'
import { CHOICES, choiceField } from './logic/question-form'

interface QuestionCardProps {
  soal: Soal
  number: number
  disabled?: boolean
  onEdit: () => void
  onDelete: () => void
}

/** One question: its number, text, the four choices A-D with the correct one marked. */
export function QuestionCard({ soal, number, disabled, onEdit, onDelete }: QuestionCardProps) {
  return (
    <Paper variant="outlined" sx={{ p: 2 }} data-testid="question-card">
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
        <Typography sx={{ fontWeight: 700, minWidth: 28 }}>{number}.</Typography>
        <Typography
          sx={{ flex: 1, fontWeight: 600, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}
        >
          {soal.pertanyaan}
        </Typography>
        <IconButton aria-label="Edit soal" size="small" disabled={disabled} onClick={onEdit}>
          <EditOutlined fontSize="small" />
        </IconButton>
        <IconButton
          aria-label="Hapus soal"
          size="small"
          color="error"
          disabled={disabled}
          onClick={onDelete}
        >
          <DeleteOutlined fontSize="small" />
        </IconButton>
      </Box>
      <Stack spacing={0.75} sx={{ mt: 1.5, pl: { sm: 4.5 } }}>
        {CHOICES.map((c) => {
          const correct = soal.jawaban_benar === c
          return (
            <Box
              key={c}
              data-correct={correct || undefined}
              sx={{
                display: 'flex',
                gap: 1,
                alignItems: 'flex-start',
                px: 1.5,
                py: 0.75,
                border: 1,
                borderRadius: 1,
                borderColor: correct ? 'success.main' : 'divider',
                bgcolor: correct ? 'rgba(46, 125, 50, 0.08)' : 'transparent',
              }}
            >
              <Typography sx={{ fontWeight: 700 }}>{c.toUpperCase()}.</Typography>
              <Typography sx={{ flex: 1, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
                {soal[choiceField(c)]}
              </Typography>
              {correct ? (
                <CheckCircleOutlined fontSize="small" color="success" aria-hidden />
              ) : null}
            </Box>
          )
        })}
      </Stack>
      <Typography
        variant="body2"
        sx={{ mt: 1, pl: { sm: 4.5 }, color: 'success.main', fontWeight: 600 }}
      >
        Jawaban benar: {soal.jawaban_benar.toUpperCase()}
      </Typography>
    </Paper>
  )
}
