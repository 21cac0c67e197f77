// The sync engine (RxDB + Dexie on fake-indexeddb, node) against a real PocketBase.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from '../../support/pocketbase'
import {
  createContentTree,
  createKelas,
  createSoal,
  createUser,
  daysFromNow,
  subscribe,
  type ContentTree,
  type TestUser,
} from '../../support/fixtures'
import { localDocs, openDevice, type Device } from '../../support/sync-device'
import { waitFor } from '../../support/sync-helpers'
import { completeMateri } from '../../../src/data/local/actions'
import { useSyncStateStore } from '../../../src/data/local/sync-state'

let server: TestServer
let tree: ContentTree
let student: TestUser
let device: Device | null = null

beforeAll(async () => {
  server = await startTestServer()
  tree = await createContentTree(server)
  student = await createUser(server, { role: 'subscriber', full_name: 'Budi' })
  await subscribe(server, student.record.id, tree.paket.id)
})

afterEach(async () => {
  await device?.close()
  device = null
})

afterAll(async () => {
  await server?.stop()
})

const ids = (docs: Record<string, unknown>[]) => docs.map((d) => d.id).sort()

describe('sync engine against PocketBase', () => {
  it('first sync pulls every collection the student may read', async () => {
    device = await openDevice(server.url, student.email, student.password)
    await device.session.engine.awaitFirstSync()
    await device.session.engine.awaitInSync()
    expect(ids(await localDocs(device, 'paket_pembelajaran'))).toEqual([tree.paket.id])
    expect(ids(await localDocs(device, 'kelas'))).toEqual([tree.kelas.id])
    expect(ids(await localDocs(device, 'materi'))).toEqual(
      [tree.pretest.id, tree.chapter.id, tree.lesson.id].sort(),
    )
    expect(ids(await localDocs(device, 'soal'))).toEqual([tree.soal.id])
    expect(ids(await localDocs(device, 'video_links'))).toEqual([tree.video.id])
    expect(ids(await localDocs(device, 'paket_content'))).toEqual([tree.content.id])
    expect(await localDocs(device, 'subscribers')).toHaveLength(1)
    expect(useSyncStateStore.getState().firstSyncDone).toBe(true)
  })

  it('an offline completion is pushed, graded by the server and stored once', async () => {
    device = await openDevice(server.url, student.email, student.password)
    await device.session.engine.awaitInSync()
    await completeMateri(
      { materi_id: tree.pretest.id, answers: { [tree.soal.id]: 'a' } },
      device.session,
    )
    await device.session.engine.awaitInSync()
    const stored = await waitFor(async () => {
      const rows = await server.admin
        .collection('progress')
        .getFullList({ filter: `user_id = "${student.record.id}"` })
      return rows.length === 1 ? rows : null
    })
    expect(stored[0].skor).toBe(100)
    const local = await waitFor(async () => {
      const docs = await localDocs(device!, 'progress')
      return docs[0]?.id ? docs : null
    })
    expect(local[0].id).toBe(stored[0].id)
    expect(await device.session.engine.countPending()).toBe(0)
  })

  it('a server change arrives live without reload', async () => {
    device = await openDevice(server.url, student.email, student.password)
    await device.session.engine.awaitInSync()
    const added = await createSoal(server, tree.pretest.id, { pertanyaan: 'Baru?' })
    await waitFor(
      async () => ids(await localDocs(device!, 'soal')).includes(added.id),
      10_000,
      'live soal',
    )
    await server.admin.collection('soal').delete(added.id)
    await waitFor(
      async () => !ids(await localDocs(device!, 'soal')).includes(added.id),
      10_000,
      'live deletion',
    )
  })

  it('deletions, cascades too, propagate; a new subscription brings older content; an ended one removes it', async () => {
    const other = await createContentTree(server)
    device = await openDevice(server.url, student.email, student.password)
    await device.session.engine.awaitInSync()
    expect(ids(await localDocs(device, 'materi'))).not.toContain(other.pretest.id)
    const sub = await subscribe(server, student.record.id, other.paket.id)
    await waitFor(
      async () => ids(await localDocs(device!, 'materi')).includes(other.pretest.id),
      15_000,
      'new scope content',
    )
    await waitFor(
      async () => ids(await localDocs(device!, 'soal')).includes(other.soal.id),
      15_000,
      'new scope soal',
    )
    // cascade: deleting the class removes its materi, soal and videos
    await server.admin.collection('kelas').delete(other.kelas.id)
    await waitFor(
      async () => !ids(await localDocs(device!, 'materi')).includes(other.pretest.id),
      15_000,
      'cascade materi',
    )
    await waitFor(
      async () => !ids(await localDocs(device!, 'video_links')).includes(other.video.id),
      15_000,
      'cascade video',
    )
    // the class's own tombstone may arrive in a later pull cycle than its content's
    await waitFor(
      async () => !ids(await localDocs(device!, 'kelas')).includes(other.kelas.id),
      15_000,
      'deleted kelas',
    )
    // ending the subscription removes the package content after the pull confirms it
    await server.admin
      .collection('subscribers')
      .update(sub.id, { status: 'expired', durasi_akhir: daysFromNow(-1) })
    await waitFor(
      async () => !ids(await localDocs(device!, 'paket_content')).includes(other.content.id),
      15_000,
      'ended scope',
    )
    expect(ids(await localDocs(device, 'paket_content'))).toContain(tree.content.id)
  })

  it('a deactivated class leaves the device (tombstone) and comes back when reactivated', async () => {
    const extra = await createKelas(server, tree.paket.id, { judul: 'Kelas Sementara', urutan: 2 })
    const kelasTombs = () =>
      server.admin.collection('tombstones').getFullList({
        filter: server.admin.filter('coll = "kelas" && record_id = {:id}', { id: extra.id }),
      })
    const dbName = `kelas_toggle_${student.record.id}_${process.pid}`
    device = await openDevice(server.url, student.email, student.password, { dbName })
    await device.session.engine.awaitInSync()
    await waitFor(
      async () => ids(await localDocs(device!, 'kelas')).includes(extra.id),
      15_000,
      'class pulled',
    )

    await server.admin.collection('kelas').update(extra.id, { is_active: false })
    const tombs = await kelasTombs()
    expect(tombs).toHaveLength(1)
    expect(tombs[0]).toMatchObject({ coll: 'kelas', paket_id: tree.paket.id, user_id: '' })
    await waitFor(
      async () => !ids(await localDocs(device!, 'kelas')).includes(extra.id),
      15_000,
      'deactivated class removed',
    )
    expect(ids(await localDocs(device, 'kelas'))).toContain(tree.kelas.id)

    await server.admin.collection('kelas').update(extra.id, { is_active: true })
    expect(await kelasTombs()).toHaveLength(0)
    await waitFor(
      async () => ids(await localDocs(device!, 'kelas')).includes(extra.id),
      15_000,
      'reactivated class back',
    )

    // Away while the class was switched off and on again: the device keeps it.
    await device.close()
    device = null
    await server.admin.collection('kelas').update(extra.id, { is_active: false })
    await server.admin.collection('kelas').update(extra.id, { is_active: true })
    device = await openDevice(server.url, student.email, student.password, { dbName })
    await device.session.engine.awaitInSync()
    expect(ids(await localDocs(device, 'kelas'))).toContain(extra.id)
    await device.close()
    // A first sync on a new device pulls the live class and no tombstone removes it.
    device = await openDevice(server.url, student.email, student.password)
    await device.session.engine.awaitFirstSync()
    await device.session.engine.awaitInSync()
    expect(ids(await localDocs(device, 'kelas'))).toEqual([tree.kelas.id, extra.id].sort())
  })

  it('a class moved to a package the student lacks, and a deleted package, leave the device live', async () => {
    // A second tree in the student's package: moving its class must not touch the first tree.
    const mine = await createContentTree(server)
    await subscribe(server, student.record.id, mine.paket.id)
    const elsewhere = await createContentTree(server)
    device = await openDevice(server.url, student.email, student.password)
    await device.session.engine.awaitInSync()
    await waitFor(
      async () => ids(await localDocs(device!, 'soal')).includes(mine.soal.id),
      15_000,
      'second package pulled',
    )

    await server.admin.collection('kelas').update(mine.kelas.id, { paket_id: elsewhere.paket.id })
    const movedContent = [mine.pretest.id, mine.chapter.id, mine.lesson.id]
    await waitFor(
      async () =>
        !ids(await localDocs(device!, 'materi')).some((id) => movedContent.includes(id as string)),
      15_000,
      'moved materi removed',
    )
    await waitFor(
      async () => !ids(await localDocs(device!, 'soal')).includes(mine.soal.id),
      15_000,
      'moved soal removed',
    )
    await waitFor(
      async () => !ids(await localDocs(device!, 'video_links')).includes(mine.video.id),
      15_000,
      'moved video removed',
    )
    // The class itself stays readable to signed-in users, now under a package the student cannot open.
    const kelas = await waitFor(
      async () =>
        (await localDocs(device!, 'kelas')).find(
          (k) => k.id === mine.kelas.id && k.paket_id === elsewhere.paket.id,
        ) ?? null,
      15_000,
      'class follows',
    )
    expect(kelas.paket_id).toBe(elsewhere.paket.id)
    // The first tree is untouched.
    expect(ids(await localDocs(device, 'soal'))).toContain(tree.soal.id)

    await server.admin.collection('paket_pembelajaran').delete(mine.paket.id)
    await waitFor(
      async () => !ids(await localDocs(device!, 'paket_pembelajaran')).includes(mine.paket.id),
      15_000,
      'deleted package removed',
    )
    await waitFor(
      async () => !ids(await localDocs(device!, 'paket_content')).includes(mine.content.id),
      15_000,
      'its content removed',
    )
    expect(ids(await localDocs(device, 'paket_pembelajaran'))).toContain(tree.paket.id)
  })
})
