/** The checks on the file's layout: length, columns, tables, scan, photo. */
import type { CheckInput, CheckResult } from './common'
import { notReadable, pagesText, result } from './common'

const LENGTH_WHY =
  'Untuk lulusan baru, CV 1–2 halaman sudah cukup. Perekrut biasanya hanya memindai CV sebentar, sehingga halaman ketiga dan seterusnya jarang dibaca.'

export function checkLength({ doc }: CheckInput): CheckResult {
  const pages = doc.pages
  const about = doc.pagesEstimated ? 'sekitar ' : ''
  const estimate = doc.pagesEstimated
    ? ' (perkiraan dari jeda halaman dan panjang isi DOCX; jumlah pastinya tergantung aplikasi yang membukanya)'
    : ''
  if (pages <= 2)
    return result({
      id: 'length',
      status: 'ok',
      title: 'Panjang CV',
      summary: `CV ini ${about}${pages} halaman${estimate}: pas untuk lulusan baru.`,
      why: LENGTH_WHY,
      findings: [],
    })
  return result(
    {
      id: 'length',
      status: 'warn',
      title: 'Panjang CV',
      summary: `CV ini ${about}${pages} halaman${estimate}; untuk lulusan baru sebaiknya 1–2 halaman.`,
      why: LENGTH_WHY,
      findings: [
        {
          text: `${pages} halaman`,
          suggestion:
            'Ringkas menjadi 1–2 halaman: pilih pengalaman yang paling relevan dengan lowongan, gabungkan kepanitiaan kecil, dan hapus data pribadi yang tidak perlu.',
        },
      ],
    },
    [{ points: pages >= 4 ? 15 : 8, reason: `CV ${pages} halaman (lebih dari 2)` }],
  )
}

const COLUMNS_WHY =
  'Banyak sistem rekrutmen (ATS) membaca teks baris demi baris dari kiri ke kanan. Pada tata letak dua kolom, baris kolom kiri dan kanan bisa tercampur, sehingga isi CV terbaca kacau atau masuk ke bagian yang salah.'

export function checkColumns({ doc }: CheckInput): CheckResult {
  if (doc.scanned) return notReadable('columns', 'Tata letak kolom', COLUMNS_WHY)
  if (doc.columnPages.length === 0)
    return result({
      id: 'columns',
      status: 'ok',
      title: 'Tata letak kolom',
      summary: 'CV memakai satu kolom: urutan bacanya jelas bagi sistem rekrutmen.',
      why: COLUMNS_WHY,
      findings: [],
    })
  const how =
    doc.kind === 'pdf'
      ? 'teks tersusun dalam dua kolom berdampingan'
      : 'dokumen memakai kolom, tabel tata letak, atau kotak teks berdampingan'
  return result(
    {
      id: 'columns',
      status: 'warn',
      title: 'Tata letak kolom',
      summary: `Di halaman ${pagesText(doc.columnPages)} ${how}.`,
      why: COLUMNS_WHY,
      findings: doc.columnPages.map((page) => ({
        text: `Halaman ${page}: tata letak beberapa kolom`,
        suggestion:
          'Pindahkan isi kolom samping (kontak, keterampilan) ke dalam satu kolom utama, misalnya kontak di bawah nama dan keterampilan sebagai bagian tersendiri.',
        where: { page },
      })),
    },
    [{ points: 15, reason: `tata letak dua kolom di halaman ${pagesText(doc.columnPages)}` }],
  )
}

const TABLES_WHY =
  'Isi tabel sering terbaca tidak berurutan, tergabung menjadi satu baris, atau terlewat oleh sistem rekrutmen. Informasi di dalam tabel bisa tidak ditemukan saat perekrut mencari kandidat.'

export function checkTables({ doc }: CheckInput): CheckResult {
  if (doc.scanned) return notReadable('tables', 'Tabel', TABLES_WHY)
  if (doc.tables.length === 0)
    return result({
      id: 'tables',
      status: 'ok',
      title: 'Tabel',
      summary: 'Tidak ada tabel: isi CV ditulis sebagai teks biasa.',
      why: TABLES_WHY,
      findings: [],
    })
  return result(
    {
      id: 'tables',
      status: 'warn',
      title: 'Tabel',
      summary: `Ditemukan ${doc.tables.length} tabel di halaman ${pagesText(doc.tables.map((t) => t.page))}.`,
      why: TABLES_WHY,
      findings: doc.tables.map((t) => ({
        text: `Tabel ${t.rows} baris × ${t.columns} kolom`,
        suggestion:
          'Tulis isinya sebagai baris teks di bawah judul bagian, misalnya "S1 Statistika, Universitas Indonesia, 2019 – 2023".',
        where: { page: t.page },
      })),
    },
    [{ points: 10, reason: `${doc.tables.length} tabel` }],
  )
}

const SCANNED_WHY =
  'CV hasil scan atau foto tidak memiliki teks yang bisa dibaca mesin. Sistem rekrutmen tidak dapat mengambil nama, kontak, maupun pengalaman Anda, sehingga CV tidak muncul saat perekrut mencari kandidat.'

export const EXPORT_TEXT_PDF =
  'Buat ulang sebagai PDF teks dari file aslinya: di Microsoft Word pilih File → Simpan Sebagai → PDF; di Google Dokumen pilih File → Download → Dokumen PDF (.pdf); di Canva pilih Bagikan → Download → PDF Standar. Jangan memotret atau memindai CV yang sudah dicetak.'

export function checkScanned({ doc }: CheckInput): CheckResult {
  if (!doc.scanned)
    return result({
      id: 'scanned',
      status: 'ok',
      title: 'Teks yang bisa dibaca',
      summary: 'CV memiliki lapisan teks: isinya bisa dibaca dan dicari oleh sistem rekrutmen.',
      why: SCANNED_WHY,
      findings: [],
    })
  const what =
    doc.kind === 'docx'
      ? 'Dokumen ini tidak berisi teks; isinya kemungkinan berupa gambar.'
      : doc.images.length > 0
        ? 'PDF ini hanya berisi gambar (hasil scan atau foto), tanpa lapisan teks.'
        : 'PDF ini tidak memiliki lapisan teks (teksnya diubah menjadi gambar atau kurva).'
  return result({
    id: 'scanned',
    status: 'fail',
    title: 'Teks yang bisa dibaca',
    summary: what,
    why: SCANNED_WHY,
    findings: [{ text: what, suggestion: EXPORT_TEXT_PDF, where: { page: 1 } }],
  })
}

const PHOTO_WHY =
  'Foto bersifat opsional. Panduan CV di Indonesia saat ini menyebut foto tidak wajib, meski masih lazim di bidang seperti perhotelan, ritel, dan layanan publik. Sistem rekrutmen tidak membaca foto; sertakan hanya bila lowongan memintanya atau lazim di bidang Anda.'

/** A photo: portrait or square, between 40 and 260 points on a side. */
function isPhoto(image: { width: number; height: number }): boolean {
  const ratio = image.height / Math.max(image.width, 1)
  return (
    image.width >= 40 &&
    image.height >= 40 &&
    image.width <= 260 &&
    image.height <= 300 &&
    ratio >= 0.8 &&
    ratio <= 1.8
  )
}

const A4_AREA = 595 * 842
const LARGE_IMAGE_SHARE = 0.25
const MANY_IMAGES = 6

export function checkPhoto({ doc }: CheckInput): CheckResult {
  const base = { id: 'photo' as const, title: 'Foto', why: PHOTO_WHY }
  if (doc.scanned)
    return result({
      ...base,
      status: 'ok',
      summary: 'Tidak diperiksa: seluruh CV berupa gambar.',
      findings: [],
    })
  const photos = doc.images.filter(isPhoto)
  const large = doc.images.filter(
    (i) => !isPhoto(i) && i.width * i.height >= A4_AREA * LARGE_IMAGE_SHARE,
  )
  const findings = photos.map((p) => ({
    text: `Foto ${p.width} × ${p.height} pt`,
    suggestion:
      'Boleh dipertahankan bila lazim di bidang Anda; tidak memengaruhi keterbacaan teks.',
    where: { page: p.page },
  }))
  if (large.length > 0 || doc.images.length >= MANY_IMAGES) {
    const what =
      large.length > 0
        ? `Ada gambar besar di halaman ${pagesText(large.map((i) => i.page))}`
        : `Ada ${doc.images.length} gambar (ikon atau hiasan)`
    return result(
      {
        ...base,
        status: 'warn',
        summary: `${what}. Informasi di dalam gambar tidak terbaca sistem rekrutmen.`,
        findings: [
          ...findings,
          {
            text: what,
            suggestion:
              'Pastikan tidak ada informasi penting (kontak, keterampilan, grafik kemampuan) yang hanya ada di gambar.',
            where: { page: (large[0] ?? doc.images[0]).page },
          },
        ],
      },
      [{ points: 3, reason: 'gambar besar atau banyak ikon' }],
    )
  }
  return result({
    ...base,
    status: 'ok',
    summary:
      photos.length > 0
        ? `Foto ditemukan di halaman ${pagesText(photos.map((p) => p.page))}. Foto bersifat opsional.`
        : 'Tidak ada foto. Itu tidak masalah: foto bersifat opsional.',
    findings,
  })
}
