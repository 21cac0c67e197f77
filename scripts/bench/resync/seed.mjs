// The resync benchmark's data: a synced student's packages, and the new class the admin adds while
// the student's device is away or connected.
import { benchSeed, createSubscribedStudent } from '../lib/bench-seed.mjs'

export const STUDENT = {
  email: 'siswa@bench.local',
  password: 'siswa-bench-123',
  full_name: 'Siswa Bench',
}
/** What one new class brings besides its kelas row. */
export const NEW = { materi: 4, soal: 6, video_links: 2 }

/**
 * 2 packages (the student is active on the first), 10 classes, 100 materi, 2,000 questions, through
 * the admin's REST calls (lib/admin-api.mjs adminRest): the student's package.
 */
export async function seedResyncData(url, rest) {
  const seeded = await benchSeed(url, rest.token, {
    packages: 2,
    kelasPerPaket: 5,
    materiPerKelas: 10,
    soal: 2000,
    subscriptions: 1,
    users: 1,
  })
  await createSubscribedStudent(rest, STUDENT, [seeded.paket[0]])
  return seeded.paket[0]
}

/** One new class with its materi, questions and videos in the package. */
export async function addClass(rest, paketId, n) {
  const kelas = await rest.create('kelas', {
    paket_id: paketId,
    judul: `Kelas baru ${n}`,
    pengajar: 'Dosen Bench',
    is_active: true,
    urutan: 50 + n,
  })
  const materi = []
  for (let i = 0; i < NEW.materi; i++) {
    materi.push(
      await rest.create('materi', {
        kelas_id: kelas.id,
        type: i === 0 ? 'pretest' : 'lesson',
        judul: `Materi ${i}`,
        order: i + 1,
      }),
    )
  }
  for (let i = 0; i < NEW.soal; i++) {
    await rest.create('soal', {
      materi_id: materi[0].id,
      pertanyaan: `Soal ${i}`,
      pilihan_a: 'a',
      pilihan_b: 'b',
      pilihan_c: 'c',
      pilihan_d: 'd',
      jawaban_benar: 'a',
    })
  }
  for (let i = 0; i < NEW.video_links; i++) {
    await rest.create('video_links', {
      materi_id: materi[1].id,
      judul: `Video ${i}`,
      link_youtube: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      urutan: i + 1,
    })
  }
  return kelas.id
}
