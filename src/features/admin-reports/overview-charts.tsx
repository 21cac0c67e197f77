import { useEffect, useRef } from 'react'
import Box from '@mui/material/Box'
import Skeleton from '@mui/material/Skeleton'
import Typography from '@mui/material/Typography'
import { BarChart } from '@mui/x-charts/BarChart'
import { LineChart } from '@mui/x-charts/LineChart'
import { getOverviewCharts, useRemote, type OverviewCharts as Charts } from '@/data/admin'
import { LoadError } from '@/components/admin/load-error'
import { ChartCard } from './chart-card'
import {
  dayLabel,
  dayLabelLong,
  formatNumber,
  formatRupiah,
  monthLabel,
  monthLabelLong,
  rupiahShort,
  total,
  weekLabelLong,
} from './chart-format'

const HEIGHT = 220
const TICK = { fontSize: 11 }
const count = (v: number | null) => formatNumber(v ?? 0)
const rupiah = (v: number | null) => formatRupiah(v ?? 0)

function SubscriptionCharts({ c }: { c: Charts }) {
  const weeks = c.subscriptions.newPerWeek
  const active = c.subscriptions.activePerWeek
  const newTotal = total(weeks.map((w) => w.count))
  const thisWeek = weeks[weeks.length - 1]?.count ?? 0
  const activeNow = active[active.length - 1]?.count ?? 0
  return (
    <>
      <ChartCard
        testId="chart-new-subscriptions"
        title="Subscriber baru per minggu"
        summary={
          <>
            12 minggu terakhir: <strong data-testid="chart-value">{formatNumber(newTotal)}</strong>{' '}
            · minggu ini: {formatNumber(thisWeek)}
          </>
        }
        empty={newTotal === 0}
        emptyText="Belum ada subscriber baru dalam 12 minggu terakhir."
        table={{
          columns: ['Minggu (Senin–Minggu, WIB)', 'Subscriber baru'],
          rows: weeks.map((w) => [weekLabelLong(w.week), formatNumber(w.count)]),
        }}
      >
        <BarChart
          height={HEIGHT}
          hideLegend
          xAxis={[
            {
              scaleType: 'band',
              data: weeks.map((w) => dayLabel(w.week)),
              tickLabelStyle: TICK,
            },
          ]}
          yAxis={[{ valueFormatter: (v: number) => formatNumber(v), width: 40 }]}
          series={[
            { data: weeks.map((w) => w.count), label: 'Subscriber baru', valueFormatter: count },
          ]}
        />
      </ChartCard>
      <ChartCard
        testId="chart-active-subscribers"
        title="Subscriber aktif"
        summary={
          <>
            Sekarang: <strong data-testid="chart-value">{formatNumber(activeNow)}</strong> (akhir
            tiap minggu; minggu ini: saat ini)
          </>
        }
        empty={active.every((w) => w.count === 0)}
        emptyText="Belum ada subscriber aktif dalam 12 minggu terakhir."
        table={{
          columns: ['Akhir minggu (WIB)', 'Subscriber aktif'],
          rows: active.map((w, i) => [
            i === active.length - 1 ? `Saat ini (${weekLabelLong(w.week)})` : weekLabelLong(w.week),
            formatNumber(w.count),
          ]),
        }}
      >
        <LineChart
          height={HEIGHT}
          hideLegend
          xAxis={[
            {
              scaleType: 'point',
              data: active.map((w) => dayLabel(w.week)),
              tickLabelStyle: TICK,
            },
          ]}
          yAxis={[{ valueFormatter: (v: number) => formatNumber(v), width: 40, min: 0 }]}
          series={[
            {
              data: active.map((w) => w.count),
              label: 'Subscriber aktif',
              valueFormatter: count,
              area: true,
              curve: 'linear',
            },
          ]}
        />
      </ChartCard>
    </>
  )
}

function RevenueCharts({ c }: { c: Charts }) {
  const days = c.revenue.perDay
  const months = c.revenue.perMonth
  const today = days[days.length - 1]
  const month = months[months.length - 1]
  const daysTotal = total(days.map((d) => d.amount))
  const monthsTotal = total(months.map((m) => m.amount))
  return (
    <>
      <ChartCard
        testId="chart-revenue-daily"
        title="Pendapatan per hari (30 hari)"
        summary={
          <>
            Hari ini: <strong data-testid="chart-value">{formatRupiah(today?.amount)}</strong> (
            {formatNumber(today?.count)} transaksi) · 30 hari: {formatRupiah(daysTotal)}
          </>
        }
        empty={daysTotal === 0}
        emptyText="Belum ada pembayaran berhasil dalam 30 hari terakhir."
        table={{
          columns: ['Tanggal (WIB)', 'Pendapatan', 'Transaksi'],
          rows: days.map((d) => [
            dayLabelLong(d.day),
            formatRupiah(d.amount),
            formatNumber(d.count),
          ]),
        }}
      >
        <BarChart
          height={HEIGHT}
          hideLegend
          xAxis={[
            { scaleType: 'band', data: days.map((d) => dayLabel(d.day)), tickLabelStyle: TICK },
          ]}
          yAxis={[{ valueFormatter: (v: number) => rupiahShort(v), width: 64 }]}
          series={[
            { data: days.map((d) => d.amount), label: 'Pendapatan', valueFormatter: rupiah },
          ]}
        />
      </ChartCard>
      <ChartCard
        testId="chart-revenue-monthly"
        title="Pendapatan per bulan (12 bulan)"
        summary={
          <>
            Bulan ini: <strong data-testid="chart-value">{formatRupiah(month?.amount)}</strong> (
            {formatNumber(month?.count)} transaksi) · 12 bulan: {formatRupiah(monthsTotal)}
          </>
        }
        empty={monthsTotal === 0}
        emptyText="Belum ada pembayaran berhasil dalam 12 bulan terakhir."
        table={{
          columns: ['Bulan', 'Pendapatan', 'Transaksi'],
          rows: months.map((m) => [
            monthLabelLong(m.month),
            formatRupiah(m.amount),
            formatNumber(m.count),
          ]),
        }}
      >
        <BarChart
          height={HEIGHT}
          hideLegend
          xAxis={[
            {
              scaleType: 'band',
              data: months.map((m) => monthLabel(m.month)),
              tickLabelStyle: TICK,
            },
          ]}
          yAxis={[{ valueFormatter: (v: number) => rupiahShort(v), width: 64 }]}
          series={[
            { data: months.map((m) => m.amount), label: 'Pendapatan', valueFormatter: rupiah },
          ]}
        />
      </ChartCard>
    </>
  )
}

const SOURCES = [
  { key: 'webhook', label: 'Webhook', color: '#7c3aed' },
  { key: 'llm', label: 'LLM', color: '#2563eb' },
  { key: 'builtin', label: 'Bawaan', color: '#16a34a' },
] as const

function ChatChart({ c }: { c: Charts }) {
  const days = c.chat.perDay
  const messages = total(days.map((d) => d.total))
  const fallbacks = total(days.map((d) => d.fallbacks))
  return (
    <ChartCard
      testId="chart-chat"
      title="Pesan chat per hari menurut sumber (14 hari)"
      summary={
        <>
          14 hari: <strong data-testid="chart-value">{formatNumber(messages)}</strong> jawaban ·{' '}
          {formatNumber(fallbacks)} fallback ke asisten bawaan
        </>
      }
      empty={messages === 0}
      emptyText="Belum ada pesan chat dalam 14 hari terakhir."
      table={{
        columns: ['Tanggal (WIB)', 'Webhook', 'LLM', 'Bawaan', 'Fallback', 'Total'],
        rows: days.map((d) => [
          dayLabelLong(d.day),
          formatNumber(d.webhook),
          formatNumber(d.llm),
          formatNumber(d.builtin),
          formatNumber(d.fallbacks),
          formatNumber(d.total),
        ]),
      }}
    >
      <BarChart
        height={HEIGHT + 40}
        xAxis={[
          { scaleType: 'band', data: days.map((d) => dayLabel(d.day)), tickLabelStyle: TICK },
        ]}
        yAxis={[{ valueFormatter: (v: number) => formatNumber(v), width: 40 }]}
        slotProps={{ legend: { position: { vertical: 'bottom', horizontal: 'center' } } }}
        series={[
          ...SOURCES.map((s) => ({
            data: days.map((d) => d[s.key]),
            label: s.label,
            color: s.color,
            stack: 'sumber',
            valueFormatter: count,
          })),
          {
            data: days.map((d) => d.fallbacks),
            label: 'Fallback',
            color: '#ea580c',
            valueFormatter: count,
          },
        ]}
      />
    </ChartCard>
  )
}

/**
 * The dashboard's charts (GET /api/admin/charts/overview), loaded with React.lazy from the
 * overview page so @mui/x-charts stays in the admin area's chunks. `refresh`: a counter the
 * page's Refresh button increments.
 */
export default function OverviewCharts({ refresh }: { refresh: number }) {
  const charts = useRemote('overview-charts', getOverviewCharts)
  const first = useRef(true)
  const reload = charts.reload
  useEffect(() => {
    if (first.current) {
      first.current = false
      return
    }
    void reload()
  }, [refresh, reload])

  if (charts.error && !charts.data)
    return (
      <LoadError
        title="Gagal memuat grafik"
        error={charts.error}
        onRetry={() => void charts.reload()}
      />
    )
  const c = charts.data
  return (
    <Box component="section" aria-labelledby="grafik-heading" data-testid="overview-charts">
      <Typography id="grafik-heading" variant="h6" component="h2" sx={{ mb: 0.5 }}>
        Grafik
      </Typography>
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 1.5 }}>
        Tanggal menurut WIB (Asia/Jakarta); minggu dimulai hari Senin.
      </Typography>
      {c ? (
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
          }}
        >
          <SubscriptionCharts c={c} />
          <RevenueCharts c={c} />
          <Box sx={{ gridColumn: { md: '1 / -1' } }}>
            <ChatChart c={c} />
          </Box>
        </Box>
      ) : (
        <Skeleton variant="rounded" height={HEIGHT} />
      )}
    </Box>
  )
}
