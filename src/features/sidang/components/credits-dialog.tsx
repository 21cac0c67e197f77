import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogContentText from '@mui/material/DialogContentText'
import DialogTitle from '@mui/material/DialogTitle'
import { PURCHASE_URL } from '@/lib/links'
import { SIDANG_TEXTS } from '../logic/texts'

/** 'Kredit Habis': the session was refused for lack of credits (nothing was taken). */
export function CreditsDialog({
  open,
  message,
  credits,
  price,
  onClose,
}: {
  open: boolean
  message: string
  credits: number | null
  price: number | null
  onClose(): void
}) {
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="sidang-credits-title">
      <DialogTitle id="sidang-credits-title">{SIDANG_TEXTS.creditsTitle}</DialogTitle>
      <DialogContent>
        <DialogContentText>{message || SIDANG_TEXTS.credits}</DialogContentText>
        {(credits !== null || price !== null) && (
          <DialogContentText sx={{ mt: 1 }}>
            {price !== null ? `Biaya satu sesi: ${price} kredit. ` : ''}
            {credits !== null ? `Kredit Anda: ${credits}.` : ''}
          </DialogContentText>
        )}
      </DialogContent>
      <DialogActions>
        <Button component="a" href={PURCHASE_URL}>
          Beli kredit
        </Button>
        <Button variant="contained" onClick={onClose} autoFocus>
          Tutup
        </Button>
      </DialogActions>
    </Dialog>
  )
}
