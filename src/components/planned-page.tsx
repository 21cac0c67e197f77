import type { ReactNode } from 'react'
import Box from '@mui/material/Box'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Typography from '@mui/material/Typography'
import { usePageMeta } from './page-meta'

/** A screen that a later issue fills in: a heading naming what will be there and a short description. */
export function PlannedPage({ title, description, children }: { title: string; description: string; children?: ReactNode }) {
  usePageMeta({ title, description, noIndex: true })
  return (
    <Box sx={{ maxWidth: 960, mx: 'auto' }}>
      <Typography variant="h2" component="h1" gutterBottom>
        {title}
      </Typography>
      <Card>
        <CardContent>
          <Typography color="text.secondary">{description}</Typography>
          {children}
        </CardContent>
      </Card>
    </Box>
  )
}
