// Reports of the built-in academic assistant on an analysis (lib/chat/academic/structure.js): the
// structure review, the citation check and the word counts, as Indonesian plain text.
// Pure CommonJS without PocketBase APIs: runs in goja (PocketBase 0.22) and in Node.

const { fold } = require(`${__hooks}/lib/shared/fold.js`)
const { formatNumber } = require(`${__hooks}/lib/thesis/text.js`)

function quoteName(fileName) {
  const name = String(fileName || '').trim()
  return name ? '"' + name + '"' : 'Anda'
}

function missingSectionNames(chapter) {
  return chapter.sections.filter((s) => !s.found).map((s) => s.name)
}

/** Indonesian plain-text review of the structure, word counts and citations. */
function formatStructureReview(analysis, fileName) {
  const lines = []
  const name = String(fileName || '').trim()
  lines.push(
    'Hasil analisis struktur skripsi' +
      (name ? ' "' + name + '"' : '') +
      ' (' +
      formatNumber(analysis.totalWords) +
      ' kata):',
  )
  lines.push('')
  const missing = []
  const missingSections = []
  for (let i = 0; i < analysis.chapters.length; i++) {
    const ch = analysis.chapters[i]
    if (ch.found) {
      let line = '• ' + ch.expected + ': ada'
      if (ch.heading && fold(ch.heading) !== fold(ch.expected))
        line += ' (judul: ' + ch.heading + ')'
      line += ', ' + formatNumber(ch.words) + ' kata'
      const gaps = missingSectionNames(ch)
      if (gaps.length) {
        line += '; sub-bab belum ditemukan: ' + gaps.join(', ')
        for (let g = 0; g < gaps.length; g++)
          missingSections.push(gaps[g] + ' (' + ch.expected + ')')
      }
      lines.push(line)
    } else {
      lines.push('• ' + ch.expected + ': belum ditemukan')
      missing.push(ch.expected)
    }
  }
  if (analysis.references.found) {
    lines.push('• Daftar Pustaka: ada, ' + formatNumber(analysis.references.entries) + ' entri')
  } else {
    lines.push('• Daftar Pustaka: belum ditemukan')
  }
  if (analysis.extraChapters.length) {
    lines.push('• Bab tambahan di luar kerangka umum: ' + analysis.extraChapters.join(', '))
  }

  const c = analysis.citations
  lines.push('')
  lines.push(
    'Sitasi: ' +
      c.cited.length +
      ' sumber disitasi di dalam teks, ' +
      c.listed.length +
      ' sumber tercantum di daftar pustaka.',
  )
  if (c.citedNotListed.length) {
    lines.push('• Disitasi tetapi tidak ada di daftar pustaka: ' + c.citedNotListed.join(', '))
  }
  if (c.listedNotCited.length) {
    lines.push(
      '• Ada di daftar pustaka tetapi tidak pernah disitasi: ' + c.listedNotCited.join(', '),
    )
  }
  if (analysis.references.found && !c.citedNotListed.length && !c.listedNotCited.length) {
    lines.push('• Semua sitasi cocok dengan daftar pustaka.')
  }

  const steps = []
  if (missing.length === analysis.chapters.length) {
    steps.push(
      'Judul bab belum terbaca. Pastikan setiap bab diawali judulnya di baris tersendiri, misalnya "BAB I PENDAHULUAN", lalu unggah ulang dokumen Anda.',
    )
  }
  if (missing.length) steps.push('Lengkapi bab yang belum ada: ' + missing.join(', ') + '.')
  if (missingSections.length) steps.push('Tambahkan sub-bab: ' + missingSections.join(', ') + '.')
  if (!analysis.references.found) {
    steps.push('Tambahkan bagian DAFTAR PUSTAKA berisi semua sumber yang Anda sitasi.')
  }
  if (c.citedNotListed.length) {
    steps.push(
      'Masukkan sumber yang disitasi ke daftar pustaka, atau periksa ejaan nama dan tahunnya.',
    )
  }
  if (c.listedNotCited.length) {
    steps.push('Sitasi sumber yang belum dipakai di dalam teks, atau hapus dari daftar pustaka.')
  }
  lines.push('')
  if (steps.length) {
    lines.push('Langkah berikutnya:')
    for (let i = 0; i < steps.length; i++) lines.push('• ' + steps[i])
  } else {
    lines.push('Struktur skripsi Anda sudah lengkap sesuai kerangka umum.')
  }
  lines.push('')
  lines.push(
    'Tanyakan juga isi skripsi Anda, misalnya "Apa rumusan masalah penelitian ini?" atau "Teknik analisis data apa yang digunakan?"',
  )
  return lines.join('\n')
}

function formatCitationReply(analysis, fileName) {
  const c = analysis.citations
  const lines = ['Pemeriksaan sitasi pada skripsi ' + quoteName(fileName) + ':']
  if (!analysis.references.found) {
    lines.push('• Bagian DAFTAR PUSTAKA belum ditemukan, jadi sitasi belum bisa dicocokkan.')
    if (c.cited.length) lines.push('• Sumber yang disitasi di dalam teks: ' + c.cited.join(', '))
    lines.push('')
    lines.push(
      'Tambahkan bagian DAFTAR PUSTAKA (judul di baris tersendiri) lalu unggah ulang dokumen Anda.',
    )
    return lines.join('\n')
  }
  const pairs = c.pairs || []
  lines.push('• Sumber yang disitasi di dalam teks: ' + c.cited.length)
  lines.push('• Entri daftar pustaka: ' + analysis.references.entries)
  if (c.exact !== undefined) lines.push('• Cocok persis dengan daftar pustaka: ' + c.exact)
  lines.push('')
  if (pairs.length) {
    lines.push('Hampir cocok, perlu diperbaiki (' + pairs.length + '):')
    for (let i = 0; i < pairs.length; i++)
      lines.push('• ' + pairs[i].cited + ' ↔ ' + pairs[i].entry + ' — ' + pairs[i].reason)
    lines.push('')
  }
  if (c.citedNotListed.length) {
    lines.push('Disitasi tetapi tidak ada di daftar pustaka (' + c.citedNotListed.length + '):')
    for (let i = 0; i < c.citedNotListed.length; i++) lines.push('• ' + c.citedNotListed[i])
    lines.push('')
  }
  if (c.listedNotCited.length) {
    lines.push(
      'Ada di daftar pustaka tetapi tidak pernah disitasi (' + c.listedNotCited.length + '):',
    )
    for (let i = 0; i < c.listedNotCited.length; i++) lines.push('• ' + c.listedNotCited[i])
    lines.push('')
  }
  if (!c.citedNotListed.length && !c.listedNotCited.length && !pairs.length) {
    lines.push(
      'Semua sitasi di dalam teks cocok dengan daftar pustaka (dibandingkan dari nama penulis pertama dan tahun).',
    )
  } else {
    lines.push(
      'Saran: samakan ejaan nama penulis pertama dan tahun di teks dan di daftar pustaka; setiap sumber yang disitasi harus tercantum, dan setiap entri daftar pustaka sebaiknya disitasi minimal sekali.',
    )
  }
  return lines.join('\n')
}

function formatWordCountReply(analysis, fileName) {
  const lines = [
    'Jumlah kata skripsi ' +
      quoteName(fileName) +
      ': ' +
      formatNumber(analysis.totalWords) +
      ' kata.',
  ]
  lines.push('')
  let shortest = null
  for (let i = 0; i < analysis.chapters.length; i++) {
    const ch = analysis.chapters[i]
    lines.push(
      '• ' + ch.expected + ': ' + (ch.found ? formatNumber(ch.words) + ' kata' : 'belum ditemukan'),
    )
    if (ch.found && (!shortest || ch.words < shortest.words)) shortest = ch
  }
  lines.push('')
  if (shortest) {
    lines.push(
      'Bab terpendek saat ini adalah ' +
        shortest.expected +
        ' (' +
        formatNumber(shortest.words) +
        ' kata). Periksa apakah isinya sudah cukup mendalam dibanding bab lain.',
    )
  } else {
    lines.push(
      'Judul bab (misalnya "BAB I PENDAHULUAN") belum terbaca; pastikan setiap bab diawali judulnya di baris tersendiri.',
    )
  }
  return lines.join('\n')
}

module.exports = {
  quoteName: quoteName,
  formatStructureReview: formatStructureReview,
  formatCitationReply: formatCitationReply,
  formatWordCountReply: formatWordCountReply,
}
