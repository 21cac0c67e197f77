/// <reference path="../../../node_modules/pocketbase-jsvm/index.d.ts" />
// Bulk seed for the rules and admin benchmarks (see pb_hooks/bench.pb.js): packages, classes,
// materi, questions and users with subscriptions, saved through the DAO in one transaction so
// every model hook (paket_id, defaults) runs as in production. Options of the admin benchmark:
// `posttest` (the last materi of each class is a post-test) and `progressStudents` (that many
// users complete a varying share of the first class, tests answered at random). Option of the
// capacity benchmark: `students: {count, packages, credits, password?}` adds that many verified students, each
// active on `packages` packages (spread over all of them) with `credits` chat credits, and answers
// their auth tokens (`out.students: [{id, email, token, paket}]`, `paket`: their package ids), so the
// bench needs no bcrypt sign-in per student. With `students.password` they can also sign in with that
// password: it is bcrypt-hashed once (setPassword on the first student) and the hash copied to the
// others, so seeding stays fast (one bcrypt, not one per student).

function seed(o) {
  const packages = o.packages || 20
  const kelasPerPaket = o.kelasPerPaket || 5
  const materiPerKelas = o.materiPerKelas || 10
  const soalTotal = o.soal || 3000
  const subscriptions = o.subscriptions || 6000
  const usersTotal = o.users || Math.ceil(subscriptions / 2)
  const now = Date.now()
  const pbDate = require(`${__hooks}/lib/shared/dates.js`).pbDate

  const posttest = !!o.posttest
  const progressStudents = o.progressStudents || 0
  const students = o.students || null
  const out = {
    paket: [],
    kelas: [],
    materi: 0,
    soal: 0,
    users: 0,
    subscribers: 0,
    progress: 0,
    students: [],
  }
  $app.dao().runInTransaction((dao) => {
    const col = (name) => dao.findCollectionByNameOrId(name)
    const cPaket = col('paket_pembelajaran')
    const cKelas = col('kelas')
    const cMateri = col('materi')
    const cSoal = col('soal')
    const cUsers = col('users')
    const cSubs = col('subscribers')
    const save = (c, fields) => {
      const r = new Record(c)
      for (const k in fields) r.set(k, fields[k])
      dao.saveRecord(r)
      return r
    }

    const materiIds = []
    const firstKelasMateri = []
    for (let p = 0; p < packages; p++) {
      const paket = save(cPaket, { nama_paket: 'Bench ' + p, durasi_hari: 30 })
      out.paket.push(paket.id)
      for (let k = 0; k < kelasPerPaket; k++) {
        const kelas = save(cKelas, {
          paket_id: paket.id,
          judul: 'Kelas ' + p + '.' + k,
          is_active: true,
          urutan: k,
        })
        out.kelas.push(kelas.id)
        for (let m = 0; m < materiPerKelas; m++) {
          const type =
            m === 0 ? 'pretest' : posttest && m === materiPerKelas - 1 ? 'posttest' : 'lesson'
          const materi = save(cMateri, {
            kelas_id: kelas.id,
            type: type,
            judul: 'Materi ' + m,
            order: m,
          })
          materiIds.push(materi.id)
          if (p === 0 && k === 0) firstKelasMateri.push({ id: materi.id, type: type, soal: [] })
          out.materi++
        }
      }
    }
    for (let s = 0; s < soalTotal; s++) {
      const soal = save(cSoal, {
        materi_id: materiIds[s % materiIds.length],
        pertanyaan: 'Pertanyaan ' + s,
        pilihan_a: 'A',
        pilihan_b: 'B',
        pilihan_c: 'C',
        pilihan_d: 'D',
        jawaban_benar: 'a',
      })
      const own = firstKelasMateri.find((m) => m.id === soal.getString('materi_id'))
      if (own) own.soal.push(soal.id)
      out.soal++
    }
    // Users that never sign in: a fixed, unusable password hash (no bcrypt per user).
    const userIds = []
    for (let u = 0; u < usersTotal; u++) {
      const r = new Record(cUsers)
      r.setEmail('bench' + u + '@bench.local')
      r.setUsername('bench' + u)
      r.set('passwordHash', '$2a$10$invalidinvalidinvalidinvalidinvalidinvalidinvalidinva')
      r.refreshTokenKey()
      r.setVerified(true)
      r.set('full_name', 'Bench ' + u)
      r.set('role', 'subscriber')
      dao.saveRecord(r)
      userIds.push(r.id)
      out.users++
    }
    const statuses = ['active', 'active', 'active', 'expired', 'suspended']
    for (let s = 0; s < subscriptions; s++) {
      save(cSubs, {
        user_id: userIds[s % userIds.length],
        paket_id: out.paket[(s * 7 + Math.floor(s / userIds.length)) % out.paket.length],
        status: statuses[s % statuses.length],
        durasi_mulai: pbDate(now - 10 * 86400000),
        durasi_akhir: pbDate(now + ((s % 3) - 1) * 20 * 86400000),
      })
      out.subscribers++
    }
    // Capacity students: verified, active on `packages` packages each, with chat credits.
    if (students) {
      const perStudent = Math.min(students.packages || 3, out.paket.length)
      const password = typeof students.password === 'string' ? students.password : ''
      let passwordHash = '$2a$10$invalidinvalidinvalidinvalidinvalidinvalidinvalidinva'
      for (let i = 0; i < (students.count || 0); i++) {
        const r = new Record(cUsers)
        r.setEmail('student' + i + '@bench.local')
        r.setUsername('student' + i)
        if (password && i === 0) {
          r.setPassword(password) // the one bcrypt of the seed
          passwordHash = r.getString('passwordHash')
        } else {
          r.set('passwordHash', passwordHash)
        }
        r.refreshTokenKey()
        r.setVerified(true)
        r.set('full_name', 'Student ' + i)
        r.set('role', 'subscriber')
        r.set('credits', students.credits || 0)
        dao.saveRecord(r)
        const paket = []
        for (let k = 0; k < perStudent; k++) {
          paket.push(out.paket[(i * 7 + k * 3) % out.paket.length])
          save(cSubs, {
            user_id: r.id,
            paket_id: paket[k],
            status: 'active',
            durasi_mulai: pbDate(now - 10 * 86400000),
            durasi_akhir: pbDate(now + 30 * 86400000),
          })
          out.subscribers++
        }
        out.students.push({
          id: r.id,
          email: r.email(),
          token: $tokens.recordAuthToken($app, r),
          paket: paket,
        })
      }
    }
    // Progress in the first class: student u completes the first (u % (steps + 1)) steps.
    const cProgress = col('progress')
    let rnd = 42
    const random = () => {
      rnd = (rnd * 16807) % 2147483647 // Park-Miller: deterministic runs
      return rnd / 2147483647
    }
    for (let u = 0; u < Math.min(progressStudents, userIds.length); u++) {
      const done = u % (firstKelasMateri.length + 1)
      for (let j = 0; j < done; j++) {
        const m = firstKelasMateri[j]
        const answers = {}
        let right = 0
        for (const id of m.soal) {
          if (random() < 0.1) continue // unanswered
          const choice = random() < 0.6 ? 'a' : ['b', 'c', 'd'][Math.floor(random() * 3)]
          answers[id] = choice
          if (choice === 'a') right++
        }
        const isTest = m.type === 'pretest' || m.type === 'posttest'
        save(cProgress, {
          user_id: userIds[u],
          materi_id: m.id,
          status: 'complete',
          skor: isTest
            ? m.soal.length
              ? Math.round((right / m.soal.length) * 100)
              : m.type === 'posttest'
                ? 100
                : 0
            : 0,
          answers: isTest ? answers : {},
          completed_at: pbDate(now - (done - j) * 3600000 - u * 1000),
        })
        out.progress++
      }
    }
  })
  return out
}

module.exports = { seed }
