import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Typography from '@mui/material/Typography'
import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded'
import { useSidangRoom } from '../hooks/use-sidang-room'
import { announcement } from '../logic/screen'
import { SIDANG_TEXTS } from '../logic/texts'
import { CreditsDialog } from './credits-dialog'
import { FeedbackView } from './feedback-view'
import { PastSessions } from './past-sessions'
import { QuestionPanel } from './question-panel'
import { ReportView } from './report-view'
import { StartPanel } from './start-panel'
import { visuallyHidden } from './visually-hidden'

/** The Simulasi Sidang room of one user: the screen of the moment (state: useSidangRoom). */
export function SidangRoom({ userId }: { userId: string }) {
  const room = useSidangRoom(userId)
  const { online, screen, list, busy, error, refusal } = room
  const price = list?.price ?? null
  const history = (
    <PastSessions
      items={list?.items ?? null}
      error={room.listError}
      busyId={room.busyId}
      onOpen={(id) => void room.open(id)}
      onDelete={room.remove}
    />
  )

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      {!online && (
        <Alert severity="warning" role="alert" data-testid="sidang-offline">
          {SIDANG_TEXTS.offline}
        </Alert>
      )}
      {error && (
        <Alert severity="error" role="alert" onClose={room.dismissError} data-testid="sidang-error">
          {error}
        </Alert>
      )}

      {screen.kind !== 'home' && (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}>
          <Button size="small" startIcon={<ArrowBackRounded />} onClick={room.goHome}>
            Daftar sesi
          </Button>
          <Typography
            variant="body2"
            color="text.secondary"
            noWrap
            sx={{ minWidth: 0 }}
            title={screen.session.documentName}
          >
            {screen.session.documentName}
          </Typography>
        </Box>
      )}

      {screen.kind === 'home' && (
        <>
          <StartPanel
            documents={room.documents}
            documentsError={room.documentsError}
            selectedId={room.selectedId}
            onSelect={room.setSelectedId}
            upload={room.upload}
            onUpload={(file) => void room.onUpload(file)}
            price={price}
            credits={room.credits}
            starting={busy === 'start'}
            disabled={!online}
            onStart={room.start}
          />
          {history}
        </>
      )}

      {screen.kind === 'question' && (
        <QuestionPanel
          key={`${screen.session.id}:${screen.question.index}`}
          question={screen.question}
          voice={room.voice}
          sending={busy === 'answer'}
          blocked={!online}
          error={null}
          onSubmit={(input) => void room.answer(screen.session, screen.question, input)}
        />
      )}

      {screen.kind === 'feedback' && (
        <FeedbackView
          feedback={screen.feedback}
          question={screen.question}
          isLast={!screen.next}
          onContinue={() => room.proceed(screen)}
        />
      )}

      {screen.kind === 'report' && (
        <>
          <ReportView
            report={screen.report}
            documentName={screen.session.documentName}
            price={price}
            retrying={busy === 'retry'}
            disabled={!online}
            onRetry={() => room.retry(screen.session)}
            onBack={room.goHome}
          />
          {history}
        </>
      )}

      <Box role="status" aria-live="polite" aria-atomic="true" sx={visuallyHidden}>
        {announcement(screen)}
      </Box>

      <CreditsDialog
        open={refusal !== null}
        message={refusal?.message ?? ''}
        credits={refusal?.credits ?? null}
        price={refusal?.price ?? null}
        onClose={room.closeRefusal}
      />
    </Box>
  )
}
