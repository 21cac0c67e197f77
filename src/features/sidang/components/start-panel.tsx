import { useRef, useState } from 'react'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import CircularProgress from '@mui/material/CircularProgress'
import FormControl from '@mui/material/FormControl'
import FormControlLabel from '@mui/material/FormControlLabel'
import FormLabel from '@mui/material/FormLabel'
import Radio from '@mui/material/Radio'
import RadioGroup from '@mui/material/RadioGroup'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import PlayArrowRounded from '@mui/icons-material/PlayArrowRounded'
import UploadFileRounded from '@mui/icons-material/UploadFileRounded'
import type { SidangFocus, SidangQuestionCount, ThesisDocumentRow } from '@/data/sidang'
import { formatDateShort, formatNumber } from '@/lib/format'
import { DOCUMENT_ACCEPT } from '@/lib/thesis-documents'
import { FOCUS_OPTIONS, QUESTION_COUNTS, SIDANG_TEXTS, priceText } from '../logic/texts'
import type { ThesisUploadState } from '../hooks/use-thesis-upload'
import { UploadProgress } from '@/components/upload-progress'

export interface StartSettings {
  documentId: string
  questions: SidangQuestionCount
  focus: SidangFocus
}

interface Props {
  /** null while loading. */
  documents: ThesisDocumentRow[] | null
  documentsError: string | null
  selectedId: string
  onSelect(id: string): void
  upload: ThesisUploadState
  onUpload(file: File): void
  /** null while unknown. */
  price: number | null
  credits: number
  starting: boolean
  disabled: boolean
  onStart(settings: StartSettings): void
}

function documentDetails(d: ThesisDocumentRow): string {
  return [
    d.words > 0 ? `${formatNumber(d.words)} kata` : '',
    d.pages > 0 ? `${d.pages} halaman` : '',
    d.created ? `diunggah ${formatDateShort(d.created)}` : '',
  ]
    .filter(Boolean)
    .join(' · ')
}

/** Start: the thesis to be examined on (or a new upload), how many questions, the focus, the price. */
export function StartPanel({
  documents,
  documentsError,
  selectedId,
  onSelect,
  upload,
  onUpload,
  price,
  credits,
  starting,
  disabled,
  onStart,
}: Props) {
  const inputRef = useRef<HTMLInputElement>(null)
  const [questions, setQuestions] = useState<SidangQuestionCount>(5)
  const [focus, setFocus] = useState<SidangFocus>('seluruh')
  const processing = upload.status === 'processing'
  const canStart = Boolean(selectedId) && !starting && !processing && !disabled
  return (
    <Card component="section" aria-labelledby="sidang-start-title">
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 2.5 }}>
        <Typography id="sidang-start-title" variant="h5" component="h2">
          Mulai latihan baru
        </Typography>

        <FormControl component="fieldset" disabled={disabled || starting}>
          <FormLabel component="legend" sx={{ fontWeight: 600, mb: 0.5 }}>
            Dokumen skripsi
          </FormLabel>
          {documents === null && !documentsError && (
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, py: 1 }} role="status">
              <CircularProgress size={18} />
              <Typography variant="body2">Memuat dokumen...</Typography>
            </Box>
          )}
          {documentsError && (
            <Alert severity="error" sx={{ my: 1 }}>
              {documentsError}
            </Alert>
          )}
          {documents && documents.length === 0 && (
            <Typography variant="body2" color="text.secondary" sx={{ py: 1 }}>
              {SIDANG_TEXTS.noDocuments}
            </Typography>
          )}
          {documents && documents.length > 0 && (
            <RadioGroup
              name="sidang-document"
              value={selectedId}
              onChange={(e) => onSelect(e.target.value)}
            >
              {documents.map((d) => (
                <FormControlLabel
                  key={d.id}
                  value={d.id}
                  control={<Radio />}
                  sx={{ alignItems: 'flex-start', mr: 0, '& .MuiRadio-root': { pt: 0.5 } }}
                  label={
                    <Box sx={{ minWidth: 0, py: 0.75 }}>
                      <Typography sx={{ overflowWrap: 'anywhere', fontWeight: 500 }}>
                        {d.fileName}
                      </Typography>
                      <Typography variant="caption" color="text.secondary">
                        {documentDetails(d)}
                      </Typography>
                    </Box>
                  }
                />
              ))}
            </RadioGroup>
          )}
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mt: 1 }}>
            <Button
              variant="outlined"
              size="small"
              startIcon={<UploadFileRounded />}
              disabled={disabled || processing || starting}
              onClick={() => inputRef.current?.click()}
            >
              Unggah dokumen baru
            </Button>
            <Typography variant="caption" color="text.secondary">
              PDF atau DOCX, maksimal 20 MB
            </Typography>
            <input
              ref={inputRef}
              type="file"
              accept={DOCUMENT_ACCEPT}
              hidden
              data-testid="sidang-document-input"
              aria-label="Pilih dokumen skripsi (PDF atau DOCX)"
              onChange={(e) => {
                const file = e.target.files?.[0]
                e.target.value = ''
                if (file) onUpload(file)
              }}
            />
          </Box>
          {processing && (
            <UploadProgress message={upload.message} progress={upload.progress} sx={{ mt: 1 }} />
          )}
          {upload.status === 'failure' && (
            <Alert severity="error" sx={{ mt: 1 }} data-testid="sidang-upload-error">
              {upload.message}
            </Alert>
          )}
        </FormControl>

        <FormControl component="fieldset" disabled={disabled || starting}>
          <FormLabel component="legend" sx={{ fontWeight: 600 }}>
            Jumlah pertanyaan
          </FormLabel>
          <RadioGroup
            row
            name="sidang-questions"
            value={String(questions)}
            onChange={(e) => setQuestions(Number(e.target.value) as SidangQuestionCount)}
          >
            {QUESTION_COUNTS.map((n) => (
              <FormControlLabel
                key={n}
                value={String(n)}
                control={<Radio />}
                label={`${n} pertanyaan`}
              />
            ))}
          </RadioGroup>
        </FormControl>

        <TextField
          select
          label="Fokus pertanyaan"
          value={focus}
          onChange={(e) => setFocus(e.target.value as SidangFocus)}
          disabled={disabled || starting}
          slotProps={{ select: { native: true } }}
        >
          {FOCUS_OPTIONS.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </TextField>

        <Box
          sx={{
            display: 'flex',
            flexDirection: { xs: 'column', sm: 'row' },
            alignItems: { xs: 'stretch', sm: 'center' },
            justifyContent: 'space-between',
            gap: 1.5,
          }}
        >
          <Box>
            <Typography sx={{ fontWeight: 600 }} data-testid="sidang-price">
              {price === null ? 'Biaya: memuat...' : priceText(price)}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              Kredit Anda: {formatNumber(credits)}
            </Typography>
            {price !== null && credits < price && (
              <Typography variant="body2" color="error.main">
                Kredit Anda belum cukup untuk satu sesi.
              </Typography>
            )}
          </Box>
          <Button
            variant="contained"
            size="large"
            startIcon={
              starting ? <CircularProgress size={18} color="inherit" /> : <PlayArrowRounded />
            }
            disabled={!canStart}
            onClick={() => onStart({ documentId: selectedId, questions, focus })}
          >
            {starting ? 'Menyiapkan pertanyaan...' : 'Mulai simulasi'}
          </Button>
        </Box>
      </CardContent>
    </Card>
  )
}
