/* global FormData, Blob */
// The LLM benchmark's student: the fixture thesis (tests/support/thesis-fixture.ts, a DOCX as the tests
// upload it) stored through POST /api/chat/documents by a signed-in user with credits.
import { execFileSync } from 'node:child_process'
import { withTsModules } from '../../lib/ts-modules.mjs'
import { adminSdk, createSignedInUser } from '../lib/admin-api.mjs'

/** The fixture thesis paragraphs and its DOCX, loaded from the TypeScript support modules via Vite. */
export async function loadFixture() {
  return withTsModules(async (load) => {
    const thesis = await load('/tests/support/thesis-fixture.ts')
    const docs = await load('/tests/support/document-fixtures.ts')
    const paragraphs = [...thesis.THESIS_FIXTURE_PARAGRAPHS]
    return {
      paragraphs,
      text: paragraphs.join('\n'),
      docx: await docs.docxFromParagraphs(paragraphs),
      docxMime: docs.DOCX_MIME,
      fileName: thesis.THESIS_FIXTURE_EXPECTED.fileName,
    }
  })
}

/** A signed-in user with credits and the uploaded fixture: {token, documentId}. */
export async function setUp(server, fixture, credits) {
  const admin = await adminSdk(server.url)
  const pb = await createSignedInUser(admin, server.url, {
    email: 'mahasiswa@bench.local',
    full_name: 'Mahasiswa Bench',
    role: 'user',
    credits,
    emailVisibility: false,
  })
  const token = pb.authStore.token
  const form = new FormData()
  form.append('file', new Blob([fixture.docx], { type: fixture.docxMime }), fixture.fileName)
  form.append('text', fixture.text)
  form.append('pages', '0')
  const res = await fetch(`${server.url}/api/chat/documents`, {
    method: 'POST',
    headers: { Authorization: token },
    body: form,
  })
  const up = await res.json()
  if (res.status !== 200 || !up.documentId) {
    throw new Error(`upload: ${res.status} ${JSON.stringify(up).slice(0, 300)}`)
  }
  return { token, documentId: String(up.documentId) }
}

/** The stored passages of a document (thesis_passages, read-only sqlite3). */
export function storedPassages(dataDir, documentId) {
  const out = execFileSync(
    'sqlite3',
    [
      '-readonly',
      '-json',
      `${dataDir}/data.db`,
      `SELECT ord, chapter, body FROM thesis_passages WHERE document_id = '${documentId.replace(/'/g, "''")}' ORDER BY ord`,
    ],
    { encoding: 'utf8' },
  ).trim()
  return out ? JSON.parse(out) : []
}
