/** Small text helpers shared by the checks. */

/** Lower case without diacritics, for matching ('Pendidikan' → 'pendidikan', 'Résumé' → 'resume'). */
export function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()
}

/** Letters only, single spaces ('Organisasi & Kepanitiaan:' → 'organisasi dan kepanitiaan'). */
export function headingKey(text: string): string {
  return fold(text)
    .replace(/&/g, ' dan ')
    .replace(/[^\p{L}\s]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
}

/** At least three letters and none in lower case ('PENGALAMAN KERJA'). */
export function isAllCaps(text: string): boolean {
  const letters = text.replace(/[^\p{L}]/gu, '')
  return (
    letters.length >= 3 && letters === letters.toUpperCase() && letters !== letters.toLowerCase()
  )
}

export function wordCount(text: string): number {
  return text.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length
}

/** First letter upper case. */
export function capitalize(text: string): string {
  return text ? text[0].toUpperCase() + text.slice(1) : text
}
