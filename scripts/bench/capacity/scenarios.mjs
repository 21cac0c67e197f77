// The capacity benchmark's rows: what one client of each row sends per iteration, as a student's
// device sends it (headers from device-state.mjs serverReads().auth).
import {
  addressOf,
  afterFilter,
  APP,
  emptyPage,
  nothingChanged,
  pullUrl,
  reloadCalls,
} from './app-requests.mjs'
import { STORY_MESSAGES, STUDENT_PASSWORD } from './settings.mjs'

/**
 * The rows: [{key, name, request(st, iteration) → [{url, init, check?}], whole?, levels?}].
 * `pullSoal`: the first-sync page's URL.
 */
export function scenarios(auth, pullSoal) {
  const gz = (st) => ({ headers: { ...auth(st), 'accept-encoding': 'gzip' } })
  const json = (st) => ({ ...auth(st), 'content-type': 'application/json' })
  const probeBody = (st) => JSON.stringify({ checkpoints: st.checkpoints })
  return [
    {
      key: 'pull-first',
      name: 'sync pull, first-sync page (GET soal, 500 of 750 rows)',
      request: (st) => [{ url: pullSoal, init: gz(st) }],
    },
    {
      key: 'pull-resync',
      name: 'sync pull, resync page (GET soal, nothing new)',
      request: (st) => [
        {
          url: pullUrl(
            'soal',
            afterFilter(st.checkpoints.soal.u, st.checkpoints.soal.id),
            APP.soalFields,
          ),
          init: gz(st),
          check: emptyPage,
        },
      ],
    },
    {
      key: 'reload',
      name: 'page-load pulls: the 18 GETs of a synced device in turn (9 collections + tombstones, nothing new)',
      request: (st, it) => {
        st.reload ??= reloadCalls(st, st.token)
        return [st.reload[it % st.reload.length]]
      },
    },
    {
      key: 'probe',
      name: 'POST /api/sync/changes (the resync probe, 9 checkpoints, nothing new)',
      request: (st) => [
        {
          url: '/api/sync/changes',
          init: { method: 'POST', headers: json(st), body: probeBody(st) },
          check: nothingChanged,
        },
      ],
    },
    {
      key: 'refresh',
      name: 'POST /api/collections/users/auth-refresh (a stored session)',
      request: (st) => [
        {
          url: '/api/collections/users/auth-refresh',
          init: { method: 'POST', headers: auth(st) },
        },
      ],
    },
    {
      key: 'signin',
      name: 'POST /api/collections/users/auth-with-password (password sign-in; from start to last answer)',
      whole: true,
      // 200 clients would be a smaller storm (below) and take minutes of bcrypt.
      levels: [50],
      request: (st) => [
        {
          url: '/api/collections/users/auth-with-password',
          init: {
            method: 'POST',
            headers: {
              'content-type': 'application/json',
              'x-forwarded-for': addressOf(st.index),
            },
            body: JSON.stringify({ identity: st.email, password: STUDENT_PASSWORD }),
          },
        },
      ],
    },
    {
      key: 'push',
      name: 'POST /api/sync/push (one lesson completed: a new progress row)',
      request: (st, it) => [
        {
          url: '/api/sync/push',
          init: {
            method: 'POST',
            headers: json(st),
            body: JSON.stringify({
              collection: 'progress',
              rows: [
                {
                  assumedMasterState: null,
                  newDocumentState: {
                    materi_id: st.materi[it % st.materi.length],
                    status: 'complete',
                    skor: 0,
                    answers: {},
                    completed_at: new Date().toISOString(),
                    _deleted: false,
                  },
                },
              ],
            }),
          },
        },
      ],
    },
    {
      key: 'chat',
      name: 'POST /api/chat/story (built-in assistant, one credit)',
      request: (st, it) => [
        {
          url: '/api/chat/story',
          init: {
            method: 'POST',
            headers: json(st),
            body: JSON.stringify({
              message: STORY_MESSAGES[it % STORY_MESSAGES.length],
              sessionId: `bench-${st.id}`,
            }),
          },
        },
      ],
    },
  ]
}
