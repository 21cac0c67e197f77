/// <reference path="../node_modules/pocketbase-jsvm/index.d.ts" />
// users.createRule: the sign-up request necessarily carries the e-mail, so the create rule must not
// require `@request.data.email:isset = false` (that refused every sign-up). Role, credits and the
// verified flag still cannot be sent at sign-up; pb_hooks/accounts.pb.js admits only authorised
// e-mails and forces the defaults.
migrate(
  (db) => {
    const dao = new Dao(db)
    const users = dao.findCollectionByNameOrId('_pb_users_auth_')
    users.createRule =
      '@request.auth.role = "superadmin" || (@request.auth.id = ""' +
      ' && @request.data.role:isset = false && @request.data.credits:isset = false' +
      ' && @request.data.verified:isset = false)'
    return dao.saveCollection(users)
  },
  (db) => {
    const dao = new Dao(db)
    const users = dao.findCollectionByNameOrId('_pb_users_auth_')
    users.createRule =
      '@request.auth.role = "superadmin" || (@request.auth.id = ""' +
      ' && @request.data.role:isset = false && @request.data.credits:isset = false' +
      ' && @request.data.verified:isset = false && @request.data.email:isset = false)'
    return dao.saveCollection(users)
  },
)
