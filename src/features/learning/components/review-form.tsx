import { useState } from 'react'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import FormControl from '@mui/material/FormControl'
import InputLabel from '@mui/material/InputLabel'
import MenuItem from '@mui/material/MenuItem'
import Rating from '@mui/material/Rating'
import Select from '@mui/material/Select'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { STUDENT_ROLES, validateReview, type ReviewError, type ReviewValues } from '../logic/review'

export interface ReviewFormProps {
  initial?: { rating: number; student_role: string; review_text: string } | null
  signedIn: boolean
  saving?: boolean
  onSubmit: (values: { rating: number; student_role: string; review_text: string }) => void
  onInvalid: (error: ReviewError) => void
  /** Extra buttons next to the submit button. */
  actions?: React.ReactNode
  submitLabel?: string
}

export function ReviewForm({
  initial,
  signedIn,
  saving,
  onSubmit,
  onInvalid,
  actions,
  submitLabel,
}: ReviewFormProps) {
  const [values, setValues] = useState<ReviewValues>({
    rating: initial?.rating ?? null,
    student_role: initial?.student_role ?? '',
    review_text: initial?.review_text ?? '',
  })

  const submit = (e: React.FormEvent) => {
    e.preventDefault()
    const error = validateReview(values, signedIn)
    if (error) {
      onInvalid(error)
      return
    }
    onSubmit({
      rating: values.rating ?? 0,
      student_role: values.student_role,
      review_text: values.review_text.trim(),
    })
  }

  return (
    <Box component="form" onSubmit={submit} noValidate aria-label="Form review kelas">
      <Stack spacing={2}>
        <Typography variant="h6" component="h3">
          {initial ? 'Perbarui Review Anda' : 'Beri Review Kelas Ini'}
        </Typography>
        <Box>
          <Typography component="legend" variant="body2" color="text.secondary">
            Rating
          </Typography>
          <Rating
            name="rating"
            value={values.rating}
            max={5}
            onChange={(_, v) => setValues((s) => ({ ...s, rating: v }))}
            size="large"
          />
        </Box>
        <FormControl fullWidth>
          <InputLabel id="review-status-label">Status</InputLabel>
          <Select
            labelId="review-status-label"
            label="Status"
            value={values.student_role}
            onChange={(e) => setValues((s) => ({ ...s, student_role: String(e.target.value) }))}
          >
            {STUDENT_ROLES.map((r) => (
              <MenuItem key={r} value={r}>
                {r}
              </MenuItem>
            ))}
          </Select>
        </FormControl>
        <TextField
          label="Review"
          multiline
          minRows={3}
          value={values.review_text}
          onChange={(e) => setValues((s) => ({ ...s, review_text: e.target.value }))}
          placeholder="Bagikan pengalaman Anda mengikuti kelas ini"
          slotProps={{ htmlInput: { maxLength: 2000 } }}
        />
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, justifyContent: 'flex-end' }}>
          {actions}
          <Button type="submit" variant="contained" disabled={saving}>
            {submitLabel ?? (initial ? 'Perbarui Review' : 'Kirim Review')}
          </Button>
        </Box>
      </Stack>
    </Box>
  )
}
