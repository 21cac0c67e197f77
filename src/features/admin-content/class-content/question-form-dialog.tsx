import { useState } from 'react'
import FormControl from '@mui/material/FormControl'
import FormControlLabel from '@mui/material/FormControlLabel'
import FormLabel from '@mui/material/FormLabel'
import Radio from '@mui/material/Radio'
import RadioGroup from '@mui/material/RadioGroup'
import TextField from '@mui/material/TextField'
import { FormDialog } from '@/components/admin/form-dialog'
import { toast, toastError } from '@/components/toast-store'
import { saveSoal, type Soal } from '@/data/admin'
import {
  CHOICES,
  checkQuestion,
  choiceField,
  isChoice,
  questionDraft,
  type QuestionDraft,
} from './logic/question-form'

interface QuestionFormDialogProps {
  materiId: string
  /** The question to edit, or null for a new one. */
  soal: Soal | null
  onClose: () => void
  onSaved: () => void
}

/** Add or edit one question. Mount it to open it. */
export function QuestionFormDialog({ materiId, soal, onClose, onSaved }: QuestionFormDialogProps) {
  const [draft, setDraft] = useState<QuestionDraft>(() => questionDraft(soal))
  const [error, setError] = useState<string | null>(null)
  const [saving, setSaving] = useState(false)

  const set = (patch: Partial<QuestionDraft>) => {
    setDraft((d) => ({ ...d, ...patch }))
    setError(null)
  }

  const save = async () => {
    const checked = checkQuestion(draft)
    if (!checked.ok) return setError(checked.error)
    setSaving(true)
    try {
      await saveSoal(soal?.id ?? null, materiId, checked.soal)
    } catch {
      setSaving(false)
      toastError('Gagal menyimpan soal')
      return
    }
    toast({
      title: 'Berhasil',
      description: soal ? 'Soal berhasil diperbarui' : 'Soal berhasil ditambahkan',
      variant: 'success',
    })
    onSaved()
  }

  return (
    <FormDialog
      title={soal ? 'Edit Soal' : 'Tambah Soal'}
      error={error}
      saving={saving}
      onClose={onClose}
      onSubmit={() => void save()}
    >
      <TextField
        label="Pertanyaan"
        value={draft.pertanyaan}
        onChange={(e) => set({ pertanyaan: e.target.value })}
        multiline
        minRows={2}
        autoFocus
      />
      {CHOICES.map((c) => (
        <TextField
          key={c}
          label={`Pilihan ${c.toUpperCase()}`}
          value={draft[choiceField(c)]}
          onChange={(e) => set({ [choiceField(c)]: e.target.value })}
          multiline
        />
      ))}
      <FormControl>
        <FormLabel id="question-form-answer">Jawaban Benar</FormLabel>
        <RadioGroup
          row
          aria-labelledby="question-form-answer"
          value={draft.jawaban_benar}
          onChange={(e) => {
            if (isChoice(e.target.value)) set({ jawaban_benar: e.target.value })
          }}
        >
          {CHOICES.map((c) => (
            <FormControlLabel key={c} value={c} control={<Radio />} label={c.toUpperCase()} />
          ))}
        </RadioGroup>
      </FormControl>
    </FormDialog>
  )
}
