import { useCallback, useEffect, useRef, useState } from 'react'
import type { CvDocument, CvReport } from '../logic/types'
import { checkCvUpload } from '../upload/cv-file-check'
import { CV_TEXTS } from '../texts'

export type CvAnalysisState =
  | { status: 'idle' }
  | { status: 'reading'; fileName: string }
  | { status: 'failed'; message: string }
  | { status: 'ready'; analysisId: string; report: CvReport }

/** How long the posting field waits after the last keystroke before the CV is checked again. */
export const POSTING_DEBOUNCE_MS = 400

/** User Timing names the bench reads (scripts/bench/cv.mjs): reading the file, then the checks. */
export const CV_MEASURES = { read: 'cv:read', analyze: 'cv:analyze' } as const

function measure<T>(name: string, run: () => T): T {
  const start = performance.now()
  try {
    return run()
  } finally {
    try {
      performance.measure(name, { start, end: performance.now() })
    } catch {
      // no User Timing here (tests, old browsers)
    }
  }
}

async function measureAsync<T>(name: string, run: () => Promise<T>): Promise<T> {
  const start = performance.now()
  try {
    return await run()
  } finally {
    try {
      performance.measure(name, { start, end: performance.now() })
    } catch {
      // no User Timing here
    }
  }
}

/** The reader and the checks, loaded on the first upload (their chunks are precached for offline use). */
const loadReader = () => import('../logic/read-cv')
const loadChecks = () => import('../logic/analyze-cv')

function newAnalysisId(): string {
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`
}

function readMessage(error: unknown): string {
  // The reader's own errors (scan, locked, broken file) carry an Indonesian message for the student.
  if (error instanceof Error && error.name === 'DocumentReadError' && error.message)
    return error.message
  // Offline, before the PDF reader (pdfjs, not precached) was ever fetched online: the service
  // worker keeps it once this page has been opened online (use-reader-warmup.ts).
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return CV_TEXTS.readerMissing
  return CV_TEXTS.readFailed
}

/**
 * The CV being checked on this device: 'Unggah CV' reads the file in the browser and runs the
 * checks; a change of the pasted posting runs the checks again on the same reading (no re-upload).
 * `onReport` receives each new report (to keep it in 'Riwayat analisa').
 */
export function useCvAnalysis(
  onReport: (analysisId: string, report: CvReport, posting: string) => void,
) {
  const [state, setState] = useState<CvAnalysisState>({ status: 'idle' })
  const [posting, setPosting] = useState('')
  const doc = useRef<{ id: string; doc: CvDocument } | null>(null)
  const postingRef = useRef(posting)
  const reportRef = useRef(onReport)
  useEffect(() => {
    reportRef.current = onReport
  }, [onReport])

  const analyse = useCallback(async (id: string, read: CvDocument, text: string) => {
    const { analyzeCv } = await loadChecks()
    const report = measure(CV_MEASURES.analyze, () => analyzeCv(read, text.trim() || undefined))
    if (doc.current?.id !== id) return
    setState({ status: 'ready', analysisId: id, report })
    reportRef.current(id, report, text)
  }, [])

  const upload = useCallback(
    async (file: File) => {
      const check = await checkCvUpload(file)
      if (!check.ok) {
        setState({ status: 'failed', message: check.message })
        return
      }
      const id = newAnalysisId()
      doc.current = null
      setState({ status: 'reading', fileName: file.name })
      let reader: Awaited<ReturnType<typeof loadReader>>
      try {
        reader = await loadReader()
      } catch {
        // The reader's code could not be fetched (offline before the service worker had it).
        setState({ status: 'failed', message: CV_TEXTS.readerMissing })
        return
      }
      try {
        const read = await measureAsync(CV_MEASURES.read, () => reader.readCv(file))
        doc.current = { id, doc: read }
        await analyse(id, read, postingRef.current)
      } catch (error) {
        doc.current = null
        setState({ status: 'failed', message: readMessage(error) })
      }
    },
    [analyse],
  )

  // A new posting: the same reading checked again, once typing pauses.
  useEffect(() => {
    postingRef.current = posting
    const current = doc.current
    if (!current) return
    const timer = setTimeout(() => {
      void analyse(current.id, current.doc, posting).catch(() =>
        setState({ status: 'failed', message: CV_TEXTS.readFailed }),
      )
    }, POSTING_DEBOUNCE_MS)
    return () => clearTimeout(timer)
  }, [posting, analyse])

  return { state, posting, setPosting, upload }
}
