import { describe, expect, it } from 'vitest'
import * as pdfjs from 'pdfjs-dist/legacy/build/pdf.mjs'
import type { CvReport } from '../logic/types'
import { buildCvReportPdf, cvReportFileName, toWinAnsi } from './cv-report-pdf'

const fontDir = new URL('../../../../node_modules/pdfjs-dist/standard_fonts/', import.meta.url)
  .pathname

async function pdfText(bytes: Uint8Array): Promise<{ text: string; pages: number }> {
  const doc = await pdfjs.getDocument({
    data: bytes.slice(),
    standardFontDataUrl: fontDir,
    verbosity: 0,
  }).promise
  const out: string[] = []
  for (let i = 1; i <= doc.numPages; i++) {
    const content = await (await doc.getPage(i)).getTextContent()
    out.push(content.items.map((it) => ('str' in it ? it.str : '')).join(' '))
  }
  return { text: out.join('\n').replace(/\s+/g, ' '), pages: doc.numPages }
}

const REPORT: CvReport = {
  fileName: 'CV Siti Rahmawati – 2026.pdf',
  analyzedAt: '2026-11-25T03:15:00.000Z',
  pages: 2,
  score: 64,
  scoreExplanation: ['Tata letak dua kolom: -15', 'Bagian lengkap: +10'],
  withPosting: true,
  bullets: [],
  checks: [
    {
      id: 'sections',
      status: 'ok',
      title: 'Bagian CV',
      summary: 'Ditemukan 6 dari 9 bagian.',
      why: 'Sistem rekrutmen memetakan isi CV menurut judul bagiannya.',
      findings: [],
      sections: [
        { id: 'pendidikan', heading: 'RIWAYAT PENDIDIKAN', where: { page: 1 } },
        { id: 'organisasi', heading: 'Pengalaman Organisasi', where: { page: 2 } },
      ],
    },
    {
      id: 'weak-openers',
      status: 'warn',
      title: 'Kata kerja pembuka',
      summary: '2 poin dibuka dengan frasa lemah.',
      why: 'Perekrut membaca awal poin untuk melihat apa yang Anda lakukan.',
      findings: [
        {
          text: 'Membantu panitia menyiapkan acara “Dies Natalis”',
          suggestion: 'Mulai dengan kata kerja kuat: mengoordinasikan, menyusun…',
          where: { page: 2, section: 'organisasi' },
        },
      ],
    },
    {
      id: 'keywords',
      status: 'fail',
      title: 'Kecocokan lowongan',
      summary: 'Cocok 40% dengan lowongan.',
      why: 'Perekrut mencari kandidat dengan istilah dari lowongan.',
      findings: [],
      missing: ['analisis data', 'SQL'],
      matchPercent: 40,
    },
  ],
}

describe('Unduh laporan CV', () => {
  it('names the file after the CV and the Jakarta date', () => {
    expect(cvReportFileName('CV Siti Rahmawati – 2026.pdf', new Date('2026-11-25T18:30:00Z'))).toBe(
      'laporan-cv-cv-siti-rahmawati-2026-2026-11-26.pdf',
    )
    expect(cvReportFileName('.docx', new Date('2026-01-01T00:00:00Z'))).toBe(
      'laporan-cv-cv-2026-01-01.pdf',
    )
  })

  it('builds a PDF with the score, each check, its status, findings and missing terms', async () => {
    const bytes = await buildCvReportPdf({ report: REPORT, at: new Date('2026-11-25T04:00:00Z') })
    const { text } = await pdfText(bytes)
    for (const part of [
      'Laporan Analisa CV',
      'Berkas: CV Siti Rahmawati - 2026.pdf',
      'Skor keterbacaan: 64/100 (Cukup mudah dibaca)',
      'Tata letak dua kolom: -15',
      'bukan peluang lolos',
      'Bagian CV [Baik]',
      'Pendidikan: "RIWAYAT PENDIDIKAN" (hal. 1)',
      'Kata kerja pembuka [Perlu diperhatikan]',
      '- Membantu panitia menyiapkan acara "Dies Natalis"',
      'Saran: Mulai dengan kata kerja kuat: mengoordinasikan, menyusun...',
      'hal. 2 · Pengalaman Organisasi',
      'Kecocokan lowongan [Perlu diperbaiki]',
      'Kecocokan dengan lowongan: 40%',
      'analisis data, SQL',
      'Mengapa penting: Perekrut mencari kandidat',
      'Dianalisa: 25 November 2026 10.15 WIB',
      'pada 25 November 2026 11.00 WIB',
    ])
      expect(text).toContain(part)
    expect(text).not.toContain('lolos ATS')
  })

  it('draws only what the standard fonts can', () => {
    expect(toWinAnsi('• Memimpin “tim” — 5 orang…')).toBe('- Memimpin "tim" - 5 orang...')
    expect(toWinAnsi('Ilmu Komputer 🎓')).toBe('Ilmu Komputer ?')
  })
})
