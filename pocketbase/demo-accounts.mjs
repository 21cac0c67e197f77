// The demo logins created by PB_SEED=demo (pb_hooks/lib/seed.js holds the same list).
export const DEMO_PASSWORD = 'demo12345'
export const DEMO_ACCOUNTS = [
  { role: 'superadmin', email: 'admin@demo.pendampingskripsi.id', note: 'mengelola LMS (/admin)' },
  {
    role: 'subscriber',
    email: 'siti@demo.pendampingskripsi.id',
    note: 'langganan aktif (/subscriber)',
  },
  { role: 'subscriber', email: 'budi@demo.pendampingskripsi.id', note: 'langganan sudah berakhir' },
  { role: 'user', email: 'rina@demo.pendampingskripsi.id', note: 'pengguna biasa (/dashboard)' },
]
