/// <reference path="../node_modules/pocketbase-jsvm/index.d.ts" />
// All application collections (docs/contract.md, Collections), their indexes and API rules.
// Why the rules look like this: docs/access-rules.md.
migrate(
  (db) => {
    const dao = new Dao(db)
    const MB = 1024 * 1024
    const IMAGE_MIME = ['image/jpeg', 'image/png', 'image/webp', 'image/gif']

    // ---- rule fragments -------------------------------------------------------------
    const SUPER = '@request.auth.role = "superadmin"'
    const SIGNED_IN = '@request.auth.id != ""'
    // An active subscription of the requesting (verified) user to this row's paket_id.
    // One back-relation path from the auth record keeps every condition on the same
    // subscribers row (`?=`) and joins only the requester's own subscriptions (index on
    // subscribers.user_id), so it stays fast with thousands of subscriptions.
    const ACTIVE_SUB = (paketField) =>
      '(@request.auth.verified = true' +
      ` && @request.auth.subscribers_via_user_id.paket_id ?= ${paketField}` +
      ' && @request.auth.subscribers_via_user_id.status ?= "active"' +
      ' && @request.auth.subscribers_via_user_id.durasi_akhir ?> @now)'
    const CONTENT_READ = `${SUPER} || ${ACTIVE_SUB('paket_id')}`

    // ---- field builders ------------------------------------------------------------
    let seq = 0
    const fid = (coll, name) =>
      (coll.slice(0, 4) + '_' + name.replace(/_/g, '') + '00000000').slice(0, 12) + String(seq++)
    const F = (coll) => ({
      text: (name, o = {}) =>
        new SchemaField({
          id: fid(coll, name),
          name,
          type: 'text',
          required: !!o.required,
          presentable: !!o.presentable,
          options: { min: o.min ?? null, max: o.max ?? null, pattern: o.pattern ?? '' },
        }),
      editor: (name, o = {}) =>
        new SchemaField({
          id: fid(coll, name),
          name,
          type: 'editor',
          required: !!o.required,
          options: { convertUrls: false },
        }),
      number: (name, o = {}) =>
        new SchemaField({
          id: fid(coll, name),
          name,
          type: 'number',
          required: !!o.required,
          options: { min: o.min ?? null, max: o.max ?? null, noDecimal: !!o.noDecimal },
        }),
      bool: (name) =>
        new SchemaField({ id: fid(coll, name), name, type: 'bool', required: false, options: {} }),
      email: (name, o = {}) =>
        new SchemaField({
          id: fid(coll, name),
          name,
          type: 'email',
          required: !!o.required,
          options: { exceptDomains: null, onlyDomains: null },
        }),
      url: (name, o = {}) =>
        new SchemaField({
          id: fid(coll, name),
          name,
          type: 'url',
          required: !!o.required,
          options: { exceptDomains: null, onlyDomains: null },
        }),
      date: (name, o = {}) =>
        new SchemaField({
          id: fid(coll, name),
          name,
          type: 'date',
          required: !!o.required,
          options: { min: '', max: '' },
        }),
      select: (name, values, o = {}) =>
        new SchemaField({
          id: fid(coll, name),
          name,
          type: 'select',
          required: !!o.required,
          options: { maxSelect: 1, values },
        }),
      json: (name, o = {}) =>
        new SchemaField({
          id: fid(coll, name),
          name,
          type: 'json',
          required: !!o.required,
          options: { maxSize: o.maxSize ?? 2000000 },
        }),
      relation: (name, collectionId, o = {}) =>
        new SchemaField({
          id: fid(coll, name),
          name,
          type: 'relation',
          required: !!o.required,
          options: {
            collectionId,
            cascadeDelete: !!o.cascade,
            minSelect: null,
            maxSelect: 1,
            displayFields: null,
          },
        }),
      file: (name, o) =>
        new SchemaField({
          id: fid(coll, name),
          name,
          type: 'file',
          required: !!o.required,
          options: {
            mimeTypes: o.mimeTypes,
            thumbs: o.thumbs ?? null,
            maxSelect: 1,
            maxSize: o.maxSize,
            protected: !!o.protected,
          },
        }),
    })

    const ID = {
      users: '_pb_users_auth_',
      paket_pembelajaran: 'lms_paket000001',
      paket_content: 'lms_pkcontent01',
      kelas: 'lms_kelas000001',
      materi: 'lms_materi00001',
      soal: 'lms_soal0000001',
      video_links: 'lms_videolinks1',
      progress: 'lms_progress001',
      subscribers: 'lms_subscriber1',
      reviews: 'lms_reviews0001',
      authorized_emails: 'lms_authemails1',
      payment_transactions: 'lms_payments001',
      thesis_documents: 'lms_thesisdocs1',
      tombstones: 'lms_tombstones1',
    }

    const idx = (name, cols, unique) =>
      `CREATE ${unique ? 'UNIQUE ' : ''}INDEX \`idx_${name}_${cols.replace(/[^a-z_,]/gi, '').replace(/,/g, '_')}\` ON \`${name}\` (${cols
        .split(',')
        .map((c) => '`' + c.trim() + '`')
        .join(', ')})`

    const save = (name, type, schemaFn, rules, indexes) => {
      const f = F(name)
      const c = new Collection({
        id: ID[name],
        name,
        type,
        system: false,
        schema: [],
        indexes,
        listRule: rules.list,
        viewRule: rules.view,
        createRule: rules.create,
        updateRule: rules.update,
        deleteRule: rules.delete,
        options: {},
      })
      for (const field of schemaFn(f)) c.schema.addField(field)
      dao.saveCollection(c)
      return c
    }

    // ---- paket_pembelajaran: everyone reads, superadmin writes ----------------------
    save(
      'paket_pembelajaran',
      'base',
      (f) => [
        f.text('nama_paket', { required: true, presentable: true, max: 200 }),
        f.text('deskripsi', { max: 5000 }),
        f.number('harga', { min: 0 }),
        f.number('durasi_hari', { min: 1, max: 36500, noDecimal: true }),
        f.text('button_text', { max: 100 }),
        f.text('gradient_from', { max: 32, pattern: '^(#[0-9a-fA-F]{3,8})?$' }),
        f.text('gradient_to', { max: 32, pattern: '^(#[0-9a-fA-F]{3,8})?$' }),
        f.text('background_color', { max: 32, pattern: '^(#[0-9a-fA-F]{3,8})?$' }),
        f.text('category_link', { max: 1000 }),
        f.file('icon', { mimeTypes: IMAGE_MIME, maxSize: 5 * MB, thumbs: ['100x100'] }),
        f.file('thumbnail', {
          mimeTypes: IMAGE_MIME,
          maxSize: 5 * MB,
          thumbs: ['400x0', '100x100'],
        }),
      ],
      { list: '', view: '', create: SUPER, update: SUPER, delete: SUPER },
      [idx('paket_pembelajaran', 'updated,id'), idx('paket_pembelajaran', 'nama_paket')],
    )

    // ---- paket_content: active subscribers of the package ---------------------------
    save(
      'paket_content',
      'base',
      (f) => [
        f.relation('paket_id', ID.paket_pembelajaran, { required: true, cascade: true }),
        f.text('judul', { required: true, presentable: true, max: 300 }),
        f.text('konten', { max: 100000 }),
        f.number('urutan', { noDecimal: true }),
      ],
      {
        list: ACTIVE_SUB('paket_id'),
        view: CONTENT_READ,
        create: SUPER,
        update: SUPER,
        delete: SUPER,
      },
      [idx('paket_content', 'updated,id'), idx('paket_content', 'paket_id,urutan')],
    )

    // ---- kelas: signed-in users see active classes ---------------------------------
    save(
      'kelas',
      'base',
      (f) => [
        f.relation('paket_id', ID.paket_pembelajaran, { required: true, cascade: true }),
        f.text('judul', { required: true, presentable: true, max: 300 }),
        f.text('deskripsi', { max: 10000 }),
        f.text('pengajar', { max: 200 }),
        f.select('level', ['Beginner', 'Intermediate', 'Advanced']),
        f.number('rating', { min: 0, max: 5 }),
        f.number('jumlah_review', { min: 0, noDecimal: true }),
        f.number('jumlah_user', { min: 0, noDecimal: true }),
        f.text('durasi_text', { max: 100 }),
        f.number('durasi_menit', { min: 0, noDecimal: true }),
        f.number('harga_asli', { min: 0 }),
        f.number('harga_diskon', { min: 0 }),
        f.number('urutan', { noDecimal: true }),
        f.file('thumbnail', {
          mimeTypes: IMAGE_MIME,
          maxSize: 5 * MB,
          thumbs: ['400x0', '100x100'],
        }),
        f.bool('is_active'),
      ],
      {
        list: `${SIGNED_IN} && (is_active = true || ${SUPER})`,
        view: `${SIGNED_IN} && (is_active = true || ${SUPER})`,
        create: SUPER,
        update: SUPER,
        delete: SUPER,
      },
      [
        idx('kelas', 'updated,id'),
        idx('kelas', 'paket_id,urutan'),
        idx('kelas', 'is_active,urutan'),
      ],
    )

    // ---- materi ---------------------------------------------------------------------
    save(
      'materi',
      'base',
      (f) => [
        f.relation('kelas_id', ID.kelas, { required: true, cascade: true }),
        f.relation('paket_id', ID.paket_pembelajaran, { cascade: true }),
        f.select('type', ['pretest', 'posttest', 'video', 'chapter', 'lesson'], { required: true }),
        f.text('judul', { required: true, presentable: true, max: 300 }),
        f.text('deskripsi', { max: 100000 }),
        f.number('order', { noDecimal: true }),
        f.relation('parent_id', ID.materi, { cascade: true }),
        f.text('link_video', { max: 1000 }),
      ],
      {
        list: ACTIVE_SUB('paket_id'),
        view: CONTENT_READ,
        create: SUPER,
        update: SUPER,
        delete: SUPER,
      },
      [
        idx('materi', 'updated,id'),
        idx('materi', 'paket_id'),
        idx('materi', 'kelas_id,order'),
        idx('materi', 'parent_id'),
      ],
    )

    // ---- soal -----------------------------------------------------------------------
    save(
      'soal',
      'base',
      (f) => [
        f.relation('materi_id', ID.materi, { required: true, cascade: true }),
        f.relation('paket_id', ID.paket_pembelajaran, { cascade: true }),
        f.text('pertanyaan', { required: true, presentable: true, max: 10000 }),
        f.text('pilihan_a', { required: true, max: 2000 }),
        f.text('pilihan_b', { required: true, max: 2000 }),
        f.text('pilihan_c', { required: true, max: 2000 }),
        f.text('pilihan_d', { required: true, max: 2000 }),
        f.select('jawaban_benar', ['a', 'b', 'c', 'd'], { required: true }),
      ],
      {
        list: ACTIVE_SUB('paket_id'),
        view: CONTENT_READ,
        create: SUPER,
        update: SUPER,
        delete: SUPER,
      },
      [idx('soal', 'updated,id'), idx('soal', 'paket_id'), idx('soal', 'materi_id')],
    )

    // ---- video_links ----------------------------------------------------------------
    save(
      'video_links',
      'base',
      (f) => [
        f.relation('materi_id', ID.materi, { required: true, cascade: true }),
        f.relation('paket_id', ID.paket_pembelajaran, { cascade: true }),
        f.text('judul', { required: true, presentable: true, max: 300 }),
        f.text('deskripsi', { max: 10000 }),
        f.url('link_youtube', { required: true }),
        f.number('urutan', { noDecimal: true }),
        f.url('thumbnail'),
      ],
      {
        list: ACTIVE_SUB('paket_id'),
        view: CONTENT_READ,
        create: SUPER,
        update: SUPER,
        delete: SUPER,
      },
      [
        idx('video_links', 'updated,id'),
        idx('video_links', 'paket_id'),
        idx('video_links', 'materi_id,urutan'),
      ],
    )

    // ---- subscribers: owner reads; superadmin and hooks write -----------------------
    save(
      'subscribers',
      'base',
      (f) => [
        f.relation('user_id', ID.users, { required: true, cascade: true }),
        f.relation('paket_id', ID.paket_pembelajaran, { required: true, cascade: true }),
        f.select('status', ['active', 'suspended', 'expired'], { required: true }),
        f.date('durasi_mulai'),
        f.date('durasi_akhir'),
      ],
      {
        list: `user_id = @request.auth.id || ${SUPER}`,
        view: `user_id = @request.auth.id || ${SUPER}`,
        create: SUPER,
        update: SUPER,
        delete: SUPER,
      },
      [
        idx('subscribers', 'updated,id'),
        idx('subscribers', 'user_id,paket_id'),
        idx('subscribers', 'paket_id'),
        idx('subscribers', 'status,durasi_akhir'),
      ],
    )

    // ---- progress: owner reads; written only by the sync push route ------------------
    save(
      'progress',
      'base',
      (f) => [
        f.relation('user_id', ID.users, { required: true, cascade: true }),
        f.relation('materi_id', ID.materi, { required: true, cascade: true }),
        f.select('status', ['complete'], { required: true }),
        f.number('skor', { min: 0, max: 100 }),
        f.json('answers', { maxSize: 200000 }),
        f.date('completed_at'),
      ],
      {
        list: `user_id = @request.auth.id || ${SUPER}`,
        view: `user_id = @request.auth.id || ${SUPER}`,
        create: null,
        update: null,
        delete: null,
      },
      [
        idx('progress', 'updated,id'),
        idx('progress', 'user_id,materi_id', true),
        idx('progress', 'materi_id'),
      ],
    )

    // ---- reviews: everyone reads (author_name is denormalised); owner writes ---------
    const OWN_REVIEW_DATA =
      '(@request.data.user_id:isset = false || @request.data.user_id = @request.auth.id)' +
      ' && @request.data.author_name:isset = false'
    save(
      'reviews',
      'base',
      (f) => [
        f.relation('user_id', ID.users, { required: true, cascade: true }),
        f.relation('materi_id', ID.materi, { required: true, cascade: true }),
        f.number('rating', { required: true, min: 1, max: 5, noDecimal: true }),
        f.select(
          'student_role',
          ['Mahasiswa S1', 'Mahasiswa S2', 'Mahasiswa S3', 'Mahasiswa D3', 'Mahasiswa D4'],
          {
            required: true,
          },
        ),
        f.text('review_text', { required: true, max: 5000 }),
        f.text('author_name', { max: 200 }),
      ],
      {
        list: '',
        view: '',
        create: `${SUPER} || (${SIGNED_IN} && @request.data.user_id = @request.auth.id && @request.data.author_name:isset = false)`,
        update: `${SUPER} || (user_id = @request.auth.id && ${OWN_REVIEW_DATA} && @request.data.materi_id:isset = false)`,
        delete: `${SUPER} || user_id = @request.auth.id`,
      },
      [
        idx('reviews', 'updated,id'),
        idx('reviews', 'user_id,materi_id', true),
        idx('reviews', 'materi_id'),
        idx('reviews', 'created'),
      ],
    )

    // ---- authorized_emails: superadmin only -----------------------------------------
    save(
      'authorized_emails',
      'base',
      (f) => [
        f.email('email', { required: true }),
        f.select('source', ['purchase', 'admin']),
        f.text('order_id', { max: 200 }),
        f.relation('paket_id', ID.paket_pembelajaran, {}),
        f.number('durasi_hari', { min: 0, max: 36500, noDecimal: true }),
        f.number('pending_credits', { min: 0, noDecimal: true }),
      ],
      { list: SUPER, view: SUPER, create: SUPER, update: SUPER, delete: SUPER },
      [
        'CREATE UNIQUE INDEX `idx_authorized_emails_email` ON `authorized_emails` (`email` COLLATE NOCASE)',
        idx('authorized_emails', 'updated'),
        idx('authorized_emails', 'order_id'),
      ],
    )

    // ---- payment_transactions: superadmin reads; hooks write --------------------------
    save(
      'payment_transactions',
      'base',
      (f) => [
        f.text('order_id', { required: true, presentable: true, max: 200 }),
        f.email('customer_email'),
        f.number('amount', { min: 0 }),
        f.number('credits_amount', { min: 0, noDecimal: true }),
        f.select('status', ['pending', 'completed', 'failed', 'cancelled'], { required: true }),
        f.text('payment_method', { max: 100 }),
        f.json('webhook_data', { maxSize: 200000 }),
        f.date('processed_at'),
      ],
      { list: SUPER, view: SUPER, create: null, update: null, delete: null },
      [
        idx('payment_transactions', 'order_id', true),
        idx('payment_transactions', 'updated'),
        idx('payment_transactions', 'created'),
        idx('payment_transactions', 'customer_email'),
      ],
    )

    // ---- thesis_documents: owner only ----------------------------------------------
    save(
      'thesis_documents',
      'base',
      (f) => [
        f.relation('user_id', ID.users, { required: true, cascade: true }),
        f.file('file', {
          required: true,
          mimeTypes: [
            'application/pdf',
            'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
          ],
          maxSize: 20 * MB,
          protected: true,
        }),
        f.text('text', { max: 2000000 }),
        f.number('pages', { min: 0, noDecimal: true }),
        f.number('words', { min: 0, noDecimal: true }),
      ],
      {
        list: 'user_id = @request.auth.id',
        view: 'user_id = @request.auth.id',
        create: `${SIGNED_IN} && @request.data.user_id = @request.auth.id`,
        update:
          'user_id = @request.auth.id && (@request.data.user_id:isset = false || @request.data.user_id = @request.auth.id)',
        delete: 'user_id = @request.auth.id',
      },
      [idx('thesis_documents', 'user_id'), idx('thesis_documents', 'updated')],
    )

    // ---- tombstones: written by hooks only; readable as the deleted record was -------
    // public: paket_pembelajaran; signed-in: kelas; package scope: paket_content, materi,
    // soal, video_links; owner: subscribers, progress, reviews (user_id set).
    save(
      'tombstones',
      'base',
      (f) => [
        f.select(
          'coll',
          [
            'paket_pembelajaran',
            'kelas',
            'materi',
            'soal',
            'video_links',
            'paket_content',
            'subscribers',
            'progress',
            'reviews',
          ],
          { required: true },
        ),
        f.text('record_id', { required: true, max: 50 }),
        f.text('paket_id', { max: 50 }),
        f.text('user_id', { max: 50 }),
      ],
      {
        list:
          'coll = "paket_pembelajaran"' +
          ` || (coll = "kelas" && ${SIGNED_IN})` +
          ' || (user_id != "" && user_id = @request.auth.id)' +
          ` || (user_id = "" && paket_id != "" && ${ACTIVE_SUB('paket_id')})`,
        view: null,
        create: null,
        update: null,
        delete: null,
      },
      [
        idx('tombstones', 'updated,id'),
        idx('tombstones', 'user_id'),
        idx('tombstones', 'paket_id'),
        idx('tombstones', 'coll,record_id'),
      ],
    )

    // ---- users rules ----------------------------------------------------------------
    const users = dao.findCollectionByNameOrId(ID.users)
    const OWNER_SAFE =
      '@request.data.role:isset = false && @request.data.credits:isset = false' +
      ' && @request.data.verified:isset = false && @request.data.email:isset = false'
    users.listRule = `id = @request.auth.id || ${SUPER}`
    users.viewRule = `id = @request.auth.id || ${SUPER}`
    // Sign-up itself is restricted to authorised e-mails by pb_hooks/accounts.pb.js.
    users.createRule = `${SUPER} || (@request.auth.id = "" && ${OWNER_SAFE})`
    users.updateRule = `${SUPER} || (id = @request.auth.id && ${OWNER_SAFE})`
    users.deleteRule = SUPER
    users.options.set('manageRule', SUPER)
    dao.saveCollection(users)
  },
  (db) => {
    const dao = new Dao(db)
    const names = [
      'tombstones',
      'thesis_documents',
      'payment_transactions',
      'authorized_emails',
      'reviews',
      'progress',
      'subscribers',
      'video_links',
      'soal',
      'materi',
      'kelas',
      'paket_content',
      'paket_pembelajaran',
    ]
    for (const name of names) {
      try {
        dao.deleteCollection(dao.findCollectionByNameOrId(name))
      } catch {
        // already gone
      }
    }
    const users = dao.findCollectionByNameOrId('_pb_users_auth_')
    users.listRule = 'id = @request.auth.id'
    users.viewRule = 'id = @request.auth.id'
    users.createRule = ''
    users.updateRule = 'id = @request.auth.id'
    users.deleteRule = 'id = @request.auth.id'
    users.options.set('manageRule', null)
    dao.saveCollection(users)
  },
)
