/// <reference path="../node_modules/pocketbase-jsvm/index.d.ts" />
// users (docs/contract.md, Collections, `users`): full_name, role, credits; password >= 6; e-mail
// sign-in only. API rules of users are set in 1795315551_created_lms_collections.js together with
// the rest.
migrate(
  (db) => {
    const dao = new Dao(db)
    const users = dao.findCollectionByNameOrId('_pb_users_auth_')

    const old = users.schema.getFieldByName('name')
    if (old) users.schema.removeField(old.id)

    users.schema.addField(
      new SchemaField({
        id: 'usr_fullnm',
        name: 'full_name',
        type: 'text',
        required: false,
        presentable: true,
        options: { min: null, max: 200, pattern: '' },
      }),
    )
    users.schema.addField(
      new SchemaField({
        id: 'usr_role00',
        name: 'role',
        type: 'select',
        required: false,
        options: { maxSelect: 1, values: ['superadmin', 'subscriber', 'user'] },
      }),
    )
    users.schema.addField(
      new SchemaField({
        id: 'usr_credit',
        name: 'credits',
        type: 'number',
        required: false,
        options: { min: 0, max: null, noDecimal: true },
      }),
    )

    users.options.set('minPasswordLength', 6)
    users.options.set('allowUsernameAuth', false)
    users.options.set('allowEmailAuth', true)
    users.options.set('requireEmail', true)

    users.indexes = [
      'CREATE UNIQUE INDEX `__pb_users_auth__username_idx` ON `users` (`username`)',
      "CREATE UNIQUE INDEX `__pb_users_auth__email_idx` ON `users` (`email`) WHERE `email` != ''",
      'CREATE UNIQUE INDEX `__pb_users_auth__tokenKey_idx` ON `users` (`tokenKey`)',
      'CREATE INDEX `idx_users_role` ON `users` (`role`)',
      'CREATE INDEX `idx_users_updated` ON `users` (`updated`)',
    ]
    return dao.saveCollection(users)
  },
  (db) => {
    const dao = new Dao(db)
    const users = dao.findCollectionByNameOrId('_pb_users_auth_')
    for (const name of ['full_name', 'role', 'credits']) {
      const f = users.schema.getFieldByName(name)
      if (f) users.schema.removeField(f.id)
    }
    users.schema.addField(
      new SchemaField({
        id: 'users_name',
        name: 'name',
        type: 'text',
        required: false,
        options: { min: null, max: null, pattern: '' },
      }),
    )
    users.options.set('minPasswordLength', 8)
    users.options.set('allowUsernameAuth', true)
    users.indexes = [
      'CREATE UNIQUE INDEX `__pb_users_auth__username_idx` ON `users` (`username`)',
      "CREATE UNIQUE INDEX `__pb_users_auth__email_idx` ON `users` (`email`) WHERE `email` != ''",
      'CREATE UNIQUE INDEX `__pb_users_auth__tokenKey_idx` ON `users` (`tokenKey`)',
    ]
    users.listRule = 'id = @request.auth.id'
    users.viewRule = 'id = @request.auth.id'
    users.createRule = ''
    users.updateRule = 'id = @request.auth.id'
    users.deleteRule = 'id = @request.auth.id'
    users.options.set('manageRule', null)
    return dao.saveCollection(users)
  },
)
