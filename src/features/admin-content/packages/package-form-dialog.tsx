import { useState } from 'react'
import Box from '@mui/material/Box'
import ButtonBase from '@mui/material/ButtonBase'
import InputAdornment from '@mui/material/InputAdornment'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { FormDialog } from '@/components/admin/form-dialog'
import { toast } from '@/components/toast-store'
import { recordFileUrl, savePackage, type ImageChange, type Paket } from '@/data/admin'
import { errorMessage } from '@/lib/errors'
import { ImagePicker } from '../components/image-picker'
import {
  COLOR_PRESETS,
  emptyPackageForm,
  packageFormFrom,
  toPackageInput,
  type PackageFormValues,
} from '../logic/package-form'

interface Props {
  /** null: create a package. */
  paket: Paket | null
  onClose: () => void
  onSaved: (p: Paket) => void
}

/** Create / edit a package (name and duration required, price ≥ 0, image ≤ 5 MB). */
export function PackageFormDialog({ paket, onClose, onSaved }: Props) {
  const [v, setV] = useState<PackageFormValues>(() =>
    paket ? packageFormFrom(paket) : emptyPackageForm(),
  )
  const [image, setImage] = useState<ImageChange>(undefined)
  const [error, setError] = useState<string | null>(null)
  const [saving, setSaving] = useState(false)
  const set = (patch: Partial<PackageFormValues>) => setV((old) => ({ ...old, ...patch }))

  const submit = async () => {
    const parsed = toPackageInput(v)
    if (parsed.error !== null) return setError(parsed.error)
    setSaving(true)
    setError(null)
    try {
      const { record, imageError } = await savePackage(paket?.id ?? null, parsed.input, image)
      toast({
        title: 'Berhasil',
        description: paket ? 'Paket berhasil diperbarui' : 'Paket berhasil dibuat',
        variant: 'success',
      })
      if (imageError)
        toast({
          title: 'Gambar gagal diunggah',
          description: `${imageError}. Data paket lainnya sudah tersimpan.`,
          variant: 'destructive',
        })
      onSaved(record)
      onClose()
    } catch (err) {
      setError(`Gagal menyimpan paket: ${errorMessage(err, 'Terjadi kesalahan')}`)
    } finally {
      setSaving(false)
    }
  }

  return (
    <FormDialog
      title={paket ? 'Edit Paket' : 'Tambah Paket'}
      error={error}
      saving={saving}
      onClose={onClose}
      onSubmit={() => void submit()}
    >
      <TextField
        label="Nama Paket"
        value={v.nama_paket}
        onChange={(e) => set({ nama_paket: e.target.value })}
        required
        autoFocus
      />
      <TextField
        label="Deskripsi"
        value={v.deskripsi}
        onChange={(e) => set({ deskripsi: e.target.value })}
        multiline
        minRows={3}
      />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <TextField
          label="Harga"
          type="number"
          value={v.harga}
          onChange={(e) => set({ harga: e.target.value })}
          slotProps={{
            htmlInput: { min: 0 },
            input: { startAdornment: <InputAdornment position="start">Rp</InputAdornment> },
          }}
          helperText="Kosongkan atau 0 untuk gratis"
        />
        <TextField
          label="Durasi (hari)"
          type="number"
          value={v.durasi_hari}
          onChange={(e) => set({ durasi_hari: e.target.value })}
          required
          slotProps={{ htmlInput: { min: 1, step: 1 } }}
        />
      </Box>
      <TextField
        label="Teks Tombol"
        value={v.button_text}
        onChange={(e) => set({ button_text: e.target.value })}
      />
      <TextField
        label="Link Kategori"
        value={v.category_link}
        onChange={(e) => set({ category_link: e.target.value })}
        helperText="Opsional. Kosongkan agar kartu membuka halaman paket."
      />
      <Box>
        <Typography variant="body2" sx={{ fontWeight: 600, mb: 1 }}>
          Tema Warna
        </Typography>
        <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: 'repeat(3, 1fr)' }}>
          {COLOR_PRESETS.map((c) => {
            const selected = v.gradient_from === c.from && v.gradient_to === c.to
            return (
              <ButtonBase
                key={c.name}
                onClick={() => set({ gradient_from: c.from, gradient_to: c.to })}
                aria-pressed={selected}
                sx={{
                  borderRadius: 1,
                  p: 1,
                  color: 'common.white',
                  fontWeight: 700,
                  background: `linear-gradient(135deg, ${c.from}, ${c.to})`,
                  outline: selected ? '3px solid' : 'none',
                  outlineColor: 'text.primary',
                  outlineOffset: 2,
                }}
              >
                {c.name}
              </ButtonBase>
            )
          })}
        </Box>
        <Box sx={{ display: 'flex', gap: 2, mt: 1.5 }}>
          <TextField
            size="small"
            type="color"
            label="Warna awal"
            value={v.gradient_from}
            onChange={(e) => set({ gradient_from: e.target.value })}
            sx={{ flex: 1 }}
          />
          <TextField
            size="small"
            type="color"
            label="Warna akhir"
            value={v.gradient_to}
            onChange={(e) => set({ gradient_to: e.target.value })}
            sx={{ flex: 1 }}
          />
        </Box>
      </Box>
      <ImagePicker
        id="package-image"
        label="Gambar Paket"
        kind="package"
        currentUrl={
          paket?.thumbnail
            ? recordFileUrl('paket_pembelajaran', paket.id, paket.thumbnail, '400x0')
            : ''
        }
        value={image}
        onChange={setImage}
      />
    </FormDialog>
  )
}
