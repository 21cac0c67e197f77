/** The sign-in page's texts, shared by the React page (login-page.tsx) and the prerendered first-visit form (login-shell.ts). */
export const LOGIN_TITLE = 'Selamat Datang Kembali'
export const LOGIN_SUBTITLE =
  'Masuk untuk melanjutkan perjalanan skripsimu bersama Pendamping Skripsi.'
export const LOGIN_DESCRIPTION =
  'Masuk ke Pendamping Skripsi untuk melanjutkan bimbingan dan kelas skripsi Anda.'

/** While the server is busy (503) and the app tries again by itself (src/data/auth/busy-retry.ts). */
export function busyWaitText(seconds: number): string {
  return `Server sedang sibuk karena banyak yang masuk bersamaan. Mencoba lagi otomatis dalam ${seconds} detik…`
}
/** The sign-in button's text meanwhile. */
export const BUSY_WAIT_BUTTON = 'Menunggu giliran...'
