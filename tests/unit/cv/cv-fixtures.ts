// Reads the committed CV fixtures (tests/fixtures/cv, written by scripts/make-cv-fixtures.mjs) the
// way the browser does, with pdfjs-dist's Node build in place of the browser one.
import { readFileSync } from 'node:fs'
import * as pdfjs from 'pdfjs-dist/legacy/build/pdf.mjs'
import { readDocxLayout } from '@/lib/thesis-documents/docx-layout'
import type { PdfLayoutLoader } from '@/lib/thesis-documents/pdf-layout'
import { readPdfLayout } from '@/lib/thesis-documents/pdf-layout'
import type { CvEngines } from '@/features/cv/logic/read-cv'
import { readCvBytes } from '@/features/cv/logic/read-cv'
import type { CvCheckId, CvDocument, CvSectionId, CvStatus } from '@/features/cv/logic/types'

const FIXTURES = new URL('../../fixtures/cv/', import.meta.url)
const fontDir = new URL('../../../node_modules/pdfjs-dist/standard_fonts/', import.meta.url)
  .pathname

export const nodeEngines: CvEngines = {
  pdf: (data, onProgress) =>
    readPdfLayout(pdfjs as unknown as PdfLayoutLoader, data, onProgress, {
      standardFontDataUrl: fontDir,
      verbosity: 0,
      isEvalSupported: false,
    }),
  docx: readDocxLayout,
}

export interface FixtureTruth {
  file: string
  kind: 'pdf' | 'docx'
  description: string
  pages: number
  scanned: boolean
  columnPages: number[]
  tables: { page: number; rows: number; columns: number }[]
  photo: boolean
  sections?: CvSectionId[]
  contact?: { email: string | null; phone: string | null; linkedin: string | null }
  personalData?: { kind: string; line: string }[]
  weakOpeners?: { bullet: string; verb: string | null }[]
  quantified?: { bullets: number; withNumber: number }
  ipk?: { found: string[]; mixed: boolean }
  languageMixed?: boolean
  dates?: { mixed: boolean; missingEnd: string[] }
  bulletTexts?: string[]
  statuses: Partial<Record<CvCheckId, CvStatus>>
  posting?: { text: string; missingContains: string[]; presentContains: string[] }
}

export const TRUTH: { fixtures: FixtureTruth[] } = JSON.parse(
  readFileSync(new URL('truth.json', FIXTURES), 'utf8'),
)

export function fixtureBytes(file: string): ArrayBuffer {
  const bytes = readFileSync(new URL(file, FIXTURES))
  return bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer
}

const cache = new Map<string, Promise<CvDocument>>()

/** A fixture read once per test file. */
export function readFixture(file: string): Promise<CvDocument> {
  let doc = cache.get(file)
  if (!doc) {
    doc = readCvBytes(fixtureBytes(file), file, { engines: nodeEngines })
    cache.set(file, doc)
  }
  return doc
}
