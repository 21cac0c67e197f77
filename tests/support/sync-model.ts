// An in-process model of the sync protocol for progress and reviews: the server's merge is the
// route's own pure module (pb_hooks/lib/sync/merge.js); the client applies RxDB's rules
// (local writes stay pending until pushed; pushes adopt the returned conflicts; pulls overwrite
// only documents without pending changes) with the client's own local-completion logic.
import { loadHookLib } from './hook-loader'
import { gradeAnswers, mergeLocalCompletion, toPbDate } from '../../src/data/local/logic'
import type { Choice, Progress } from '../../src/data/local/types'

export interface MergeModule {
  toMillis(v: string): number
  toPbDate(ms: number): string
  sanitizeAnswers(a: unknown, ids?: Record<string, boolean>): Record<string, Choice>
  grade(
    type: string,
    q: Array<{ id: string; jawaban_benar: string }>,
    a: Record<string, string>,
  ): number
  acceptCompletion(
    at: number,
    now: number,
    subs: Array<{ start: number; end: number }>,
  ): { ok: true; at: number } | { ok: false; reason: string }
  mergeProgress(
    stored: { skor: number; answers: Record<string, Choice>; completedAt: number } | null,
    attempt: { skor: number; answers: Record<string, Choice>; at: number },
  ): { status: 'complete'; skor: number; answers: Record<string, Choice>; completedAt: number }
  reviewProblem(doc: unknown): string
  jsonEqual(a: unknown, b: unknown): boolean
}

/** The route's CommonJS module (PocketBase's JSVM format). */
export const merge = loadHookLib<MergeModule>('sync/merge.js')

/** A small seeded PRNG (mulberry32): the same seed gives the same run. */
export function rng(seed: number): () => number {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

export interface ModelMateri {
  id: string
  type: 'pretest' | 'posttest' | 'lesson'
  questions: Array<{ id: string; jawaban_benar: Choice }>
  deleted: boolean
}

export interface PDoc {
  id: string
  materi_id: string
  skor: number
  answers: Record<string, Choice>
  completed_at: string
}
export interface RDoc {
  id: string
  materi_id: string
  rating: number
  student_role: string
  review_text: string
}

/** The server: the route's merge rules over in-memory rows. */
export class ModelServer {
  progress = new Map<string, PDoc>()
  reviews = new Map<string, RDoc>()
  private seq = 0
  constructor(
    public materi: Map<string, ModelMateri>,
    public subs: Array<{ start: number; end: number }>,
    public now: () => number,
  ) {}

  pushProgress(doc: PDoc): { conflict?: PDoc; rejected?: string } {
    const stored = this.progress.get(doc.materi_id) ?? null
    const m = this.materi.get(doc.materi_id)
    if (!m || m.deleted)
      return { rejected: 'Materi tidak ditemukan', conflict: stored ?? undefined }
    const ok = merge.acceptCompletion(merge.toMillis(doc.completed_at), this.now(), this.subs)
    if (!ok.ok) return { rejected: ok.reason, conflict: stored ?? undefined }
    const ids = Object.fromEntries(m.questions.map((q) => [q.id, true]))
    const answers = merge.sanitizeAnswers(doc.answers, ids)
    const next = merge.mergeProgress(
      stored
        ? {
            skor: stored.skor,
            answers: stored.answers,
            completedAt: merge.toMillis(stored.completed_at),
          }
        : null,
      { skor: merge.grade(m.type, m.questions, answers), answers, at: ok.at },
    )
    const saved: PDoc = {
      id: stored?.id ?? `p${++this.seq}`,
      materi_id: doc.materi_id,
      skor: next.skor,
      answers: next.answers,
      completed_at: merge.toPbDate(next.completedAt),
    }
    this.progress.set(doc.materi_id, saved)
    return sameP(doc, saved) ? {} : { conflict: saved }
  }

  pushReview(doc: RDoc): { conflict?: RDoc; rejected?: string } {
    const stored = this.reviews.get(doc.materi_id) ?? null
    const m = this.materi.get(doc.materi_id)
    if (!m || m.deleted)
      return { rejected: 'Materi tidak ditemukan', conflict: stored ?? undefined }
    const problem = merge.reviewProblem(doc)
    if (problem) return { rejected: problem, conflict: stored ?? undefined }
    const saved: RDoc = { ...doc, id: stored?.id ?? `r${++this.seq}` }
    this.reviews.set(doc.materi_id, saved)
    return sameR(doc, saved) ? {} : { conflict: saved }
  }

  /** Deleting a materi cascades to its progress and reviews (tombstones). */
  deleteMateri(id: string): void {
    const m = this.materi.get(id)
    if (m) m.deleted = true
    this.progress.delete(id)
    this.reviews.delete(id)
  }
}

export function sameP(a: PDoc, b: PDoc): boolean {
  return (
    a.id === b.id &&
    a.skor === b.skor &&
    merge.toMillis(a.completed_at) === merge.toMillis(b.completed_at) &&
    merge.jsonEqual(a.answers, b.answers)
  )
}
export function sameR(a: RDoc, b: RDoc): boolean {
  return (
    a.id === b.id &&
    a.rating === b.rating &&
    a.student_role === b.student_role &&
    a.review_text === b.review_text
  )
}

interface Slot<T> {
  local: T | null
  master: T | null
}

/** The client: local documents plus what it assumes the server holds (RxDB's meta). */
export class ModelClient {
  progress = new Map<string, Slot<PDoc>>()
  reviews = new Map<string, Slot<RDoc>>()
  online = true
  rejections: string[] = []
  constructor(
    private server: ModelServer,
    private clock: () => number,
  ) {}

  complete(materiId: string, answers: Record<string, Choice>): void {
    const m = this.server.materi.get(materiId)
    // The client grades with the questions it holds (possibly stale); the server regrades.
    const skor = m ? gradeAnswers(m.type, m.questions, answers) : 0
    const slot = this.progress.get(materiId) ?? { local: null, master: null }
    const existing: Progress | null = slot.local
      ? { ...slot.local, created: '', updated: '', user_id: 'u', status: 'complete' }
      : null
    const next = mergeLocalCompletion(existing, {
      materi_id: materiId,
      user_id: 'u',
      skor,
      answers,
      completed_at: toPbDate(this.clock()),
    })
    slot.local = {
      id: next.id,
      materi_id: materiId,
      skor: next.skor,
      answers: next.answers,
      completed_at: next.completed_at,
    }
    this.progress.set(materiId, slot)
  }

  review(materiId: string, rating: number, text: string): void {
    const slot = this.reviews.get(materiId) ?? { local: null, master: null }
    slot.local = {
      id: slot.local?.id ?? '',
      materi_id: materiId,
      rating,
      student_role: 'Mahasiswa S1',
      review_text: text,
    }
    this.reviews.set(materiId, slot)
  }

  pending(): number {
    let n = 0
    for (const s of this.progress.values())
      if (s.local && (!s.master || !sameP(s.local, s.master))) n++
    for (const s of this.reviews.values())
      if (s.local && (!s.master || !sameR(s.local, s.master))) n++
    return n
  }

  push(): void {
    if (!this.online) return
    for (const [id, s] of this.progress) {
      if (!s.local || (s.master && sameP(s.local, s.master))) continue
      const r = this.server.pushProgress(s.local)
      if (r.rejected) this.rejections.push(r.rejected)
      if (r.conflict) s.local = s.master = r.conflict
      else if (r.rejected) this.progress.delete(id)
      else s.master = s.local
    }
    for (const [id, s] of this.reviews) {
      if (!s.local || (s.master && sameR(s.local, s.master))) continue
      const r = this.server.pushReview(s.local)
      if (r.rejected) this.rejections.push(r.rejected)
      if (r.conflict) s.local = s.master = r.conflict
      else if (r.rejected) this.reviews.delete(id)
      else s.master = s.local
    }
  }

  pull(): void {
    if (!this.online) return
    const apply = <T extends { materi_id: string }>(
      mine: Map<string, Slot<T>>,
      theirs: Map<string, T>,
      same: (a: T, b: T) => boolean,
    ) => {
      for (const [id, doc] of theirs) {
        const s = mine.get(id) ?? { local: null, master: null }
        const pendingHere = s.local && (!s.master || !same(s.local, s.master))
        if (!pendingHere) s.local = doc
        s.master = doc
        mine.set(id, s)
      }
      // tombstones
      for (const [id, s] of mine) {
        if (!theirs.has(id) && s.master) {
          const pendingHere = s.local && !same(s.local, s.master)
          if (!pendingHere) mine.delete(id)
          else s.master = null
        }
      }
    }
    apply(this.progress, this.server.progress, sameP)
    apply(this.reviews, this.server.reviews, sameR)
  }

  sync(): void {
    this.push()
    this.pull()
  }

  snapshot(): { progress: PDoc[]; reviews: RDoc[] } {
    const sort = <T extends { materi_id: string }>(xs: T[]) =>
      xs.sort((a, b) => a.materi_id.localeCompare(b.materi_id))
    return {
      progress: sort([...this.progress.values()].flatMap((s) => (s.local ? [s.local] : []))),
      reviews: sort([...this.reviews.values()].flatMap((s) => (s.local ? [s.local] : []))),
    }
  }
}
