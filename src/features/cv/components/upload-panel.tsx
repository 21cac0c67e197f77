import { useRef } from 'react'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import UploadFileRounded from '@mui/icons-material/UploadFileRounded'
import { UploadProgress } from '@/components/upload-progress'
import { DOCUMENT_ACCEPT } from '@/lib/thesis-documents'
import type { CvAnalysisState } from '../hooks/use-cv-analysis'
import { CV_TEXTS } from '../texts'

/** 'Unggah CV' and 'Tempel lowongan': the file is read here, on the device; the posting is optional. */
export function UploadPanel({
  state,
  posting,
  onPosting,
  onFile,
}: {
  state: CvAnalysisState
  posting: string
  onPosting(text: string): void
  onFile(file: File): void
}) {
  const inputRef = useRef<HTMLInputElement>(null)
  const reading = state.status === 'reading'
  return (
    <Card component="section" aria-labelledby="cv-upload-title">
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <Typography id="cv-upload-title" variant="h5" component="h2">
          {CV_TEXTS.upload}
        </Typography>
        <Typography variant="body2" color="text.secondary" data-testid="cv-privacy-note">
          {CV_TEXTS.privacy}
        </Typography>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
          <Button
            variant="contained"
            startIcon={<UploadFileRounded />}
            disabled={reading}
            onClick={() => inputRef.current?.click()}
          >
            {state.status === 'ready' ? CV_TEXTS.uploadAgain : CV_TEXTS.upload}
          </Button>
          <Typography variant="caption" color="text.secondary">
            {CV_TEXTS.uploadHint}
          </Typography>
          <input
            ref={inputRef}
            type="file"
            accept={DOCUMENT_ACCEPT}
            hidden
            data-testid="cv-file-input"
            aria-label={CV_TEXTS.uploadLabel}
            onChange={(e) => {
              const file = e.target.files?.[0]
              e.target.value = ''
              if (file) onFile(file)
            }}
          />
        </Box>
        {reading && (
          <UploadProgress message={`${CV_TEXTS.reading} ${state.fileName}`} progress={null} />
        )}
        {state.status === 'failed' && (
          <Alert severity="error" data-testid="cv-upload-error">
            {state.message}
          </Alert>
        )}
        <TextField
          label={CV_TEXTS.postingLabel}
          helperText={CV_TEXTS.postingHelp}
          value={posting}
          onChange={(e) => onPosting(e.target.value)}
          multiline
          minRows={3}
          maxRows={12}
          fullWidth
          slotProps={{ htmlInput: { maxLength: 20_000, 'data-testid': 'cv-posting' } }}
        />
      </CardContent>
    </Card>
  )
}
