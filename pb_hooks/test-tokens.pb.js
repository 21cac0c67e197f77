/// <reference path="../node_modules/pocketbase-jsvm/index.d.ts" />
// TEST ONLY (PB_TEST_TOKENS=1, set by the integration harness, tests/support/pocketbase.ts): routes
// for the PocketBase admin that spare the integration suite PocketBase's bcrypt work (cost 12,
// about 0.25 s of CPU per hash or check on a test machine; the suite creates about 480 users):
// - POST /api/test/auth-token/:id: a user's auth token without a password check.
// - POST /api/test/users: creates a users record with the passwordHash the harness sends (a cheap
//   bcrypt hash of the fixtures' password, tests/support/fixtures.ts createUser) instead of hashing
//   a password, and answers {record, token}. It runs the same hooks as the PocketBase admin's create
//   through the records API (pb_hooks/lib/accounts/users.js beforeCreateUser, afterCreateUser: the
//   grants of a verified account; the model hooks run on the save itself); the API's own checks of
//   the input are not run (the tests of signing up and of the admin's create use the API).
// The tests of signing in itself, and of the sign-in gate, use the API. Never set PB_TEST_TOKENS in
// production; without it the routes do not exist.
if ($os.getenv('PB_TEST_TOKENS') === '1') {
  routerAdd(
    'POST',
    '/api/test/auth-token/:id',
    (c) => {
      const record = $app.dao().findRecordById('users', c.pathParam('id'))
      return c.json(200, { token: $tokens.recordAuthToken($app, record) })
    },
    $apis.requireAdminAuth(),
  )

  routerAdd(
    'POST',
    '/api/test/users',
    (c) => {
      const users = require(`${__hooks}/lib/accounts/users.js`)
      const data = $apis.requestInfo(c).data
      const hash = String(data.passwordHash || '')
      if (!/^\$2[aby]\$\d\d\$.{53}$/.test(hash))
        throw new BadRequestError('passwordHash harus hash bcrypt.')
      const record = new Record($app.dao().findCollectionByNameOrId('users'))
      for (const field of ['full_name', 'role', 'credits', 'emailVisibility']) {
        if (data[field] !== undefined) record.set(field, data[field])
      }
      record.setEmail(String(data.email || ''))
      record.setVerified(data.verified === true)
      // PocketBase's records API gives a new account without a username one like this
      record.setUsername('users' + $security.randomStringWithAlphabet(10, '0123456789'))
      record.set('passwordHash', hash)
      record.refreshTokenKey()
      const event = { record, httpContext: c }
      users.beforeCreateUser(event)
      $app.dao().saveRecord(record)
      users.afterCreateUser(event)
      const saved = $app.dao().findRecordById('users', record.id)
      saved.ignoreEmailVisibility(true)
      return c.json(200, { record: saved, token: $tokens.recordAuthToken($app, saved) })
    },
    $apis.requireAdminAuth(),
  )
}
