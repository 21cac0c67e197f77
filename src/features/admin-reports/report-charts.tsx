import Box from '@mui/material/Box'
import { BarChart } from '@mui/x-charts/BarChart'
import { ScatterChart } from '@mui/x-charts/ScatterChart'
import type { ClassReport } from '@/data/admin'
import { ChartCard } from './chart-card'
import { formatNumber } from './chart-format'

const STEP_LABEL: Record<string, string> = {
  pretest: 'Pre Test',
  posttest: 'Post Test',
  lesson: 'Pelajaran',
  video: 'Video',
}

function short(text: string, max: number): string {
  const chars = Array.from(text.trim())
  return chars.length > max ? `${chars.slice(0, max - 1).join('')}…` : chars.join('')
}

function score(v: number | null): string {
  return v === null ? '–' : v.toLocaleString('id-ID', { maximumFractionDigits: 1 })
}

function mean(values: number[]): number | null {
  return values.length
    ? Math.round((values.reduce((s, v) => s + v, 0) / values.length) * 10) / 10
    : null
}

/** How many students reached (completed it or a later step) and completed each step. */
function FunnelChart({ r }: { r: ClassReport }) {
  const labels = r.steps.map((s, i) => `${i + 1}. ${short(s.judul, 16)}`)
  return (
    <ChartCard
      testId="report-chart-funnel"
      title="Corong penyelesaian per step"
      summary={
        <>
          {formatNumber(r.started)} siswa mulai · {formatNumber(r.finished)} menyelesaikan semua
          step
        </>
      }
      empty={r.steps.length === 0 || r.started === 0}
      emptyText={
        r.steps.length === 0 ? 'Kelas ini belum punya step.' : 'Belum ada siswa yang mulai belajar.'
      }
      table={{
        columns: ['Step', 'Jenis', 'Mencapai', 'Menyelesaikan', '% dari yang mulai'],
        rows: r.steps.map((s, i) => [
          `${i + 1}. ${s.chapter ? `${s.chapter} › ` : ''}${s.judul}`,
          STEP_LABEL[s.type] ?? s.type,
          formatNumber(s.reached),
          formatNumber(s.completed),
          `${s.percent}%`,
        ]),
      }}
    >
      <BarChart
        layout="horizontal"
        height={Math.max(160, 60 + r.steps.length * 34)}
        yAxis={[{ scaleType: 'band', data: labels, width: 120, tickLabelStyle: { fontSize: 11 } }]}
        xAxis={[{ min: 0, valueFormatter: (v: number) => formatNumber(v) }]}
        slotProps={{ legend: { position: { vertical: 'bottom', horizontal: 'center' } } }}
        series={[
          {
            data: r.steps.map((s) => s.reached),
            label: 'Mencapai',
            color: '#93c5fd',
            valueFormatter: (v) => `${formatNumber(v ?? 0)} siswa`,
          },
          {
            data: r.steps.map((s) => s.completed),
            label: 'Menyelesaikan',
            color: '#2563eb',
            valueFormatter: (v) => `${formatNumber(v ?? 0)} siswa`,
          },
        ]}
      />
    </ChartCard>
  )
}

/** Pre-test against post-test of the same students: above the diagonal = improved. */
function GainChart({ r }: { r: ClassReport }) {
  const up = r.pairs.filter((p) => p.post > p.pre)
  const same = r.pairs.filter((p) => p.post === p.pre)
  const down = r.pairs.filter((p) => p.post < p.pre)
  const row = (label: string, list: ClassReport['pairs']) => [
    label,
    formatNumber(list.length),
    score(mean(list.map((p) => p.pre))),
    score(mean(list.map((p) => p.post))),
  ]
  const gain = r.gain.average
  return (
    <ChartCard
      testId="report-chart-gain"
      title="Pre Test vs Post Test (siswa yang sama)"
      summary={
        <>
          {formatNumber(r.gain.students)} siswa mengerjakan keduanya · peningkatan rata-rata{' '}
          <strong data-testid="chart-value">
            {gain === null ? '–' : `${gain > 0 ? '+' : ''}${score(gain)}`}
          </strong>{' '}
          · naik {formatNumber(up.length)}, tetap {formatNumber(same.length)}, turun{' '}
          {formatNumber(down.length)}
        </>
      }
      empty={r.pairs.length === 0}
      emptyText="Belum ada siswa yang mengerjakan Pre Test dan Post Test."
      table={{
        columns: ['Kelompok', 'Siswa', 'Rata-rata Pre Test', 'Rata-rata Post Test'],
        rows: [
          row('Nilai naik', up),
          row('Nilai tetap', same),
          row('Nilai turun', down),
          row('Semua', r.pairs),
        ],
      }}
    >
      <ScatterChart
        height={260}
        hideLegend
        xAxis={[{ min: 0, max: 100, label: 'Pre Test' }]}
        yAxis={[{ min: 0, max: 100, label: 'Post Test', width: 48 }]}
        series={[
          {
            label: 'Siswa',
            data: r.pairs.map((p, i) => ({ x: p.pre, y: p.post, id: i })),
            valueFormatter: (v) => (v ? `Pre ${score(v.x)} → Post ${score(v.y)}` : ''),
            markerSize: 4,
          },
        ]}
      />
    </ChartCard>
  )
}

/** The hardest questions as the share answered correctly. */
function HardestChart({ r }: { r: ClassReport }) {
  const items = r.hardest
  return (
    <ChartCard
      testId="report-chart-hardest"
      title="Soal tersulit: persentase jawaban benar"
      empty={items.length === 0}
      emptyText="Belum ada jawaban tes."
      table={{
        columns: ['Soal', 'Tes', 'Benar', 'Dijawab'],
        rows: items.map((h, i) => [
          `${i + 1}. ${h.pertanyaan}`,
          h.test === 'pretest' ? 'Pre Test' : 'Post Test',
          `${100 - h.wrong_rate}%`,
          formatNumber(h.answered),
        ]),
      }}
    >
      <BarChart
        layout="horizontal"
        height={Math.max(140, 50 + items.length * 30)}
        hideLegend
        yAxis={[
          {
            scaleType: 'band',
            data: items.map((h, i) => `${i + 1}. ${short(h.pertanyaan, 16)}`),
            width: 120,
            tickLabelStyle: { fontSize: 11 },
          },
        ]}
        xAxis={[{ min: 0, max: 100, valueFormatter: (v: number) => `${v}%` }]}
        series={[
          {
            data: items.map((h) => 100 - h.wrong_rate),
            label: 'Benar',
            color: '#16a34a',
            valueFormatter: (v) => `${v ?? 0}% benar`,
          },
        ]}
      />
    </ChartCard>
  )
}

/** The class report's charts, loaded with React.lazy by the report dialog (admin area only). */
export default function ReportCharts({ report }: { report: ClassReport }) {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }} data-testid="report-charts">
      <FunnelChart r={report} />
      <GainChart r={report} />
      <HardestChart r={report} />
    </Box>
  )
}
