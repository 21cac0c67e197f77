// Part of the sync benchmark: the bytes on the wire of every pull page, as sent with gzip and
// uncompressed (node's http client, raw bodies).
import { URLSearchParams } from 'node:url'
import { okJson } from '../lib/admin-api.mjs'
import { httpRequest } from '../lib/http-client.mjs'
import { STUDENT } from './seed.mjs'

const SYNCED = [
  'paket_pembelajaran',
  'kelas',
  'materi',
  'soal',
  'video_links',
  'paket_content',
  'subscribers',
  'progress',
  'reviews',
]

/** Sum of the response sizes of all pull pages, as sent (gzip) and uncompressed. */
export async function wireBytes(url) {
  const auth = await okJson(
    await fetch(`${url}/api/collections/users/auth-with-password`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ identity: STUDENT.email, password: STUDENT.password }),
    }),
    'student sign-in',
  )
  const get = (p, encoding) =>
    httpRequest(url + p, { headers: { Authorization: auth.token, 'Accept-Encoding': encoding } })
  const total = { gzip: 0, identity: 0 }
  for (const name of SYNCED) {
    let u = ''
    let id = ''
    for (;;) {
      const params = new URLSearchParams({
        page: '1',
        perPage: '500',
        sort: 'updated,id',
        skipTotal: '1',
      })
      if (u) params.set('filter', `(updated > "${u}" || (updated = "${u}" && id > "${id}"))`)
      const p = `/api/collections/${name}/records?${params}`
      const zipped = await get(p, 'gzip')
      const plain = await get(p, 'identity')
      total.gzip += zipped.bytes
      total.identity += plain.bytes
      const body = JSON.parse(plain.body.toString('utf8'))
      if (body.items.length < 500) break
      const last = body.items[body.items.length - 1]
      u = last.updated
      id = last.id
    }
  }
  return total
}
