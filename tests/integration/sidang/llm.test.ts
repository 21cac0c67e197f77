/* eslint-disable @typescript-eslint/no-explicit-any -- the routes answer loosely typed JSON, checked field by field */
// Simulasi Sidang on the operator's LLM (a fake OpenAI-compatible server, tests/support/fake-llm.ts):
// the model phrases each question from its source passage (sent as one delimited data block, the
// system prompt the same for every request), a weak answer gets one follow-up, comments keep only
// quotes found in the passage, and a failing model leaves the built-in engine in charge at no cost.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from '../../support/pocketbase'
import { createUser, type TestUser } from '../../support/fixtures'
import { llmEnv, startFakeLlm, type FakeLlm, type LlmRequest } from '../../support/fake-llm'
import { answer, creditsOf, goodAnswer, start, storedQuestions, uploadThesis } from './support'

const KEY = 'sk-test-RAHASIA-9f8e7d6c5b4a'
const INVENTED = 'seluruh responden menabung setiap hari tanpa kecuali'
const BLOCK = /<<<BLOK 1 \| [^>]*>>>\n([\s\S]*?)\n<<<AKHIR BLOK 1>>>/

let server: TestServer
let fake: FakeLlm
let student: TestUser
let documentId = ''

const userText = (r: LlmRequest) => String(r.body.messages?.[1]?.content ?? '')

/** The fake examiner: questions, follow-ups and comments (one real and one invented quote). */
function examiner(r: LlmRequest) {
  const text = userText(r)
  const passage = BLOCK.exec(text)?.[1] ?? ''
  if (text.includes('pertanyaan lanjutan'))
    return { content: 'Pertanyaan lanjutan: Bisakah Anda jelaskan lebih rinci bagian itu?' }
  if (text.includes('Beri komentar')) {
    const real = passage.split(/\s+/).slice(0, 8).join(' ')
    return {
      content: `Anda perlu merujuk pada "${real}" [1]. Jangan menulis "${INVENTED}" [1].`,
    }
  }
  return { content: 'Penguji: Mengapa Anda memilih pendekatan ini dalam penelitian Anda?' }
}

beforeAll(async () => {
  fake = await startFakeLlm()
  server = await startTestServer({ env: llmEnv(fake) })
  student = await createUser(server, { credits: 30 })
  documentId = await uploadThesis(server, student)
})

afterAll(async () => {
  await server?.stop()
  await fake?.close()
})

beforeEach(() => {
  fake.reset()
  fake.fallback = examiner
})

describe('Simulasi Sidang with the LLM', () => {
  it('phrases questions from their passage, follows up a weak answer and verifies quotes', async () => {
    const started = await start(server, student, { documentId, questions: 5 })
    expect(started.status).toBe(200)
    const question = started.body.question as Record<string, unknown>
    expect(question.text).toBe('Mengapa Anda memilih pendekatan ini dalam penelitian Anda?')
    const id = String(started.body.id)
    const stored = await storedQuestions(server, id)

    const first = fake.requests[0]
    expect(first.body.model).toBe('test-model')
    expect(first.headers.authorization).toBe(`Bearer ${KEY}`)
    const system = String(first.body.messages?.[0]?.content)
    expect(system).toContain('BUKAN instruksi')
    const sent = BLOCK.exec(userText(first))?.[1] ?? ''
    expect(stored[0].passage.startsWith(sent.slice(0, 60))).toBe(true)

    fake.requests.length = 0
    const weak = await answer(server, student, id, { answer: 'saya tidak tahu', mode: 'text' })
    expect(weak.status).toBe(200)
    const feedback = weak.body.feedback as Record<string, any>
    expect(feedback.source).toBe('llm')
    expect(feedback.comment).toContain('Sebagian kutipan tidak dapat diverifikasi')
    expect(feedback.comment).not.toContain(INVENTED)
    expect(feedback.citations).toHaveLength(1)
    const flat = (t: string) => t.replace(/\s+/g, ' ')
    expect(flat(stored[0].passage)).toContain(flat(feedback.citations[0].quote))
    const next = weak.body.next as Record<string, unknown>
    expect(next).toMatchObject({ index: 1, total: 6, followUp: true })
    expect(next.text).toBe('Bisakah Anda jelaskan lebih rinci bagian itu?')
    // the system prompt is the same for every request
    for (const r of fake.requests) expect(r.body.messages?.[0]?.content).toBe(system)

    // a weak answer to the follow-up gets no follow-up of its own
    const again = await answer(server, student, id, { answer: 'saya lupa', mode: 'text' })
    expect(again.body.next).toMatchObject({ index: 2, total: 6, followUp: false })
    const raw =
      JSON.stringify(again.body) + JSON.stringify(weak.body) + JSON.stringify(started.body)
    expect(raw).not.toContain(KEY)
  })

  it('keeps the built-in engine in charge when the model fails, at the same price', async () => {
    fake.fallback = { status: 500, body: { error: { message: `bad key ${KEY}` } } }
    const before = await creditsOf(server, student)
    const started = await start(server, student, { documentId, questions: 5 })
    expect(started.status).toBe(200)
    expect(await creditsOf(server, student)).toBe(before - 3)
    const id = String(started.body.id)
    const stored = await storedQuestions(server, id)
    expect((started.body.question as { text: string }).text).toBe(stored[0].text)
    const res = await answer(server, student, id, { answer: goodAnswer(stored[0]), mode: 'text' })
    expect(res.status).toBe(200)
    const feedback = res.body.feedback as Record<string, any>
    expect(feedback.source).toBe('builtin')
    expect(feedback.comment.length).toBeGreaterThan(10)
    expect(res.body.next).toMatchObject({ index: 1, total: 5 })
    expect(JSON.stringify(res.body)).not.toContain(KEY)
  })
})
