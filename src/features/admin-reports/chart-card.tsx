import { useId, useState, type ReactNode } from 'react'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import Typography from '@mui/material/Typography'

/** Off screen but read by screen readers (the usual clip pattern). */
const visuallyHidden = {
  border: 0,
  clip: 'rect(0 0 0 0)',
  height: '1px',
  margin: '-1px',
  overflow: 'hidden',
  padding: 0,
  position: 'absolute',
  whiteSpace: 'nowrap',
  width: '1px',
} as const

export interface ChartTable {
  /** column headings; the first column names the period or item */
  columns: string[]
  /** formatted cells, one array per row */
  rows: string[][]
}

/**
 * One chart of the admin area: a title, summary figures (the same numbers the chart shows),
 * the chart itself (hidden from assistive technology) and its numbers as a table, which screen
 * readers always read and 'Lihat angka' shows on screen. `empty`: the chart is replaced by a
 * sentence (the table stays, with its zeros).
 */
export function ChartCard({
  title,
  summary,
  table,
  empty,
  emptyText,
  testId,
  children,
}: {
  title: string
  summary?: ReactNode
  table: ChartTable
  empty: boolean
  emptyText: string
  testId: string
  children: ReactNode
}) {
  const [showTable, setShowTable] = useState(false)
  const tableId = useId()
  return (
    <Card data-testid={testId} component="section" aria-label={title}>
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1, minWidth: 0 }}>
        <Box
          sx={{
            display: 'flex',
            justifyContent: 'space-between',
            alignItems: 'baseline',
            gap: 1,
            flexWrap: 'wrap',
          }}
        >
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
            {title}
          </Typography>
          <Button
            size="small"
            onClick={() => setShowTable((v) => !v)}
            aria-expanded={showTable}
            aria-controls={tableId}
          >
            {showTable ? 'Sembunyikan angka' : 'Lihat angka'}
          </Button>
        </Box>
        {summary ? (
          <Typography variant="body2" color="text.secondary" data-testid="chart-summary">
            {summary}
          </Typography>
        ) : null}
        {empty ? (
          <Box
            sx={{
              py: 5,
              textAlign: 'center',
              border: 1,
              borderColor: 'divider',
              borderRadius: 1,
              borderStyle: 'dashed',
            }}
            data-testid="chart-empty"
          >
            <Typography color="text.secondary">{emptyText}</Typography>
          </Box>
        ) : (
          <Box aria-hidden sx={{ width: '100%', minWidth: 0 }} data-testid="chart-graphic">
            {children}
          </Box>
        )}
        <Box
          id={tableId}
          sx={showTable ? { overflowX: 'auto', maxHeight: 360 } : visuallyHidden}
          data-testid="chart-table"
        >
          <Table size="small" aria-label={`Angka: ${title}`}>
            <TableHead>
              <TableRow>
                {table.columns.map((c, i) => (
                  <TableCell key={c} align={i === 0 ? 'left' : 'right'} scope="col">
                    {c}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {table.rows.map((r) => (
                <TableRow key={r[0]}>
                  {r.map((cell, i) =>
                    i === 0 ? (
                      <TableCell key={i} component="th" scope="row">
                        {cell}
                      </TableCell>
                    ) : (
                      <TableCell key={i} align="right">
                        {cell}
                      </TableCell>
                    ),
                  )}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      </CardContent>
    </Card>
  )
}
