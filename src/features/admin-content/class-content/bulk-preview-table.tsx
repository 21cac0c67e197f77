import Chip from '@mui/material/Chip'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableContainer from '@mui/material/TableContainer'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import Typography from '@mui/material/Typography'
import type { ParsedRow } from './logic/bulk-import'

const clamp = {
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
  overflowWrap: 'anywhere',
} as const

/** Every parsed line: its number, the question (or the raw line) and 'OK' or the reason in red. */
export function BulkPreviewTable({
  rows,
  serverErrors,
}: {
  rows: ParsedRow[]
  serverErrors: ReadonlyMap<number, string>
}) {
  return (
    <TableContainer sx={{ maxHeight: 320, border: 1, borderColor: 'divider', borderRadius: 1 }}>
      <Table size="small" stickyHeader aria-label="Pratinjau impor soal">
        <TableHead>
          <TableRow>
            <TableCell sx={{ width: 64 }}>Baris</TableCell>
            <TableCell>Pertanyaan</TableCell>
            <TableCell sx={{ width: '40%' }}>Status</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => {
            const problem = row.ok ? serverErrors.get(row.line) : row.reason
            return (
              <TableRow
                key={row.line}
                data-testid="import-row"
                sx={problem ? { bgcolor: 'rgba(211, 47, 47, 0.06)' } : undefined}
              >
                <TableCell>{row.line}</TableCell>
                <TableCell>
                  <Typography
                    variant="body2"
                    sx={clamp}
                    color={row.ok ? 'text.primary' : 'text.secondary'}
                  >
                    {row.ok ? row.soal.pertanyaan : row.raw || '(kosong)'}
                  </Typography>
                </TableCell>
                <TableCell>
                  {problem ? (
                    <Typography variant="body2" color="error">
                      {problem}
                    </Typography>
                  ) : (
                    <Chip label="OK" color="success" size="small" />
                  )}
                </TableCell>
              </TableRow>
            )
          })}
        </TableBody>
      </Table>
    </TableContainer>
  )
}
