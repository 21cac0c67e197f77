import { useState } from 'react'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import CircularProgress from '@mui/material/CircularProgress'
import Skeleton from '@mui/material/Skeleton'
import Typography from '@mui/material/Typography'
import SmartToyOutlined from '@mui/icons-material/SmartToyOutlined'
import { format } from 'date-fns'
import { id as idLocale } from 'date-fns/locale'
import {
  getAssistantStatus,
  testAssistantConnection,
  useRemote,
  type AssistantMode,
  type AssistantSource,
  type AssistantStatus,
  type AssistantTestResult,
} from '@/data/admin'
import { errorMessage } from '@/lib/errors'
import { jakartaWallClock } from '@/lib/jakarta'
import { formatNumber, toDate } from '@/lib/format'
import { LoadError } from '@/components/admin/load-error'

const MODES: Array<{ key: AssistantMode; label: string }> = [
  { key: 'story', label: 'Ruang Cerita' },
  { key: 'academic', label: 'Asisten Akademik' },
  { key: 'trial', label: 'Chat uji coba (landing)' },
]

/** The source in Indonesian: 'Webhook otomasi (host)', 'LLM: model di host', 'Asisten bawaan'. */
export function sourceLabel(s: AssistantSource): string {
  if (s.source === 'webhook') return `Webhook otomasi (${s.host})`
  if (s.source === 'llm') return `LLM: ${s.model} di ${s.host}${s.keySet ? '' : ' (tanpa kunci)'}`
  return 'Asisten bawaan'
}

/** '25 Nov 2026 21.40' in Asia/Jakarta (UTC+7, no DST), whatever the browser's time zone. */
export function formatJakarta(at: string): string {
  const d = toDate(at)
  if (!d) return '-'
  return format(jakartaWallClock(d), 'd MMM yyyy HH.mm', { locale: idLocale })
}

/** 'YYYY-MM-DD' → '25/11'. */
function shortDay(day: string): string {
  const [, m, d] = day.split('-')
  return `${d}/${m}`
}

function Figures({ status }: { status: AssistantStatus }) {
  const t = status.today
  return (
    <>
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 1 }}>
        {[
          { label: 'Jawaban LLM hari ini', value: t.llmAnswers, id: 'llm-answers' },
          { label: 'Fallback ke bawaan', value: t.fallbacks, id: 'llm-fallbacks' },
          { label: 'Token hari ini', value: t.promptTokens + t.completionTokens, id: 'llm-tokens' },
        ].map((f) => (
          <Box key={f.id}>
            <Typography variant="caption" color="text.secondary">
              {f.label}
            </Typography>
            <Typography sx={{ fontWeight: 700 }} data-testid={f.id}>
              {formatNumber(f.value)}
            </Typography>
          </Box>
        ))}
      </Box>
      <Typography variant="caption" color="text.secondary">
        Token (prompt {formatNumber(t.promptTokens)} · jawaban {formatNumber(t.completionTokens)})
      </Typography>
      <Box data-testid="llm-days">
        <Typography variant="caption" color="text.secondary" component="p">
          Token 7 hari terakhir
        </Typography>
        <Typography variant="body2" sx={{ fontVariantNumeric: 'tabular-nums' }}>
          {status.days.map((d) => `${shortDay(d.day)}: ${formatNumber(d.tokens)}`).join(' · ')}
        </Typography>
      </Box>
      <Typography variant="body2" data-testid="sidang-counts">
        Simulasi Sidang: {formatNumber(status.sidang.sessions)} sesi (
        {formatNumber(status.sidang.finished)} selesai), {formatNumber(status.sidang.last7Days)}{' '}
        dalam 7 hari terakhir
      </Typography>
      <Typography variant="body2" data-testid="llm-last-error">
        Kesalahan terakhir:{' '}
        {status.lastError
          ? `${formatJakarta(status.lastError.at)} — ${status.lastError.message}`
          : 'tidak ada'}
      </Typography>
    </>
  )
}

/** The overview's 'Asisten AI' card: who answers each chat mode, today's figures, 'Uji koneksi'. */
export function AssistantCard({
  load = getAssistantStatus,
  runTest = testAssistantConnection,
}: {
  load?: () => Promise<AssistantStatus>
  runTest?: () => Promise<AssistantTestResult>
}) {
  const status = useRemote('assistant', load)
  const data = status.data
  const [testing, setTesting] = useState(false)
  const [result, setResult] = useState<{ ok: boolean; message: string } | null>(null)

  const onTest = async () => {
    setTesting(true)
    setResult(null)
    try {
      const r = await runTest()
      setResult({ ok: r.ok, message: r.message })
    } catch (err) {
      setResult({ ok: false, message: errorMessage(err, 'Uji koneksi gagal') })
    } finally {
      setTesting(false)
    }
  }

  return (
    <Card data-testid="assistant-card">
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <SmartToyOutlined color="primary" aria-hidden />
          <Typography variant="h6" component="h2" sx={{ flex: 1 }}>
            Asisten AI
          </Typography>
          <Button
            variant="outlined"
            size="small"
            onClick={() => void onTest()}
            disabled={testing}
            startIcon={testing ? <CircularProgress size={14} /> : undefined}
          >
            Uji koneksi
          </Button>
        </Box>
        {result ? (
          <Alert severity={result.ok ? 'success' : 'error'} data-testid="assistant-test-result">
            {result.message}
          </Alert>
        ) : null}
        {status.error && !data ? (
          <LoadError
            title="Gagal memuat status asisten"
            error={status.error}
            onRetry={() => void status.reload()}
          />
        ) : !data ? (
          <Skeleton variant="rounded" height={120} />
        ) : (
          <>
            <Box component="dl" sx={{ m: 0, display: 'grid', gap: 0.5 }}>
              {MODES.map((m) => (
                <Box key={m.key} sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
                  <Typography component="dt" variant="body2" sx={{ fontWeight: 600 }}>
                    {m.label}:
                  </Typography>
                  <Typography
                    component="dd"
                    variant="body2"
                    sx={{ m: 0 }}
                    data-testid={`source-${m.key}`}
                  >
                    {sourceLabel(data.modes[m.key])}
                  </Typography>
                </Box>
              ))}
            </Box>
            <Figures status={data} />
          </>
        )}
      </CardContent>
    </Card>
  )
}
