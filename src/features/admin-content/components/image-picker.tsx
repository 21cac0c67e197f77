import { useEffect, useMemo, useRef, useState } from 'react'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Typography from '@mui/material/Typography'
import ImageOutlined from '@mui/icons-material/ImageOutlined'
import type { ImageChange } from '@/data/admin'
import { ACCEPTED_IMAGE_TYPES, imageProblem, type ImageKind } from '../logic/image'

interface Props {
  label: string
  kind: ImageKind
  /** URL of the stored image ('' when none). */
  currentUrl: string
  value: ImageChange
  onChange: (value: ImageChange) => void
  /** Input id (tests find the file input by its label). */
  id: string
}

/** Image upload with preview (images only, at most 5 MB). The file is checked before it is kept. */
export function ImagePicker({ label, kind, currentUrl, value, onChange, id }: Props) {
  const input = useRef<HTMLInputElement>(null)
  const [problem, setProblem] = useState<string | null>(null)
  const previewUrl = useMemo(
    () => (value instanceof File ? URL.createObjectURL(value) : null),
    [value],
  )
  useEffect(() => () => (previewUrl ? URL.revokeObjectURL(previewUrl) : undefined), [previewUrl])
  const shown = value === 'remove' ? '' : (previewUrl ?? currentUrl)

  return (
    <Box>
      <Typography variant="body2" sx={{ fontWeight: 600, mb: 1 }} component="label" htmlFor={id}>
        {label}
      </Typography>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <Box
          sx={{
            width: 160,
            height: 90,
            borderRadius: 1,
            bgcolor: 'grey.100',
            display: 'grid',
            placeItems: 'center',
            overflow: 'hidden',
            border: 1,
            borderColor: 'divider',
          }}
          data-testid={`${id}-preview`}
        >
          {shown ? (
            <Box
              component="img"
              src={shown}
              alt={`Pratinjau ${label.toLowerCase()}`}
              sx={{ width: '100%', height: '100%', objectFit: 'cover' }}
            />
          ) : (
            <ImageOutlined color="disabled" />
          )}
        </Box>
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
          <Button variant="outlined" size="small" onClick={() => input.current?.click()}>
            Pilih gambar
          </Button>
          {shown ? (
            <Button
              size="small"
              color="error"
              onClick={() => onChange(currentUrl ? 'remove' : undefined)}
            >
              Hapus gambar
            </Button>
          ) : null}
        </Box>
        <input
          ref={input}
          id={id}
          type="file"
          accept={ACCEPTED_IMAGE_TYPES.join(',')}
          hidden
          onChange={(e) => {
            const file = e.target.files?.[0]
            e.target.value = ''
            if (!file) return
            const message = imageProblem(file, kind)
            setProblem(message)
            if (!message) onChange(file)
          }}
        />
      </Box>
      {problem ? (
        <Typography variant="body2" color="error" role="alert" sx={{ mt: 1 }}>
          {problem}
        </Typography>
      ) : (
        <Typography variant="caption" color="text.secondary">
          JPG, PNG, WebP atau GIF, maksimal 5MB.
        </Typography>
      )}
    </Box>
  )
}
