import Box from '@mui/material/Box'
import LinearProgress from '@mui/material/LinearProgress'
import InputAdornment from '@mui/material/InputAdornment'
import MenuItem from '@mui/material/MenuItem'
import Pagination from '@mui/material/Pagination'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import SearchOutlined from '@mui/icons-material/SearchOutlined'
import { EmptyState } from './empty-state'
import { ExportCsvButton } from './export-button'
import { LoadError } from './load-error'
import type { ListQuery } from './use-list-query'

export interface StatusOption<S extends string> {
  value: S
  label: string
}

/**
 * The toolbar of a server-paged admin list: the search box, the status filter and 'Unduh CSV' of
 * the list as searched and filtered (docs/admin-api.md, Exports).
 */
export function ListToolbar<S extends string>({
  query,
  placeholder,
  searchLabel,
  statuses,
  exportPath,
  exportName,
}: {
  query: ListQuery<S>
  placeholder: string
  /** The search box's accessible name. */
  searchLabel: string
  statuses: ReadonlyArray<StatusOption<S>>
  exportPath: string
  /** The CSV's name when the server names none. */
  exportName: string
}) {
  return (
    <Box sx={{ display: 'flex', gap: 2, mb: 2, flexDirection: { xs: 'column', sm: 'row' } }}>
      <TextField
        fullWidth
        placeholder={placeholder}
        value={query.search}
        onChange={(e) => query.setSearch(e.target.value)}
        slotProps={{
          htmlInput: { 'aria-label': searchLabel },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchOutlined />
              </InputAdornment>
            ),
          },
        }}
      />
      <TextField
        select
        label="Status"
        value={query.status}
        onChange={(e) => query.setStatus(e.target.value as S)}
        sx={{ minWidth: 200 }}
      >
        {statuses.map((f) => (
          <MenuItem key={f.value || 'all'} value={f.value}>
            {f.label}
          </MenuItem>
        ))}
      </TextField>
      <ExportCsvButton
        path={exportPath}
        query={{ q: query.q, status: query.status }}
        fallbackName={exportName}
      />
    </Box>
  )
}

/** Page links under a list, shown only when there is more than one page. */
export function ListPagination({
  totalPages,
  page,
  onChange,
}: {
  totalPages: number
  page: number
  onChange: (page: number) => void
}) {
  if (totalPages <= 1) return null
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', mt: 3 }}>
      <Pagination count={totalPages} page={page} onChange={(_, p) => onChange(p)} color="primary" />
    </Box>
  )
}

/**
 * What a list says above its rows: the total, a progress bar while it loads, the failed load with
 * 'Coba lagi', or the empty state when nothing came back.
 */
export function ListState({
  total,
  totalTestId,
  loading,
  error,
  errorTitle,
  onRetry,
  rows,
  emptyText,
}: {
  /** 'Total: 12 subscriber' */
  total: string
  totalTestId: string
  loading: boolean
  error: unknown
  errorTitle: string
  onRetry: () => void
  /** Rows shown now. */
  rows: number
  emptyText: string
}) {
  return (
    <>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }} data-testid={totalTestId}>
        {total}
      </Typography>
      {loading ? <LinearProgress sx={{ mb: 1 }} /> : null}
      {error ? <LoadError title={errorTitle} error={error} onRetry={onRetry} /> : null}
      {!loading && !error && rows === 0 ? <EmptyState text={emptyText} /> : null}
    </>
  )
}
