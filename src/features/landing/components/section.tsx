import type { ReactNode } from 'react'
import Box from '@mui/material/Box'
import Container from '@mui/material/Container'
import Typography from '@mui/material/Typography'

interface SectionProps {
  id: string
  title: string
  subtitle?: string
  /** Background of the full-width band. */
  bg?: string
  children: ReactNode
}

/** A landing section: a full-width band with a centred h2, an optional lead text and content. */
export function Section({ id, title, subtitle, bg, children }: SectionProps) {
  const headingId = `${id}-title`
  return (
    <Box
      component="section"
      id={id}
      aria-labelledby={headingId}
      sx={{ py: { xs: 6, md: 9 }, bgcolor: bg, scrollMarginTop: 72 }}
    >
      <Container>
        <Typography
          variant="h2"
          id={headingId}
          sx={{ textAlign: 'center', fontSize: { xs: '1.6rem', md: '2.1rem' } }}
        >
          {title}
        </Typography>
        {subtitle && (
          <Typography
            color="text.secondary"
            sx={{ textAlign: 'center', maxWidth: 640, mx: 'auto', mt: 1.5 }}
          >
            {subtitle}
          </Typography>
        )}
        <Box sx={{ mt: { xs: 4, md: 5 } }}>{children}</Box>
      </Container>
    </Box>
  )
}
