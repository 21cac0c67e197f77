// The sync benchmark's data: the seeded content a student may read and that student.
import { adminRest } from '../lib/admin-api.mjs'
import { benchSeed, createSubscribedStudent } from '../lib/bench-seed.mjs'

export const STUDENT = {
  email: 'siswa@bench.local',
  password: 'siswa-bench-123',
  full_name: 'Siswa Bench',
}

/**
 * 2 packages (10 classes, 200 materi, 9,790 questions) and the student active on both, on a server
 * with PB_BENCH_SEED=1: the admin's REST calls.
 */
export async function seedSyncData(url) {
  const rest = await adminRest(url)
  const seeded = await benchSeed(url, rest.token, {
    packages: 2,
    kelasPerPaket: 5,
    materiPerKelas: 20,
    soal: 9790,
    subscriptions: 1,
    users: 1,
  })
  await createSubscribedStudent(rest, STUDENT, seeded.paket)
  return rest
}
