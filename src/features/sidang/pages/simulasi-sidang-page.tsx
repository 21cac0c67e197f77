import { selectUserId, useSession } from '@/data/auth'
import { usePageMeta } from '@/components/page-meta'
import { ToolPage } from '@/components/tool-page'
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
    <ToolPage title={SIDANG_TEXTS.title} intro={SIDANG_TEXTS.intro}>
      {userId && <SidangRoom key={userId} userId={userId} />}
    </ToolPage>
  )
}
