/**
 * The files inside a ZIP container (a DOCX), read in the browser without a library: the central
 * directory gives each entry's name, method and sizes; stored entries are copied and deflated ones are
 * inflated with the platform's DecompressionStream('deflate-raw'). Encrypted entries, ZIP64 and
 * other methods are refused as a broken file.
 */
import { DocumentReadError, READ_ERRORS } from './read-errors'

/** An entry larger than this once inflated is refused (a DOCX's XML parts are far smaller). */
export const MAX_ZIP_ENTRY_BYTES = 40 * 1024 * 1024

const EOCD = 0x06054b50
const CENTRAL = 0x02014b50
const LOCAL = 0x04034b50

function broken(): never {
  throw new DocumentReadError(READ_ERRORS.corrupt)
}

interface Entry {
  name: string
  method: number
  flags: number
  compressedSize: number
  size: number
  localOffset: number
}

function centralDirectory(view: DataView): Entry[] {
  const min = Math.max(0, view.byteLength - 22 - 0xffff)
  let eocd = -1
  for (let i = view.byteLength - 22; i >= min; i--) {
    if (view.getUint32(i, true) === EOCD) {
      eocd = i
      break
    }
  }
  if (eocd < 0) broken()
  const count = view.getUint16(eocd + 10, true)
  let at = view.getUint32(eocd + 16, true)
  const decoder = new TextDecoder()
  const entries: Entry[] = []
  for (let n = 0; n < count; n++) {
    if (at + 46 > view.byteLength || view.getUint32(at, true) !== CENTRAL) broken()
    const nameLength = view.getUint16(at + 28, true)
    const extraLength = view.getUint16(at + 30, true)
    const commentLength = view.getUint16(at + 32, true)
    const name = decoder.decode(new Uint8Array(view.buffer, view.byteOffset + at + 46, nameLength))
    entries.push({
      name,
      flags: view.getUint16(at + 8, true),
      method: view.getUint16(at + 10, true),
      compressedSize: view.getUint32(at + 20, true),
      size: view.getUint32(at + 24, true),
      localOffset: view.getUint32(at + 42, true),
    })
    at += 46 + nameLength + extraLength + commentLength
  }
  return entries
}

async function inflate(bytes: Uint8Array): Promise<Uint8Array> {
  const stream = new Blob([bytes as BlobPart])
    .stream()
    .pipeThrough(new DecompressionStream('deflate-raw'))
  const reader = stream.getReader()
  const chunks: Uint8Array[] = []
  let total = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    total += value.length
    if (total > MAX_ZIP_ENTRY_BYTES) {
      await reader.cancel().catch(() => undefined)
      broken()
    }
    chunks.push(value)
  }
  const out = new Uint8Array(total)
  let offset = 0
  for (const chunk of chunks) {
    out.set(chunk, offset)
    offset += chunk.length
  }
  return out
}

async function entryBytes(view: DataView, entry: Entry): Promise<Uint8Array> {
  const at = entry.localOffset
  if ((entry.flags & 1) !== 0 || at + 30 > view.byteLength || view.getUint32(at, true) !== LOCAL)
    broken()
  const start = at + 30 + view.getUint16(at + 26, true) + view.getUint16(at + 28, true)
  const end = start + entry.compressedSize
  if (end > view.byteLength) broken()
  const raw = new Uint8Array(view.buffer, view.byteOffset + start, entry.compressedSize)
  if (entry.method === 0) return raw.slice()
  if (entry.method === 8) return inflate(raw)
  return broken()
}

/** The entries whose names `wanted` accepts, by name (text parts decoded as UTF-8 by the caller). */
export async function readZipEntries(
  data: ArrayBuffer,
  wanted: (name: string) => boolean,
): Promise<Map<string, Uint8Array>> {
  const view = new DataView(data)
  if (view.byteLength < 22) broken()
  const out = new Map<string, Uint8Array>()
  try {
    for (const entry of centralDirectory(view)) {
      if (!wanted(entry.name)) continue
      if (entry.size > MAX_ZIP_ENTRY_BYTES) broken()
      out.set(entry.name, await entryBytes(view, entry))
    }
  } catch (error) {
    if (error instanceof DocumentReadError) throw error
    broken()
  }
  return out
}
