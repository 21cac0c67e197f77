import Box from '@mui/material/Box'
import IconButton from '@mui/material/IconButton'
import Paper from '@mui/material/Paper'
import TextField from '@mui/material/TextField'
import Tooltip from '@mui/material/Tooltip'
import Typography from '@mui/material/Typography'
import ContentCopyOutlined from '@mui/icons-material/ContentCopyOutlined'
import { toast, toastError } from '@/components/toast-store'
import { webhookUrl } from './logic/payments'

/** The endpoint to enter in the payment provider's dashboard (HTTP notification URL), with a copy button. */
export function WebhookUrlBox() {
  const url = webhookUrl(window.location.origin)
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url)
      toast({
        title: 'Disalin',
        description: 'URL webhook disalin ke clipboard',
        variant: 'success',
      })
    } catch {
      toastError('Tidak dapat menyalin otomatis. Salin URL secara manual.', 'Gagal menyalin')
    }
  }
  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 3 }}>
      <Typography variant="subtitle2" sx={{ fontWeight: 700 }}>
        URL Webhook
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        Masukkan URL ini sebagai Payment Notification URL di dashboard payment gateway. Notifikasi
        diverifikasi dengan PAYMENT_SERVER_KEY.
      </Typography>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
        <TextField
          fullWidth
          size="small"
          value={url}
          slotProps={{
            htmlInput: {
              readOnly: true,
              'aria-label': 'URL webhook',
              'data-testid': 'webhook-url',
            },
          }}
          onFocus={(e) => e.target.select()}
        />
        <Tooltip title="Salin URL">
          <IconButton aria-label="Salin URL webhook" onClick={() => void copy()}>
            <ContentCopyOutlined />
          </IconButton>
        </Tooltip>
      </Box>
    </Paper>
  )
}
