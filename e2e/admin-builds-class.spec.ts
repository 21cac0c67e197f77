import { expect, test } from '@playwright/test'
import type { APIRequestContext, Page } from '@playwright/test'
import { adminList, adminUserByEmail, toast } from './support/admin'
import { DEMO, signInUi, storageStateOf, uniqueEmail } from './support/auth'

/**
 * The owner runs the product from the UI: the demo superadmin builds a package (with an image),
 * a class (with a thumbnail), a pre-test of two questions (one through bulk import), a chapter
 * with a lesson and a video, and enrols a subscriber. The subscriber signs in on a phone, sees
 * the class, takes the pre-test; the class report shows the attempt; a class deactivated while
 * the student is online leaves their class list within 10 s.
 */

// A 1×1 PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
)

/** The progress rows of the user with this e-mail (none while the account does not exist). */
async function progressOf(request: APIRequestContext, email: string) {
  const user = await adminUserByEmail(request, email)
  return user ? adminList(request, 'progress', `user_id="${user.id}"`) : []
}

const toastSaying = (page: Page, text: string | RegExp) => expect(toast(page, text)).toBeVisible()

test.describe('superadmin builds a class and enrols a student', () => {
  test.setTimeout(240_000)

  test('from nothing to a student taking the pre-test, with the report and a live deactivation', async ({
    browser,
    request,
  }) => {
    const stamp = Date.now().toString(36)
    const paketName = `Paket Uji ${stamp}`
    const kelasName = `Kelas Metodologi ${stamp}`
    const studentEmail = uniqueEmail('mhs')

    const adminContext = await browser.newContext({ storageState: storageStateOf('superadmin') })
    const admin = await adminContext.newPage()
    admin.on('dialog', (d) => void d.accept())

    // ---- package with an image
    await admin.goto('/admin/packages')
    await admin.getByRole('button', { name: 'Add Package' }).click()
    await admin.getByLabel('Nama Paket').fill(paketName)
    await admin.getByLabel('Deskripsi').fill('Paket dibuat dari e2e')
    await admin.getByLabel('Harga').fill('150000')
    await admin.getByRole('button', { name: 'Purple' }).click()
    await admin
      .locator('#package-image')
      .setInputFiles({ name: 'paket.png', mimeType: 'image/png', buffer: PNG })
    await expect(admin.getByTestId('package-image-preview').locator('img')).toBeVisible()
    await admin.getByRole('button', { name: 'Simpan' }).click()
    await toastSaying(admin, 'Paket berhasil dibuat')
    const card = admin.getByTestId('admin-package-card').filter({ hasText: paketName })
    await expect(card).toBeVisible()
    await expect(card.getByText('Rp150.000')).toBeVisible()
    await expect(card.locator('img')).toHaveAttribute('src', /\/api\/files\/paket_pembelajaran\//)

    // ---- class with a thumbnail
    await card.getByRole('button', { name: 'Classes' }).click()
    const classes = admin.getByRole('dialog', { name: new RegExp(`Kelola Kelas: ${paketName}`) })
    await expect(classes.getByText('Belum ada kelas')).toBeVisible()
    await classes.getByRole('button', { name: 'Tambah Kelas' }).click()
    await admin.getByLabel('Judul Kelas').fill(kelasName)
    await admin.getByLabel('Pengajar').fill('Dr. Uji Coba')
    await admin.getByLabel('Durasi (menit)').fill('90')
    await expect(admin.getByLabel('Teks Durasi')).toHaveValue('1 jam 30 menit')
    await admin
      .locator('#class-thumbnail')
      .setInputFiles({ name: 'kelas.png', mimeType: 'image/png', buffer: PNG })
    await admin.getByRole('button', { name: 'Simpan Kelas' }).click()
    await toastSaying(admin, 'Kelas berhasil ditambahkan')
    const classCard = classes.getByTestId('admin-class-card').filter({ hasText: kelasName })
    await expect(classCard).toBeVisible()
    await expect(classCard.locator('img')).toHaveAttribute('src', /\/api\/files\/kelas\//)

    // ---- pre-test: one question by hand, one by bulk import
    await classCard.getByRole('button', { name: 'Manage Class' }).click()
    const content = admin.getByRole('dialog', { name: new RegExp(`Kelola Konten: ${kelasName}`) })
    await content.getByRole('tab', { name: 'Pre Test' }).click()
    await content.getByRole('button', { name: 'Buat Pre Test' }).click()
    await content.getByRole('button', { name: 'Tambah Soal' }).click()
    await admin.getByLabel('Pertanyaan').fill('Bab 1 skripsi berisi...')
    await admin.getByLabel('Pilihan A').fill('Kesimpulan')
    await admin.getByLabel('Pilihan B').fill('Pendahuluan')
    await admin.getByLabel('Pilihan C').fill('Lampiran')
    await admin.getByLabel('Pilihan D').fill('Daftar pustaka')
    await admin.getByRole('radio', { name: 'B', exact: true }).check()
    await admin.getByRole('button', { name: 'Simpan', exact: true }).click()
    await toastSaying(admin, 'Soal berhasil ditambahkan')
    await content.getByRole('button', { name: 'Import Soal' }).click()
    await admin
      .getByLabel('Tempel baris soal')
      .fill(
        'Pertanyaan\tA\tB\tC\tD\tJawaban\nPenelitian kualitatif menekankan...\tAngka\tMakna\tRumus\tTabel\tB',
      )
    await admin.getByRole('button', { name: 'Simpan 1 soal' }).click()
    await toastSaying(admin, /1 soal berhasil diimpor/)
    await expect(content.getByTestId('question-card')).toHaveCount(2)

    // ---- a chapter with a lesson and a video
    await content.getByRole('tab', { name: 'Sub Bab & Video' }).click()
    await content.getByRole('button', { name: 'Tambah Bab' }).click()
    await expect(content.getByTestId('chapter-item').filter({ hasText: 'Bab Baru' })).toBeVisible()
    await content.getByRole('button', { name: 'Tambah Pelajaran' }).click()
    const lesson = content.getByTestId('lesson-item').filter({ hasText: 'Pelajaran Baru' })
    await expect(lesson).toBeVisible()
    await lesson.getByRole('button', { name: 'Tambah Video' }).click()
    await admin.getByLabel('Judul Video').fill('Pengantar metodologi')
    await admin.getByLabel('Link YouTube').fill('https://youtu.be/M7lc1UVf-VE?si=abc&t=10')
    await expect(admin.locator('img[src*="img.youtube.com/vi/M7lc1UVf-VE"]').first()).toBeVisible()
    await admin.getByRole('button', { name: 'Simpan', exact: true }).click()
    await expect(
      content.getByTestId('video-item').filter({ hasText: 'Pengantar metodologi' }),
    ).toBeVisible()
    await admin.keyboard.press('Escape')
    await admin.keyboard.press('Escape')

    // ---- a subscriber for the new package
    await admin.goto('/admin/subscribers')
    await admin.getByRole('button', { name: 'Tambah Subscriber' }).click()
    await admin.getByLabel('Email').fill(DEMO.subscriber.email)
    await expect(admin.getByTestId('email-check')).toHaveText('Email sudah terdaftar di sistem')
    await admin.getByLabel('Email').fill(studentEmail)
    await expect(admin.getByTestId('email-check')).toHaveText('Email tersedia')
    await admin.getByLabel('Nama Lengkap').fill('Mahasiswa Uji')
    await admin.getByLabel('Paket').click()
    await admin.getByRole('option', { name: new RegExp(paketName) }).click()
    await admin.getByRole('button', { name: 'Tambah Subscriber' }).last().click()
    const created = admin.getByTestId('toast').filter({ hasText: 'Subscriber berhasil dibuat' })
    await expect(created).toBeVisible()
    const password = /password: (\S+)/.exec(await created.innerText())?.[1]
    expect(password).toMatch(/^[A-Za-z0-9]{12}$/)
    await admin.getByLabel('Cari subscriber').fill('Mahasiswa Uji')
    await expect(
      admin.getByTestId('subscriber-card').filter({ hasText: studentEmail }),
    ).toBeVisible()
    await expect(
      admin
        .getByTestId('subscriber-card')
        .filter({ hasText: studentEmail })
        .getByTestId('status-badge'),
    ).toHaveText('Aktif')

    // ---- the student, on a phone
    const studentContext = await browser.newContext({ viewport: { width: 375, height: 812 } })
    const student = await studentContext.newPage()
    await signInUi(student, studentEmail, password!)
    await student.goto('/subscriber/classes')
    const studentCard = student.getByTestId('class-card').filter({ hasText: kelasName })
    await expect(studentCard).toBeVisible({ timeout: 30_000 })
    await studentCard.getByRole('link', { name: 'Lanjutkan' }).click()
    await student.getByRole('link', { name: 'Mulai Belajar' }).focus()
    await student.keyboard.press('Enter')
    await expect(student.getByText('Soal 1 dari 2')).toBeVisible()
    await student.getByLabel(/^B\. /).check()
    await student.getByRole('button', { name: 'Selanjutnya' }).click()
    await expect(student.getByText('Soal 2 dari 2')).toBeVisible()
    await student.getByLabel(/^A\. /).check() // wrong: the answer is B
    await student.getByRole('button', { name: 'Submit' }).click()
    await expect(student.getByTestId('test-score')).toContainText('Skor Anda: 50 dari 100')
    await expect
      .poll(async () => (await progressOf(request, studentEmail)).map((p) => p.skor as number), {
        timeout: 20_000,
      })
      .toEqual([50])

    // ---- the class report shows the attempt
    await admin.goto('/admin/packages')
    await admin
      .getByTestId('admin-package-card')
      .filter({ hasText: paketName })
      .getByRole('button', { name: 'Classes' })
      .click()
    const classRow = admin.getByTestId('admin-class-card').filter({ hasText: kelasName })
    await classRow.getByRole('button', { name: 'Laporan' }).click()
    const report = admin.getByRole('dialog', { name: new RegExp(`Laporan Kelas: ${kelasName}`) })
    await expect(report.getByTestId('report-enrolled').getByTestId('figure-value')).toHaveText('1')
    await expect(report.getByTestId('report-started').getByTestId('figure-value')).toHaveText('1')
    await expect(report.getByTestId('report-pretest').getByTestId('figure-value')).toHaveText('50')
    await expect(report.getByTestId('report-hard-question').first()).toContainText(
      'Penelitian kualitatif menekankan...',
    )
    await report.getByRole('button', { name: 'Tutup' }).click()

    // ---- deactivated while the student is online: gone from their list within 10 s
    await student.goto('/subscriber/classes')
    await expect(studentCard).toBeVisible({ timeout: 20_000 })
    // (A controlled switch: it turns off once the server has stored the change.)
    const activeSwitch = classRow.getByRole('switch', { name: `Aktifkan ${kelasName}` })
    await activeSwitch.click()
    await toastSaying(admin, 'Kelas dinonaktifkan')
    await expect(activeSwitch).not.toBeChecked()
    await expect(studentCard).toHaveCount(0, { timeout: 10_000 })

    await studentContext.close()
    await adminContext.close()
  })
})
