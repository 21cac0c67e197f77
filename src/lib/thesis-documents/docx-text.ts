import { DocumentReadError, READ_ERRORS, tidyText } from './read-errors'

/** mammoth's API as used here (its browser build and its node build both fit). */
export interface DocxReader {
  extractRawText(input: { arrayBuffer: ArrayBuffer }): Promise<{ value: string }>
}

/** Reads the raw text of a DOCX (paragraphs on their own lines). */
export async function readDocxText(mammoth: DocxReader, arrayBuffer: ArrayBuffer): Promise<string> {
  try {
    const result = await mammoth.extractRawText({ arrayBuffer })
    return tidyText(result.value ?? '')
  } catch {
    throw new DocumentReadError(READ_ERRORS.corrupt)
  }
}
