// The export's ZIP writer (pb_hooks/lib/privacy/zip.js) in Node: CRC-32 against zlib, UTF-8
// against Buffer, and a written archive that `unzip -t` and Python's zipfile accept byte for byte.
import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { crc32 as zlibCrc32 } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { loadHookLib } from '../../support/hook-loader'

interface Zip {
  addBytes(name: string, bytes: Uint8Array): void
  addText(name: string, text: string): void
  addStream(name: string, crc: number, size: number, write: () => number): void
  finish(): number
}
interface ZipLib {
  crc32(bytes: Uint8Array): number
  crcStart(): number
  crcUpdate(state: number, bytes: Uint8Array, n?: number): number
  crcEnd(state: number): number
  utf8(text: string): Uint8Array
  createZip(write: (bytes: Uint8Array) => void, when: Record<string, number>): Zip
}

const zip = loadHookLib<ZipLib>('privacy/zip.js')
const WHEN = { year: 2026, month: 11, day: 26, hours: 7, minutes: 30, seconds: 12 }

function randomBytes(n: number, seed: number): Uint8Array {
  const out = new Uint8Array(n)
  let x = seed
  for (let i = 0; i < n; i++) {
    x = (x * 1103515245 + 12345) >>> 0
    out[i] = x >>> 24
  }
  return out
}

describe('zip writer', () => {
  it('CRC-32 equals zlib, whole and in chunks', () => {
    for (const n of [0, 1, 7, 1000, 70_000]) {
      const bytes = randomBytes(n, n + 1)
      expect(zip.crc32(bytes)).toBe(zlibCrc32(bytes))
      let state = zip.crcStart()
      for (let i = 0; i < n; i += 4096) {
        const chunk = bytes.slice(i, i + 4096)
        state = zip.crcUpdate(state, chunk, chunk.length)
      }
      expect(zip.crcEnd(state)).toBe(zlibCrc32(bytes))
    }
  })

  it('UTF-8 equals Buffer for Indonesian, emoji, RTL and lone surrogates', () => {
    for (const text of ['Ringkasan skripsi', 'é ü — “kutip”', '😀🎓 مرحبا', 'a\ud800b', '']) {
      expect(Buffer.from(zip.utf8(text))).toEqual(Buffer.from(text, 'utf8'))
    }
  })

  it('a written archive passes unzip -t and Python zipfile with the same bytes', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'zip-test-'))
    try {
      const parts: Uint8Array[] = []
      const z = zip.createZip((b) => parts.push(b.slice()), WHEN)
      const binary = randomBytes(200_000, 42)
      z.addText('README.txt', 'Halo 😀\r\n')
      z.addText('akun.json', JSON.stringify({ full_name: 'Dewi “Ayu”' }, null, 2))
      z.addBytes('skripsi/Bab 1 – pendahuluan.pdf', binary)
      const streamed = randomBytes(5000, 7)
      z.addStream('skripsi/lain.docx', zip.crc32(streamed), streamed.length, () => {
        parts.push(streamed)
        return streamed.length
      })
      const total = z.finish()
      const file = path.join(dir, 'out.zip')
      const all = Buffer.concat(parts.map((p) => Buffer.from(p)))
      expect(all.length).toBe(total)
      writeFileSync(file, all)
      expect(execFileSync('unzip', ['-t', file], { encoding: 'utf8' })).toContain(
        'No errors detected',
      )
      const listing = JSON.parse(
        execFileSync(
          'python3',
          [
            '-c',
            'import sys, zipfile, json, hashlib\n' +
              'z = zipfile.ZipFile(sys.argv[1])\n' +
              'assert z.testzip() is None\n' +
              'print(json.dumps({i.filename: hashlib.sha256(z.read(i)).hexdigest() for i in z.infolist()}))',
            file,
          ],
          { encoding: 'utf8' },
        ),
      )
      const sha = (b: Uint8Array) =>
        execFileSync('sha256sum', { input: Buffer.from(b), encoding: 'utf8' }).split(' ')[0]
      expect(Object.keys(listing)).toEqual([
        'README.txt',
        'akun.json',
        'skripsi/Bab 1 – pendahuluan.pdf',
        'skripsi/lain.docx',
      ])
      expect(listing['skripsi/Bab 1 – pendahuluan.pdf']).toBe(sha(binary))
      expect(listing['skripsi/lain.docx']).toBe(sha(streamed))
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })

  it('a stream that writes fewer bytes than announced fails', () => {
    const z = zip.createZip(() => {}, WHEN)
    expect(() => z.addStream('x', 0, 10, () => 9)).toThrow(/wrote 9 of 10/)
  })
})
