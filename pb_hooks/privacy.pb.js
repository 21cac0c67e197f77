/// <reference path="../node_modules/pocketbase-jsvm/index.d.ts" />
// Personal data (docs/privacy.md; contract: docs/contract.md, Routes → Personal data): the data
// export, deleting one's account (or a superadmin deleting a person), the list of one's theses with
// their deletion date, the public facts of the privacy page, and the daily thesis retention job.
// Logic in pb_hooks/lib/privacy/.

routerAdd('GET', '/api/me/export', (c) => {
  return require(`${__hooks}/lib/privacy/export.js`).handleExport(c)
})

routerAdd('POST', '/api/me/delete', (c) => {
  return require(`${__hooks}/lib/privacy/delete.js`).handleDeleteSelf(c)
})

routerAdd('GET', '/api/me/documents', (c) => {
  return require(`${__hooks}/lib/privacy/documents.js`).handleList(c)
})

routerAdd('GET', '/api/privacy', (c) => {
  return require(`${__hooks}/lib/privacy/info.js`).handleInfo(c)
})

routerAdd('POST', '/api/admin/users/:id/delete', (c) => {
  return require(`${__hooks}/lib/privacy/delete.js`).handleAdminDelete(c)
})

// Whatever deletes a users record (these routes, the records API, /_/): reviews stay as
// 'Pengguna', payments stay without the account, the authorised e-mail goes (same transaction).
onModelBeforeDelete((e) => {
  require(`${__hooks}/lib/privacy/delete.js`).beforeUserDelete(e.dao, e.model)
}, 'users')

// Tombstones naming a user deleted outside deleteAccount() (which removes them in its transaction).
onModelAfterDelete((e) => {
  require(`${__hooks}/lib/privacy/delete.js`).deleteTombstones($app.dao(), e.model.id)
}, 'users')

// Daily, 03:15 of PocketBase's scheduler clock (UTC): theses not opened for THESIS_RETENTION_DAYS.
cronAdd('thesis-retention', '15 3 * * *', () => {
  require(`${__hooks}/lib/privacy/documents.js`).runRetention(Date.now())
})

// TEST ONLY (PB_TEST_HOOKS=1, set by tests/integration/privacy): runs the retention job now, for
// the PocketBase admin. Never set PB_TEST_HOOKS in production; without it the route does not exist.
if ($os.getenv('PB_TEST_HOOKS') === '1') {
  routerAdd(
    'POST',
    '/api/test/privacy/retention',
    (c) => {
      return c.json(200, require(`${__hooks}/lib/privacy/documents.js`).runRetention(Date.now()))
    },
    $apis.requireAdminAuth(),
  )
}
