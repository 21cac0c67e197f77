// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { ClassContentDialog } from './class-content-dialog'
import {
  api,
  FakeBulkImportError,
  resetFake,
  seedMateri,
  seedSoal,
  toastTexts,
} from '@/testing/fake-admin'
import { setupDomTests } from '@/testing/dom'
import { renderWithTheme } from '@/testing/render'

setupDomTests({ slowMui: true })

vi.mock('@/data/admin', async () => (await import('@/testing/fake-admin')).adminModule())

const KELAS = { id: 'k1', judul: 'Metodologi Penelitian' }

function open() {
  return renderWithTheme(<ClassContentDialog kelas={KELAS} open onClose={() => {}} />)
}

beforeEach(() => {
  resetFake()
  vi.spyOn(window, 'confirm').mockReturnValue(true)
})

describe('ClassContentDialog', () => {
  it('shows the title and the three tabs, and loads the materi once', async () => {
    open()
    expect(
      screen.getByRole('dialog', { name: 'Kelola Konten: Metodologi Penelitian' }),
    ).toBeTruthy()
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([
      'Pre Test',
      'Sub Bab & Video',
      'Post Test',
    ])
    await screen.findByRole('button', { name: 'Buat Pre Test' })
    fireEvent.click(screen.getByRole('tab', { name: 'Post Test' }))
    await screen.findByRole('button', { name: 'Buat Post Test' })
    expect(api.listMateri).toHaveBeenCalledTimes(1)
  })

  it('renders nothing without a class', () => {
    renderWithTheme(<ClassContentDialog kelas={null} open onClose={() => {}} />)
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('says so when the materi cannot be loaded', async () => {
    api.listMateri.mockRejectedValueOnce(new Error('offline'))
    open()
    await waitFor(() => expect(toastTexts()).toContain('Error: Gagal memuat konten kelas'))
  })

  it('creates the pre-test and the post-test with the product titles and orders', async () => {
    open()
    fireEvent.click(await screen.findByRole('button', { name: 'Buat Pre Test' }))
    await screen.findByRole('button', { name: 'Tambah Soal' })
    expect(api.createMateri).toHaveBeenCalledWith({
      kelas_id: 'k1',
      type: 'pretest',
      judul: 'Pre Test Metodologi Penelitian',
      order: 1,
    })
    await screen.findByText('0 soal')

    fireEvent.click(screen.getByRole('tab', { name: 'Post Test' }))
    fireEvent.click(await screen.findByRole('button', { name: 'Buat Post Test' }))
    await screen.findByRole('button', { name: 'Tambah Soal' })
    expect(api.createMateri).toHaveBeenLastCalledWith({
      kelas_id: 'k1',
      type: 'posttest',
      judul: 'Post Test Metodologi Penelitian',
      order: 3,
    })
  })

  it('reports a failed creation', async () => {
    api.createMateri.mockRejectedValueOnce(new Error('no'))
    open()
    fireEvent.click(await screen.findByRole('button', { name: 'Buat Pre Test' }))
    await waitFor(() => expect(toastTexts()).toContain('Error: Gagal membuat materi'))
  })
})

describe('test tab', () => {
  it('lists the questions with choices and the correct answer, and deletes after confirming', async () => {
    const pre = seedMateri({ type: 'pretest', judul: 'Pre Test X' })
    seedSoal(pre.id, { pertanyaan: 'Apa itu hipotesis?', jawaban_benar: 'b' })
    seedSoal(pre.id, { pertanyaan: 'Apa itu variabel?', jawaban_benar: 'd' })
    open()
    const cards = await screen.findAllByTestId('question-card')
    expect(cards).toHaveLength(2)
    expect(screen.getByText('2 soal')).toBeTruthy()
    expect(within(cards[0]).getByText('Apa itu hipotesis?')).toBeTruthy()
    expect(within(cards[0]).getByText('Jawaban benar: B')).toBeTruthy()
    expect(within(cards[1]).getByText('Jawaban benar: D')).toBeTruthy()
    expect(['A.', 'B.', 'C.', 'D.'].every((l) => within(cards[0]).getByText(l))).toBe(true)

    vi.mocked(window.confirm).mockReturnValueOnce(false)
    fireEvent.click(within(cards[0]).getByRole('button', { name: 'Hapus soal' }))
    expect(api.deleteSoal).not.toHaveBeenCalled()

    fireEvent.click(within(cards[0]).getByRole('button', { name: 'Hapus soal' }))
    expect(window.confirm).toHaveBeenLastCalledWith('Apakah Anda yakin ingin menghapus soal ini?')
    await waitFor(() => expect(screen.getAllByTestId('question-card')).toHaveLength(1))
    expect(toastTexts()).toContain('Berhasil: Soal berhasil dihapus')
  })

  it('reports failures to load and to delete questions', async () => {
    const post = seedMateri({ type: 'posttest', judul: 'Post Test X', order: 3 })
    seedSoal(post.id, { pertanyaan: 'Q' })
    api.listSoal.mockRejectedValueOnce(new Error('x'))
    open()
    fireEvent.click(screen.getByRole('tab', { name: 'Post Test' }))
    await waitFor(() => expect(toastTexts()).toContain('Error: Gagal memuat soal Post Test'))

    fireEvent.click(screen.getByRole('tab', { name: 'Pre Test' }))
    fireEvent.click(screen.getByRole('tab', { name: 'Post Test' }))
    api.deleteSoal.mockRejectedValueOnce(new Error('x'))
    fireEvent.click(await screen.findByRole('button', { name: 'Hapus soal' }))
    await waitFor(() => expect(toastTexts()).toContain('Error: Gagal menghapus soal'))
  })

  it('validates the question form, keeps the typing on failure, and saves trimmed values', async () => {
    const pre = seedMateri({ type: 'pretest', judul: 'Pre Test X' })
    open()
    fireEvent.click(await screen.findByRole('button', { name: 'Tambah Soal' }))
    const dialog = screen.getByRole('dialog', { name: 'Tambah Soal' })
    expect((within(dialog).getByRole('radio', { name: 'A' }) as HTMLInputElement).checked).toBe(
      true,
    )
    expect(within(dialog).getByRole('radiogroup', { name: 'Jawaban Benar' })).toBeTruthy()

    fireEvent.click(within(dialog).getByRole('button', { name: 'Simpan' }))
    expect(within(dialog).getByText('Semua field harus diisi')).toBeTruthy()
    expect(api.saveSoal).not.toHaveBeenCalled()

    for (const [name, value] of [
      ['Pertanyaan', '  Apa itu sampel?  '],
      ['Pilihan A', ' Semua '],
      ['Pilihan B', 'Sebagian'],
      ['Pilihan C', 'Tidak ada'],
      ['Pilihan D', ' Lainnya'],
    ]) {
      fireEvent.change(within(dialog).getByRole('textbox', { name }), { target: { value } })
    }
    fireEvent.click(within(dialog).getByRole('radio', { name: 'B' }))

    api.saveSoal.mockRejectedValueOnce(new Error('x'))
    fireEvent.click(within(dialog).getByRole('button', { name: 'Simpan' }))
    await waitFor(() => expect(toastTexts()).toContain('Error: Gagal menyimpan soal'))
    expect(
      (within(dialog).getByRole('textbox', { name: 'Pertanyaan' }) as HTMLTextAreaElement).value,
    ).toBe('  Apa itu sampel?  ')

    fireEvent.click(within(dialog).getByRole('button', { name: 'Simpan' }))
    await screen.findByText('Apa itu sampel?')
    expect(api.saveSoal).toHaveBeenLastCalledWith(null, pre.id, {
      pertanyaan: 'Apa itu sampel?',
      pilihan_a: 'Semua',
      pilihan_b: 'Sebagian',
      pilihan_c: 'Tidak ada',
      pilihan_d: 'Lainnya',
      jawaban_benar: 'b',
    })
    expect(toastTexts()).toContain('Berhasil: Soal berhasil ditambahkan')
    // The dialog leaves with MUI's exit transition.
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Tambah Soal' })).toBeNull())
  })

  it('edits a question with its values filled in', async () => {
    const pre = seedMateri({ type: 'pretest', judul: 'Pre Test X' })
    const s = seedSoal(pre.id, { pertanyaan: 'Lama', jawaban_benar: 'c' })
    open()
    fireEvent.click(await screen.findByRole('button', { name: 'Edit soal' }))
    const dialog = screen.getByRole('dialog', { name: 'Edit Soal' })
    expect((within(dialog).getByRole('radio', { name: 'C' }) as HTMLInputElement).checked).toBe(
      true,
    )
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Pertanyaan' }), {
      target: { value: 'Baru' },
    })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Simpan' }))
    await waitFor(() => expect(toastTexts()).toContain('Berhasil: Soal berhasil diperbarui'))
    expect(api.saveSoal).toHaveBeenCalledWith(
      s.id,
      pre.id,
      expect.objectContaining({ pertanyaan: 'Baru', jawaban_benar: 'c' }),
    )
  })

  it('imports pasted rows: preview, blocked by a bad row, one call, server reasons per row', async () => {
    const pre = seedMateri({ type: 'pretest', judul: 'Pre Test X' })
    open()
    fireEvent.click(await screen.findByRole('button', { name: 'Import Soal' }))
    const dialog = screen.getByRole('dialog', { name: 'Import Soal Pre Test' })
    const paste = (value: string) =>
      fireEvent.change(within(dialog).getByRole('textbox', { name: 'Tempel baris soal' }), {
        target: { value },
      })

    paste('Pertanyaan\tA\tB\tC\tD\tJawaban\nQ1\ta\tb\tc\td\tB\nQ2\ta\tb\tc\td\tx')
    let rows = within(dialog).getAllByTestId('import-row')
    expect(rows).toHaveLength(2)
    expect(within(rows[0]).getByText('OK')).toBeTruthy()
    expect(within(rows[1]).getByText(/^Jawaban tidak dikenali: "x"/)).toBeTruthy()
    expect(within(dialog).getByText('Perbaiki baris yang ditandai merah dulu')).toBeTruthy()
    expect(
      (within(dialog).getByRole('button', { name: 'Simpan 1 soal' }) as HTMLButtonElement).disabled,
    ).toBe(true)

    paste('Q1\ta\tb\tc\td\tB\nQ2\ta\tb\tc\td\tc')
    api.bulkCreateSoal.mockRejectedValueOnce(
      new FakeBulkImportError('Ada baris yang tidak valid', [
        { index: 1, message: 'Pertanyaan terlalu panjang' },
      ]),
    )
    fireEvent.click(within(dialog).getByRole('button', { name: 'Simpan 2 soal' }))
    rows = await within(dialog).findAllByTestId('import-row')
    await within(rows[1]).findByText('Pertanyaan terlalu panjang')
    expect(within(rows[0]).getByText('OK')).toBeTruthy()

    paste('Q1\ta\tb\tc\td\tB\nQ2\ta\tb\tc\td\tc\n')
    fireEvent.click(within(dialog).getByRole('button', { name: 'Simpan 2 soal' }))
    await waitFor(() => expect(screen.getAllByTestId('question-card')).toHaveLength(2))
    expect(api.bulkCreateSoal).toHaveBeenLastCalledWith(pre.id, [
      {
        pertanyaan: 'Q1',
        pilihan_a: 'a',
        pilihan_b: 'b',
        pilihan_c: 'c',
        pilihan_d: 'd',
        jawaban_benar: 'b',
      },
      {
        pertanyaan: 'Q2',
        pilihan_a: 'a',
        pilihan_b: 'b',
        pilihan_c: 'c',
        pilihan_d: 'd',
        jawaban_benar: 'c',
      },
    ])
    expect(toastTexts()).toContain('Berhasil: 2 soal berhasil diimpor')
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Import Soal Pre Test' })).toBeNull(),
    )
  })

  it('keeps the import open after a failure that names no row, and allows a retry', async () => {
    seedMateri({ type: 'pretest', judul: 'Pre Test X' })
    open()
    fireEvent.click(await screen.findByRole('button', { name: 'Import Soal' }))
    const dialog = screen.getByRole('dialog', { name: 'Import Soal Pre Test' })
    const save = () =>
      within(dialog).getByRole('button', { name: /^Simpan \d+ soal$/ }) as HTMLButtonElement
    expect(save().disabled).toBe(true)
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Tempel baris soal' }), {
      target: { value: 'Q1;a;b;c;d;a' },
    })
    api.bulkCreateSoal.mockRejectedValueOnce(new Error('Jumlah baris harus 1 sampai 500.'))
    fireEvent.click(save())
    await within(dialog).findByText('Gagal mengimpor soal: Jumlah baris harus 1 sampai 500.')
    expect(toastTexts()).toContain('Error: Gagal mengimpor soal')
    await waitFor(() => expect(save().disabled).toBe(false))
    fireEvent.click(save())
    await waitFor(() => expect(screen.getAllByTestId('question-card')).toHaveLength(1))
  })
})
