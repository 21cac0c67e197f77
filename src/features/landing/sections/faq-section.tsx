import Box from '@mui/material/Box'
import { Section } from '../components/section'
import { FAQ } from '../content'

/** FAQ accordion (5 items) on native <details>: keyboard and screen readers work without script. */
export function FaqSection() {
  return (
    <Section id="faq" title="Pertanyaan yang Sering Diajukan" bg="#fff">
      <Box sx={{ maxWidth: 800, mx: 'auto', display: 'grid', gap: 1.5 }}>
        {FAQ.map((item) => (
          <Box
            component="details"
            key={item.q}
            sx={{
              border: '1px solid #fed7aa',
              borderRadius: 3,
              bgcolor: '#fff7ed',
              '&[open] summary::after': { transform: 'rotate(45deg)' },
            }}
          >
            <Box
              component="summary"
              sx={{
                cursor: 'pointer',
                listStyle: 'none',
                p: 2,
                fontWeight: 700,
                display: 'flex',
                justifyContent: 'space-between',
                gap: 2,
                '&::-webkit-details-marker': { display: 'none' },
                '&::after': {
                  content: '"+"',
                  fontSize: 22,
                  lineHeight: 1,
                  color: '#c2410c',
                  transition: 'transform 0.2s',
                },
                '&:focus-visible': { outline: '3px solid #fb923c', borderRadius: 3 },
              }}
            >
              {item.q}
            </Box>
            <Box component="p" sx={{ m: 0, px: 2, pb: 2, color: 'text.secondary' }}>
              {item.a}
            </Box>
          </Box>
        ))}
      </Box>
    </Section>
  )
}
