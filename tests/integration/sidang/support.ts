/* eslint-disable @typescript-eslint/no-explicit-any -- the routes answer loosely typed JSON, checked field by field */
// Shared steps of the Simulasi Sidang integration tests: upload the fixture thesis, call the
// routes, and read a session's stored questions (their key points are the answer key, which only
// the server and these tests see).
import { postJson, uploadDocument } from '../../support/chat-automation'
import { DOCX_MIME, docxFromParagraphs } from '../../support/document-fixtures'
import type { TestServer } from '../../support/pocketbase'
import type { TestUser } from '../../support/fixtures'
import { THESIS_FIXTURE_PARAGRAPHS } from '../../support/thesis-fixture'

export interface StoredQuestion {
  kind: string
  text: string
  chapter: string
  section: string
  page: number
  passage: string
  keyPoints: string[]
  followUp: boolean
}

export async function uploadThesis(
  server: TestServer,
  user: TestUser,
  paragraphs: string[] = THESIS_FIXTURE_PARAGRAPHS,
): Promise<string> {
  const bytes = await docxFromParagraphs(paragraphs)
  const up = await uploadDocument(
    server.url,
    user.client.authStore.token,
    { bytes, name: 'skripsi-dewi.docx', type: DOCX_MIME },
    paragraphs.join('\n'),
  )
  if (up.status !== 200) throw new Error(`upload failed: ${JSON.stringify(up.body)}`)
  return String(up.body.documentId)
}

export function start(server: TestServer, user: TestUser | null, body: unknown) {
  return postJson(server.url, '/api/sidang/sessions', body, { token: user?.client.authStore.token })
}

export function answer(server: TestServer, user: TestUser | null, id: string, body: unknown) {
  return postJson(server.url, `/api/sidang/sessions/${id}/answers`, body, {
    token: user?.client.authStore.token,
  })
}

export async function getJson(server: TestServer, user: TestUser | null, path: string) {
  const res = await fetch(server.url + path, {
    headers: user ? { Authorization: user.client.authStore.token } : {},
  })
  const text = await res.text()
  return { status: res.status, body: (text ? JSON.parse(text) : {}) as Record<string, any> }
}

export async function storedQuestions(server: TestServer, id: string): Promise<StoredQuestion[]> {
  const record = await server.admin.collection('sidang_sessions').getOne(id)
  return record.questions as StoredQuestion[]
}

export async function creditsOf(server: TestServer, user: TestUser): Promise<number> {
  return (await server.admin.collection('users').getOne(user.record.id)).credits
}

/** An answer built from the question's key points, in full sentences. */
export function goodAnswer(q: StoredQuestion): string {
  return (
    `Terima kasih atas pertanyaannya. Dalam penelitian saya, ${q.keyPoints.join(', ')} menjadi dasar jawaban. ` +
    `Hal ini saya jelaskan karena ${q.keyPoints.slice(0, 2).join(' dan ')} berkaitan langsung dengan tujuan penelitian, ` +
    `sehingga kesimpulan yang saya tarik sesuai dengan data yang saya kumpulkan.`
  )
}
