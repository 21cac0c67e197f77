import { expect, test } from '@playwright/test'
import { adminList, adminUserByEmail } from './support/admin'
import { DEMO, storageStateOf } from './support/auth'
import { answerCurrent, answersOf, classOf } from './support/learning'
import { followOfflineEmulation, setOffline, waitForServiceWorker } from './support/offline'

/**
 * The subscriber learning flow on a phone, offline after the first sync: pre-test, lessons with
 * 'COMPLETE LESSON', an offline reload in the middle of the post-test, then back online: the
 * server holds every completion with the scores it computed itself.
 */

test.describe('learning offline on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 } })
  test.setTimeout(180_000)

  test.describe(() => {
    test.use({ storageState: storageStateOf('subscriber') })

    test('the active subscriber learns offline and the server grades every completion on reconnect', async ({
      page,
      context,
      request,
    }) => {
      await followOfflineEmulation(context)
      const info = await classOf(request, DEMO.subscriber.email)
      const correct = await answersOf(request, info.pre.id, info.post.id)
      expect(info.lessons.length).toBeGreaterThanOrEqual(4)

      await page.goto('/dashboard')
      await waitForServiceWorker(page)

      // First sync, online: the class list comes from the local store.
      await page.goto('/subscriber/classes')
      await expect(page.getByRole('heading', { name: 'Paket Aktif Anda' })).toBeVisible({
        timeout: 30_000,
      })
      const card = page.getByTestId('class-card').filter({ hasText: info.kelas.judul as string })
      await expect(card).toBeVisible()
      await expect(card.getByText('All Levels')).toBeVisible()
      await card.getByRole('link', { name: 'Lanjutkan' }).click()
      await expect(page).toHaveURL(new RegExp(`/subscriber/class/${info.kelas.id}$`))
      await expect(page.getByRole('heading', { name: info.kelas.judul as string })).toBeVisible()
      // (Keyboard: the sync indicator's bottom snackbar may cover the button on a phone.)
      await page.getByRole('link', { name: 'Mulai Belajar' }).focus()
      await page.keyboard.press('Enter')
      await expect(page).toHaveURL(
        new RegExp(`/subscriber/learning/${info.kelas.id}\\?materi=${info.pre.id}`),
      )
      await expect(page.getByText('Soal 1 dari 5')).toBeVisible()

      await setOffline(context, page, true)
      try {
        await page.reload()
        await expect(page.getByText('Soal 1 dari 5')).toBeVisible({
          timeout: 20_000,
        })
        await expect(page.getByText('Offline', { exact: true })).toBeVisible()

        // Locked steps refuse to open.
        await page.getByRole('button', { name: 'Buka Lesson List' }).click()
        // (force: a locked step is aria-disabled, which Playwright would wait on; users can still tap it.)
        await expect(page.getByTestId(`step-${info.post.id}`)).toHaveAttribute(
          'data-state',
          'locked',
        )
        await page.getByTestId(`step-${info.post.id}`).click({ force: true })
        await expect(
          page.getByText('Selesaikan step sebelumnya untuk membuka materi ini'),
        ).toBeVisible()
        await page.keyboard.press('Escape')

        // Pre-test: Next is disabled until answered; one wrong answer out of five = 80.
        const next = page.getByRole('button', { name: 'Selanjutnya' })
        await expect(page.getByRole('button', { name: 'COMPLETE LESSON' })).toBeDisabled()
        await expect(next).toBeDisabled()
        for (let i = 0; i < 5; i++) {
          await expect(page.getByText(`Soal ${i + 1} dari 5`)).toBeVisible()
          await answerCurrent(page, correct, i === 0)
          if (i < 4) await next.click()
        }
        await page.getByRole('button', { name: 'Submit' }).click()
        await expect(page.getByTestId('test-score')).toContainText('Skor Anda: 80 dari 100')
        // After the visual pause the first lesson opens.
        await expect(page).toHaveURL(new RegExp(`materi=${info.lessons[0]!.id}`), {
          timeout: 10_000,
        })

        // A lesson offline: the video list shows, the player is replaced by a message.
        await expect(
          page.getByRole('heading', { name: info.lessons[0]!.judul as string }),
        ).toBeVisible()
        await page.getByRole('button', { name: /^1\. / }).click()
        await expect(page.getByText('Video membutuhkan koneksi internet').first()).toBeVisible()
        await page.getByRole('button', { name: 'Kembali ke daftar video' }).click()

        // COMPLETE LESSON marks the lesson complete and opens the next one; the order follows the chapters.
        for (let i = 0; i < info.lessons.length; i++) {
          await expect(page).toHaveURL(new RegExp(`materi=${info.lessons[i]!.id}`))
          await page.getByRole('button', { name: 'COMPLETE LESSON' }).click()
          await expect(page.getByText('Materi telah ditandai selesai').first()).toBeVisible()
        }
        await expect(page).toHaveURL(new RegExp(`materi=${info.post.id}`))

        // Post-test: answer two questions, then reload offline in the middle.
        await expect(page.getByText('Soal 1 dari 5')).toBeVisible()
        await answerCurrent(page, correct)
        await next.click()
        await answerCurrent(page, correct)
        await next.click()
        await expect(page.getByText('Soal 3 dari 5')).toBeVisible()
        await page.reload()
        await expect(page.getByText('Soal 3 dari 5')).toBeVisible({
          timeout: 20_000,
        })
        await expect(page.getByText('2/5 terjawab')).toBeVisible()
        // Progress survived the reload too: every lesson is complete, the post-test is open.
        await page.getByRole('button', { name: 'Buka Lesson List' }).click()
        for (const l of info.lessons)
          await expect(page.getByTestId(`step-${l.id}`)).toHaveAttribute('data-state', 'complete')
        await expect(page.getByTestId(`step-${info.pre.id}`)).toHaveAttribute(
          'data-state',
          'complete',
        )
        await page.keyboard.press('Escape')

        // Submitting with a gap is refused ('Belum Lengkap').
        await page.getByRole('button', { name: 'Soal 5', exact: true }).click()
        await answerCurrent(page, correct)
        await page.getByRole('button', { name: 'Submit' }).click()
        await expect(page.getByText('Mohon jawab semua soal sebelum submit')).toBeVisible()
        await page.getByRole('button', { name: 'Soal 3', exact: true }).click()
        await answerCurrent(page, correct)
        await next.click()
        await answerCurrent(page, correct)
        await next.click()
        await page.getByRole('button', { name: 'Submit' }).click()
        await expect(page.getByText('Luar Biasa!')).toBeVisible()
        await expect(page.getByTestId('perfect-badge')).toBeVisible()
        await page.getByRole('button', { name: 'Lihat Review Jawaban' }).click()
        await expect(page.getByLabel('Review jawaban').getByRole('listitem')).toHaveCount(5)

        // The review form validates, then saves offline (the demo data may already hold a review by Siti:
        // then the form starts filled in and saving updates it).
        const reviewText = page.getByLabel('Review', { exact: true })
        await reviewText.fill('   ')
        await page.getByRole('button', { name: 'Selesai', exact: true }).click()
        await expect(page.getByText('Mohon lengkapi semua field')).toBeVisible()
        await page.getByRole('radio', { name: /5 Stars/ }).check({ force: true })
        await page.getByRole('combobox', { name: 'Status' }).click()
        await page.getByRole('option', { name: 'Mahasiswa S1' }).click()
        await reviewText.fill('Materinya runtut dan mudah dipahami.')
        await page.getByRole('button', { name: 'Selesai', exact: true }).click()
        await expect(page.getByText(/Review berhasil (ditambahkan|diperbarui)/)).toBeVisible()
        await expect(page.getByText('Terima kasih! Review Anda telah disimpan')).toBeVisible()
        await expect(page).toHaveURL(new RegExp(`/subscriber/class/${info.kelas.id}$`))
        await expect(
          page.getByText(
            `Progres: ${info.lessons.length + 2} dari ${info.lessons.length + 2} materi (100%)`,
          ),
        ).toBeVisible()
      } finally {
        await setOffline(context, page, false)
      }

      // Back online: the server holds every completion, graded by itself.
      const steps = [info.pre, ...info.lessons, info.post]
      await expect
        .poll(
          async () =>
            (await adminList(request, 'progress', `user_id="${info.uid}"`)).filter((p) =>
              steps.some((s) => s.id === p.materi_id),
            ).length,
          {
            timeout: 60_000,
          },
        )
        .toBe(steps.length)
      const progress = await adminList(request, 'progress', `user_id="${info.uid}"`)
      const byMateri = new Map(progress.map((p) => [p.materi_id as string, p]))
      for (const s of steps) expect(byMateri.get(s.id)?.status).toBe('complete')
      expect(byMateri.get(info.pre.id)?.skor).toBe(80)
      expect(byMateri.get(info.post.id)?.skor).toBe(100)
      await expect
        .poll(
          async () =>
            (
              await adminList(
                request,
                'reviews',
                `user_id="${info.uid}" && materi_id="${info.post.id}"`,
              )
            ).length,
          { timeout: 30_000 },
        )
        .toBe(1)
      const [review] = await adminList(
        request,
        'reviews',
        `user_id="${info.uid}" && materi_id="${info.post.id}"`,
      )
      expect(review).toMatchObject({
        rating: 5,
        student_role: 'Mahasiswa S1',
        review_text: 'Materinya runtut dan mudah dipahami.',
      })

      // The score shown after sync is the server's.
      await page.goto(`/subscriber/learning/${info.kelas.id}?materi=${info.pre.id}`)
      await expect(page.getByText('Anda sudah menyelesaikan pre test ini.')).toBeVisible()
      await expect(page.getByTestId('test-score')).toContainText('Skor Anda: 80 dari 100')
    })
  })

  test.describe(() => {
    test.use({ storageState: storageStateOf('expired') })

    test('the expired subscriber is refused', async ({ page, request }) => {
      const info = await classOf(request, DEMO.expired.email)
      await page.goto('/subscriber/classes')
      await expect(page.getByRole('link', { name: 'Lihat Paket Tersedia' })).toBeVisible({
        timeout: 30_000,
      })

      await page.goto('/subscriber')
      await expect(page.getByTestId('subscription-card').first()).toContainText('Expired')
      await expect(page.getByTestId('subscription-card').first()).toContainText('0 hari tersisa')
      await expect(page.getByRole('link', { name: 'Lihat Kelas' })).toHaveCount(0)

      await page.goto(`/subscriber/learning/${info.kelas.id}`)
      await expect(page.getByText('Anda tidak memiliki akses ke kelas ini').first()).toBeVisible()
      await expect(page).toHaveURL(/\/subscriber\/classes$/)

      await page.goto(`/subscriber/class/${info.kelas.id}`)
      await expect(page.getByRole('heading', { name: 'Kelas Tidak Ditemukan' })).toBeVisible()
      await expect(page.getByRole('link', { name: 'Mulai Belajar' })).toHaveCount(0)
    })
  })

  test.describe(() => {
    test.use({ storageState: storageStateOf('subscriber') })

    test('my packages with their content, and /lms/packages with course counts', async ({
      page,
      request,
    }) => {
      const siti = await adminUserByEmail(request, DEMO.subscriber.email)
      const subs = await adminList(request, 'subscribers', `user_id="${siti!.id}"`)
      const content = await adminList(
        request,
        'paket_content',
        `paket_id="${subs[0]!.paket_id as string}"`,
        'urutan',
      )

      await page.goto('/subscriber/my-packages')
      await expect(page.getByTestId('subscription-card')).toHaveCount(subs.length, {
        timeout: 30_000,
      })
      await expect(page.getByTestId('subscription-card').first()).toContainText('Aktif')
      if (content.length > 0)
        await expect(page.getByText(content[0]!.judul as string, { exact: true })).toBeVisible()

      await page.goto('/lms/packages')
      await expect(page.getByRole('heading', { name: 'Kategori Kelas' })).toBeVisible()
      const packages = await adminList(request, 'paket_pembelajaran', '', 'created')
      await expect(page.getByTestId('package-card')).toHaveCount(packages.length)
      const first = page.getByTestId('package-card').first()
      await expect(first).toContainText(/\d+ Courses?/)
      await first.getByRole('button').click()
      await expect(page).toHaveURL(new RegExp(`/lms/packages/${packages[0]!.id}$`))
      await expect(page.getByRole('heading', { name: 'Daftar Kelas' })).toBeVisible()
    })
  })
})
