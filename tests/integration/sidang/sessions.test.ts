/* eslint-disable @typescript-eslint/no-explicit-any -- the routes answer loosely typed JSON, checked field by field */
// Simulasi Sidang on the built-in engine (no LLM configured): the routes of docs/sidang.md against a
// real PocketBase: settings checked before any credit is taken, the price taken once in the
// transaction that creates the session (exact under concurrency), grounded questions, feedback
// that tells a good answer from a poor one, the report, 'Latihan lagi', owner-only access and a
// report that survives deleting the thesis.
import * as pdfjs from 'pdfjs-dist/legacy/build/pdf.mjs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from '../../support/pocketbase'
import { createUser, type TestUser } from '../../support/fixtures'
import { THESIS_FIXTURE_TEXT } from '../../support/thesis-fixture'
import { KUALITATIF_PAGED_TEXT, KUALITATIF_PAGES } from '../../support/thesis-fixture-kualitatif'
import { TEKNIK_EXPECTED, TEKNIK_PAGES, TEKNIK_TEXT } from '../../support/thesis-fixture-teknik'
import { PDF_MIME, pdfFromParagraphs } from '../../support/document-fixtures'
import { pdfFromPages } from '../../support/pdf-pages-fixture'
import { pageAt, squeeze, startsOf } from '../../support/pdf-wrap'
import { loadHookLib } from '../../support/hook-loader'
import { uploadDocument } from '../../support/chat-automation'
import { readPdfText, type PdfLoader } from '../../../src/lib/thesis-documents/pdf-text'
import {
  answer,
  creditsOf,
  getJson,
  goodAnswer,
  start,
  storedQuestions,
  uploadThesis,
} from './support'

let server: TestServer
let student: TestUser
let documentId = ''

beforeAll(async () => {
  server = await startTestServer()
  student = await createUser(server, { credits: 20 })
  documentId = await uploadThesis(server, student)
})

afterAll(async () => {
  await server?.stop()
})

describe('starting a session', () => {
  it('shows the price and an empty list first', async () => {
    const fresh = await createUser(server, { credits: 0 })
    const res = await getJson(server, fresh, '/api/sidang/sessions')
    expect(res.status).toBe(200)
    expect(res.body).toEqual({ price: 3, items: [] })
    expect((await getJson(server, null, '/api/sidang/sessions')).body).toEqual({
      code: 'UNAUTHORIZED',
      message: 'Silakan masuk terlebih dahulu.',
    })
    const unverified = await createUser(server, { credits: 5, verified: false })
    const refused = await start(server, unverified, { documentId, questions: 5 })
    expect(refused.status).toBe(403)
    expect(refused.body).toEqual({
      code: 'NOT_VERIFIED',
      message: 'Verifikasi email Anda terlebih dahulu untuk menggunakan Simulasi Sidang.',
    })
    expect(await creditsOf(server, unverified)).toBe(5)
  })

  it('refuses bad settings, foreign documents and missing credits without taking anything', async () => {
    const before = await creditsOf(server, student)
    for (const body of [
      { documentId, questions: 6 },
      { documentId, questions: '5' },
      { documentId, questions: 5, focus: 'bab-2' },
      {},
    ]) {
      const res = await start(server, student, body)
      expect(res.status).toBe(400)
      expect(res.body.code).toBe('INVALID_SETTINGS')
    }
    const other = await createUser(server, { credits: 10 })
    const foreign = await start(server, other, { documentId, questions: 5 })
    expect(foreign.status).toBe(404)
    expect(foreign.body.code).toBe('DOCUMENT_NOT_FOUND')
    expect(await creditsOf(server, other)).toBe(10)

    const poor = await createUser(server, { credits: 2 })
    const poorDoc = await uploadThesis(server, poor)
    const refused = await start(server, poor, { documentId: poorDoc, questions: 5 })
    expect(refused.status).toBe(402)
    expect(refused.body).toMatchObject({ code: 'INSUFFICIENT_CREDITS', credits: 2, price: 3 })
    expect(await creditsOf(server, poor)).toBe(2)
    expect(await creditsOf(server, student)).toBe(before)
    expect((await getJson(server, null, '/api/sidang/sessions')).status).toBe(401)
    expect((await start(server, null, { documentId, questions: 5 })).status).toBe(401)
  })

  it('refuses a document too short to ask about, at no cost', async () => {
    const user = await createUser(server, { credits: 5 })
    const tiny = await uploadThesis(server, user, ['BAB I PENDAHULUAN', 'Ini draf singkat.'])
    const res = await start(server, user, { documentId: tiny, questions: 5 })
    expect(res.status).toBe(400)
    expect(res.body.code).toBe('DOCUMENT_TOO_SHORT')
    expect(await creditsOf(server, user)).toBe(5)
  })

  it('starts exactly as many sessions as the credits pay for under concurrency', async () => {
    const user = await createUser(server, { credits: 9 })
    const doc = await uploadThesis(server, user)
    const results = await Promise.all(
      Array.from({ length: 20 }, () => start(server, user, { documentId: doc, questions: 5 })),
    )
    const ok = results.filter((r) => r.status === 200)
    expect(ok).toHaveLength(3)
    expect(results.filter((r) => r.status === 402)).toHaveLength(17)
    expect(await creditsOf(server, user)).toBe(0)
    const list = await getJson(server, user, '/api/sidang/sessions')
    expect(list.body.items).toHaveLength(3)
    expect(ok.map((r) => r.body.credits).sort()).toEqual([0, 3, 6])
  })
})

describe('a five-question rehearsal', () => {
  it('asks grounded questions, scores good above poor answers and reports the weakest', async () => {
    const before = await creditsOf(server, student)
    const started = await start(server, student, { documentId, questions: 5 })
    expect(started.status).toBe(200)
    expect(started.body.credits).toBe(before - 3)
    expect(await creditsOf(server, student)).toBe(before - 3)
    const id = String(started.body.id)
    const stored = await storedQuestions(server, id)
    expect(stored).toHaveLength(5)
    for (const q of stored) {
      // the chapter label's first words ('BAB III', 'Daftar Pustaka') and the section are the thesis's own
      const text = THESIS_FIXTURE_TEXT.toLowerCase()
      expect(text).toContain(q.chapter.split(' ').slice(0, 2).join(' ').toLowerCase())
      if (q.section) expect(text).toContain(q.section.toLowerCase())
      expect(q.keyPoints.length).toBeGreaterThan(0)
    }
    let question = started.body.question as Record<string, unknown>
    expect(question).toMatchObject({ index: 0, total: 5, text: stored[0].text })
    expect(question).not.toHaveProperty('passage')
    expect(question).not.toHaveProperty('keyPoints')

    const poor = ['saya tidak tahu', 'Cuaca hari ini cerah dan saya suka bermain bola di lapangan.']
    const scores: number[] = []
    let report: Record<string, any> | null = null
    for (let i = 0; i < 5; i++) {
      expect(question.index).toBe(i)
      const text = i === 1 || i === 3 ? poor[i === 1 ? 0 : 1] : goodAnswer(stored[i])
      const res = await answer(server, student, id, {
        answer: text,
        mode: 'text',
        durationMs: 30000,
      })
      expect(res.status).toBe(200)
      const feedback = res.body.feedback as Record<string, any>
      expect(feedback.index).toBe(i)
      expect(feedback.score).toBeGreaterThanOrEqual(0)
      expect(feedback.score).toBeLessThanOrEqual(100)
      expect(feedback.rubric.length).toBeGreaterThanOrEqual(2)
      expect(feedback.fillers).toBeNull()
      expect(feedback.source).toBe('builtin')
      expect(typeof feedback.comment).toBe('string')
      scores.push(feedback.score)
      if (i < 4) {
        expect(res.body.report).toBeNull()
        question = res.body.next as Record<string, unknown>
      } else {
        expect(res.body.next).toBeNull()
        report = res.body.report as Record<string, any>
      }
    }
    for (const good of [0, 2, 4]) {
      expect(scores[good]).toBeGreaterThanOrEqual(60)
      expect(scores[good]).toBeGreaterThan(scores[1] + 30)
      expect(scores[good]).toBeGreaterThan(scores[3] + 30)
    }
    expect(report!.overall).toBe(Math.round(scores.reduce((a, b) => a + b, 0) / 5))
    expect(report!.categories.map((c: { key: string }) => c.key)).toEqual([
      'penguasaan_materi',
      'metodologi',
      'hasil',
      'kejelasan',
    ])
    const weakest = report!.weakest.map((w: { index: number }) => w.index)
    expect(weakest).toHaveLength(3)
    expect(weakest.slice(0, 2).sort()).toEqual([1, 3])

    const again = await answer(server, student, id, { answer: 'Tambahan jawaban.' })
    expect(again.status).toBe(409)
    expect(again.body.code).toBe('SESSION_FINISHED')

    const list = await getJson(server, student, '/api/sidang/sessions')
    const row = list.body.items.find((r: { id: string }) => r.id === id)
    expect(row).toMatchObject({
      status: 'finished',
      questions: 5,
      answered: 5,
      overall: report!.overall,
    })
    const whole = await getJson(server, student, `/api/sidang/sessions/${id}`)
    expect(whole.status).toBe(200)
    expect(whole.body.current).toBeNull()
    expect(whole.body.feedback).toHaveLength(5)
    expect(whole.body.answers[1].answer).toBe('saya tidak tahu')
    expect(whole.body.report.overall).toBe(report!.overall)

    // 'Latihan lagi': the three weakest questions again, at the same price
    const credits = await creditsOf(server, student)
    const retry = await start(server, student, { retryOf: id })
    expect(retry.status).toBe(200)
    expect(retry.body.total).toBe(3)
    expect(await creditsOf(server, student)).toBe(credits - 3)
    const retried = await storedQuestions(server, String(retry.body.id))
    expect(retried.map((q) => q.text)).toEqual(weakest.map((i: number) => stored[i].text))
  })

  it('measures fillers and pace for a voice answer and refuses bad answers', async () => {
    const started = await start(server, student, { documentId, questions: 5, focus: 'metodologi' })
    expect(started.status).toBe(200)
    const id = String(started.body.id)
    // sidang's own answer check (lib/sidang/settings.js MAX_ANSWER), under the chat's code
    for (const [body, message] of [
      [{ answer: '   ' }, 'Jawaban tidak boleh kosong.'],
      [{ answer: 'x'.repeat(4001) }, 'Jawaban terlalu panjang (maksimal 4.000 karakter).'],
    ] as const) {
      const res = await answer(server, student, id, body)
      expect(res.status).toBe(400)
      expect(res.body).toEqual({ code: 'INVALID_MESSAGE', message })
    }
    const badMode = await answer(server, student, id, { answer: 'jawaban', mode: 'video' })
    expect(badMode.body.code).toBe('INVALID_MODE')
    const res = await answer(server, student, id, {
      answer:
        'eee jadi metode yang saya pakai emm anu apa ya kuesioner dan regresi linear berganda',
      mode: 'voice',
      durationMs: 12000,
    })
    expect(res.status).toBe(200)
    const feedback = res.body.feedback as Record<string, any>
    expect(feedback.fillers.total).toBeGreaterThanOrEqual(4)
    expect(feedback.wpm).toBe(Math.round((15 / 12000) * 60000))
    expect(res.body.next).toMatchObject({ index: 1 })
  })
})

describe('a qualitative thesis as a PDF', () => {
  it('names the page of each question and focuses on the method when asked', async () => {
    const user = await createUser(server, { credits: 3 })
    const bytes = await pdfFromPages(
      KUALITATIF_PAGES.map((lines) => lines.map((l) => l.replace(/[^\x20-\x7e]/g, ' '))),
    )
    const up = await uploadDocument(
      server.url,
      user.client.authStore.token,
      { bytes, name: 'skripsi-qris.pdf', type: PDF_MIME },
      KUALITATIF_PAGED_TEXT,
      KUALITATIF_PAGES.length,
    )
    expect(up.status).toBe(200)
    const started = await start(server, user, {
      documentId: up.body.documentId,
      questions: 5,
      focus: 'metodologi',
    })
    expect(started.status).toBe(200)
    const stored = await storedQuestions(server, String(started.body.id))
    for (const q of stored) {
      expect(q.page).toBeGreaterThan(0)
      // the quoted sentence starts on the page the question names
      const quote = /\u201C([^\u201D]*)\u201D/.exec(q.text)![1].replace(/\s*…$/, '')
      const at = startsOf(KUALITATIF_PAGED_TEXT, quote)
      expect(at.map((i) => pageAt(KUALITATIF_PAGED_TEXT, i))).toContain(q.page)
    }
    expect(stored.filter((q) => q.kind === 'metode' || q.kind === 'keterbatasan').length).toBe(5)
    expect((started.body.question as { page: number }).page).toBe(stored[0].page)
  })
})

describe('what the questions quote (issue 27), in PocketBase', () => {
  it('quotes whole sentences and list items, never lead-ins, captions or label numbers', async () => {
    const user = await createUser(server, { credits: 9 })
    const doc = await uploadThesis(server, user, TEKNIK_PAGES.flat())
    const all = []
    for (const focus of ['seluruh', 'hasil', 'latar']) {
      const started = await start(server, user, { documentId: doc, questions: 10, focus })
      expect(started.status).toBe(200)
      all.push(...(await storedQuestions(server, String(started.body.id))))
    }
    const quotes = all.flatMap((q) =>
      [...q.text.matchAll(/\u201C([^\u201D]*)\u201D/g)].map((m) => m[1]),
    )
    expect(quotes.length).toBeGreaterThan(10)
    for (const quote of quotes) {
      expect(quote).not.toMatch(/\b(?:dkk|et al|hlm|PT|M\.T|M\.Si|Dr)\.?$/)
      expect(quote).not.toMatch(/(?::|sebagai berikut|antara lain|berikut|yaitu)\.?$/)
      expect(quote).not.toMatch(/^(?:Tabel|Gambar)\s\d|^\d+\.\d+(?:\.\d+)*\s/)
    }
    const conclusion = all.find((q) => q.kind === 'konsistensi' && q.section === '5.1 Kesimpulan')
    expect(conclusion?.text).toContain(`\u201C${TEKNIK_EXPECTED.firstConclusion}`)
    for (const q of all) {
      const asked = /Apa arti angka (.+?) itu,/.exec(q.text)
      if (asked)
        for (const figure of asked[1].split(' dan '))
          expect(TEKNIK_EXPECTED.results).toContain(figure)
      for (const p of q.keyPoints) expect(TEKNIK_EXPECTED.labelNumbers).not.toContain(p)
    }
  })
})

describe('a PDF as the browser reads it: lines wrapped at the page width, pages in between', () => {
  it('quotes whole sentences and names the page where each starts', async () => {
    const user = await createUser(server, { credits: 9 })
    const bytes = await pdfFromParagraphs(TEKNIK_PAGES.flat())
    // pdfjs takes (detaches) the buffer it reads: give it a copy
    const read = await readPdfText(pdfjs as unknown as PdfLoader, bytes.slice(), undefined, {
      standardFontDataUrl: new URL(
        '../../../node_modules/pdfjs-dist/standard_fonts/',
        import.meta.url,
      ).pathname,
      verbosity: 0,
    })
    // Every paragraph arrives wrapped: more lines than paragraphs, at most ~100 characters each.
    expect(read.text.split('\n').length).toBeGreaterThan(TEKNIK_PAGES.flat().length + 40)
    expect(read.pages).toBeGreaterThan(3)
    const up = await uploadDocument(
      server.url,
      user.client.authStore.token,
      { bytes, name: 'skripsi-trans-musi.pdf', type: PDF_MIME },
      read.text,
      read.pages,
    )
    expect(up.status).toBe(200)
    const all = []
    for (const focus of ['seluruh', 'hasil', 'latar']) {
      const started = await start(server, user, {
        documentId: up.body.documentId,
        questions: 10,
        focus,
      })
      expect(started.status).toBe(200)
      all.push(...(await storedQuestions(server, String(started.body.id))))
    }
    const { sentences } = loadHookLib<{ sentences(t: string): string[] }>('shared/sentences.js')
    const whole = TEKNIK_TEXT.split('\n')
      .flatMap((line) => sentences(line))
      .map((x) => squeeze(x.replace(/^\d{1,2}\.\s+/, '').replace(/[\u2013\u2014]/g, '-')).text)
    let quoted = 0
    for (const q of all) {
      const m = /\u201C([^\u201D]*)\u201D/.exec(q.text)
      if (!m) continue
      quoted++
      const quote = m[1].replace(/\s*…$/, '')
      const s = squeeze(quote).text
      const found = /…$/.test(m[1])
        ? whole.some((w) => w.startsWith(s))
        : whole.some((w) => w === s || w === `${s}.`)
      expect(found, q.text).toBe(true)
      const at = startsOf(read.text, quote)
      expect(
        at.map((i) => pageAt(read.text, i)),
        q.text,
      ).toContain(q.page)
    }
    expect(quoted).toBeGreaterThan(20)
    const conclusion = all.find((q) => q.kind === 'konsistensi' && q.section === '5.1 Kesimpulan')
    expect(conclusion?.text).toContain(`\u201C${TEKNIK_EXPECTED.firstConclusion}`)
    for (const q of all) for (const p of q.keyPoints) expect(p).not.toMatch(/\n/)
  })
})

describe('access and deletion', () => {
  it('keeps sessions to their owner and keeps the report when the thesis is deleted', async () => {
    const owner = await createUser(server, { credits: 6 })
    const doc = await uploadThesis(server, owner)
    const started = await start(server, owner, { documentId: doc, questions: 5 })
    const id = String(started.body.id)
    const intruder = await createUser(server, { credits: 5 })
    const admin = await createUser(server, { role: 'superadmin' })
    for (const u of [intruder, admin]) {
      expect((await getJson(server, u, `/api/sidang/sessions/${id}`)).status).toBe(404)
      const res = await answer(server, u, id, { answer: 'Saya menjawab untuk orang lain.' })
      expect(res.status).toBe(404)
      expect((await start(server, u, { retryOf: id })).status).toBe(404)
      const list = await u.client.collection('sidang_sessions').getList(1, 50)
      expect(list.items).toHaveLength(0)
      await expect(u.client.collection('sidang_sessions').delete(id)).rejects.toThrow()
    }
    await expect(
      owner.client.collection('sidang_sessions').update(id, { status: 'finished' }),
    ).rejects.toThrow()
    await expect(
      owner.client
        .collection('sidang_sessions')
        .create({ user_id: owner.record.id, status: 'active' }),
    ).rejects.toThrow()

    const stored = await storedQuestions(server, id)
    for (let i = 0; i < 5; i++)
      await answer(server, owner, id, { answer: goodAnswer(stored[i]), mode: 'text' })
    await owner.client.collection('thesis_documents').delete(doc)
    const whole = await getJson(server, owner, `/api/sidang/sessions/${id}`)
    expect(whole.status).toBe(200)
    expect(whole.body.documentId).toBeNull()
    expect(whole.body.documentName).toBe('skripsi-dewi.docx')
    expect(whole.body.report.weakest.length).toBe(3)
    expect((await start(server, owner, { documentId: doc, questions: 5 })).body.code).toBe(
      'DOCUMENT_NOT_FOUND',
    )
    const retry = await start(server, owner, { retryOf: id })
    expect(retry.status).toBe(200)

    await owner.client.collection('sidang_sessions').delete(id)
    expect((await getJson(server, owner, `/api/sidang/sessions/${id}`)).status).toBe(404)
  })
})
