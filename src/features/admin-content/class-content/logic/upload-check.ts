/**
 * The browser-side check of a lesson video before it is uploaded: what
 * plays everywhere is MP4 with H.264 video and AAC audio, the index (moov) first for a fast start,
 * at most 1 GB, and small enough to arrive within the server's 10 minutes per request. Pure.
 */
import type { Mp4Info, Mp4Track } from './mp4-inspect'
import { formatSize } from './upload-progress'

/** The server's limit of the `video` field. */
export const MAX_VIDEO_BYTES = 1024 ** 3
/** PocketBase 0.22 reads a whole request within 10 minutes (http.Server ReadTimeout). */
export const SERVER_READ_SECONDS = 600
/** Above this an upload needs more than about 7 Mbit/s to finish within the server's 10 minutes. */
export const LARGE_VIDEO_BYTES = 500 * 1024 ** 2

export const FIX_COMMAND =
  'ffmpeg -i input.mp4 -c:v libx264 -c:a aac -movflags +faststart output.mp4'
export const FASTSTART_COMMAND = 'ffmpeg -i in.mp4 -c copy -movflags +faststart out.mp4'

export type UploadIssueCode =
  | 'empty'
  | 'too-large'
  | 'mov-name'
  | 'not-mp4'
  | 'quicktime'
  | 'no-index'
  | 'no-video'
  | 'hevc'
  | 'video-codec'
  | 'h264-profile'
  | 'audio-codec'
  | 'browser-cannot-play'
  | 'index-at-end'
  | 'slow-upload'
  | 'no-audio'

export interface UploadIssue {
  code: UploadIssueCode
  text: string
}

export interface UploadCheck {
  /** Any error disables the upload. */
  errors: UploadIssue[]
  /** Warnings allow it. */
  warnings: UploadIssue[]
  /** Seconds from the file's index, null when unknown. */
  duration: number | null
  /** The type given to canPlayType ('video/mp4; codecs="avc1.4D401E, mp4a.40.2"'), if any. */
  playType: string | null
  /** One line for a file that passed: 'MP4 · H.264 + AAC · 1280×720 · faststart'. */
  summary: string
}

/** `canPlayType` of a <video> element ('' | 'maybe' | 'probably'), where the browser has one. */
export type CanPlay = (type: string) => string

const one = new Intl.NumberFormat('id-ID', { maximumFractionDigits: 1 })

/** Mbit/s needed to send `bytes` within the server's read window. */
export function requiredMbps(bytes: number): number {
  return (bytes * 8) / SERVER_READ_SECONDS / 1e6
}

/** H.264 profiles every browser decodes: Constrained Baseline/Baseline, Main, Extended, High. */
const PLAYABLE_AVC_PROFILES = new Set([66, 77, 88, 100])
const AVC_PROFILE_NAMES: Record<number, string> = {
  110: 'High 10',
  122: 'High 4:2:2',
  244: 'High 4:4:4',
  44: 'CAVLC 4:4:4',
}

function codecName(format: string): string {
  const names: Record<string, string> = {
    hvc1: 'HEVC (H.265)',
    hev1: 'HEVC (H.265)',
    av01: 'AV1',
    vp08: 'VP8',
    vp09: 'VP9',
    mp4v: 'MPEG-4 Part 2',
    encv: 'terenkripsi',
    enca: 'terenkripsi',
    'ac-3': 'Dolby Digital (AC-3)',
    'ec-3': 'Dolby Digital Plus (E-AC-3)',
    Opus: 'Opus',
    alac: 'Apple Lossless (ALAC)',
    lpcm: 'PCM',
    sowt: 'PCM',
    twos: 'PCM',
    ipcm: 'PCM',
    '.mp3': 'MP3',
  }
  return names[format] ?? format.trim()
}

function videoIssues(video: Mp4Track | undefined): UploadIssue[] {
  if (!video)
    return [
      {
        code: 'no-video',
        text: 'Berkas ini tidak berisi gambar video (hanya suara atau data lain). Pilih berkas video MP4.',
      },
    ]
  if (video.format === 'hvc1' || video.format === 'hev1')
    return [
      {
        code: 'hevc',
        text:
          'Video ini memakai codec HEVC (H.265), misalnya rekaman iPhone dengan format "High Efficiency". ' +
          'HEVC tidak dapat diputar di banyak browser (misalnya Chrome dan Firefox di sebagian besar laptop dan ponsel Android), ' +
          'sedangkan video H.264 dengan audio AAC dapat diputar di semua browser. ' +
          'Ekspor ulang videonya sebagai "H.264" (di iPhone: Pengaturan > Kamera > Format > "Paling Kompatibel" / "Most Compatible"; ' +
          `di aplikasi penyunting pilih H.264), atau ubah dengan ffmpeg: ${FIX_COMMAND}`,
      },
    ]
  if (video.format !== 'avc1' && video.format !== 'avc3')
    return [
      {
        code: 'video-codec',
        text:
          `Video ini memakai codec ${codecName(video.format)}, yang tidak dapat diputar di semua browser. ` +
          `Gunakan H.264 dengan audio AAC, misalnya dengan ffmpeg: ${FIX_COMMAND}`,
      },
    ]
  if (video.avcProfile !== undefined && !PLAYABLE_AVC_PROFILES.has(video.avcProfile)) {
    const name = AVC_PROFILE_NAMES[video.avcProfile] ?? `profil ${video.avcProfile}`
    return [
      {
        code: 'h264-profile',
        text:
          `Video H.264 ini memakai profil ${name}, yang tidak dapat diputar di kebanyakan browser. ` +
          'Ekspor ulang dengan profil High atau Main dan warna 4:2:0 (8-bit), misalnya dengan ffmpeg: ' +
          'ffmpeg -i input.mp4 -c:v libx264 -pix_fmt yuv420p -c:a aac -movflags +faststart output.mp4',
      },
    ]
  }
  return []
}

function audioIssues(audio: Mp4Track | undefined): {
  errors: UploadIssue[]
  warnings: UploadIssue[]
} {
  if (!audio)
    return {
      errors: [],
      warnings: [
        {
          code: 'no-audio',
          text: 'Video ini tidak memiliki suara. Lanjutkan bila memang disengaja.',
        },
      ],
    }
  if (audio.format !== 'mp4a')
    return {
      errors: [
        {
          code: 'audio-codec',
          text:
            `Suara video ini memakai codec ${codecName(audio.format)}, bukan AAC, dan tidak dapat diputar di semua browser. ` +
            'Ubah suaranya menjadi AAC tanpa mengubah gambar, misalnya dengan ffmpeg: ' +
            'ffmpeg -i input.mp4 -c:v copy -c:a aac -b:a 128k -movflags +faststart output.mp4',
        },
      ],
      warnings: [],
    }
  return { errors: [], warnings: [] }
}

function sizeIssues(size: number): { errors: UploadIssue[]; warnings: UploadIssue[] } {
  if (size <= 0)
    return { errors: [{ code: 'empty', text: 'Berkas ini kosong (0 byte).' }], warnings: [] }
  if (size > MAX_VIDEO_BYTES)
    return {
      errors: [
        {
          code: 'too-large',
          text:
            `Ukuran video ${formatSize(size)} melebihi batas 1 GB. ` +
            'Perkecil videonya (misalnya 720p sekitar 1,5 Mbit/s, kira-kira 11 MB per menit) atau bagi menjadi beberapa video.',
        },
      ],
      warnings: [],
    }
  if (size > LARGE_VIDEO_BYTES)
    return {
      errors: [],
      warnings: [
        {
          code: 'slow-upload',
          text:
            `Berkas ini besar (${formatSize(size)}). Server menunggu satu unggahan paling lama 10 menit, ` +
            `jadi dibutuhkan kecepatan unggah minimal sekitar ${one.format(Math.ceil(requiredMbps(size) * 10) / 10)} Mbit/s. ` +
            'Unggah lewat kabel atau Wi-Fi yang cepat, atau perkecil videonya terlebih dahulu (misalnya 720p sekitar 1,5 Mbit/s).',
        },
      ],
    }
  return { errors: [], warnings: [] }
}

/** The type to ask canPlayType about: the file's own codec strings. */
function playTypeOf(video: Mp4Track | undefined, audio: Mp4Track | undefined): string | null {
  if (!video || !/^avc[13]\./.test(video.codec)) return null
  const codecs = [video.codec, audio && /^mp4a\.40\.\d+$/.test(audio.codec) ? audio.codec : null]
  return `video/mp4; codecs="${codecs.filter(Boolean).join(', ')}"`
}

/**
 * The verdict for a chosen file. `info` is null when the file could not be read at all.
 * `canPlay` confirms the codecs with the browser (a 'no' from it is a warning: the file may still
 * play elsewhere, and the structural check above is what decides).
 */
export function checkUpload(
  file: { name: string; size: number },
  info: Mp4Info | null,
  canPlay?: CanPlay | null,
): UploadCheck {
  const errors: UploadIssue[] = []
  const warnings: UploadIssue[] = []
  const size = sizeIssues(file.size)
  errors.push(...size.errors)
  const result = (playType: string | null = null, summary = ''): UploadCheck => ({
    errors,
    warnings: [...warnings, ...size.warnings],
    duration: info?.duration ?? null,
    playType,
    summary,
  })

  if (file.size <= 0) return result()
  if (/\.mov$/i.test(file.name) || info?.container === 'quicktime') {
    errors.push({
      code: info?.container === 'quicktime' ? 'quicktime' : 'mov-name',
      text:
        'Berkas ini video QuickTime (.mov), bukan MP4, dan tidak dapat diputar di semua browser. ' +
        `Ekspor ulang sebagai MP4 dengan H.264 + AAC, misalnya dengan ffmpeg: ${FIX_COMMAND.replace('input.mp4', 'input.mov')}`,
    })
    return result()
  }
  if (!info || info.container !== 'mp4') {
    errors.push({
      code: 'not-mp4',
      text:
        'Berkas ini bukan video MP4: isinya tidak diawali penanda MP4 (kotak "ftyp"). ' +
        'Mengganti nama berkas menjadi .mp4 tidak mengubah isinya; pilih video yang diekspor sebagai MP4 (H.264 + AAC).',
    })
    return result()
  }
  if (!info.hasMoov) {
    errors.push({
      code: 'no-index',
      text:
        'Berkas MP4 ini tidak lengkap atau rusak: indeks video ("moov") tidak ditemukan. ' +
        'Salin ulang berkasnya atau ekspor ulang videonya.',
    })
    return result()
  }
  const video = info.tracks.find((t) => t.kind === 'video')
  const audio = info.tracks.find((t) => t.kind === 'audio')
  errors.push(...videoIssues(video))
  const a = audioIssues(audio)
  errors.push(...a.errors)
  warnings.push(...a.warnings)

  const playType = playTypeOf(video, audio)
  if (errors.length === 0 && playType && canPlay && canPlay(playType) === '')
    warnings.push({
      code: 'browser-cannot-play',
      text:
        'Browser ini melaporkan tidak dapat memutar video ini. Video H.264 + AAC biasanya dapat diputar di semua browser; ' +
        'setelah diunggah, periksa pemutarannya di browser lain (misalnya Chrome atau Safari terbaru).',
    })
  if (info.moovBeforeMdat === false)
    warnings.push({
      code: 'index-at-end',
      text:
        'Indeks video ("moov") berada di akhir berkas. Video tetap dapat diputar, tetapi siswa menunggu lebih lama sebelum video mulai. ' +
        `Untuk memperbaikinya tanpa mengubah kualitas: ${FASTSTART_COMMAND} ` +
        '(atau pilih opsi "Optimize for web" / "Fast start" saat mengekspor).',
    })

  const parts = ['MP4', audio ? 'H.264 + AAC' : 'H.264, tanpa suara']
  if (video?.width && video.height) parts.push(`${video.width}×${video.height}`)
  if (info.moovBeforeMdat) parts.push('faststart')
  return result(playType, errors.length ? '' : parts.join(' · '))
}
