import Box from '@mui/material/Box'
import type { ReactNode } from 'react'

/** A list of cards: one column on phones, three from the md breakpoint. */
export function CardList({ children }: { children: ReactNode }) {
  return (
    <Box
      component="ul"
      sx={{
        listStyle: 'none',
        p: 0,
        m: 0,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' },
      }}
    >
      {children}
    </Box>
  )
}
