/** mammoth's browser build (its own chunk, loaded only when a DOCX is chosen). */
import mammoth from 'mammoth/mammoth.browser.js'
import { readDocxText } from './docx-text'

export function extractDocx(arrayBuffer: ArrayBuffer): Promise<string> {
  return readDocxText(mammoth, arrayBuffer)
}
