/// <reference path="../../../node_modules/pocketbase-jsvm/index.d.ts" />
// Who may manage everything: the PocketBase admin, or a users record with role superadmin
// (docs/contract.md, "Roles and access").

const FORBIDDEN = 'Hanya superadmin yang dapat melakukan ini.'

/** The PocketBase admin, or a users record with role superadmin. */
function isSuperadmin(c) {
  if (c.get('admin')) return true
  const user = require(`${__hooks}/lib/shared/signed-in.js`).signedInUser(c).user
  return !!user && user.getString('role') === 'superadmin'
}

/** Throws 403 unless the requester is the PocketBase admin or a users record with role superadmin. */
function requireSuperadmin(c) {
  if (!isSuperadmin(c)) throw new ForbiddenError(FORBIDDEN)
}

module.exports = { FORBIDDEN, isSuperadmin, requireSuperadmin }
