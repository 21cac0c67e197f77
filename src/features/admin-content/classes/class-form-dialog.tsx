import { useState } from 'react'
import Box from '@mui/material/Box'
import FormControlLabel from '@mui/material/FormControlLabel'
import InputAdornment from '@mui/material/InputAdornment'
import MenuItem from '@mui/material/MenuItem'
import Switch from '@mui/material/Switch'
import TextField from '@mui/material/TextField'
import { FormDialog } from '@/components/admin/form-dialog'
import { toast } from '@/components/toast-store'
import {
  listPackages,
  recordFileUrl,
  saveClass,
  useRemote,
  type ImageChange,
  type Kelas,
} from '@/data/admin'
import { errorMessage } from '@/lib/errors'
import { ImagePicker } from '../components/image-picker'
import {
  LEVELS,
  classFormFrom,
  emptyClassForm,
  toClassInput,
  withMinutes,
  type ClassFormValues,
} from '../logic/class-form'

interface Props {
  paketId: string
  /** null: a new class, ordered after `nextUrutan - 1`. */
  kelas: Kelas | null
  nextUrutan: number
  onClose: () => void
  onSaved: () => void
}

/** The class form with every field; empty optional fields are stored empty. */
export function ClassFormDialog({ paketId, kelas, nextUrutan, onClose, onSaved }: Props) {
  const [v, setV] = useState<ClassFormValues>(() =>
    kelas ? classFormFrom(kelas) : emptyClassForm(nextUrutan),
  )
  const [image, setImage] = useState<ImageChange>(undefined)
  const [targetPaket, setTargetPaket] = useState(paketId)
  const packages = useRemote(kelas ? 'packages' : 'packages:none', () =>
    kelas ? listPackages() : Promise.resolve([]),
  )
  const [error, setError] = useState<string | null>(null)
  const [saving, setSaving] = useState(false)
  const set = (patch: Partial<ClassFormValues>) => setV((old) => ({ ...old, ...patch }))
  const num = (
    label: string,
    key: 'jumlah_review' | 'jumlah_user' | 'harga_asli' | 'harga_diskon' | 'urutan',
    rupiah = false,
  ) => (
    <TextField
      label={label}
      type="number"
      value={v[key]}
      onChange={(e) => set({ [key]: e.target.value })}
      slotProps={{
        htmlInput: { min: key === 'urutan' ? 1 : 0, step: 1 },
        input: rupiah
          ? { startAdornment: <InputAdornment position="start">Rp</InputAdornment> }
          : undefined,
      }}
    />
  )

  const submit = async () => {
    const parsed = toClassInput(v, targetPaket)
    if (parsed.error !== null) return setError(parsed.error)
    setSaving(true)
    setError(null)
    try {
      const { imageError } = await saveClass(kelas?.id ?? null, parsed.input, image)
      toast({
        title: 'Berhasil',
        description: kelas ? 'Kelas berhasil diperbarui' : 'Kelas berhasil ditambahkan',
        variant: 'success',
      })
      if (imageError)
        toast({
          title: 'Thumbnail gagal diunggah',
          description: `${imageError}. Data kelas lainnya sudah tersimpan.`,
          variant: 'destructive',
        })
      onSaved()
      onClose()
    } catch (err) {
      setError(`Gagal menyimpan kelas: ${errorMessage(err, 'Terjadi kesalahan')}`)
    } finally {
      setSaving(false)
    }
  }

  return (
    <FormDialog
      title={kelas ? 'Edit Kelas' : 'Tambah Kelas'}
      error={error}
      saving={saving}
      onClose={onClose}
      onSubmit={() => void submit()}
      submitLabel="Simpan Kelas"
      maxWidth="md"
    >
      <ImagePicker
        id="class-thumbnail"
        label="Thumbnail Kelas"
        kind="class"
        currentUrl={
          kelas?.thumbnail ? recordFileUrl('kelas', kelas.id, kelas.thumbnail, '400x0') : ''
        }
        value={image}
        onChange={setImage}
      />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr' } }}>
        <TextField
          label="Judul Kelas"
          value={v.judul}
          onChange={(e) => set({ judul: e.target.value })}
          required
          autoFocus
        />
        <TextField
          select
          label="Level"
          value={v.level}
          onChange={(e) => set({ level: e.target.value as ClassFormValues['level'] })}
        >
          {LEVELS.map((l) => (
            <MenuItem key={l} value={l}>
              {l}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      <TextField
        label="Pengajar"
        value={v.pengajar}
        onChange={(e) => set({ pengajar: e.target.value })}
        required
      />
      {kelas && (packages.data?.length ?? 0) > 1 ? (
        <TextField
          select
          label="Paket"
          value={targetPaket}
          onChange={(e) => setTargetPaket(e.target.value)}
          helperText={
            targetPaket !== paketId
              ? 'Kelas dan seluruh materinya pindah ke paket ini; siswa paket lama kehilangan akses.'
              : 'Pindahkan kelas ke paket lain'
          }
        >
          {packages.data!.map((p) => (
            <MenuItem key={p.id} value={p.id}>
              {p.nama_paket}
            </MenuItem>
          ))}
        </TextField>
      ) : null}
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(3, 1fr)' },
        }}
      >
        <TextField
          label="Rating"
          type="number"
          value={v.rating}
          onChange={(e) => set({ rating: e.target.value })}
          slotProps={{ htmlInput: { min: 0, max: 5, step: 0.1 } }}
        />
        {num('Jumlah Review', 'jumlah_review')}
        {num('Jumlah Siswa', 'jumlah_user')}
        <TextField
          label="Durasi (menit)"
          type="number"
          value={v.durasi_menit}
          onChange={(e) => setV((old) => withMinutes(old, e.target.value))}
          slotProps={{ htmlInput: { min: 0, step: 1 } }}
        />
        <TextField
          label="Teks Durasi"
          value={v.durasi_text}
          onChange={(e) =>
            set({ durasi_text: e.target.value, durasi_text_manual: e.target.value.trim() !== '' })
          }
          helperText="Terisi otomatis dari menit"
        />
        {num('Urutan', 'urutan')}
        {num('Harga Asli', 'harga_asli', true)}
        {num('Harga Diskon', 'harga_diskon', true)}
      </Box>
      <TextField
        label="Deskripsi"
        value={v.deskripsi}
        onChange={(e) => set({ deskripsi: e.target.value })}
        multiline
        minRows={3}
      />
      <FormControlLabel
        control={
          <Switch checked={v.is_active} onChange={(e) => set({ is_active: e.target.checked })} />
        }
        label="Aktif (terlihat oleh siswa)"
      />
    </FormDialog>
  )
}
