import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { selectUserId, useSession } from '@/data/auth'
import { usePageMeta } from '@/components/page-meta'
import { SidangRoom } from '../components/sidang-room'
import { SIDANG_TEXTS } from '../logic/texts'

export { announcement } from '../logic/screen'

/** /dashboard/simulasi-sidang: the defence rehearsal (docs/sidang.md). */
export default function SimulasiSidangPage() {
  usePageMeta({
    title: SIDANG_TEXTS.title,
    description: 'Latihan sidang skripsi bersama penguji yang sudah membaca skripsi Anda.',
    noIndex: true,
  })
  const userId = useSession(selectUserId)
  return (
    <Box sx={{ maxWidth: 860, mx: 'auto', display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Box>
        <Typography variant="h2" component="h1">
          {SIDANG_TEXTS.title}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 0.5 }}>
          {SIDANG_TEXTS.intro}
        </Typography>
      </Box>
      {userId && <SidangRoom key={userId} userId={userId} />}
    </Box>
  )
}
