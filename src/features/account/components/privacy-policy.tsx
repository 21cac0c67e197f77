import type { ReactNode } from 'react'
import { Link as RouterLink } from 'react-router-dom'
import Box from '@mui/material/Box'
import Link from '@mui/material/Link'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import Typography from '@mui/material/Typography'
import type { PrivacyInfo } from '@/data/account'
import { formatNumber } from '@/lib/format'
import { DEFAULT_OPERATOR, contactHref, outsideTransfers } from '../logic/privacy-text'

/** Where 'Akun Saya' is for every role (the dashboard shell admits every signed-in user). */
export const ACCOUNT_PATH = '/dashboard/akun'

const KEPT: Array<{ what: string; why: string }> = [
  {
    what: 'Akun: email, nama lengkap, password (hanya dalam bentuk hash), peran, status verifikasi',
    why: 'Agar Anda dapat masuk dan kami mengenali akses Anda.',
  },
  {
    what: 'Langganan paket: paket, tanggal mulai dan berakhir, status',
    why: 'Untuk membuka kelas yang Anda beli sampai masa aktifnya habis.',
  },
  {
    what: 'Progres belajar dan jawaban pre-test/post-test beserta skornya',
    why: 'Agar Anda dapat melanjutkan belajar di perangkat mana pun dan tes Anda dinilai.',
  },
  {
    what: 'Ulasan kelas: rating, peran, dan teks ulasan',
    why: 'Ditampilkan di halaman depan bersama nama Anda sebagai testimoni.',
  },
  {
    what: 'Skripsi yang Anda unggah: berkas aslinya, teksnya, dan potongan teks untuk pencarian',
    why: 'Agar Chatbot Konsultasi Skripsi dan Simulasi Sidang dapat menjawab berdasarkan skripsi Anda.',
  },
  {
    what: 'Sesi Simulasi Sidang: pertanyaan, jawaban Anda, skor, dan laporannya',
    why: 'Untuk umpan balik, laporan latihan, dan riwayat latihan Anda.',
  },
  {
    what: 'Pembayaran: nomor pesanan, email pembeli, jumlah, metode, status, dan pemberitahuan dari penyedia pembayaran',
    why: 'Untuk memberikan akses atau kredit yang Anda beli dan untuk pembukuan.',
  },
  {
    what: 'Saldo kredit chat',
    why: 'Untuk menghitung pemakaian chatbot, Simulasi Sidang, dan \u2018Perbaiki dengan AI\u2019 di Analisa CV.',
  },
  {
    what: 'Email yang berhak mendaftar dan pembelian yang menunggu verifikasi akun',
    why: 'Agar pembelian Anda diberikan begitu akun Anda terverifikasi.',
  },
]

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" sx={{ mt: 4 }}>
      <Typography variant="h5" component="h2" sx={{ fontWeight: 700, mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Box>
  )
}

const P = ({ children }: { children: ReactNode }) => (
  <Typography sx={{ mb: 1.5, lineHeight: 1.7 }}>{children}</Typography>
)

function Contact({ contact }: { contact: string }) {
  if (!contact) return <>melalui kontak yang tercantum di halaman depan</>
  const href = contactHref(contact)
  return href ? (
    <Link
      href={href}
      data-testid="privacy-contact"
      {...(href.startsWith('http') ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      {contact}
    </Link>
  ) : (
    <span data-testid="privacy-contact">{contact}</span>
  )
}

/**
 * The privacy policy's text. `info` is GET /api/privacy's answer; null while it loads or when it
 * failed (the parts that depend on it then say so).
 */
export function PrivacyPolicy({
  info,
  failed = false,
}: {
  info: PrivacyInfo | null
  failed?: boolean
}) {
  const operator = info?.operator.name || DEFAULT_OPERATOR
  const retention = info ? formatNumber(info.retentionDays) : null

  return (
    <Box>
      <P>
        Kebijakan ini menjelaskan data pribadi apa yang disimpan oleh Pendamping Skripsi, untuk apa,
        berapa lama, siapa yang dapat melihatnya, ke mana data dikirim, dan bagaimana Anda meminta
        salinan atau penghapusannya. Pengelola data (pengendali data pribadi) adalah{' '}
        <strong data-testid="privacy-operator">{operator}</strong>. Kami memproses data Anda sesuai
        dengan Undang-Undang Republik Indonesia Nomor 27 Tahun 2022 tentang Pelindungan Data Pribadi
        (UU No. 27 Tahun 2022 tentang Pelindungan Data Pribadi).
      </P>

      <Section title="Data yang kami simpan dan tujuannya">
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label="Data yang kami simpan">
            <TableHead>
              <TableRow>
                <TableCell sx={{ fontWeight: 700 }}>Data</TableCell>
                <TableCell sx={{ fontWeight: 700 }}>Tujuan</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {KEPT.map((row) => (
                <TableRow key={row.what}>
                  <TableCell>{row.what}</TableCell>
                  <TableCell>{row.why}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
        <P>
          <Box component="span" sx={{ display: 'block', mt: 2 }} />
          <strong>Yang tidak kami simpan di server:</strong> pesan Anda di Ruang Cerita. Pesan itu
          hanya dijawab lalu dilupakan oleh server; riwayat percakapan (juga riwayat Chatbot
          Konsultasi Skripsi) hanya tersimpan di perangkat Anda dan dihapus saat Anda keluar. Materi
          kelas, progres, dan video yang Anda unduh juga disimpan di perangkat Anda agar bisa
          dipakai saat offline, dan dihapus dari perangkat saat Anda keluar.
        </P>
        <P>
          <strong>CV Anda di Analisa CV</strong> dibaca dan diperiksa di perangkat Anda saja: berkas
          CV tidak pernah dikirim ke server kami. Riwayat analisanya (hasil pemeriksaan, tanpa
          berkasnya) tersimpan di perangkat Anda dan dihapus saat Anda keluar. CV hanya keluar dari
          perangkat bila Anda memilih &lsquo;Perbaiki dengan AI&rsquo;: satu poin yang Anda pilih
          (dan teks lowongan bila Anda menempelkannya) dikirim ke penyedia model AI untuk ditulis
          ulang, setelah email, nomor telepon, dan tautan dihapus. Poin itu tidak disimpan; server
          hanya mencatat pemakaian kreditnya.
        </P>
        <P>
          Untuk membatasi uji coba chat gratis di halaman depan, kami menyimpan sidik (hash) alamat
          jaringan pengunjung per hari, tanpa isi pesan; catatan ini dihapus setelah dua hari.
        </P>
      </Section>

      <Section title="Berapa lama data disimpan">
        <Box component="ul" sx={{ pl: 3, mt: 0, '& li': { mb: 1, lineHeight: 1.7 } }}>
          <li data-testid="privacy-retention">
            Skripsi yang Anda unggah dihapus otomatis beserta teks dan potongannya bila tidak dibuka
            selama{' '}
            {retention ? (
              <strong>{retention} hari</strong>
            ) : (
              'jangka waktu yang ditetapkan pengelola'
            )}{' '}
            sejak terakhir dibuka. Tanggal penghapusannya tercantum di halaman Akun Saya.
          </li>
          <li>
            Data lainnya disimpan selama akun Anda ada, sampai Anda atau pengelola menghapus akun.
          </li>
          <li>
            Setelah akun dihapus, ulasan Anda tetap tampil dengan nama &lsquo;Pengguna&rsquo; tanpa
            terhubung ke Anda, dan catatan pembayaran disimpan untuk pembukuan tanpa terhubung ke
            akun mana pun.
          </li>
        </Box>
      </Section>

      <Section title="Siapa yang dapat melihat data Anda">
        <Box component="ul" sx={{ pl: 3, mt: 0, '& li': { mb: 1, lineHeight: 1.7 } }}>
          <li>
            <strong>Anda sendiri:</strong> semua data di atas, melalui aplikasi dan &lsquo;Unduh
            data saya&rsquo;.
          </li>
          <li>
            <strong>Superadmin pengelola:</strong> hanya yang ditampilkan di area admin, yaitu nama,
            email, langganan, saldo kredit, ringkasan progres dan nilai tes per kelas, ulasan, dan
            pembayaran. Superadmin <strong>tidak pernah</strong> dapat melihat isi skripsi Anda
            maupun jawaban Anda di Simulasi Sidang (hanya jumlah sesinya).
          </li>
          <li>
            <strong>Pengunjung lain:</strong> hanya ulasan Anda, bersama nama Anda, di halaman
            depan.
          </li>
        </Box>
      </Section>

      <Section title="Data yang dikirim ke layanan luar">
        {info ? (
          <Box
            component="ul"
            sx={{ pl: 3, mt: 0, '& li': { mb: 1, lineHeight: 1.7 } }}
            data-testid="privacy-outside"
          >
            {outsideTransfers(info).map((line) => (
              <li key={line}>{line}</li>
            ))}
          </Box>
        ) : (
          <P>
            {failed
              ? 'Daftar layanan luar tidak dapat dimuat. Muat ulang halaman ini untuk melihatnya.'
              : 'Daftar layanan luar sedang dimuat dari server.'}
          </P>
        )}
        <P>
          Pembayaran diproses oleh penyedia pembayaran di halaman mereka sendiri; kami hanya
          menerima pemberitahuan status pembayaran. Video YouTube di kelas diputar langsung dari
          YouTube. Kami tidak menjual data Anda dan tidak memakainya untuk iklan.
        </P>
      </Section>

      <Section title="Hak Anda: salinan, perbaikan, dan penghapusan">
        <P>
          Sesuai UU No. 27 Tahun 2022, Anda berhak mengetahui data yang kami simpan, memperoleh
          salinannya, memperbaikinya, dan meminta penghapusannya. Semua itu dapat Anda lakukan
          sendiri di halaman{' '}
          <Link component={RouterLink} to={ACCOUNT_PATH}>
            Akun Saya
          </Link>{' '}
          (menu nama Anda di bagian atas setelah masuk):
        </P>
        <Box component="ul" sx={{ pl: 3, mt: 0, '& li': { mb: 1, lineHeight: 1.7 } }}>
          <li>
            <strong>Unduh data saya</strong>: satu berkas ZIP berisi semua data Anda, termasuk
            skripsi yang Anda unggah.
          </li>
          <li>
            <strong>Ubah nama dan password</strong>.
          </li>
          <li>
            <strong>Hapus dokumen</strong>: menghapus satu skripsi beserta teks dan potongannya.
          </li>
          <li>
            <strong>Hapus akun</strong>: menghapus akun dan semua data yang hanya milik Anda, serta
            data di perangkat Anda.
          </li>
        </Box>
        <P>
          Untuk pertanyaan atau permintaan lain tentang data pribadi Anda, hubungi {operator}{' '}
          <Contact contact={info?.operator.contact ?? ''} />.
        </P>
      </Section>
    </Box>
  )
}
