import type { ReactNode } from 'react'
import Paper from '@mui/material/Paper'
import Typography from '@mui/material/Typography'

/** One section of the account page: a titled card. */
export function SectionCard({
  title,
  description,
  children,
  id,
  danger,
}: {
  title: string
  description?: ReactNode
  children: ReactNode
  id: string
  danger?: boolean
}) {
  return (
    <Paper
      component="section"
      aria-labelledby={`${id}-title`}
      variant="outlined"
      sx={{ p: { xs: 2, sm: 3 }, borderColor: danger ? 'error.light' : undefined }}
    >
      <Typography
        id={`${id}-title`}
        variant="h6"
        component="h2"
        sx={{ fontWeight: 700, color: danger ? 'error.main' : undefined }}
      >
        {title}
      </Typography>
      {description ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, mb: 2 }}>
          {description}
        </Typography>
      ) : (
        <div style={{ height: 16 }} />
      )}
      {children}
    </Paper>
  )
}
