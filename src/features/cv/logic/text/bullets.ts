/**
 * Bullet marks at the start of a CV line: symbols ('•', '●', '▪', '➢', '✓', the Symbol font's
 * private-use bullet…) with or without a space after them; '-', '–', '—' and '*' followed by a space;
 * a list number ('1.', '2)', '10.'). Not a bullet: a decimal ('3,65', '1.1'), a year range
 * ('2019 - 2023') or an initial ('A. Rahman').
 */
const SYMBOLS =
  '•◦▪▫■□●○◆◇►▸▹▶➢➣➤➔→✓✔✗❖⁃∙·\u2023\u2043\u25aa\u25cf\uf0b7\uf0a7\uf076\uf0d8\uf0fc\uf0a8\uf06e\uf0e0'

const MARK = new RegExp(
  `^\\s*(?:[${SYMBOLS}]\\s*|[-–—*]\\s+|\\d{1,2}[.)](?![\\d.,])\\s+|\\(\\d{1,2}\\)\\s+)`,
  'u',
)

/** The bullet mark with its spacing at the start of `text`, or '' when the line has none. */
export function bulletMark(text: string): string {
  const match = MARK.exec(text)
  // A mark alone (nothing after it) is not a bullet line.
  if (!match || match[0].length >= text.trimEnd().length) return ''
  return match[0]
}

export function startsWithBullet(text: string): boolean {
  return bulletMark(text) !== ''
}

/** The line without its bullet mark. */
export function stripBullet(text: string): string {
  const mark = bulletMark(text)
  return (mark ? text.slice(mark.length) : text).trim()
}
