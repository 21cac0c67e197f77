import { createTheme } from '@mui/material/styles'

export const BRAND_FROM = '#f97316'
export const BRAND_TO = '#fb923c'
export const BRAND_GRADIENT = `linear-gradient(135deg, ${BRAND_FROM} 0%, ${BRAND_TO} 100%)`

const fontFamily = [
  'Inter',
  'system-ui',
  '-apple-system',
  '"Segoe UI"',
  'Roboto',
  '"Helvetica Neue"',
  'Arial',
  'sans-serif',
].join(',')

/** Orange, rounded, mobile-first theme (designed for 375 px wide phones first). */
export const theme = createTheme({
  palette: {
    mode: 'light',
    primary: { main: '#ea580c', light: BRAND_TO, dark: '#c2410c', contrastText: '#ffffff' },
    secondary: { main: '#0f172a' },
    background: { default: '#fff7ed', paper: '#ffffff' },
    text: { primary: '#1f2937', secondary: '#4b5563' },
  },
  shape: { borderRadius: 12 },
  typography: {
    fontFamily,
    h1: { fontSize: '2rem', fontWeight: 800, lineHeight: 1.2 },
    h2: { fontSize: '1.6rem', fontWeight: 700, lineHeight: 1.25 },
    h3: { fontSize: '1.35rem', fontWeight: 700 },
    h4: { fontSize: '1.2rem', fontWeight: 700 },
    h5: { fontSize: '1.1rem', fontWeight: 600 },
    h6: { fontSize: '1rem', fontWeight: 600 },
    button: { textTransform: 'none', fontWeight: 600 },
  },
  components: {
    MuiButton: {
      defaultProps: { disableElevation: true },
      styleOverrides: { root: { borderRadius: 10, minHeight: 40 } },
      variants: [
        {
          props: { variant: 'contained', color: 'primary' },
          style: { backgroundImage: BRAND_GRADIENT, '&:hover': { backgroundImage: 'none' } },
        },
      ],
    },
    MuiCard: {
      defaultProps: { elevation: 0 },
      styleOverrides: { root: { borderRadius: 16, border: '1px solid #fed7aa' } },
    },
    MuiPaper: { styleOverrides: { rounded: { borderRadius: 16 } } },
    MuiTextField: { defaultProps: { fullWidth: true, size: 'medium' } },
    MuiTooltip: { defaultProps: { enterDelay: 700 } },
    MuiAppBar: { defaultProps: { elevation: 0, color: 'inherit' } },
  },
})
