// A third realistic Indonesian skripsi draft, this one from INFORMATICS (a geofencing app for the
// Trans Musi bus), laid out as the pages of a PDF ("\f" between pages). It carries what the earlier
// fixtures lack and what made Simulasi Sidang quote non-content (issue 27): abbreviations inside
// sentences ("Sutar dkk. (2020)", "et al.", "hlm. 14", "PT. Sarana ...", "Drs. H. Syahrial, M.Si.",
// "A. Rahman", "dsb. agar"), decimals ("3.5 meter", "16,68 satelit"), list lead-ins ("... dapat
// ditarik beberapa kesimpulan sebagai berikut:", "antara lain:", "yaitu:") followed by numbered or
// unnumbered items, table and figure captions ("Tabel 4.8 Hasil Pengujian Geofencing Halte"), an
// equation number "(2.1)", a long numbered sub-sub-heading, a chapter road map ("Pada bab ini
// dibahas ...") and a pointer sentence ("... ditunjukkan pada Tabel 4.8 berikut.").
// Used by tests/unit/sidang/ (questions-content.test.ts, questions.test.ts).

const PAGES: string[][] = [
  [
    'SISTEM INFORMASI POSISI BUS TRANS MUSI BERBASIS GEOFENCING PADA PERANGKAT ANDROID',
    'SKRIPSI',
    'Diajukan untuk memenuhi sebagian persyaratan memperoleh gelar Sarjana Komputer',
    'Oleh: Fajar Kurniawan, NIM 09021281924055',
    'Pembimbing: Dr. Ahmad Fauzi, S.T., M.T. dan Ir. H. M. A. Putra, M.Kom.',
    'PROGRAM STUDI TEKNIK INFORMATIKA FAKULTAS ILMU KOMPUTER UNIVERSITAS SRIWIJAYA MANDIRI 2024',
  ],
  [
    'ABSTRAK',
    'Penelitian ini bertujuan membangun sistem informasi posisi bus Trans Musi berbasis geofencing yang memberi tahu penumpang ketika bus mendekati halte. Sistem dikembangkan dengan metode prototype menggunakan Android Studio dan Firebase. Hasil pengujian menunjukkan bahwa sistem mendeteksi kedatangan bus di 19 dari 20 halte (95 %) dengan rata-rata 16,68 satelit terhubung.',
    'Kata kunci: geofencing, GPS, halte, Trans Musi, Android',
  ],
  [
    'DAFTAR ISI',
    'BAB I PENDAHULUAN .......... 1',
    'BAB II LANDASAN TEORI .......... 7',
    'BAB III METODOLOGI PENELITIAN .......... 15',
    'BAB IV HASIL DAN PEMBAHASAN .......... 24',
    'BAB V KESIMPULAN DAN SARAN .......... 40',
    'DAFTAR PUSTAKA .......... 43',
  ],
  [
    'BAB I',
    'PENDAHULUAN',
    '1.1 Latar Belakang',
    'Bus Trans Musi merupakan angkutan umum massal yang melayani 12 koridor di Kota Palembang sejak tahun 2010. Setiap hari ribuan penumpang menunggu bus di halte tanpa informasi yang pasti tentang posisi dan waktu kedatangan bus. Jadwal yang ditempel di halte sering tidak sesuai dengan kondisi lalu lintas, terutama pada jam sibuk pagi dan sore hari ketika kemacetan terjadi di pusat kota.',
    'Berdasarkan penelitian Sutar dkk. (2020), waktu tunggu penumpang di halte Trans Musi rata-rata mencapai 25 menit karena penumpang tidak mengetahui posisi bus secara langsung. Kondisi tersebut mendorong sebagian penumpang beralih ke kendaraan pribadi, ojek daring, taksi, dll. Akibatnya, jumlah penumpang Trans Musi menurun dari tahun ke tahun (Dinas Perhubungan Kota Palembang, 2022, hlm. 14).',
  ],
  [
    'Menurut A. Rahman (2018), sistem informasi transportasi yang baik harus menyajikan posisi kendaraan secara waktu nyata kepada penumpang. Prayoga et al. (2021) menunjukkan bahwa teknologi geofencing pada perangkat Android mampu memberi notifikasi otomatis ketika sebuah objek memasuki area tertentu. Namun, teknologi tersebut belum dimanfaatkan untuk memberi tahu penumpang tentang kedatangan bus Trans Musi di halte.',
    '1.2 Rumusan Masalah',
    'Rumusan masalah dalam penelitian ini adalah sebagai berikut:',
    '1. Bagaimana merancang sistem informasi posisi bus Trans Musi berbasis geofencing pada perangkat Android?',
    '2. Seberapa akurat sistem geofencing dalam mendeteksi kedatangan bus di halte Trans Musi?',
    '1.3 Tujuan Penelitian',
    'Tujuan penelitian ini adalah membangun sistem informasi posisi bus Trans Musi berbasis geofencing dan mengukur akurasi deteksi kedatangan bus di halte Koridor 1.',
  ],
  [
    '1.4 Batasan Masalah',
    'Batasan masalah dalam penelitian ini antara lain:',
    '1. Pengujian dibatasi pada 20 halte di Koridor 1 rute Terminal Alang-Alang Lebar sampai Ampera.',
    '2. Aplikasi hanya berjalan pada perangkat Android versi 8.0 ke atas dengan GPS aktif.',
    '1.5 Manfaat Penelitian',
    'Manfaat penelitian ini yaitu:',
    '1. Bagi penumpang, aplikasi membantu memperkirakan waktu kedatangan bus sehingga waktu tunggu di halte berkurang.',
    '2. Bagi PT. Sarana Pembangunan Palembang Jaya, sistem dapat menjadi dasar layanan informasi posisi bus bagi penumpang.',
  ],
  [
    'BAB II LANDASAN TEORI',
    '2.1 Geofencing',
    'Geofencing adalah teknologi yang membentuk batas virtual di sekitar suatu lokasi geografis dan memicu aksi ketika perangkat memasuki atau meninggalkan batas tersebut (Sutar dkk., 2020). Menurut Santoso (2019), radius geofence yang terlalu kecil membuat notifikasi sering terlambat, sedangkan radius yang terlalu besar memicu notifikasi palsu.',
    '2.2 Global Positioning System',
    'GPS menentukan posisi penerima dengan mengukur jarak ke minimal empat satelit (Kaplan & Hegarty, 2017, hlm. 54). Akurasi GPS pada telepon pintar umumnya berada pada rentang 3.5 sampai 10 meter, bergantung pada jumlah satelit yang terlihat dan kondisi lingkungan seperti gedung tinggi, pepohonan, dsb. Semakin banyak satelit yang terhubung, semakin kecil kesalahan posisi yang dihasilkan.',
  ],
  [
    '2.3 Formula Haversine',
    'Jarak antara posisi bus dan titik pusat halte dihitung dengan formula Haversine pada Persamaan (2.1) berikut:',
    'd = 2r arcsin(sqrt(sin^2(dLat/2) + cos(lat1) cos(lat2) sin^2(dLon/2))) (2.1)',
    'Pada persamaan tersebut d adalah jarak dalam meter dan r adalah jari-jari bumi sebesar 6.371 km, sedangkan lat dan lon adalah lintang dan bujur dalam radian (Robusto, 1957).',
    '2.4 Penelitian Terdahulu',
    'Penelitian terdahulu yang relevan dengan penelitian ini antara lain:',
    '1. Sutar dkk. (2020) membangun aplikasi pelacakan bus kampus berbasis GPS dengan interval pembaruan posisi 10 detik.',
    '2. Prayoga et al. (2021) menerapkan geofencing untuk presensi pegawai dengan akurasi 92 %.',
  ],
  [
    'BAB III METODOLOGI PENELITIAN',
    '3.1 Metode Pengembangan Sistem',
    'Penelitian ini menggunakan metode pengembangan prototype yang terdiri atas pengumpulan kebutuhan, perancangan cepat, pembangunan prototype, evaluasi pengguna, dan perbaikan. Metode prototype dipilih karena kebutuhan pengguna dapat diperjelas melalui evaluasi berulang (Pressman & Maxim, 2015, hlm. 45).',
    'Tahapan penelitian yang dilakukan adalah sebagai berikut:',
    '1. Pengumpulan data melalui observasi di 20 halte Koridor 1 dan wawancara dengan 15 penumpang serta petugas PT. Sarana Pembangunan Palembang Jaya.',
    '2. Perancangan sistem menggunakan diagram alir, use case diagram, dan rancangan basis data Firebase.',
    '3. Pengujian sistem dengan metode black box dan uji akurasi deteksi geofencing di setiap halte.',
    'Gambar 3.1 Diagram Alir Sistem',
  ],
  [
    '3.2 Objek dan Lokasi Penelitian',
    'Objek penelitian adalah bus Trans Musi Koridor 1 yang melintasi 20 halte dari Terminal Alang-Alang Lebar sampai Ampera. Sampel pengujian berupa 20 perjalanan bus yang dipilih dengan teknik purposive sampling, yaitu perjalanan pada jam sibuk pagi dan sore hari. Wawancara dilakukan dengan Kepala Seksi Operasional, Drs. H. Syahrial, M.Si., pada bulan Februari 2024.',
    '3.3 Teknik Analisis Data',
    'Akurasi deteksi dihitung sebagai persentase halte yang terdeteksi tepat waktu terhadap seluruh halte yang diuji. Selisih jarak deteksi dianalisis secara deskriptif dengan menghitung rata-rata dan simpangan baku dari setiap perjalanan bus.',
    'Tabel 3.1 Spesifikasi Perangkat Pengujian',
    'Telepon pintar Samsung Galaxy A52 dengan Android 13',
    'Penerima satelit GPS, GLONASS, Galileo, dan BeiDou',
  ],
  [
    'BAB IV HASIL DAN PEMBAHASAN',
    '4.1 Implementasi Sistem',
    'Pada bab ini dibahas hasil implementasi dan pengujian sistem informasi posisi bus Trans Musi.',
    'Aplikasi dibangun dengan Android Studio menggunakan bahasa Kotlin, sedangkan posisi bus dikirim ke Firebase Realtime Database setiap 5 detik. Halaman utama menampilkan peta Koridor 1, posisi bus terkini, dan perkiraan waktu kedatangan di halte terdekat.',
    'Gambar 4.3 Tampilan Halaman Peta Posisi Bus',
    '4.2 Hasil Pengujian',
    '4.2.1 Hasil Pengujian Akurasi GPS pada Koridor 1 Terminal Alang-Alang Lebar sampai Ampera',
    'Pengujian akurasi GPS dilakukan pada 20 perjalanan bus dengan mencatat jumlah satelit yang terhubung dan selisih posisi terhadap titik acuan. Rata-rata jumlah satelit yang terhubung selama pengujian adalah 16,68 satelit dengan rata-rata selisih posisi 3.5 meter.',
  ],
  [
    '4.2.2 Hasil Pengujian Geofencing',
    'Pengujian geofencing dilakukan dengan radius geofence 50 meter di setiap halte Koridor 1 pada jam sibuk pagi dan sore hari. Setiap kali bus memasuki radius tersebut, aplikasi mencatat waktu notifikasi dan jarak bus ke titik pusat halte. Notifikasi yang muncul sebelum bus berhenti di halte dianggap tepat waktu. Hasil pengujian ditunjukkan pada Tabel 4.8 berikut.',
    'Tabel 4.8 Hasil Pengujian Geofencing Halte Koridor 1',
    'No Halte Jarak Deteksi (m) Status',
    '1 Halte Ampera 42,5 Terdeteksi',
    '2 Halte Pasar Cinde 47,3 Terdeteksi',
    '3 Halte Charitas 61,8 Tidak terdeteksi',
    'Berdasarkan Tabel 4.8, sistem berhasil mendeteksi kedatangan bus di 19 dari 20 halte atau 95 % dengan rata-rata jarak deteksi 44,6 meter. Satu halte tidak terdeteksi karena tertutup gedung tinggi sehingga sinyal GPS melemah.',
  ],
  [
    '4.3 Pembahasan',
    'Hasil pengujian menunjukkan bahwa jumlah satelit yang terhubung sejalan dengan akurasi deteksi geofencing. Temuan ini konsisten dengan Santoso (2019) bahwa radius geofence perlu disesuaikan dengan akurasi GPS di lokasi halte. Halte yang dikelilingi gedung tinggi membutuhkan radius geofence yang lebih besar agar notifikasi tidak terlambat.',
  ],
  [
    'BAB V KESIMPULAN DAN SARAN',
    '5.1 Kesimpulan',
    'Berdasarkan penelitian yang telah dilakukan, dapat ditarik beberapa kesimpulan sebagai berikut:',
    '1. Sistem informasi posisi bus Trans Musi berbasis geofencing berhasil dibangun pada perangkat Android dengan metode prototype dan Firebase Realtime Database.',
    '2. Sistem geofencing mendeteksi kedatangan bus di 19 dari 20 halte Koridor 1 atau 95 % dengan rata-rata 16,68 satelit terhubung selama pengujian.',
    '3. Halte yang tertutup gedung tinggi menurunkan akurasi GPS sehingga notifikasi kedatangan bus terlambat.',
    '5.2 Saran',
    'Saran untuk pengembangan penelitian selanjutnya antara lain:',
    'Menambahkan prediksi waktu kedatangan bus berdasarkan kondisi lalu lintas, kecepatan bus, dsb. agar informasi lebih akurat.',
    'Menguji sistem pada seluruh koridor Trans Musi, bukan hanya Koridor 1, dengan perangkat Android yang beragam.',
  ],
  [
    'DAFTAR PUSTAKA',
    'Dinas Perhubungan Kota Palembang. (2022). Laporan kinerja angkutan umum Trans Musi tahun 2021. Palembang: Dishub Kota Palembang.',
    'Kaplan, E. D., & Hegarty, C. J. (2017). Understanding GPS/GNSS: Principles and applications (3rd ed.). Boston: Artech House.',
    'Prayoga, R., Hidayat, T., & Lestari, N. (2021). Penerapan geofencing untuk presensi pegawai berbasis Android. Jurnal Teknologi Informasi, Vol. 9, No. 2, hlm. 101-110.',
    "Pressman, R. S., & Maxim, B. R. (2015). Software engineering: A practitioner's approach (8th ed.). New York: McGraw-Hill.",
    'Rahman, A. (2018). Sistem informasi transportasi cerdas. Bandung: Informatika.',
    'Robusto, C. C. (1957). The cosine-haversine formula. The American Mathematical Monthly, 64(1), 38-40.',
    'Santoso, B. (2019). Geofencing dan layanan berbasis lokasi. Yogyakarta: Andi.',
    'Sutar, S., Prasetyo, A., & Wibowo, R. (2020). Aplikasi pelacakan bus kampus berbasis GPS. Jurnal Sistem Informasi, Vol. 5, No. 1, hlm. 45-52.',
  ],
]

/** The pages of the PDF, each a list of lines (one paragraph per line). */
export const TEKNIK_PAGES: string[][] = PAGES

/** The text as the PDF reader extracts it: lines joined with "\n", pages with "\f". */
export const TEKNIK_PAGED_TEXT: string = PAGES.map((lines) => lines.join('\n')).join('\f')

/** The same thesis as a DOCX gives it: paragraphs joined with "\n", no page breaks. */
export const TEKNIK_TEXT: string = PAGES.map((lines) => lines.join('\n')).join('\n')

/** The facts about the fixture that tests assert. */
export const TEKNIK_EXPECTED = {
  /** Numbers of labels (tables, figures, equations, sub-sections): never results. */
  labelNumbers: ['3.1', '4.3', '4.8', '2.1', '4.2.1', '4.2.2', '1.1', '4.2', '4.1', '5.1'],
  /** Results of BAB IV a 'hasil' question should ask about. */
  results: ['16,68 satelit', '3.5 meter', '95 %', '44,6 meter'],
  /** The first concluding point after the lead-in of 5.1 Kesimpulan. */
  firstConclusion:
    'Sistem informasi posisi bus Trans Musi berbasis geofencing berhasil dibangun pada perangkat Android',
  leadIns: [
    'Rumusan masalah dalam penelitian ini adalah sebagai berikut:',
    'Batasan masalah dalam penelitian ini antara lain:',
    'Manfaat penelitian ini yaitu:',
    'Penelitian terdahulu yang relevan dengan penelitian ini antara lain:',
    'Tahapan penelitian yang dilakukan adalah sebagai berikut:',
    'Hasil pengujian ditunjukkan pada Tabel 4.8 berikut.',
    'Berdasarkan penelitian yang telah dilakukan, dapat ditarik beberapa kesimpulan sebagai berikut:',
    'Saran untuk pengembangan penelitian selanjutnya antara lain:',
  ],
}
