import IconButton from '@mui/material/IconButton'
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward'
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward'

/** 'Naikkan' / 'Turunkan' for an item at `index` of `count` siblings. */
export function OrderButtons({
  index,
  count,
  disabled,
  onMove,
}: {
  index: number
  count: number
  disabled?: boolean
  onMove: (delta: -1 | 1) => void
}) {
  return (
    <>
      <IconButton
        aria-label="Naikkan"
        size="small"
        disabled={disabled || index <= 0}
        onClick={() => onMove(-1)}
      >
        <ArrowUpwardIcon fontSize="small" />
      </IconButton>
      <IconButton
        aria-label="Turunkan"
        size="small"
        disabled={disabled || index >= count - 1}
        onClick={() => onMove(1)}
      >
        <ArrowDownwardIcon fontSize="small" />
      </IconButton>
    </>
  )
}
