// A second realistic Indonesian skripsi draft, this one QUALITATIVE (a case study with interviews,
// informan, purposive and snowball sampling, triangulasi, Miles dan Huberman), laid out as the pages
// of a PDF: the PDF reader separates pages with a form feed ("\f"), so passages get page numbers.
// Used by the defence rehearsal's unit tests (tests/unit/sidang/). Differences from
// tests/support/thesis-fixture.ts (quantitative, numbered "1.1" sub-headings, no pages): lettered
// sub-headings ("A. Latar Belakang Masalah"), numbered sub-sub-headings ("1. Pemahaman ..."), BAB V
// titled "PENUTUP" with a "Keterbatasan Penelitian" sub-section, interview quotations, few figures.
// Planted: Rahmawati (2019) is cited in BAB I but missing from the Daftar Pustaka; Spradley (1980)
// is listed but never cited; the oldest references are Bennett (1976) and Spradley (1980).

const PAGES: string[][] = [
  [
    'STRATEGI ADAPTASI PEDAGANG PASAR TRADISIONAL TERHADAP PEMBAYARAN DIGITAL QRIS',
    '(Studi Kasus Pedagang Pasar 16 Ilir Palembang)',
    'SKRIPSI',
    'Diajukan untuk memenuhi sebagian persyaratan memperoleh gelar Sarjana Sosial',
    'Oleh: Rizky Ramadhan, NIM 1910220031',
    'PROGRAM STUDI SOSIOLOGI FAKULTAS ILMU SOSIAL DAN ILMU POLITIK UNIVERSITAS SRIWIJAYA MANDIRI 2024',
  ],
  [
    'ABSTRAK',
    'Penelitian ini bertujuan untuk memahami strategi adaptasi pedagang pasar tradisional terhadap pembayaran digital QRIS. Penelitian menggunakan pendekatan kualitatif dengan desain studi kasus. Data dikumpulkan melalui wawancara mendalam, observasi, dan dokumentasi terhadap delapan informan. Hasil penelitian menunjukkan bahwa pedagang beradaptasi secara bertahap melalui bantuan keluarga, komunitas pedagang, dan pendampingan bank.',
    'Kata kunci: adaptasi, pedagang pasar, QRIS, pembayaran digital',
  ],
  [
    'DAFTAR ISI',
    'BAB I PENDAHULUAN .......... 1',
    'BAB II KAJIAN PUSTAKA .......... 9',
    'BAB III METODE PENELITIAN .......... 21',
    'BAB IV HASIL PENELITIAN DAN PEMBAHASAN .......... 30',
    'BAB V PENUTUP .......... 52',
    'DAFTAR PUSTAKA .......... 56',
  ],
  [
    'BAB I',
    'PENDAHULUAN',
    'A. Latar Belakang Masalah',
    'Transformasi digital dalam sistem pembayaran telah menjangkau hampir semua sektor ekonomi di Indonesia, termasuk pasar tradisional. Sejak Bank Indonesia memperkenalkan Quick Response Code Indonesian Standard atau QRIS pada tahun 2019, pedagang kecil didorong untuk menerima pembayaran nontunai agar transaksi lebih cepat, aman, dan tercatat (Bank Indonesia, 2020). Program ini juga diharapkan memperluas inklusi keuangan bagi pelaku usaha mikro yang selama ini jauh dari layanan perbankan.',
    'Namun, penerapan QRIS di pasar tradisional tidak selalu berjalan mulus. Sebagian besar pedagang pasar berusia di atas empat puluh tahun, terbiasa dengan uang tunai, dan memiliki pengalaman terbatas dengan telepon pintar. Rahmawati (2019) mencatat bahwa kekhawatiran terhadap biaya layanan dan keamanan saldo membuat banyak pedagang menunda penggunaan pembayaran digital meskipun sudah memiliki kode QR.',
  ],
  [
    'Pasar 16 Ilir Palembang merupakan salah satu pasar tradisional tertua dan tersibuk di Sumatera Selatan. Pada tahun 2022 pemerintah kota bersama beberapa bank mencanangkan pasar ini sebagai pasar percontohan pembayaran digital. Observasi awal peneliti menunjukkan bahwa sebagian pedagang sudah memajang kode QRIS di kios mereka, tetapi masih banyak yang menolak pembayaran nontunai dengan alasan tidak mengerti cara memeriksa dana yang masuk.',
    'Kesenjangan antara program pemerintah dan praktik di lapangan inilah yang mendorong peneliti untuk mengkaji bagaimana pedagang menyesuaikan diri dengan perubahan tersebut. Penelitian terdahulu lebih banyak mengukur niat penggunaan dompet digital secara kuantitatif pada konsumen muda, sedangkan pengalaman pedagang pasar sebagai penerima pembayaran jarang diteliti secara mendalam (Putra & Lestari, 2021).',
  ],
  [
    'B. Rumusan Masalah',
    'Berdasarkan latar belakang tersebut, rumusan masalah dalam penelitian ini adalah bagaimana strategi adaptasi pedagang Pasar 16 Ilir Palembang terhadap penggunaan pembayaran digital QRIS? Rumusan tersebut dirinci menjadi dua pertanyaan, yaitu bagaimana pemahaman pedagang terhadap QRIS dan faktor apa saja yang mendorong serta menghambat pedagang dalam menggunakan QRIS?',
    'C. Tujuan Penelitian',
    'Tujuan penelitian ini adalah mendeskripsikan pemahaman pedagang terhadap QRIS, menganalisis strategi adaptasi yang dilakukan pedagang dalam menerima pembayaran digital, serta mengidentifikasi faktor pendorong dan penghambat penggunaan QRIS di Pasar 16 Ilir Palembang.',
    'D. Manfaat Penelitian',
    'Secara teoretis, penelitian ini diharapkan dapat memperkaya kajian sosiologi ekonomi tentang adaptasi pelaku usaha kecil terhadap teknologi finansial. Secara praktis, hasil penelitian diharapkan dapat menjadi masukan bagi pengelola pasar, perbankan, dan pemerintah kota dalam merancang pendampingan digital yang sesuai dengan kebutuhan pedagang.',
  ],
  [
    'BAB II KAJIAN PUSTAKA',
    'A. Penelitian Terdahulu',
    'Putra dan Lestari (2021) meneliti penggunaan QRIS oleh pelaku UMKM kuliner di Yogyakarta dan menemukan bahwa kemudahan penggunaan menjadi faktor utama penerimaan teknologi. Penelitian Hasanah (2022) di pasar tradisional Bandung menunjukkan bahwa pedagang lebih percaya pada rekomendasi sesama pedagang daripada sosialisasi resmi dari bank. Kedua penelitian tersebut menjadi pijakan bagi penelitian ini, tetapi belum menggambarkan proses adaptasi pedagang secara utuh.',
    'B. Teori Adaptasi',
    'Bennett (1976) memandang adaptasi sebagai tindakan dan strategi yang dipilih manusia untuk menyesuaikan diri dengan perubahan lingkungan demi mencapai tujuan. Strategi adaptasi dapat bersifat aktif, yaitu mencari informasi dan mencoba hal baru, atau bersifat pasif, yaitu menunggu dan mengikuti orang lain. Dalam penelitian ini, perubahan lingkungan yang dimaksud adalah hadirnya sistem pembayaran digital di pasar tradisional.',
  ],
  [
    'C. Pembayaran Digital dan QRIS',
    'QRIS adalah standar kode QR nasional yang memungkinkan satu kode dipakai untuk menerima pembayaran dari berbagai aplikasi dompet digital dan mobile banking (Bank Indonesia, 2020). Bagi pedagang, QRIS menghilangkan kebutuhan uang kembalian dan mengurangi risiko uang palsu, tetapi menuntut kemampuan memeriksa notifikasi transaksi dan memahami biaya layanan yang dikenakan.',
    'D. Kerangka Berpikir',
    'Kerangka berpikir penelitian ini berangkat dari kebijakan digitalisasi pasar yang menghadirkan QRIS di lingkungan pedagang. Pedagang kemudian memaknai perubahan tersebut berdasarkan pengalaman, usia, dan jaringan sosialnya, lalu memilih strategi adaptasi tertentu. Strategi yang dipilih akan menentukan apakah QRIS benar-benar dipakai dalam transaksi sehari-hari atau hanya dipajang.',
  ],
  [
    'BAB III METODE PENELITIAN',
    'A. Jenis dan Pendekatan Penelitian',
    'Penelitian ini menggunakan pendekatan kualitatif dengan desain studi kasus. Pendekatan kualitatif dipilih karena penelitian berusaha memahami makna dan pengalaman pedagang secara mendalam, bukan mengukur hubungan antarvariabel. Studi kasus dipakai karena Pasar 16 Ilir merupakan kasus yang khas sebagai pasar percontohan pembayaran digital (Creswell, 2014; Yin, 2018).',
    'B. Lokasi dan Waktu Penelitian',
    'Penelitian dilaksanakan di Pasar 16 Ilir Palembang, Kecamatan Ilir Timur I. Pengumpulan data berlangsung selama tiga bulan, yaitu dari Februari sampai April 2024, pada pagi hingga siang hari ketika aktivitas jual beli paling ramai.',
  ],
  [
    'C. Informan Penelitian',
    'Informan penelitian dipilih dengan teknik purposive sampling, yaitu pedagang yang telah memiliki kode QRIS minimal enam bulan dan bersedia diwawancarai. Dari informan awal, peneliti menggunakan teknik snowball sampling untuk menemukan pedagang lain yang direkomendasikan. Jumlah informan dalam penelitian ini adalah 8 informan, terdiri atas enam pedagang sebagai informan utama, satu pengelola pasar sebagai informan kunci, dan satu petugas bank sebagai informan pendukung.',
    'D. Teknik Pengumpulan Data',
    'Data dikumpulkan melalui wawancara mendalam, observasi partisipan, dan dokumentasi. Wawancara mendalam dilakukan dengan pedoman wawancara semi terstruktur selama 45 sampai 60 menit untuk setiap informan dan direkam dengan izin informan. Observasi dilakukan dengan mengamati transaksi di kios, sedangkan dokumentasi berupa foto kode QRIS, catatan lapangan, dan data jumlah pedagang dari pengelola pasar.',
  ],
  [
    'E. Teknik Analisis Data',
    'Data dianalisis menggunakan model Miles dan Huberman (1994) yang terdiri atas tiga tahap, yaitu reduksi data, penyajian data, dan penarikan kesimpulan. Pada tahap reduksi data, transkrip wawancara diberi kode sesuai tema penelitian. Penyajian data dilakukan dalam bentuk narasi dan matriks tema, kemudian kesimpulan ditarik dan diverifikasi selama penelitian berlangsung.',
    'F. Keabsahan Data',
    'Keabsahan data diuji dengan triangulasi sumber dan triangulasi teknik. Triangulasi sumber dilakukan dengan membandingkan keterangan pedagang, pengelola pasar, dan petugas bank, sedangkan triangulasi teknik dilakukan dengan mencocokkan hasil wawancara dengan hasil observasi dan dokumentasi. Peneliti juga melakukan member check dengan meminta informan memeriksa ringkasan hasil wawancara (Moleong, 2017).',
  ],
  [
    'BAB IV HASIL PENELITIAN DAN PEMBAHASAN',
    'A. Gambaran Umum Lokasi Penelitian',
    'Pasar 16 Ilir memiliki sekitar 1.200 kios yang tersebar di empat lantai dan dikelola oleh Perusahaan Daerah Pasar Palembang Jaya. Menurut data pengelola pasar, sebanyak 430 kios atau sekitar 35,8 persen telah terdaftar sebagai pengguna QRIS hingga akhir tahun 2023. Sebagian besar pedagang menjual pakaian, kain, dan kebutuhan rumah tangga dengan pelanggan dari dalam maupun luar kota.',
  ],
  [
    'B. Hasil Penelitian',
    '1. Pemahaman Pedagang terhadap QRIS',
    'Sebagian besar informan memahami QRIS sekadar sebagai cara pembeli membayar dengan memindai kode, tetapi belum memahami cara memeriksa dana masuk secara mandiri. Informan SR, pedagang kain berusia 52 tahun, menyatakan, “Awalnya saya takut uangnya tidak masuk, jadi saya selalu minta anak saya mengecek dulu sebelum barang diserahkan.” Enam dari delapan informan mengaku pernah menolak pembayaran QRIS pada bulan pertama karena tidak yakin dana sudah diterima.',
    'Pemahaman pedagang meningkat setelah mereka melihat sendiri notifikasi transaksi di telepon pintar. Informan MT menyebut bahwa pembayaran QRIS kini mencapai sekitar 30 persen dari transaksi hariannya, terutama dari pembeli muda dan wisatawan. Temuan ini menunjukkan bahwa pengalaman langsung lebih berpengaruh daripada sosialisasi tertulis yang dibagikan bank.',
  ],
  [
    '2. Strategi Adaptasi Pedagang',
    'Strategi adaptasi yang paling banyak dilakukan adalah meminta bantuan anggota keluarga, terutama anak, untuk mengatur aplikasi dan memeriksa saldo. Strategi kedua adalah belajar dari sesama pedagang: informan yang lebih dulu mahir menjadi rujukan bagi kios di sekitarnya. Strategi ketiga adalah memanfaatkan pendampingan petugas bank yang datang ke pasar setiap hari Selasa, meskipun hanya sebagian pedagang yang sempat mengikutinya.',
    'Di samping strategi aktif tersebut, beberapa pedagang memilih strategi pasif, yaitu tetap memajang kode QRIS tetapi mengarahkan pembeli untuk membayar tunai. Informan HD mengatakan, “Kalau pembelinya bisa bayar tunai, saya lebih suka tunai, karena uangnya langsung bisa dipakai belanja barang lagi.” Alasan perputaran modal harian ini muncul pada tiga informan pedagang grosir.',
  ],
  [
    'C. Pembahasan',
    'Temuan penelitian sejalan dengan pandangan Bennett (1976) bahwa adaptasi merupakan pilihan strategi, bukan sekadar penerimaan pasif terhadap perubahan. Pedagang yang memiliki jaringan keluarga dan komunitas yang kuat cenderung memilih strategi aktif, sedangkan pedagang grosir dengan perputaran modal cepat memilih strategi pasif. Hasil ini juga menguatkan temuan Hasanah (2022) bahwa kepercayaan antarpedagang lebih menentukan daripada sosialisasi resmi.',
  ],
  [
    'BAB V PENUTUP',
    'A. Kesimpulan',
    'Berdasarkan hasil penelitian, dapat disimpulkan bahwa pemahaman pedagang Pasar 16 Ilir terhadap QRIS masih terbatas pada cara menerima pembayaran dan berkembang melalui pengalaman langsung. Strategi adaptasi pedagang terdiri atas strategi aktif, yaitu bantuan keluarga, belajar dari sesama pedagang, dan pendampingan bank, serta strategi pasif berupa tetap mengutamakan pembayaran tunai. Faktor pendorongnya adalah permintaan pembeli muda, sedangkan faktor penghambatnya adalah usia, keterbatasan literasi digital, dan kebutuhan perputaran modal harian.',
    'B. Saran',
    'Pengelola pasar dan perbankan disarankan menyelenggarakan pendampingan langsung di kios secara berkala, bukan hanya sosialisasi tertulis. Penelitian selanjutnya disarankan membandingkan beberapa pasar tradisional atau menggabungkan pendekatan kuantitatif untuk mengukur seberapa besar pengaruh setiap strategi terhadap volume transaksi nontunai.',
    'C. Keterbatasan Penelitian',
    'Penelitian ini memiliki keterbatasan karena hanya melibatkan delapan informan dari satu pasar, sehingga temuan tidak dapat digeneralisasi ke seluruh pasar tradisional. Selain itu, sebagian wawancara dilakukan di kios ketika pembeli datang, sehingga beberapa jawaban informan menjadi singkat dan perlu dikonfirmasi ulang melalui observasi.',
  ],
  [
    'DAFTAR PUSTAKA',
    'Bank Indonesia. (2020). Kebijakan sistem pembayaran QRIS: Satu QR code untuk semua pembayaran. Jakarta: Bank Indonesia.',
    'Bennett, J. W. (1976). The ecological transition: Cultural anthropology and human adaptation. New York: Pergamon Press.',
    'Creswell, J. W. (2014). Research design: Qualitative, quantitative, and mixed methods approaches. Thousand Oaks: Sage.',
    'Hasanah, U. (2022). Kepercayaan dan adopsi pembayaran digital pada pedagang pasar tradisional. Jurnal Sosiologi Ekonomi, 7(2), 101–118.',
    'Miles, M. B., & Huberman, A. M. (1994). Qualitative data analysis: An expanded sourcebook. Thousand Oaks: Sage.',
    'Moleong, L. J. (2017). Metodologi penelitian kualitatif. Bandung: Remaja Rosdakarya.',
    'Putra, A., & Lestari, D. (2021). Penerimaan QRIS oleh UMKM kuliner di Yogyakarta. Jurnal Ekonomi Digital, 3(1), 22–35.',
    'Spradley, J. P. (1980). Participant observation. New York: Holt, Rinehart and Winston.',
    'Yin, R. K. (2018). Case study research and applications: Design and methods. Thousand Oaks: Sage.',
  ],
]

/** The pages of the PDF, each a list of lines (one paragraph per line). */
export const KUALITATIF_PAGES: string[][] = PAGES

/** The text as the PDF reader extracts it: lines joined with "\n", pages with "\f". */
export const KUALITATIF_PAGED_TEXT: string = PAGES.map((lines) => lines.join('\n')).join('\f')

/** The same thesis as a DOCX gives it: paragraphs joined with "\n", no page breaks. */
export const KUALITATIF_TEXT: string = PAGES.map((lines) => lines.join('\n')).join('\n')

/** The facts about the fixture that tests assert. */
export const KUALITATIF_EXPECTED = {
  fileName: 'skripsi-rizky-ramadhan.pdf',
  chapterLabels: [
    'BAB I Pendahuluan',
    'BAB II Kajian Pustaka',
    'BAB III Metode Penelitian',
    'BAB IV Hasil Penelitian dan Pembahasan',
    'BAB V Penutup',
  ],
  /** The page (1-based) where each chapter heading stands. */
  chapterPages: { bab1: 4, bab2: 7, bab3: 9, bab4: 12, bab5: 16 },
  methods: ['purposive sampling', 'snowball sampling', 'wawancara mendalam', 'triangulasi sumber'],
  figures: ['1.200', '35,8 persen', '30 persen'],
  oldestReferences: ['Bennett (1976)', 'Spradley (1980)'],
  listedNotCited: ['Spradley (1980)'],
  citedNotListed: ['Rahmawati (2019)'],
  limitationSection: 'C. Keterbatasan Penelitian',
}
