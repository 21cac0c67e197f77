// Hostile values and bodies shared by the example table (tests/integration/security/hostile-input.test.ts)
// and the property run (tests/integration/security/hostile-property.test.ts).

/** 1 MB + 1 of text (a "huge string"). */
export const HUGE_STRING = 'x'.repeat(1024 * 1024 + 1)

/** HTML / script payloads: stored and returned verbatim, never interpreted. */
export const HTML_PAYLOADS = [
  '<script>alert("xss")</script>',
  '<img src=x onerror="alert(1)">',
  '"><svg/onload=alert(1)>',
  "javascript:alert('x')",
  '<iframe src="https://evil.example"></iframe>',
]

/** Text that breaks naive parsers, SQL, templates and paths. */
export const TRICKY_STRINGS = [
  '',
  ' ',
  '\t\n\r',
  'null',
  'undefined',
  '__proto__',
  'constructor',
  "' OR 1=1 --",
  '"; DROP TABLE users; --',
  '{{7*7}}',
  '${7*7}',
  '%s%s%s%n',
  '../../etc/passwd',
  '..%2f..%2fetc%2fpasswd',
  '%2e%2e%2f%2e%2e%2f',
  '..\\..\\windows\\win.ini',
  '/etc/passwd\u0000.pdf',
  'a\u0000b',
  '\u202Egnp.exe',
  'مرحبا بالعالم',
  '😀🎓📚'.repeat(20),
  '\uD800',
  '\uFFFF\uFFFE',
  'Z̸̢̛͎a̶l̷g̸o̵',
  'admin@test.local',
  'nobody@example.com',
  ...HTML_PAYLOADS,
]

/** Ids with path tricks (used in URLs and in bodies). */
export const PATH_TRICK_IDS = [
  '../',
  '..%2f',
  '%2e%2e',
  '%2e%2e%2f%2e%2e%2fapi%2fadmins',
  '..%252f..%252f',
  'abc/../../admins',
  '%00',
  'x'.repeat(300),
  '*',
  // a raw '%' not followed by two hex digits is refused by Go's HTTP server itself (400, text/plain)
  // before any handler runs: the encoded percent sign is what reaches the app
  '%25',
  "1' OR '1'='1",
  '😀',
]

/** Values of the wrong type for any field. */
export const WRONG_TYPE_VALUES: unknown[] = [
  null,
  0,
  -1,
  1.5,
  1e308,
  -1e308,
  true,
  false,
  [],
  [1, 2, 3],
  {},
  { $ne: null },
  { __proto__: { admin: true } },
  ['<script>alert(1)</script>'],
  { nested: { deeper: { deepest: 'x' } } },
]

/** A deeply nested array (stresses recursive decoders). */
export function deepNesting(depth: number): unknown {
  let v: unknown = 'bottom'
  for (let i = 0; i < depth; i++) v = [v]
  return v
}

/** Raw bodies that are not a JSON object, sent with Content-Type: application/json. */
export const RAW_JSON_BODIES: { name: string; body: string | Uint8Array }[] = [
  { name: 'empty body', body: '' },
  { name: 'null', body: 'null' },
  { name: 'array instead of object', body: '[]' },
  { name: 'array of objects', body: '[{"a":1}]' },
  { name: 'number', body: '42' },
  { name: 'string', body: '"halo"' },
  { name: 'true', body: 'true' },
  { name: 'invalid JSON', body: '{"message": "halo",' },
  { name: 'invalid JSON (unquoted)', body: '{message: halo}' },
  {
    name: 'invalid UTF-8',
    body: new Uint8Array([0x7b, 0x22, 0x6d, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0xc3, 0x28, 0x22, 0x7d]),
  },
  { name: 'NUL bytes', body: new Uint8Array([0x7b, 0x00, 0x00, 0x7d]) },
  { name: 'byte order mark', body: '\uFEFF{"message":"halo"}' },
]
