import { RouterProvider } from 'react-router-dom'
import CssBaseline from '@mui/material/CssBaseline'
import { ThemeProvider } from '@mui/material/styles'
import { LocalDataProvider } from '@/data/local'
import { createAppRouter } from './router'
import { theme } from '@/components/theme'

const router = createAppRouter()

/** App providers: theme, router (and, mounted here, app-wide data providers such as the local store). */
export function App() {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <LocalDataProvider>
        <RouterProvider router={router} />
      </LocalDataProvider>
    </ThemeProvider>
  )
}
