/** The sign-in page's texts, shared by the React page (login-page.tsx) and the prerendered first-visit form (login-shell.ts). */
export const LOGIN_TITLE = 'Selamat Datang Kembali'
export const LOGIN_SUBTITLE =
  'Masuk untuk melanjutkan perjalanan skripsimu bersama Pendamping Skripsi.'
export const LOGIN_DESCRIPTION =
  'Masuk ke Pendamping Skripsi untuk melanjutkan bimbingan dan kelas skripsi Anda.'
