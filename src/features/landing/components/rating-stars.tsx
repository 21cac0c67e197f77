import Box from '@mui/material/Box'

/** Five stars filled to `value` (0-5), with an accessible label. */
export function RatingStars({ value, label }: { value: number; label: string }) {
  const pct = Math.max(0, Math.min(5, value)) * 20
  return (
    <Box
      component="span"
      role="img"
      aria-label={label}
      sx={{
        position: 'relative',
        display: 'inline-block',
        fontSize: 18,
        lineHeight: 1,
        letterSpacing: 2,
      }}
    >
      <Box component="span" aria-hidden sx={{ color: '#e5e7eb' }}>
        ★★★★★
      </Box>
      <Box
        component="span"
        aria-hidden
        sx={{
          position: 'absolute',
          inset: 0,
          width: `${pct}%`,
          overflow: 'hidden',
          color: '#f59e0b',
          whiteSpace: 'nowrap',
        }}
      >
        ★★★★★
      </Box>
    </Box>
  )
}
