/// <reference path="../../node_modules/pocketbase-jsvm/index.d.ts" />
// Bulk seed for the rules benchmark (see pb_hooks/bench.pb.js): packages, classes, materi,
// questions and users with subscriptions, saved through the DAO in one transaction so every
// model hook (paket_id, defaults) runs as in production.

function seed(o) {
  const packages = o.packages || 20
  const kelasPerPaket = o.kelasPerPaket || 5
  const materiPerKelas = o.materiPerKelas || 10
  const soalTotal = o.soal || 3000
  const subscriptions = o.subscriptions || 6000
  const usersTotal = o.users || Math.ceil(subscriptions / 2)
  const now = Date.now()
  const pbDate = (ms) => new Date(ms).toISOString().replace('T', ' ')

  const out = { paket: [], materi: 0, soal: 0, users: 0, subscribers: 0 }
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
    for (let p = 0; p < packages; p++) {
      const paket = save(cPaket, { nama_paket: 'Bench ' + p, durasi_hari: 30 })
      out.paket.push(paket.id)
      for (let k = 0; k < kelasPerPaket; k++) {
        const kelas = save(cKelas, { paket_id: paket.id, judul: 'Kelas ' + p + '.' + k, is_active: true, urutan: k })
        for (let m = 0; m < materiPerKelas; m++) {
          const materi = save(cMateri, { kelas_id: kelas.id, type: m === 0 ? 'pretest' : 'lesson', judul: 'Materi ' + m, order: m })
          materiIds.push(materi.id)
          out.materi++
        }
      }
    }
    for (let s = 0; s < soalTotal; s++) {
      save(cSoal, {
        materi_id: materiIds[s % materiIds.length],
        pertanyaan: 'Pertanyaan ' + s,
        pilihan_a: 'A',
        pilihan_b: 'B',
        pilihan_c: 'C',
        pilihan_d: 'D',
        jawaban_benar: 'a',
      })
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
  })
  return out
}

module.exports = { seed }
