// The Indonesian texts of lib/shared/i18n-errors.js: the app's own messages, PocketBase's top-level
// and generic messages, and field messages by PocketBase's error code.

const MESSAGES = {
  notAuthorized:
    'Email ini tidak memiliki akses. Pastikan Anda menggunakan email yang sama saat pembelian.',
  emailTaken: 'Email sudah terdaftar',
  emailInvalid: 'Format email tidak valid',
  emailRequired: 'Email wajib diisi',
  passwordShort: 'Password minimal 6 karakter',
  passwordLong: 'Password maksimal 72 karakter',
  passwordRequired: 'Password wajib diisi',
  passwordMismatch: 'Password tidak sama',
  passwordConfirmRequired: 'Konfirmasi password wajib diisi',
  oldPasswordInvalid: 'Password lama tidak sesuai',
  tokenInvalid: 'Tautan tidak valid atau sudah kedaluwarsa. Silakan minta tautan baru.',
  required: 'Wajib diisi',
  invalid: 'Nilai tidak valid',
}

/** Top-level messages of PocketBase (0.22) for the users routes. */
const TOP_LEVEL = {
  'Failed to authenticate.': 'Email atau password salah.',
  OAuth2: 'Gagal masuk dengan akun Google. Silakan coba lagi.',
  'Failed to create record.': 'Gagal membuat akun.',
  'Failed to update record.': 'Gagal memperbarui profil.',
  'Failed to load the submitted data due to invalid formatting.':
    'Format data yang dikirim tidak valid.',
  'Something went wrong while processing your request.':
    'Terjadi kesalahan saat memproses permintaan.',
  'An error occurred while validating the submitted data.': 'Data yang dikirim tidak valid.',
  'An error occurred while submitting the form.': 'Data yang dikirim tidak valid.',
  "The requested resource wasn't found.": 'Data tidak ditemukan.',
  'The request requires valid record authorization token to be set.':
    'Silakan masuk terlebih dahulu.',
  'You are not allowed to perform this request.': 'Anda tidak memiliki izin untuk melakukan ini.',
}

/**
 * PocketBase's (and its HTTP router's) own top-level messages on every other route: the records
 * API of the other collections, unknown routes, body limits. The app's own messages are already
 * Indonesian and pass unchanged.
 */
const GENERIC = {
  'Failed to create record.': 'Gagal menyimpan data. Periksa kembali isian Anda.',
  'Failed to update record.': 'Gagal memperbarui data. Periksa kembali isian Anda.',
  'Failed to delete record. Make sure that the record is not part of a required relation reference.':
    'Gagal menghapus data: data ini masih dipakai oleh data lain.',
  'Failed to load the submitted data due to invalid formatting.':
    'Format data yang dikirim tidak valid.',
  'Something went wrong while processing your request.':
    'Terjadi kesalahan saat memproses permintaan.',
  'An error occurred while validating the submitted data.': 'Data yang dikirim tidak valid.',
  'An error occurred while submitting the form.': 'Data yang dikirim tidak valid.',
  "The requested resource wasn't found.": 'Data tidak ditemukan.',
  'Missing collection context.': 'Koleksi tidak ditemukan.',
  'Not Found.': 'Alamat atau data tidak ditemukan.',
  'Method Not Allowed.': 'Metode permintaan ini tidak diizinkan.',
  'Request Entity Too Large.': 'Data yang dikirim terlalu besar.',
  'Unsupported Media Type.': 'Jenis data yang dikirim tidak didukung.',
  'Bad Request.': 'Permintaan tidak valid.',
  'Unauthorized.': 'Silakan masuk terlebih dahulu.',
  'Forbidden.': 'Anda tidak memiliki izin untuk melakukan ini.',
  'The request requires valid record authorization token to be set.':
    'Silakan masuk terlebih dahulu.',
  'The request requires valid admin authorization token to be set.':
    'Hanya admin yang dapat melakukan ini.',
  'The request requires admin or record authorization token to be set.':
    'Silakan masuk terlebih dahulu.',
  'The authorized record model is not allowed to perform this action.':
    'Anda tidak memiliki izin untuk melakukan ini.',
  'Only admins can perform this action.': 'Hanya admin yang dapat melakukan ini.',
  'Only admins can filter by @collection.*': 'Filter ini tidak diizinkan.',
  'Only admins can filter by @collection.*.': 'Filter ini tidak diizinkan.',
  'You are not allowed to perform this request.': 'Anda tidak memiliki izin untuk melakukan ini.',
  'Invalid filter parameters.': 'Filter tidak valid.',
  'Invalid sort parameters.': 'Urutan tidak valid.',
  'Too Many Requests.': 'Terlalu banyak percobaan. Coba lagi dalam beberapa saat.',
  'Unsupported collection type.': 'Data ini hanya dapat dibaca.',
  'Missing or invalid client id.': 'Sesi realtime tidak ditemukan. Muat ulang halaman.',
}

/** PocketBase's field validation codes (records API of every collection) in Indonesian. */
const FIELD_CODES = {
  validation_required: 'Wajib diisi',
  validation_nil_or_not_empty_required: 'Wajib diisi',
  validation_length_out_of_range: 'Panjang teks di luar batas yang diizinkan',
  validation_length_too_long: 'Teks terlalu panjang',
  validation_length_too_short: 'Teks terlalu pendek',
  validation_length_invalid: 'Panjang teks tidak sesuai',
  validation_is_email: 'Format email tidak valid',
  validation_invalid_email: 'Email tidak valid atau sudah terdaftar',
  validation_in_invalid: 'Pilihan tidak valid',
  validation_invalid_value: 'Nilai tidak valid',
  validation_invalid_number: 'Harus berupa angka',
  validation_min_greater_equal_than_required: 'Nilai terlalu kecil',
  validation_max_less_equal_than_required: 'Nilai terlalu besar',
  validation_invalid_json: 'Harus berupa JSON yang valid',
  validation_json_size_limit: 'Data JSON terlalu besar',
  validation_invalid_url: 'URL tidak valid',
  validation_invalid_date: 'Tanggal tidak valid',
  validation_missing_rel_records: 'Data yang dirujuk tidak ditemukan',
  validation_invalid_mime_type: 'Jenis file tidak didukung',
  validation_file_size_limit: 'Ukuran file terlalu besar',
  validation_too_many_values: 'Terlalu banyak nilai',
  validation_not_unique: 'Nilai ini sudah dipakai',
  validation_match_invalid: 'Format tidak valid',
  validation_invalid_username: 'Nama pengguna tidak valid atau sudah dipakai',
  validation_values_mismatch: 'Nilai tidak sama',
}

module.exports = { MESSAGES, TOP_LEVEL, GENERIC, FIELD_CODES }
