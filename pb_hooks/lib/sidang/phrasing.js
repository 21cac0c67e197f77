// The built-in wording of defence questions (docs/sidang.md): an examiner's question in Indonesian
// that names the chapter, sub-section and page it comes from and quotes the thesis.
// Pure CommonJS without PocketBase APIs: runs in goja (PocketBase 0.22) and in Node.

const QUOTE_WORDS = 28

/** A sentence shortened to QUOTE_WORDS words, in typographic quotes (inner ones made single). */
function quote(sentence) {
  const words = String(sentence)
    .replace(/\u201C/g, '\u2018')
    .replace(/\u201D/g, '\u2019')
    .replace(/\s+/g, ' ')
    .trim()
    .split(' ')
  const cut = words.length > QUOTE_WORDS
  let text = words.slice(0, QUOTE_WORDS).join(' ')
  text = cut ? text.replace(/[,;:.]$/, '') + ' …' : text.replace(/[.]$/, '')
  return '\u201C' + text + '\u201D'
}

/** "Pada BAB III Metode Penelitian subbab 3.2 Populasi dan Sampel (halaman 14)". */
function where(chapter, section, page) {
  return (
    'Pada ' +
    chapter +
    (section ? ' subbab ' + section : '') +
    (page > 0 ? ' (halaman ' + page + ')' : '')
  )
}

function pick(list, r) {
  return list[Math.floor(r * list.length) % list.length]
}

/**
 * The question text of a candidate (see candidates.js).
 * @param {object} c the candidate
 * @param {{chapter: string, section: string, page: number, tujuan: string, r: number}} o where it
 *   comes from, the objectives' location ('' when unknown) and a random number in [0, 1)
 */
function phrase(c, o) {
  const at = where(o.chapter, o.section, o.page)
  const q = quote(c.focus)
  // “... mahasiswa?” ends its own sentence; “... sampel” gets a full stop.
  const qd = /[?!]\u201D$/.test(q) ? q : q + '.'
  const term = c.term
  const v = c.variant
  if (c.kind === 'masalah') {
    if (v === 'rumusan')
      return `${at}, Anda merumuskan masalah: ${qd} Mengapa masalah ini penting untuk diteliti, dan bagaimana penelitian Anda menjawabnya?`
    if (v === 'tujuan')
      return `${at}, Anda menulis tujuan penelitian: ${qd} Bagaimana tujuan ini diturunkan dari rumusan masalah, dan bagaimana Anda tahu tujuan itu tercapai?`
    return `${at}, Anda menulis: ${qd} Apa sebenarnya masalah penelitian yang ingin Anda jawab, dan mengapa masalah itu penting?`
  }
  if (c.kind === 'metode') {
    const named = term ? term : null
    if (v === 'sampel')
      return `${at}, Anda menulis: ${qd} Mengapa Anda memilih ${named || 'cara penentuan sampel atau informan ini'}, dan apakah jumlahnya sudah memadai untuk menjawab rumusan masalah?`
    if (v === 'instrumen')
      return `${at}, Anda menulis: ${qd} Mengapa Anda memakai ${named || 'instrumen ini'} untuk mengumpulkan data, dan bagaimana Anda memastikan datanya dapat dipercaya?`
    if (v === 'analisis')
      return `${at}, Anda menulis: ${qd} Mengapa ${named ? 'teknik ' + named : 'teknik analisis ini'} tepat untuk penelitian Anda, dan bagaimana langkah-langkahnya?`
    return `${at}, Anda menulis: ${qd} Mengapa Anda memilih ${named ? 'pendekatan ' + named : 'pendekatan ini'} dan bukan pendekatan lain?`
  }
  if (c.kind === 'hasil') {
    if (v === 'angka') {
      const figures = c.labels.length ? c.labels.join(' dan ') : 'tersebut'
      return `${at}, tertulis: ${qd} Apa arti angka ${figures} itu, dan bagaimana Anda menafsirkannya terhadap rumusan masalah atau hipotesis?`
    }
    return `${at}, Anda menulis: ${qd} Data apa yang mendukung temuan ini, dan bagaimana Anda menafsirkannya?`
  }
  if (c.kind === 'konsistensi') {
    const tujuan = o.tujuan ? o.tujuan : 'tujuan penelitian di BAB I'
    if (v === 'pembahasan')
      return `${at}, Anda menulis: ${qd} Apakah temuan ini konsisten dengan ${tujuan} dan dengan teori yang Anda pakai? Jelaskan bila ada yang tidak sejalan.`
    if (v === 'saran')
      return `${at}, Anda menyarankan: ${qd} Apakah saran ini benar-benar berangkat dari temuan Anda dan dari ${tujuan}? Jelaskan kaitannya.`
    return `${at}, Anda menyimpulkan: ${qd} Apakah kesimpulan ini sudah menjawab setiap ${tujuan}? Tunjukkan kaitannya satu per satu.`
  }
  if (c.kind === 'keterbatasan') {
    if (v === 'eksplisit')
      return `${at}, Anda menulis: ${qd} Sejauh mana batasan ini memengaruhi hasil penelitian, dan bagaimana penelitian berikutnya dapat mengatasinya?`
    return `${at}, Anda menulis: ${qd} Apa keterbatasan dari ${term ? 'pilihan ' + term : 'pilihan metode'} ini, dan seberapa jauh hasil penelitian Anda dapat digeneralisasi?`
  }
  if (c.kind === 'referensi') {
    if (v === 'tua')
      return `${at}, rujukan tertua Anda adalah ${c.focus}. Mengapa rujukan tersebut masih relevan, dan adakah penelitian lima sampai sepuluh tahun terakhir yang mendukungnya?`
    if (v === 'hilang')
      return `${at}, Anda mengutip ${c.focus}, tetapi rujukan itu tidak ada di Daftar Pustaka. Apa isi rujukan tersebut, dan mengapa Anda memakainya?`
    return `${at}, Anda bersandar pada ${c.focus}. Mengapa teori atau temuan itu relevan untuk penelitian Anda, dan apakah ada rujukan yang lebih baru?`
  }
  // klasik
  if (v === 'kontribusi')
    return `${at}, Anda menulis: ${qd} Apa kontribusi nyata penelitian ini, baik secara teoretis maupun praktis?`
  if (v === 'umum')
    return `${at}, Anda menulis: ${qd} Jelaskan bagian ini dengan kata-kata Anda sendiri: apa kaitannya dengan tujuan penelitian Anda?`
  if (v === 'ulang')
    return `${at}, Anda menulis: ${qd} Seandainya Anda mengulang penelitian ini, apa yang akan Anda lakukan secara berbeda?`
  return (
    `${at}, Anda menulis: ${qd} ` +
    pick(
      [
        'Mengapa Anda tertarik memilih topik ini, dan apa yang baru dibanding penelitian terdahulu?',
        'Apa yang mendorong Anda memilih topik ini, dan apa kebaruan penelitian Anda?',
      ],
      o.r,
    )
  )
}

module.exports = { quote, where, phrase }
