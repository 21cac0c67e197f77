/// <reference path="../node_modules/pocketbase-jsvm/index.d.ts" />
// TEST ONLY (PB_TEST_TOKENS=1, set by the integration harness, tests/support/pocketbase.ts): the
// PocketBase admin gets a user's auth token without a password check. The fixture that creates a
// user (tests/support/fixtures.ts createUser) then costs one bcrypt hash (the create) instead of two:
// each costs the server about 0.25 s of CPU, and the integration suite creates about 270 users. The
// tests of signing in itself sign in with the password. Never set PB_TEST_TOKENS in production;
// without it the route does not exist.
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
}
