import { useRef } from 'react'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Chip from '@mui/material/Chip'
import Typography from '@mui/material/Typography'
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined'
import UploadFileRounded from '@mui/icons-material/UploadFileRounded'
import type { ReadyDocument, UploadState } from '../hooks/use-chat-room'
import { DOCUMENT_ACCEPT } from '@/lib/thesis-documents/file-check'
import { ReviewButton } from '../review/review-button'
import { UploadProgress } from '@/components/upload-progress'

interface Props {
  document: ReadyDocument | null
  upload: UploadState
  disabled: boolean
  onFile(file: File): void
}

/** Asisten Akademik's document: choose a PDF/DOCX, see it being read and uploaded, then its name. */
export function UploadControl({ document, upload, disabled, onFile }: Props) {
  const inputRef = useRef<HTMLInputElement>(null)
  const processing = upload.status === 'processing'
  return (
    <Box sx={{ px: { xs: 1, sm: 1.5 }, pt: 1, display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Button
          size="small"
          variant={document ? 'outlined' : 'contained'}
          startIcon={<UploadFileRounded />}
          disabled={disabled || processing}
          onClick={() => inputRef.current?.click()}
        >
          {document ? 'Ganti Dokumen' : 'Upload Dokumen'}
        </Button>
        <input
          ref={inputRef}
          type="file"
          accept={DOCUMENT_ACCEPT}
          hidden
          data-testid="chat-document-input"
          aria-label="Pilih dokumen skripsi (PDF atau DOCX)"
          onChange={(e) => {
            const file = e.target.files?.[0]
            e.target.value = ''
            if (file) onFile(file)
          }}
        />
        {document ? (
          <Chip
            icon={<DescriptionOutlined />}
            label={document.fileName}
            size="small"
            sx={{ maxWidth: { xs: 190, sm: 320 } }}
            data-testid="chat-document"
          />
        ) : (
          <Typography variant="caption" color="text.secondary">
            PDF atau DOCX, maksimal 20 MB
          </Typography>
        )}
        {document?.analysis && !processing && (
          <ReviewButton
            documentName={document.fileName}
            analysis={document.analysis}
            documentId={document.documentId}
          />
        )}
      </Box>
      {processing && <UploadProgress message={upload.message} progress={upload.progress} />}
      {(upload.status === 'success' || upload.status === 'failure') && (
        <Alert
          severity={upload.status === 'success' ? 'success' : 'error'}
          sx={{ py: 0 }}
          data-testid="upload-status"
        >
          {upload.message}
        </Alert>
      )}
    </Box>
  )
}
