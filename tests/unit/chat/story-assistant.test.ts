import { describe, expect, it } from 'vitest'
import { loadStoryAssistant } from '../../support/assistant-libs'

const sa = loadStoryAssistant()

function bullets(reply: string): string[] {
  return reply
    .split('\n')
    .filter((l) => l.startsWith('• '))
    .map((l) => l.slice(2))
}

describe('topic detection', () => {
  const cases: [string, string][] = [
    ['Aku stres banget sama skripsi, capeeek', 'stres'],
    ['jujur lagi overthinking parah, pusing mikirin skripsi', 'stres'],
    ['mager bgt nih, gabut tapi nggak mulai2 skripsinya', 'prokrastinasi'],
    ['prokastinasi parah, skripsi ditunda terus', 'prokrastinasi'],
    ['dospem aku susah dihubungi, chat ga dibales', 'dospem'],
    ['dosbing minta ketemu tapi jadwalnya ga jelas buat bimbingan', 'dospem'],
    ['revisian numpuk terus dicoret semua', 'revisi'],
    ['revsi bab 2 belum kelar', 'revisi'],
    ['minggu depan sidang, takut ditanya penguji', 'sidang'],
    ['sempro tinggal 3 hari, slide belum jadi', 'sidang'],
    ['temen udah pada lulus, aku pengen nyerah', 'motivasi'],
    ['butuh motivasi, rasanya insecure', 'motivasi'],
    ['keteteran bagi waktu kerja sama skripsi, deadline mepet', 'waktu'],
    ['gimana cara ngatur waktu antara magang dan skripsi?', 'waktu'],
    ['bingung cari judul skripsi, topiknya apa ya', 'akademik'],
    ['malem ini gabisa tidur mikirin skripsi', 'stres'],
  ]
  it.each(cases)('"%s" -> %s', (message, topic) => {
    const scores = sa.detectTopics(message)
    const top = Object.entries(scores).sort((a, b) => b[1] - a[1])[0]
    expect(top?.[0]).toBe(topic)
  })

  it('finds several topics in one message', () => {
    const scores = sa.detectTopics('dospem killer, revisi terus, aku stres dan mau nyerah')
    expect(Object.keys(scores).sort()).toEqual(['dospem', 'motivasi', 'revisi', 'stres'])
  })

  it('finds nothing in small talk or a lone weak hint', () => {
    expect(sa.detectTopics('halo kak')).toEqual({})
    expect(sa.detectTopics('aku bingung')).toEqual({})
  })
})

describe('storyReply', () => {
  it('answers with an opening, 2-4 concrete steps from the topic and a closing question', () => {
    const reply = sa.storyReply('minggu depan sidang, takut ditanya penguji', {
      sessionId: 's1',
      turn: 0,
    })
    const steps = bullets(reply)
    expect(steps.length).toBeGreaterThanOrEqual(2)
    expect(steps.length).toBeLessThanOrEqual(4)
    expect(reply).toContain('Beberapa langkah yang bisa kamu coba:')
    expect(reply.trim().endsWith('?')).toBe(true)
    const sidangWords = /sidang|penguji|presentasi|slide|pertanyaan|BAB III/i
    expect(steps.every((s) => sidangWords.test(s))).toBe(true)
  })

  it('mixes steps from each topic when a message holds several', () => {
    const reply = sa.storyReply('dospem susah dihubungi dan revisian numpuk', {
      sessionId: 's2',
      turn: 0,
    })
    const steps = bullets(reply)
    expect(steps.length).toBeGreaterThanOrEqual(3)
    expect(steps.length).toBeLessThanOrEqual(4)
    expect(reply).toMatch(/Aku juga menangkap soal (revisi|dosen pembimbing)/)
    expect(steps.some((s) => /dospem|bimbingan|pembimbing/i.test(s))).toBe(true)
    expect(steps.some((s) => /revisi/i.test(s))).toBe(true)
  })

  it('does not repeat itself within a session', () => {
    const message = 'aku mager banget ngerjain skripsi'
    const replies = Array.from({ length: 6 }, (_v, turn) =>
      sa.storyReply(message, { sessionId: 'sesi-a', turn }),
    )
    expect(new Set(replies).size).toBe(replies.length)
    for (let turn = 1; turn < replies.length; turn++) {
      const before = bullets(replies[turn - 1])
      const now = bullets(replies[turn])
      expect(now.filter((s) => before.includes(s))).toEqual([])
      expect(replies[turn].split('\n')[0]).not.toBe(replies[turn - 1].split('\n')[0])
    }
  })

  it('is deterministic for a session and turn, and differs between sessions', () => {
    const message = 'revisi terus dari dospem, capek'
    expect(sa.storyReply(message, { sessionId: 'x', turn: 2 })).toBe(
      sa.storyReply(message, { sessionId: 'x', turn: 2 }),
    )
    const firstReplies = new Set(
      ['a', 'b', 'c', 'd', 'e', 'f'].map((sessionId) =>
        sa.storyReply(message, { sessionId, turn: 0 }),
      ),
    )
    expect(firstReplies.size).toBeGreaterThan(1)
  })

  it('puts professional help first for crisis language, whatever else the message says', () => {
    for (const message of [
      'rasanya pengen mati aja gara-gara skripsi',
      'Aku kepikiran bunuh diri, revisi ga selesai2',
      'aku sering menyakiti diri kalau stres',
      'udah ga mau hidup lagi',
      'kepikiran bundir tiap malem',
      'Pengen MATIII ajaa',
    ]) {
      const reply = sa.storyReply(message, { sessionId: 'c', turn: 0 })
      expect(reply).toContain('119 ext 8')
      expect(reply).toContain('Into The Light Indonesia')
      expect(reply).not.toContain('Beberapa langkah yang bisa kamu coba')
      expect(reply.indexOf('119 ext 8')).toBeLessThan(reply.indexOf('Skripsi bisa menunggu'))
    }
  })

  it('does not raise the alarm for ordinary words', () => {
    for (const message of [
      'laptop aku mati pas ngetik bab 3',
      'mati lampu, revisi belum kesimpen',
    ]) {
      expect(sa.storyReply(message, { sessionId: 'm', turn: 0 })).not.toContain('119 ext 8')
    }
  })

  it('greets, thanks and invites the student to talk', () => {
    const hello = sa.storyReply('Halo kak!', { sessionId: 'g', turn: 0 })
    expect(hello).toMatch(/Ruang Cerita/)
    expect(hello.trim().endsWith('?')).toBe(true)
    const thanks = sa.storyReply('makasih yaa', { sessionId: 'g', turn: 1 })
    expect(thanks).toMatch(/Sama-sama|Terima kasih kembali/)
    expect(bullets(thanks)).toEqual([])
    // A greeting with a real topic gets the topic's answer.
    expect(sa.storyReply('halo, aku stres sama revisi', { sessionId: 'g', turn: 0 })).toContain(
      'Beberapa langkah yang bisa kamu coba:',
    )
  })

  it('points writing questions to the Asisten Akademik tab at some turn of the session', () => {
    const replies = [0, 1, 2].map((turn) =>
      sa.storyReply('cara nulis latar belakang sama rumusan masalah gimana?', {
        sessionId: 'w',
        turn,
      }),
    )
    expect(replies.some((r) => r.includes('Asisten Akademik'))).toBe(true)
    for (const r of replies) expect(bullets(r).length).toBe(3)
  })

  it('answers messages without a known topic with general support and a question', () => {
    const reply = sa.storyReply('hari ini rasanya aneh', { sessionId: 'u', turn: 0 })
    expect(reply).toContain('Beberapa hal yang mungkin membantu:')
    expect(bullets(reply).length).toBeGreaterThanOrEqual(2)
    expect(reply.trim().endsWith('?')).toBe(true)
    expect(sa.storyReply('', {})).toContain('?')
  })
})
