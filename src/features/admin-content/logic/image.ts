/** Image checks of the package and class forms: images only, at most 5 MB. */

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024

export type ImageKind = 'package' | 'class'

const MESSAGES: Record<ImageKind, { type: string; size: string }> = {
  package: { type: 'File harus berupa gambar', size: 'Ukuran file maksimal 5MB' },
  class: { type: 'File harus berupa gambar.', size: 'Ukuran file terlalu besar. Maksimal 5MB.' },
}

/** Types the server's file fields accept (pb_migrations: jpeg, png, webp, gif). */
export const ACCEPTED_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif']

/**
 * The form's message when a chosen file may not be used, else null
 * (docs/architecture.md, "Product texts and screens").
 */
export function imageProblem(file: { type: string; size: number }, kind: ImageKind): string | null {
  if (!file.type.startsWith('image/')) return MESSAGES[kind].type
  if (file.size > MAX_IMAGE_BYTES) return MESSAGES[kind].size
  if (!ACCEPTED_IMAGE_TYPES.includes(file.type))
    return `${MESSAGES[kind].type.replace(/\.$/, '')} (JPG, PNG, WebP atau GIF).`
  return null
}
