/// <reference path="../../../node_modules/pocketbase-jsvm/index.d.ts" />
// Writes the demo data (PB_SEED=demo, the default) once; later starts find it and do nothing.

const { DAY_MS: DAY, pbDate, endOfDayJakarta } = require(`${__hooks}/lib/shared/dates.js`)

function alreadySeeded(dao, email) {
  try {
    dao.findAuthRecordByEmail('users', email)
    return true
  } catch {
    return false
  }
}

function save(dao, collectionName, fields) {
  const record = new Record(dao.findCollectionByNameOrId(collectionName))
  for (const key in fields) record.set(key, fields[key])
  dao.saveRecord(record)
  return record
}

function seedDemo(dao) {
  const data = require(`${__hooks}/lib/platform/seed-data.js`)
  const now = Date.now()
  const users = {}
  const usersCollection = dao.findCollectionByNameOrId('users')
  data.USERS.forEach((u) => {
    const record = new Record(usersCollection)
    record.setEmail(u.email)
    record.setUsername(u.email.split('@')[0].replace(/[^a-z0-9_]/gi, '_'))
    record.setPassword(data.DEMO_PASSWORD)
    record.setVerified(true)
    record.set('full_name', u.full_name)
    record.set('role', u.role)
    record.set('credits', u.credits)
    dao.saveRecord(record)
    users[u.key] = record
  })

  const packages = data.PACKAGES.map((p) =>
    save(dao, 'paket_pembelajaran', {
      nama_paket: p.nama_paket,
      deskripsi: p.deskripsi,
      harga: p.harga,
      durasi_hari: p.durasi_hari,
      button_text: 'Mulai Kelas',
      gradient_from: p.gradient_from,
      gradient_to: p.gradient_to,
      background_color: p.gradient_from,
      category_link: '',
    }),
  )

  data.PACKAGE_CONTENT.forEach((c, i) => {
    save(dao, 'paket_content', {
      paket_id: packages[c[0]].id,
      judul: c[1],
      konten: c[2],
      urutan: i + 1,
    })
  })

  const posttests = []
  data.CLASSES.forEach((k, i) => {
    const paketId = packages[k.paket].id
    const hours = Math.floor(k.durasi_menit / 60)
    const minutes = k.durasi_menit % 60
    const kelas = save(dao, 'kelas', {
      paket_id: paketId,
      judul: k.judul,
      deskripsi: k.deskripsi,
      pengajar: k.pengajar,
      level: k.level,
      rating: k.rating,
      jumlah_review: k.jumlah_review,
      jumlah_user: k.jumlah_user,
      durasi_menit: k.durasi_menit,
      durasi_text:
        (hours ? hours + ' jam' : '') +
        (hours && minutes ? ' ' : '') +
        (minutes ? minutes + ' menit' : ''),
      harga_asli: k.harga_asli,
      harga_diskon: k.harga_diskon,
      urutan: i + 1,
      is_active: true,
    })
    const materi = (fields) =>
      save(dao, 'materi', Object.assign({ kelas_id: kelas.id, paket_id: paketId }, fields))
    const questions = (m, list) =>
      list.forEach((s) =>
        save(dao, 'soal', Object.assign({ materi_id: m.id, paket_id: paketId }, s)),
      )

    const pre = materi({ type: 'pretest', judul: 'Pre Test ' + k.judul, order: 1 })
    questions(pre, k.pretest)
    k.chapters.forEach((ch, ci) => {
      const chapter = materi({ type: 'chapter', judul: ch.judul, order: ci + 2 })
      ch.lessons.forEach((l, li) => {
        const lesson = materi({
          type: 'lesson',
          judul: l.judul,
          deskripsi: 'Pelajaran ' + (li + 1) + ' dari bab "' + ch.judul + '".',
          order: li + 1,
          parent_id: chapter.id,
          link_video: 'https://www.youtube.com/watch?v=' + l.videos[0][1],
        })
        l.videos.forEach((v, vi) =>
          save(dao, 'video_links', {
            materi_id: lesson.id,
            paket_id: paketId,
            judul: v[0],
            deskripsi: '',
            link_youtube: 'https://www.youtube.com/watch?v=' + v[1],
            urutan: vi + 1,
            thumbnail: 'https://img.youtube.com/vi/' + v[1] + '/maxresdefault.jpg',
          }),
        )
        // uploaded videos (protected MP4 files) after the YouTube ones, through the upload's checks
        ;(l.uploads || []).forEach((u, ui) => {
          const record = new Record(dao.findCollectionByNameOrId('video_links'))
          record.set('materi_id', lesson.id)
          record.set('paket_id', paketId)
          record.set('judul', u[0])
          record.set('deskripsi', '')
          record.set('urutan', l.videos.length + ui + 1)
          require(`${__hooks}/lib/content/videos.js`).saveWithLocalVideo(
            dao,
            record,
            `${__hooks}/../pocketbase/demo-media/${u[1]}`,
          )
        })
      })
    })
    const post = materi({
      type: 'posttest',
      judul: 'Post Test ' + k.judul,
      order: k.chapters.length + 2,
    })
    questions(post, k.posttest)
    posttests.push(post)
  })

  const subscribe = (userKey, pkgIndex, startDaysAgo, lengthDays, status) => {
    const start = now - startDaysAgo * DAY
    save(dao, 'subscribers', {
      user_id: users[userKey].id,
      paket_id: packages[pkgIndex].id,
      status: status,
      durasi_mulai: pbDate(start),
      durasi_akhir: pbDate(endOfDayJakarta(start + lengthDays * DAY)),
    })
  }
  subscribe('siti', 0, 10, 90, 'active')
  subscribe('siti', 1, 3, 120, 'active')
  // Budi's subscription lapsed 5 days ago; the admin never flipped its status.
  subscribe('budi', 0, 95, 90, 'active')
  subscribe('dewi', 0, 40, 90, 'active')
  subscribe('dewi', 1, 40, 120, 'active')
  subscribe('andi', 0, 60, 90, 'active')
  subscribe('andi', 2, 20, 180, 'suspended')

  data.USERS.forEach((u) => {
    save(dao, 'authorized_emails', {
      email: u.email,
      source: 'purchase',
      order_id: '',
      durasi_hari: 0,
      pending_credits: 0,
    })
  })
  const open = data.OPEN_REGISTRATION
  save(dao, 'authorized_emails', {
    email: open.email,
    source: 'purchase',
    order_id: 'DEMO-PURCHASE-0100',
    paket_id: packages[open.paket].id,
    durasi_hari: open.durasi_hari,
    pending_credits: 10,
  })

  data.REVIEWS.forEach((r) => {
    save(dao, 'reviews', {
      user_id: users[r[0]].id,
      materi_id: posttests[r[1]].id,
      rating: r[2],
      student_role: r[3],
      review_text: r[4],
      author_name: users[r[0]].get('full_name'),
    })
  })

  data.PAYMENTS.forEach((p, i) => {
    save(dao, 'payment_transactions', {
      order_id: p.order_id,
      customer_email: users[p.customer].email(),
      amount: p.amount,
      credits_amount: p.credits,
      status: p.status,
      payment_method: p.method,
      webhook_data: {
        order_id: p.order_id,
        transaction_status: p.status === 'completed' ? 'settlement' : p.status,
        gross_amount: String(p.amount) + '.00',
      },
      processed_at: p.status === 'completed' ? pbDate(now - (i + 1) * DAY) : '',
    })
  })
}

/** Seed the demo data when PB_SEED is `demo` (the default) and it is not there yet. */
function seedIfRequested() {
  const mode = $os.getenv('PB_SEED') || 'demo'
  if (mode === 'none') return
  if (mode !== 'demo') {
    console.log('[seed] PB_SEED tidak dikenal: ' + mode + " (pakai 'demo' atau 'none')")
    return
  }
  const data = require(`${__hooks}/lib/platform/seed-data.js`)
  if (alreadySeeded($app.dao(), data.USERS[0].email)) return
  $app.dao().runInTransaction((txDao) => seedDemo(txDao))
  console.log('[seed] Data demo dibuat (3 paket, ' + data.CLASSES.length + ' kelas, akun demo).')
}

module.exports = { seedIfRequested }
