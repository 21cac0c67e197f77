import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import IconButton from '@mui/material/IconButton'
import Typography from '@mui/material/Typography'
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded'
import { formatDateTime } from '@/lib/format'
import type { CvHistoryEntry } from '../history/cv-history'
import { CV_TEXTS } from '../texts'

/** 'Riwayat analisa': the last analyses kept on this device (the reports, never the files). */
export function HistoryCard({
  entries,
  openId,
  onOpen,
  onRemove,
  onClear,
}: {
  entries: CvHistoryEntry[]
  /** The entry on screen, if any. */
  openId: string | null
  onOpen(entry: CvHistoryEntry): void
  onRemove(id: string): void
  onClear(): void
}) {
  return (
    <Card component="section" aria-labelledby="cv-history-title">
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Typography id="cv-history-title" variant="h5" component="h2" sx={{ flex: '1 1 auto' }}>
            {CV_TEXTS.historyTitle}
          </Typography>
          {entries.length > 0 && (
            <Button size="small" color="inherit" onClick={onClear}>
              {CV_TEXTS.historyClear}
            </Button>
          )}
        </Box>
        {entries.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            {CV_TEXTS.historyEmpty}
          </Typography>
        ) : (
          <>
            <Typography variant="caption" color="text.secondary">
              {CV_TEXTS.historyNote}
            </Typography>
            <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none' }}>
              {entries.map((e) => (
                <Box
                  component="li"
                  key={e.id}
                  data-testid="cv-history-item"
                  aria-current={e.id === openId ? 'true' : undefined}
                  sx={{
                    display: 'flex',
                    alignItems: 'center',
                    gap: 1,
                    py: 1,
                    borderTop: 1,
                    borderColor: 'divider',
                  }}
                >
                  <Box sx={{ flex: '1 1 auto', minWidth: 0 }}>
                    <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                      {e.report.fileName}
                    </Typography>
                    <Typography variant="caption" color="text.secondary">
                      {[
                        formatDateTime(e.report.analyzedAt),
                        `Skor ${Math.round(e.report.score)}`,
                        e.report.withPosting ? 'dengan lowongan' : '',
                      ]
                        .filter(Boolean)
                        .join(' \u00B7 ')}
                    </Typography>
                  </Box>
                  <Button
                    size="small"
                    variant={e.id === openId ? 'contained' : 'outlined'}
                    onClick={() => onOpen(e)}
                    aria-label={`${CV_TEXTS.historyOpen} analisa ${e.report.fileName}`}
                  >
                    {CV_TEXTS.historyOpen}
                  </Button>
                  <IconButton
                    size="small"
                    onClick={() => onRemove(e.id)}
                    aria-label={`${CV_TEXTS.historyDelete} analisa ${e.report.fileName}`}
                  >
                    <DeleteOutlineRounded fontSize="small" />
                  </IconButton>
                </Box>
              ))}
            </Box>
          </>
        )}
      </CardContent>
    </Card>
  )
}
