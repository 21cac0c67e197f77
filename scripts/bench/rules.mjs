// Rules benchmark: a student's content lists (and the superadmin's) at two sizes: 3,000 questions and
// 6,000 subscriptions (1x), and ten times that (10x: the growth the rules must carry, docs/access-rules.md "At scale"). `export default run()` → { title, markdown } for scripts/bench.mjs;
// `node scripts/bench/rules.mjs` prints the table. Starts and removes its own server.
import { adminSdk, createSignedInUser, sdkClient } from './lib/admin-api.mjs'
import { DAY, benchSeed, pbDate } from './lib/bench-seed.mjs'
import { withBenchServer } from './lib/bench-server.mjs'
import { runWhenMain } from './lib/cli.mjs'
import { LOAD_INFLATES, budgetSentence, loadAverageLine } from './lib/report.mjs'
import { measure } from './lib/route-timing.mjs'

const RUNS = 20
const TARGET_MS = 100

/** The two sizes: the benchmark's data and ten times it; student p95 budgets. */
const SIZES = [
  {
    scale: 1,
    soal: 3000,
    subscriptions: 6000,
    budgetMs: TARGET_MS,
    strict: true,
    deletePackage: true,
  },
  // 10x deletes one class, not a package: a package's cascade over 3,000 subscriptions took 265 s
  // (PocketBase clears each deleted subscription from users.subscription_ids with a scan of users).
  {
    scale: 10,
    soal: 30000,
    subscriptions: 60000,
    budgetMs: 50,
    strict: false,
    deletePackage: false,
  },
]

/** One size: its own server, seed and measurements. */
async function runSize(size) {
  return withBenchServer(
    `rules-${size.scale}x`,
    {
      PB_BENCH_SEED: '1',
    },
    async (server) => {
      const admin = await adminSdk(server.url)

      let t0 = performance.now()
      const seeded = await benchSeed(server.url, admin.authStore.token, {
        packages: 20,
        kelasPerPaket: 5,
        materiPerKelas: 10,
        soal: size.soal,
        subscriptions: size.subscriptions,
      })
      const seedMs = performance.now() - t0

      const mkUser = (email, role) =>
        createSignedInUser(admin, server.url, { email, role, full_name: email })
      const student = await mkUser('student@bench.local', 'subscriber')
      const superadmin = await mkUser('superadmin@bench.local', 'superadmin')
      const studentId = student.authStore.model.id
      const [p0, p1, p2] = seeded.paket
      const future = pbDate(Date.now() + 30 * DAY)
      const past = pbDate(Date.now() - DAY)
      await admin
        .collection('subscribers')
        .create({ user_id: studentId, paket_id: p0, status: 'active', durasi_akhir: future })
      await admin
        .collection('subscribers')
        .create({ user_id: studentId, paket_id: p1, status: 'active', durasi_akhir: past })
      // tombstones: delete a whole package (cascades to its classes, materi, questions, subscriptions)
      // or, at 10x, one class of it (its materi and questions)
      t0 = performance.now()
      if (size.deletePackage) await admin.collection('paket_pembelajaran').delete(p2)
      else await admin.collection('kelas').delete(seeded.kelas[2 * 5])
      const deleteMs = performance.now() - t0
      const tombTotal = (await admin.collection('tombstones').getList(1, 1)).totalItems
      const soalTotal = (await admin.collection('soal').getList(1, 1)).totalItems
      const subsTotal = (await admin.collection('subscribers').getList(1, 1)).totalItems

      const first = {
        sort: 'updated,id',
        skipTotal: true,
        filter: '(updated > "" || (updated = "" && id > ""))',
      }
      const mid = await admin
        .collection('soal')
        .getList(1, 1, { sort: 'updated,id', skipTotal: true, filter: 'paket_id = "' + p0 + '"' })
      const cp = mid.items[0]
      const keyset = {
        sort: 'updated,id',
        skipTotal: true,
        filter: `(updated > "${cp.updated}" || (updated = "${cp.updated}" && id > "${cp.id}"))`,
      }
      // The app's tombstone pull: one collection's tombstones past a checkpoint.
      const tombsOf = (coll) => ({ ...first, filter: `coll = "${coll}" && ${first.filter}` })
      const list = (pb, coll, opts) => () => pb.collection(coll).getList(1, 500, opts)
      const visitor = sdkClient(server.url)
      const soalPerPaket = Math.round(size.soal / 20)

      const cases = [
        [
          'student',
          'soal (sync pull, first page)',
          list(student, 'soal', first),
          Math.min(500, soalPerPaket),
        ],
        ['student', 'soal (sync pull, keyset page)', list(student, 'soal', keyset), null],
        ['student', 'materi (sync pull, first page)', list(student, 'materi', first), 50],
        ['student', 'video_links (sync pull)', list(student, 'video_links', first), 0],
        ['student', 'paket_content (sync pull)', list(student, 'paket_content', first), 0],
        ['student', 'tombstones (all)', list(student, 'tombstones', first), null],
        [
          'student',
          'tombstones of soal (sync pull)',
          list(student, 'tombstones', tombsOf('soal')),
          null,
        ],
        [
          'student',
          'tombstones of subscribers (sync pull)',
          list(student, 'tombstones', tombsOf('subscribers')),
          0,
        ],
        ['student', 'subscribers (own)', list(student, 'subscribers', first), 2],
        ['student', 'progress (own)', list(student, 'progress', first), 0],
        [
          'student',
          'reviews (own, sync pull)',
          list(student, 'reviews', {
            ...first,
            filter: `user_id = "${studentId}" && ${first.filter}`,
          }),
          0,
        ],
        ['student', 'kelas (active)', list(student, 'kelas', first), null],
        [
          'student',
          'sync probe (POST /api/sync/changes, 9 collections in sync)',
          async () => {
            const res = await student.send('/api/sync/changes', {
              method: 'POST',
              body: { checkpoints: probeCheckpoints },
            })
            return { items: res.changed }
          },
          0,
        ],
        [
          'student',
          'paket_pembelajaran (sync pull)',
          list(student, 'paket_pembelajaran', first),
          null,
        ],
        ['visitor', 'paket_pembelajaran', list(visitor, 'paket_pembelajaran', first), null],
        [
          'visitor',
          'reviews (landing, newest 9)',
          () => visitor.collection('reviews').getList(1, 9, { sort: '-created', skipTotal: true }),
          0,
        ],
        ['superadmin', 'soal (first 500)', list(superadmin, 'soal', first), 500],
        ['superadmin', 'materi (first 500)', list(superadmin, 'materi', first), 500],
        ['superadmin', 'subscribers (first 500)', list(superadmin, 'subscribers', first), 500],
        [
          'superadmin',
          'users (first 500)',
          list(superadmin, 'users', { sort: 'updated,id', skipTotal: true }),
          500,
        ],
        ['PocketBase admin', 'soal (first 500)', list(admin, 'soal', first), 500],
      ]
      // The checkpoints of a device in sync with everything (for the resync probe).
      const probeCheckpoints = {}
      for (const coll of [
        'paket_pembelajaran',
        'kelas',
        'paket_content',
        'materi',
        'soal',
        'video_links',
        'subscribers',
        'progress',
        'reviews',
      ]) {
        const own = coll === 'reviews' ? `user_id = "${studentId}"` : ''
        const last = await student
          .collection(coll)
          .getList(1, 1, { sort: '-updated,-id', skipTotal: true, filter: own })
        const tomb = await student.collection('tombstones').getList(1, 1, {
          sort: '-updated,-id',
          skipTotal: true,
          filter: `coll = "${coll}"`,
        })
        probeCheckpoints[coll] = {
          u: last.items[0]?.updated ?? '',
          id: last.items[0]?.id ?? '',
          tu: tomb.items[0]?.updated ?? '',
          tid: tomb.items[0]?.id ?? '',
        }
      }
      const results = []
      for (const [who, what, fn, expected] of cases) {
        const m = await measure(fn, (res) => res.items.length, RUNS)
        const r = { p50: m.p50, p95: m.p95, items: m.what }
        if (expected !== null && r.items !== expected) {
          throw new Error(
            `${size.scale}x ${who} ${what}: expected ${expected} rows, got ${r.items}`,
          )
        }
        results.push({ who, what, ...r })
      }
      const data = {
        packages: seeded.paket.length - (size.deletePackage ? 1 : 0),
        materi: seeded.materi,
        soal: soalTotal,
        subscriptions: subsTotal,
        users: seeded.users,
        tombstones: tombTotal,
        deleteMs,
        seedMs,
      }
      return { size, data, results }
    },
  )
}

export default async function run() {
  // BENCH_RULES_SCALES=10 runs one size only (investigation); `npm run bench` runs both.
  const wanted = (process.env.BENCH_RULES_SCALES || '').split(',').filter(Boolean).map(Number)
  const sizes = SIZES.filter((s) => !wanted.length || wanted.includes(s.scale))
  const runs = []
  for (const size of sizes) runs.push(await runSize(size))

  const fmt = (n) => n.toLocaleString('en-US')
  const dataLines = runs.map(
    ({ size, data }) =>
      `- ${size.scale}x: ${data.packages} packages, ${fmt(data.materi)} materi before the deletion, ${fmt(data.soal)} questions, ` +
      `${fmt(data.subscriptions)} subscriptions, ${fmt(data.users)} users, ${fmt(data.tombstones)} tombstones ` +
      `(one ${size.deletePackage ? 'package' : 'class'} deleted with its cascade in ${data.deleteMs.toFixed(0)} ms; seeding took ${(data.seedMs / 1000).toFixed(1)} s).`,
  )
  const head = runs.map(({ size }) => `${size.scale}x p50 ms | ${size.scale}x p95 ms`).join(' | ')
  const align = runs.map(() => '---:|---:').join('|')
  const rows = runs[0].results.map((r0, i) => {
    const cells = runs.map(({ results }) => {
      const r = results[i]
      return `${r.p50.toFixed(1)} | ${r.p95.toFixed(1)}`
    })
    const items = runs.map(({ results }) => results[i].items).join(' / ')
    return `| ${r0.who} | ${r0.what} | ${items} | ${cells.join(' | ')} |`
  })
  const budgets = runs.map(({ size, results }) => {
    const student = results.filter((r) => r.who === 'student')
    const worst = student.reduce((a, b) => (b.p95 > a.p95 ? b : a))
    const value = Number(worst.p95.toFixed(1))
    const ok = size.strict ? value < size.budgetMs : value <= size.budgetMs
    return {
      name: `rules ${size.scale}x: worst student list p95 (${worst.what})`,
      value,
      unit: 'ms',
      limit: `${size.strict ? '<' : '≤'} ${size.budgetMs}`,
      ok,
    }
  })
  const figures = Object.fromEntries(
    runs.map(({ size, data, results }) => [
      `${size.scale}x`,
      {
        data,
        lists: results.map((r) => ({
          who: r.who,
          list: r.what,
          rows: r.items,
          p50: r.p50,
          p95: r.p95,
        })),
      },
    ]),
  )
  const markdown = `Data (the student-visible content scales with the questions; packages and classes stay the same):
${dataLines.join('\n')}

The student is verified, active on one package and expired on another.
Lists as the app asks for them: \`perPage=500\`, \`sort=updated,id\`, \`skipTotal=1\`, keyset filter
\`(updated > {:u} || (updated = {:u} && id > {:id}))\` (tombstones also \`coll = {:c}\`, reviews \`user_id = {:uid}\`);
times are whole HTTP round trips on loopback, ${RUNS} runs after 2 warm-ups. Rows: ${runs.map((r) => `${r.size.scale}x`).join(' / ')}.
Rules and indexes: docs/access-rules.md.

| who | list | rows | ${head} |
|---|---|---:|${align}|
${rows.join('\n')}

${budgets.map((b) => budgetSentence(b)).join('\n')}
${loadAverageLine(LOAD_INFLATES)}
`
  return {
    title: 'API rules (1x: 3,000 questions, 6,000 subscriptions; 10x: 30,000 and 60,000)',
    markdown,
    budgets,
    figures,
  }
}

runWhenMain(import.meta.url, run)
