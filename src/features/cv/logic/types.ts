// Analisa CV: what the reader takes from a CV file (CvDocument) and what the checks make of it
// (CvReport). The reader (read-cv.ts) and the checks (analyze-cv.ts) run on the device; the page only
// renders a CvReport. Check ids and section ids are the contract's (docs/contract.md, Analisa CV).

/** One text item as the file laid it out: pdfjs text items (PDF) or paragraphs/runs (DOCX). */
export interface CvTextItem {
  text: string
  /** 1-based page (DOCX: the page the reader estimates from explicit page breaks; 1 without any). */
  page: number
  /** Left edge and baseline in PDF points from the page's top-left (DOCX: x = indent, y = order). */
  x: number
  y: number
  width: number
  /** Font size in points (DOCX: from the run's size or the heading style; 0 when unknown). */
  fontSize: number
  bold: boolean
}

/** A line of the CV in reading order (items on one baseline of one column, joined). */
export interface CvLine {
  text: string
  page: number
  /** Which column the line belongs to: 0 for a single-column page, 0/1 left/right on two columns. */
  column: number
  x: number
  y: number
  fontSize: number
  bold: boolean
  /** True when the line starts with a bullet mark ('•', '-', '–', '*', '▪', a number with '.' or ')'). */
  bullet: boolean
  /** DOCX: a line of the page header or footer (some recruiters' systems skip those). */
  region?: 'header' | 'footer'
}

export interface CvDocument {
  kind: 'pdf' | 'docx'
  fileName: string
  pages: number
  /** DOCX: `pages` is an estimate (explicit breaks and text height), not Word's own layout. */
  pagesEstimated?: boolean
  /** PDF: no text layer at all (a scan or a picture of a CV). */
  scanned: boolean
  lines: CvLine[]
  /** Pages whose text items form two (or more) columns side by side. */
  columnPages: number[]
  /** Tables found in the document structure (DOCX `w:tbl`; PDF: ruled grids), with where they are. */
  tables: { page: number; rows: number; columns: number }[]
  /** Images drawn on the pages (PDF operator list; DOCX `w:drawing`/`pic:pic`), with size in points. */
  images: { page: number; width: number; height: number }[]
}

export type CvCheckId =
  | 'sections'
  | 'contact'
  | 'length'
  | 'columns'
  | 'tables'
  | 'scanned'
  | 'photo'
  | 'personal-data'
  | 'weak-openers'
  | 'quantified'
  | 'ipk'
  | 'language'
  | 'dates'
  | 'keywords'

export type CvSectionId =
  | 'data-diri'
  | 'ringkasan'
  | 'pendidikan'
  | 'pengalaman'
  | 'organisasi'
  | 'keterampilan'
  | 'sertifikasi'
  | 'prestasi'
  | 'penelitian'

export type CvStatus = 'ok' | 'warn' | 'fail'

/** Where in the CV a finding is: page, the section it falls under, and the line's text. */
export interface CvPlace {
  page: number
  section?: CvSectionId
  line?: string
}

/** One thing a check found, e.g. a weak bullet with its suggestion, or a personal-data item. */
export interface CvFinding {
  /**
   * Which kind of finding, where a check has several: personal-data 'agama' | 'status-pernikahan' |
   * 'tinggi-berat' | 'tanggal-lahir'; dates 'format' | 'tanpa-selesai'; contact 'email' | 'telepon' |
   * 'linkedin' | 'header'; ipk 'format'; sections 'hilang'; keywords 'hilang'.
   */
  kind?: string
  /** What was found, in Indonesian (e.g. 'Agama: Islam', a weak bullet's text). */
  text: string
  /** A suggestion, e.g. 'Mulai dengan kata kerja kuat: memimpin, mengoordinasikan…'. */
  suggestion?: string
  where?: CvPlace
}

export interface CvCheck {
  id: CvCheckId
  status: CvStatus
  /** Short Indonesian title, e.g. 'Bagian CV', 'Kontak'. */
  title: string
  /** One Indonesian sentence of what was found ('Ditemukan 6 dari 9 bagian…'). */
  summary: string
  /** Why it matters for recruiters' systems and people, in Indonesian. */
  why: string
  findings: CvFinding[]
  /** 'sections': the sections found, each with its heading as written and its place. */
  sections?: { id: CvSectionId; heading: string; where: CvPlace }[]
  /** 'keywords': the posting's terms missing from the CV, and the match in percent (0-100). */
  missing?: string[]
  matchPercent?: number
}

export interface CvReport {
  fileName: string
  analyzedAt: string
  pages: number
  /** 'Skor keterbacaan', 0-100: how well recruiters' systems and people can read the CV. */
  score: number
  /** How the score was made, in Indonesian (what raised or lowered it). */
  scoreExplanation: string[]
  checks: CvCheck[]
  /** Experience bullets in order (the lines 'Perbaiki dengan AI' can rewrite), with their place. */
  bullets: { text: string; where: CvPlace }[]
  /** Whether a posting was given ('keywords' is present only then). */
  withPosting: boolean
}
