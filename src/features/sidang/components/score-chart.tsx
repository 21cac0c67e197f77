import Box from '@mui/material/Box'
import { useId } from 'react'
import { visuallyHidden } from './visually-hidden'

export interface ChartPoint {
  /** The session's date as people read it. */
  label: string
  score: number
}

const W = 320
const H = 140
const PAD = { left: 30, right: 12, top: 12, bottom: 22 }

/** Where each score sits in the chart (pure: the tests check the geometry). */
export function chartCoordinates(points: readonly ChartPoint[]): { x: number; y: number }[] {
  const innerW = W - PAD.left - PAD.right
  const innerH = H - PAD.top - PAD.bottom
  return points.map((p, i) => {
    const s = Math.max(0, Math.min(100, p.score))
    const x =
      points.length === 1 ? PAD.left + innerW / 2 : PAD.left + (innerW * i) / (points.length - 1)
    const y = PAD.top + innerH * (1 - s / 100)
    return { x: Math.round(x * 10) / 10, y: Math.round(y * 10) / 10 }
  })
}

/**
 * Scores over time as a small hand-made line chart (no chart library): an SVG image with a short
 * description, and the numbers in a table that screen readers read instead.
 */
export function ScoreChart({ points, title }: { points: readonly ChartPoint[]; title: string }) {
  const id = useId()
  if (points.length === 0) return null
  const coords = chartCoordinates(points)
  const first = points[0]
  const last = points[points.length - 1]
  const description =
    points.length === 1
      ? `Satu sesi selesai, skor ${last.score}.`
      : `${points.length} sesi selesai, dari skor ${first.score} (${first.label}) sampai ${last.score} (${last.label}).`
  const grid = [0, 50, 100]
  const y = (s: number) => PAD.top + (H - PAD.top - PAD.bottom) * (1 - s / 100)
  return (
    <Box data-testid="sidang-score-chart">
      <Box
        component="svg"
        viewBox={`0 0 ${W} ${H}`}
        role="img"
        aria-labelledby={`${id}-t ${id}-d`}
        sx={{ width: '100%', maxWidth: 480, height: 'auto', display: 'block' }}
      >
        <title id={`${id}-t`}>{title}</title>
        <desc id={`${id}-d`}>{description}</desc>
        {grid.map((g) => (
          <g key={g} aria-hidden="true">
            <line
              x1={PAD.left}
              x2={W - PAD.right}
              y1={y(g)}
              y2={y(g)}
              stroke="#fed7aa"
              strokeDasharray={g === 0 ? undefined : '3 3'}
            />
            <text x={PAD.left - 6} y={y(g) + 4} textAnchor="end" fontSize="10" fill="#4b5563">
              {g}
            </text>
          </g>
        ))}
        {coords.length > 1 && (
          <polyline
            aria-hidden="true"
            fill="none"
            stroke="#ea580c"
            strokeWidth={2.5}
            strokeLinejoin="round"
            points={coords.map((c) => `${c.x},${c.y}`).join(' ')}
          />
        )}
        {coords.map((c, i) => (
          <circle key={i} aria-hidden="true" cx={c.x} cy={c.y} r={4} fill="#c2410c" />
        ))}
        <text x={PAD.left} y={H - 6} fontSize="10" fill="#4b5563" aria-hidden="true">
          {first.label}
        </text>
        {points.length > 1 && (
          <text
            x={W - PAD.right}
            y={H - 6}
            fontSize="10"
            fill="#4b5563"
            textAnchor="end"
            aria-hidden="true"
          >
            {last.label}
          </text>
        )}
      </Box>
      <Box component="table" sx={visuallyHidden}>
        <caption>{title}</caption>
        <thead>
          <tr>
            <th scope="col">Tanggal</th>
            <th scope="col">Skor</th>
          </tr>
        </thead>
        <tbody>
          {points.map((p, i) => (
            <tr key={i}>
              <td>{p.label}</td>
              <td>{p.score}</td>
            </tr>
          ))}
        </tbody>
      </Box>
    </Box>
  )
}
