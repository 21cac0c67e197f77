// A tiny SMTP server on a free loopback port that records every message (no TLS, no AUTH).
// Start PocketBase with SMTP_HOST=127.0.0.1 and SMTP_PORT=<sink.port> to read its e-mails in tests.
import net from 'node:net'

export interface SinkMessage {
  from: string
  to: string[]
  /** The raw message as received (headers + body, dot-unstuffed). */
  raw: string
  subject: string
  /** Decoded text of the text/plain and text/html parts (or the whole body when not MIME). */
  text: string
  html: string
}

export interface SmtpSink {
  port: number
  host: string
  messages: SinkMessage[]
  /** Resolves with the first message (already received or arriving) that matches. */
  waitFor(match: (m: SinkMessage) => boolean, timeoutMs?: number): Promise<SinkMessage>
  stop(): Promise<void>
}

function decodeQuotedPrintable(s: string): string {
  const bytes: number[] = []
  const src = s.replace(/=\r?\n/g, '')
  for (let i = 0; i < src.length; i++) {
    const ch = src[i]
    if (ch === '=' && /^[0-9A-Fa-f]{2}$/.test(src.slice(i + 1, i + 3))) {
      bytes.push(parseInt(src.slice(i + 1, i + 3), 16))
      i += 2
    } else {
      bytes.push(...Buffer.from(ch, 'utf8'))
    }
  }
  return Buffer.from(bytes).toString('utf8')
}

function decodeBody(body: string, encoding: string): string {
  const enc = encoding.trim().toLowerCase()
  if (enc === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
  if (enc === 'quoted-printable') return decodeQuotedPrintable(body)
  return body
}

/** RFC 2047 encoded words (=?UTF-8?Q?...?= / =?UTF-8?B?...?=). */
function decodeHeaderValue(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(
      /=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g,
      (_m, _charset: string, kind: string, data: string) =>
        kind.toUpperCase() === 'B'
          ? Buffer.from(data, 'base64').toString('utf8')
          : decodeQuotedPrintable(data.replace(/_/g, ' ')),
    )
}

function splitHeaders(part: string): { headers: Record<string, string>; body: string } {
  const idx = part.search(/\r?\n\r?\n/)
  const head = idx >= 0 ? part.slice(0, idx) : part
  const body = idx >= 0 ? part.slice(idx).replace(/^\r?\n\r?\n/, '') : ''
  const headers: Record<string, string> = {}
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':')
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim()
  }
  return { headers, body }
}

function collectParts(part: string, out: { text: string[]; html: string[] }) {
  const { headers, body } = splitHeaders(part)
  const type = headers['content-type'] ?? 'text/plain'
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1]
  if (/^multipart\//i.test(type) && boundary) {
    const pieces = body.split(`--${boundary}`)
    for (const piece of pieces.slice(1)) {
      if (piece.startsWith('--')) break
      collectParts(piece.replace(/^\r?\n/, ''), out)
    }
    return
  }
  const decoded = decodeBody(body, headers['content-transfer-encoding'] ?? '')
  if (/text\/html/i.test(type)) out.html.push(decoded)
  else out.text.push(decoded)
}

export function parseMessage(raw: string, from: string, to: string[]): SinkMessage {
  const { headers } = splitHeaders(raw)
  const parts = { text: [] as string[], html: [] as string[] }
  collectParts(raw, parts)
  return {
    from,
    to,
    raw,
    subject: decodeHeaderValue(headers['subject'] ?? ''),
    text: parts.text.join('\n'),
    html: parts.html.join('\n'),
  }
}

export async function startSmtpSink(): Promise<SmtpSink> {
  const messages: SinkMessage[] = []
  const waiters: { match: (m: SinkMessage) => boolean; resolve: (m: SinkMessage) => void }[] = []
  const sockets = new Set<net.Socket>()

  const server = net.createServer((socket) => {
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
    socket.on('error', () => socket.destroy())
    socket.setEncoding('utf8')
    let buffer = ''
    let inData = false
    let data: string[] = []
    let from = ''
    let to: string[] = []
    const reply = (line: string) => socket.write(`${line}\r\n`)
    reply('220 smtp-sink ESMTP ready')

    const finishMessage = () => {
      const msg = parseMessage(data.join('\r\n'), from, to)
      messages.push(msg)
      for (const w of [...waiters]) {
        if (w.match(msg)) {
          waiters.splice(waiters.indexOf(w), 1)
          w.resolve(msg)
        }
      }
      data = []
      from = ''
      to = []
    }

    socket.on('data', (chunk: string) => {
      buffer += chunk
      let nl: number
      while ((nl = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, nl)
        buffer = buffer.slice(nl + 2)
        if (inData) {
          if (line === '.') {
            inData = false
            finishMessage()
            reply('250 OK: queued')
          } else {
            data.push(line.startsWith('..') ? line.slice(1) : line)
          }
          continue
        }
        const verb = line.slice(0, 4).toUpperCase()
        if (verb === 'EHLO') {
          socket.write('250-smtp-sink\r\n250-8BITMIME\r\n250 SMTPUTF8\r\n')
        } else if (verb === 'HELO') reply('250 smtp-sink')
        else if (verb === 'MAIL') {
          from = /<([^>]*)>/.exec(line)?.[1] ?? ''
          reply('250 OK')
        } else if (verb === 'RCPT') {
          to.push(/<([^>]*)>/.exec(line)?.[1] ?? '')
          reply('250 OK')
        } else if (verb === 'DATA') {
          inData = true
          reply('354 End data with <CR><LF>.<CR><LF>')
        } else if (verb === 'RSET') {
          data = []
          from = ''
          to = []
          reply('250 OK')
        } else if (verb === 'NOOP') reply('250 OK')
        else if (verb === 'QUIT') {
          reply('221 Bye')
          socket.end()
        } else reply('502 Command not implemented')
      }
    })
  })

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => resolve())
  })
  const address = server.address() as net.AddressInfo

  return {
    host: '127.0.0.1',
    port: address.port,
    messages,
    waitFor(match, timeoutMs = 10_000) {
      const found = messages.find(match)
      if (found) return Promise.resolve(found)
      return new Promise((resolve, reject) => {
        const waiter = {
          match,
          resolve: (m: SinkMessage) => {
            clearTimeout(timer)
            resolve(m)
          },
        }
        const timer = setTimeout(() => {
          waiters.splice(waiters.indexOf(waiter), 1)
          reject(
            new Error(`No matching e-mail within ${timeoutMs} ms (received ${messages.length})`),
          )
        }, timeoutMs)
        waiters.push(waiter)
      })
    },
    stop() {
      for (const s of sockets) s.destroy()
      return new Promise((resolve) => server.close(() => resolve()))
    },
  }
}
