// `npm run storage:migrate`: copies the uploaded files PocketBase keeps on disk (PB_DATA/storage) to
// the S3-compatible bucket of S3_* under the same keys (`<collection id>/<record id>/<file>`, the
// thumbnails as `<collection id>/<record id>/thumbs_<file>/<size>_<file>`), so an operator can switch a
// live product to the bucket: run it, restart the server with S3_* set, run it once more for the files
// uploaded in between. An object already in the bucket with the same size is skipped, so it can be run
// again at any time; the server need not run. The `.attrs` files next to each file on disk are
// PocketBase's own notes (content type, original name): they become the object's Content-Type and
// metadata, not objects. Exit code 1 when a file could not be copied (run it again).
import { createHash } from 'node:crypto'
import { createReadStream, existsSync, readFileSync, readdirSync, statSync } from 'node:fs'
import path from 'node:path'
import { pipeline } from 'node:stream/promises'
import { HeadBucketCommand, HeadObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3'
import { CliError, ROOT, runCli } from './backup-lib.mjs'
import { s3Client, s3FromEnv } from './lib/s3-env.mjs'

const PARALLEL = 4

/** 1234567 → "1,2 MB" (1 MB = 1,000,000 bytes, Indonesian decimal comma). */
function bytes(n) {
  const units = ['B', 'KB', 'MB', 'GB', 'TB']
  let v = n
  let u = 0
  while (v >= 1000 && u < units.length - 1) {
    v /= 1000
    u++
  }
  return `${u === 0 ? v : v.toFixed(1).replace('.', ',')} ${units[u]}`
}

/** Every stored file under `root` (the `.attrs` notes left out), sorted by key. */
function storedFiles(root) {
  const out = []
  const walk = (dir) => {
    for (const e of readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, e.name)
      if (e.isDirectory()) walk(file)
      else if (e.isFile() && !e.name.endsWith('.attrs')) {
        let size
        try {
          size = statSync(file).size
        } catch {
          continue // deleted meanwhile (the server may be running)
        }
        out.push({ file, size, key: path.relative(root, file).split(path.sep).join('/') })
      }
    }
  }
  walk(root)
  return out.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))
}

/** Content type and metadata PocketBase noted for a file on disk (gocloud's fileblob `.attrs`). */
function attributesOf(file) {
  let a = {}
  try {
    a = JSON.parse(readFileSync(`${file}.attrs`, 'utf8'))
  } catch {
    // no notes: a plain binary object
  }
  const meta =
    a['user.metadata'] && typeof a['user.metadata'] === 'object' ? a['user.metadata'] : {}
  const metadata = {}
  // PocketBase's S3 writer escapes metadata values the same way (non-ASCII is not allowed in headers)
  for (const [k, v] of Object.entries(meta))
    metadata[k.toLowerCase()] = encodeURIComponent(String(v))
  const opt = (name) => a[`user.${name}`] || undefined
  return {
    ContentType: opt('content_type') || 'application/octet-stream',
    CacheControl: opt('cache_control'),
    ContentDisposition: opt('content_disposition'),
    ContentEncoding: opt('content_encoding'),
    ContentLanguage: opt('content_language'),
    Metadata: metadata,
  }
}

/**
 * The body of a PUT and its MD5 (the bucket checks it). Files up to 16 MB are read into memory, so
 * the SDK may retry a failed request; a larger one is streamed (a failure then waits for the next run).
 */
async function bodyOf(f) {
  if (f.size <= 16 * 1000 * 1000) {
    const bytes = readFileSync(f.file)
    return { Body: bytes, ContentMD5: createHash('md5').update(bytes).digest('base64') }
  }
  const hash = createHash('md5')
  await pipeline(createReadStream(f.file), hash)
  return { Body: createReadStream(f.file), ContentMD5: hash.digest('base64') }
}

/** The size of the object in the bucket, or -1 when there is none. */
async function objectSize(client, bucket, key) {
  try {
    const head = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: key }))
    return Number(head.ContentLength ?? -1)
  } catch (err) {
    if (err?.name === 'NotFound' || err?.$metadata?.httpStatusCode === 404) return -1
    throw err
  }
}

/** What the answers of a HEAD (no body, so no S3 error message) mean. */
const STATUS_HINTS = {
  301: 'bucket ada di region lain: periksa S3_REGION dan S3_ENDPOINT',
  400: 'permintaan ditolak: periksa S3_REGION dan S3_FORCE_PATH_STYLE',
  403: 'akses ditolak: periksa S3_ACCESS_KEY, S3_SECRET dan izin kuncinya',
  404: 'bucket tidak ada',
}

function reason(err) {
  const status = err?.$metadata?.httpStatusCode
  const message = err?.message && err.message !== 'UnknownError' ? err.message : ''
  return [status, message || STATUS_HINTS[status] || err?.name || String(err)]
    .filter(Boolean)
    .join(': ')
}

async function main() {
  const s3 = s3FromEnv()
  if (!s3)
    throw new CliError(
      'S3_ENDPOINT dan S3_BUCKET belum diatur: isi variabel S3_* bucket tujuan (lihat README, "Files in a bucket").',
    )
  const dataDir = path.resolve(process.env.PB_DATA || path.join(ROOT, 'pb_data'))
  if (!existsSync(path.join(dataDir, 'data.db')))
    throw new CliError(`${dataDir} bukan folder data PocketBase (data.db tidak ada); atur PB_DATA.`)
  const root = path.join(dataDir, 'storage')
  const files = existsSync(root) ? storedFiles(root) : []
  const totalBytes = files.reduce((a, f) => a + f.size, 0)
  console.log(
    `Menyalin ${files.length} file (${bytes(totalBytes)}) dari ${root} ke bucket "${s3.bucket}" (${s3.endpoint}).`,
  )
  const client = s3Client(s3)
  try {
    await client.send(new HeadBucketCommand({ Bucket: s3.bucket }))
  } catch (err) {
    throw new CliError(
      `Bucket "${s3.bucket}" tidak dapat dibuka di ${s3.endpoint} (${reason(err)}).`,
    )
  }

  const count = { copied: 0, skipped: 0, failed: 0, copiedBytes: 0 }
  let done = 0
  let doneBytes = 0
  const line = (f, what) => {
    done += 1
    doneBytes += f.size
    console.log(
      `[${done}/${files.length}] ${bytes(doneBytes)} dari ${bytes(totalBytes)}  ${what}: ${f.key} (${bytes(f.size)})`,
    )
  }
  const copyOne = async (f) => {
    try {
      if ((await objectSize(client, s3.bucket, f.key)) === f.size) {
        count.skipped += 1
        return line(f, 'dilewati, sudah ada')
      }
      await client.send(
        new PutObjectCommand({
          Bucket: s3.bucket,
          Key: f.key,
          ContentLength: f.size,
          ...(await bodyOf(f)),
          ...attributesOf(f.file),
        }),
      )
      count.copied += 1
      count.copiedBytes += f.size
      line(f, 'disalin')
    } catch (err) {
      count.failed += 1
      line(f, `GAGAL (${reason(err)})`)
    }
  }
  let next = 0
  const worker = async () => {
    while (next < files.length) await copyOne(files[next++])
  }
  await Promise.all(Array.from({ length: PARALLEL }, worker))
  client.destroy()

  console.log(
    `Selesai: ${count.copied} disalin (${bytes(count.copiedBytes)}), ${count.skipped} dilewati ` +
      `(sudah ada di bucket dengan ukuran yang sama), ${count.failed} gagal.`,
  )
  if (count.failed)
    throw new CliError(`${count.failed} file belum tersalin; jalankan perintah ini lagi.`)
  if (files.length)
    console.log(
      'Jalankan server dengan S3_* yang sama, lalu jalankan perintah ini sekali lagi untuk file yang diunggah sementara itu.',
    )
}

runCli(main)
