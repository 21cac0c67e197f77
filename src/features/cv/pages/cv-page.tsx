import { useCallback, useState } from 'react'
import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import { selectUserId, useSession } from '@/data/auth'
import { usePageMeta } from '@/components/page-meta'
import { ToolPage } from '@/components/tool-page'
import { useOnline } from '@/components/use-online'
import { DownloadButton } from '../components/download-button'
import { HistoryCard } from '../components/history-card'
import { ReportView } from '../components/report-view'
import { ThesisEntryCard } from '../components/thesis-entry-card'
import { UploadPanel } from '../components/upload-panel'
import type { CvHistoryEntry } from '../history/cv-history'
import { useCvAnalysis } from '../hooks/use-cv-analysis'
import { useCvHistory } from '../hooks/use-cv-history'
import { useCvOnlineExtras } from '../hooks/use-cv-online-extras'
import { useReaderWarmup } from '../hooks/use-reader-warmup'
import type { CvReport } from '../logic/types'
import { RewriteButton } from '../rewrite/rewrite-button'
import { CV_TEXTS } from '../texts'

/** The page of one signed-in user (remounted for another user: their own history). */
function CvWorkspace({ userId }: { userId: string }) {
  const history = useCvHistory(userId)
  const { save } = history
  const onReport = useCallback(
    (analysisId: string, report: CvReport, posting: string) =>
      save({ id: analysisId, savedAt: new Date().toISOString(), posting, report }),
    [save],
  )
  const analysis = useCvAnalysis(onReport)
  const [past, setPast] = useState<CvHistoryEntry | null>(null)
  const online = useOnline()
  useReaderWarmup(online)
  const extras = useCvOnlineExtras()

  const current = analysis.state.status === 'ready' ? analysis.state : null
  const shown: { report: CvReport; posting: string } | null = past
    ? { report: past.report, posting: past.posting }
    : current
      ? { report: current.report, posting: analysis.posting }
      : null
  const ai = extras.ai?.available ? extras.ai : null
  const bulletAction =
    ai && shown
      ? (bullet: string) => (
          <RewriteButton
            key={bullet}
            bullet={bullet}
            posting={shown.posting}
            cost={ai.cost}
            onUnavailable={extras.hideAi}
          />
        )
      : undefined

  return (
    <>
      <UploadPanel
        state={analysis.state}
        posting={analysis.posting}
        onPosting={(text) => {
          setPast(null)
          analysis.setPosting(text)
        }}
        onFile={(file) => {
          setPast(null)
          void analysis.upload(file)
        }}
      />
      {past && (
        <Alert
          severity="info"
          data-testid="cv-viewing-past"
          action={
            current ? (
              <Button color="inherit" size="small" onClick={() => setPast(null)}>
                {CV_TEXTS.backToCurrent}
              </Button>
            ) : undefined
          }
        >
          {CV_TEXTS.viewingPast}
        </Alert>
      )}
      {shown && (
        <ReportView
          report={shown.report}
          actions={<DownloadButton report={shown.report} />}
          bulletAction={bulletAction}
        />
      )}
      <ThesisEntryCard entry={extras.thesis} failed={extras.thesisFailed} online={online} />
      <HistoryCard
        entries={history.entries}
        openId={past?.id ?? current?.analysisId ?? null}
        onOpen={(entry) => {
          setPast(entry.id === current?.analysisId ? null : entry)
          window.scrollTo({ top: 0, behavior: 'smooth' })
        }}
        onRemove={(id) => {
          if (past?.id === id) setPast(null)
          history.remove(id)
        }}
        onClear={() => {
          setPast(null)
          history.clear()
        }}
      />
    </>
  )
}

/** /dashboard/cv: 'Analisa CV', the CV checked on the device (docs/contract.md, Analisa CV). */
export default function CvPage() {
  usePageMeta({
    title: CV_TEXTS.title,
    description:
      'Periksa CV Anda di perangkat sendiri: bagian, tata letak, poin, dan kecocokan lowongan.',
    noIndex: true,
  })
  const userId = useSession(selectUserId)
  return (
    <ToolPage title={CV_TEXTS.title} intro={CV_TEXTS.intro}>
      {userId && <CvWorkspace key={userId} userId={userId} />}
    </ToolPage>
  )
}
