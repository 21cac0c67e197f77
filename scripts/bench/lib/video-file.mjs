// The video of the video benchmark (scripts/bench/video.mjs), made at bench time in a temp dir.
// With ffmpeg: 10 s of a 1280×720 test pattern at 30 fps, H.264 Main ~2 Mb/s + AAC-LC 96 kb/s (a lesson
// at the bitrate docs/offline-video guidance recommends, ~15 MB/min), looped with `-stream_loop` and
// copied (no re-encode) to about the target size, faststart. Without ffmpeg: the committed fixture
// (tests/fixtures/video/lesson-faststart.mp4) with its `mdat` box padded with zeros to the target size:
// still a valid MP4 (ftyp, moov with the fixture's 12 s of samples, then a larger mdat), so the server's
// hook (pb_hooks/lib/content/videos.js: moov, H.264 + AAC) accepts it; it plays 12 s, the rest is never read by
// a player, which is enough for the transfer figures but not for a real time-to-first-frame.
import { spawnSync } from 'node:child_process'
import { readFileSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { ROOT } from '../../../pocketbase/launcher.mjs'

export const FIXTURE = path.join(ROOT, 'tests/fixtures/video/lesson-faststart.mp4')
const SEGMENT_SECONDS = 10

/** ffmpeg on the PATH (BENCH_VIDEO_NO_FFMPEG=1 pretends it is not, to try the fallback). */
function hasFfmpeg() {
  if (process.env.BENCH_VIDEO_NO_FFMPEG === '1') return false
  return spawnSync('ffmpeg', ['-version'], { stdio: 'ignore' }).status === 0
}

/** Duration in seconds (ffprobe), or null. */
function probeDuration(file) {
  const r = spawnSync(
    'ffprobe',
    ['-v', 'error', '-show_entries', 'format=duration', '-of', 'default=nw=1:nk=1', file],
    {
      encoding: 'utf8',
    },
  )
  const s = Number(String(r.stdout).trim())
  return r.status === 0 && s > 0 ? s : null
}

function ffmpeg(args) {
  const r = spawnSync('ffmpeg', ['-y', '-v', 'error', ...args], { encoding: 'utf8' })
  if (r.status !== 0) throw new Error(`ffmpeg ${args.join(' ')}: ${r.stderr}`)
}

/** Top-level MP4 boxes: [{type, start, size}] (32-bit and 64-bit sizes). */
function topBoxes(buf) {
  const out = []
  let pos = 0
  while (pos + 8 <= buf.length) {
    let size = buf.readUInt32BE(pos)
    const type = buf.toString('latin1', pos + 4, pos + 8)
    if (size === 1) size = Number(buf.readBigUInt64BE(pos + 8))
    else if (size === 0) size = buf.length - pos
    out.push({ type, start: pos, size })
    pos += size
  }
  return out
}

/** The fixture with its trailing mdat grown to `targetBytes` (zeros after the real samples). */
function paddedFixture(out, targetBytes) {
  const buf = readFileSync(FIXTURE)
  const boxes = topBoxes(buf)
  const mdat = boxes[boxes.length - 1]
  if (mdat?.type !== 'mdat' || buf.readUInt32BE(mdat.start) === 1)
    throw new Error('fixture: expected a faststart MP4 ending with a 32-bit mdat')
  const grow = Math.max(0, targetBytes - buf.length)
  const size = mdat.size + grow
  if (size >= 2 ** 32) throw new Error('padded mdat too large for a 32-bit box')
  const head = Buffer.from(buf.subarray(0, mdat.start + 8))
  head.writeUInt32BE(size, mdat.start)
  writeFileSync(out, Buffer.concat([head, buf.subarray(mdat.start + 8), Buffer.alloc(grow)]))
}

/**
 * Makes the benchmark's MP4 in `dir`: {file, bytes, seconds, how}. `targetBytes` is approximate with
 * ffmpeg (whole loops of the segment), exact without.
 */
export function makeBenchVideo(dir, targetBytes) {
  const file = path.join(dir, 'bench-lesson.mp4')
  if (hasFfmpeg()) {
    const segment = path.join(dir, 'segment.mp4')
    ffmpeg([
      '-f',
      'lavfi',
      '-i',
      `testsrc2=size=1280x720:rate=30:duration=${SEGMENT_SECONDS}`,
      '-f',
      'lavfi',
      '-i',
      `sine=frequency=440:duration=${SEGMENT_SECONDS}:sample_rate=44100`,
      '-map',
      '0:v',
      '-map',
      '1:a',
      '-c:v',
      'libx264',
      '-preset',
      'veryfast',
      '-profile:v',
      'main',
      '-pix_fmt',
      'yuv420p',
      '-b:v',
      '2M',
      '-maxrate',
      '2.5M',
      '-bufsize',
      '4M',
      '-g',
      '60',
      '-c:a',
      'aac',
      '-b:a',
      '96k',
      '-map_metadata',
      '-1',
      '-movflags',
      '+faststart',
      segment,
    ])
    const loops = Math.max(1, Math.round(targetBytes / statSync(segment).size))
    ffmpeg([
      '-stream_loop',
      String(loops - 1),
      '-i',
      segment,
      '-c',
      'copy',
      '-map_metadata',
      '-1',
      '-movflags',
      '+faststart',
      file,
    ])
    return {
      file,
      bytes: statSync(file).size,
      seconds: probeDuration(file) ?? loops * SEGMENT_SECONDS,
      how: `ffmpeg: ${SEGMENT_SECONDS} s of 1280×720 30 fps H.264 Main ~2 Mb/s + AAC-LC 96 kb/s, looped ${loops}× with \`-stream_loop\` (stream copy), faststart`,
    }
  }
  paddedFixture(file, targetBytes)
  return {
    file,
    bytes: statSync(file).size,
    seconds: 12,
    how: 'no ffmpeg: tests/fixtures/video/lesson-faststart.mp4 (12 s, 320×180) with its mdat padded with zeros to the size; plays only 12 s',
  }
}
