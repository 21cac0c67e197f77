// 'Akun Saya' and the personal-data routes (issue 22): a student with something in every place the
// product keeps (a subscription, credits, a review, an uploaded thesis), and the way to the account
// page through the header's name menu.
import { expect } from '@playwright/test'
import type { APIRequestContext, Page } from '@playwright/test'
import { docxFromParagraphs, DOCX_MIME } from '../../tests/support/document-fixtures'
import { THESIS_FIXTURE_PARAGRAPHS } from '../../tests/support/thesis-fixture'
import { adminCreate, adminUpdate } from './admin'
import { baseURL } from './auth'
import { freshLearner, type Learner } from './learning'

export interface PrivacyStudent extends Learner {
  fullName: string
  credits: number
  reviewText: string
  thesisName: string
  thesisId: string
}

/** The user's token from the password sign-in (for the routes a student calls). */
export async function userToken(
  request: APIRequestContext,
  email: string,
  password: string,
): Promise<string> {
  const res = await request.post(`${baseURL()}/api/collections/users/auth-with-password`, {
    data: { identity: email, password },
  })
  expect(res.ok(), await res.text()).toBeTruthy()
  return ((await res.json()) as { token: string }).token
}

/** Uploads the fixture thesis as a DOCX through POST /api/chat/documents; returns its id. */
export async function uploadThesisApi(
  request: APIRequestContext,
  token: string,
  name: string,
): Promise<string> {
  const bytes = await docxFromParagraphs(THESIS_FIXTURE_PARAGRAPHS)
  const res = await request.post(`${baseURL()}/api/chat/documents`, {
    headers: { Authorization: token },
    multipart: {
      file: { name, mimeType: DOCX_MIME, buffer: Buffer.from(bytes) },
      text: THESIS_FIXTURE_PARAGRAPHS.join('\n\n'),
      pages: '0',
    },
  })
  expect(res.ok(), await res.text()).toBeTruthy()
  return ((await res.json()) as { documentId: string }).documentId
}

/**
 * A fresh subscriber of the demo package with `credits`, one review of the class's pre-test and
 * one uploaded thesis.
 */
export async function privacyStudent(
  request: APIRequestContext,
  { fullName = 'Putri Privasi', credits = 7 } = {},
): Promise<PrivacyStudent> {
  const learner = await freshLearner(request, 'privasi', fullName)
  await adminUpdate(request, 'users', learner.uid, { credits })
  const reviewText = `Kelasnya membantu sekali (${Date.now().toString(36)})`
  await adminCreate(request, 'reviews', {
    user_id: learner.uid,
    materi_id: learner.pre.id,
    rating: 5,
    student_role: 'Mahasiswa S1',
    review_text: reviewText,
  })
  const thesisName = 'skripsi-privasi.docx'
  const token = await userToken(request, learner.email, learner.password)
  const thesisId = await uploadThesisApi(request, token, thesisName)
  return { ...learner, fullName, credits, reviewText, thesisName, thesisId }
}

/** Opens 'Akun Saya' from the header's name menu. */
export async function openAccountPage(page: Page): Promise<void> {
  await page.getByTestId('user-menu-button').click()
  await page.getByRole('menuitem', { name: 'Akun Saya' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Akun Saya' })).toBeVisible()
}

/** How many records the local databases (RxDB on Dexie) named after `dbName` still hold. */
export async function localRecordCount(page: Page, dbName: string): Promise<number> {
  return page.evaluate(async (prefix) => {
    const names = (await indexedDB.databases())
      .map((d) => d.name ?? '')
      .filter((n) => n.includes(prefix))
    let total = 0
    for (const name of names) {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const req = indexedDB.open(name)
        req.onsuccess = () => resolve(req.result)
        req.onerror = () => reject(req.error ?? new Error('open failed'))
      })
      for (const store of Array.from(db.objectStoreNames)) {
        total += await new Promise<number>((resolve, reject) => {
          const req = db.transaction(store, 'readonly').objectStore(store).count()
          req.onsuccess = () => resolve(req.result)
          req.onerror = () => reject(req.error ?? new Error('count failed'))
        })
      }
      db.close()
    }
    return total
  }, dbName)
}
