/// <reference path="../node_modules/pocketbase-jsvm/index.d.ts" />
// Accounts: sign-up for authorised e-mails, own-profile guard, verification grants, OAuth2 guard,
// superadmin subscriber routes, Indonesian validation errors. Logic: pb_hooks/lib/accounts.js.

onRecordBeforeCreateRequest((e) => {
  require(`${__hooks}/lib/accounts.js`).beforeCreateUser(e)
}, 'users')

onRecordAfterCreateRequest((e) => {
  require(`${__hooks}/lib/accounts.js`).afterCreateUser(e)
}, 'users')

onRecordBeforeUpdateRequest((e) => {
  require(`${__hooks}/lib/accounts.js`).beforeUpdateUser(e)
}, 'users')

onRecordAfterUpdateRequest((e) => {
  require(`${__hooks}/lib/accounts.js`).afterUpdateUser(e)
}, 'users')

onRecordBeforeRequestEmailChangeRequest((e) => {
  require(`${__hooks}/lib/accounts.js`).beforeRequestEmailChange(e)
}, 'users')

onRecordAfterConfirmVerificationRequest((e) => {
  require(`${__hooks}/lib/accounts.js`).grantOnVerified(e.record)
}, 'users')

onRecordAfterConfirmPasswordResetRequest((e) => {
  require(`${__hooks}/lib/accounts.js`).afterConfirmPasswordReset(e)
}, 'users')

onRecordBeforeAuthWithOAuth2Request((e) => {
  require(`${__hooks}/lib/accounts.js`).beforeAuthWithOAuth2(e)
}, 'users')

onRecordAfterAuthWithOAuth2Request((e) => {
  require(`${__hooks}/lib/accounts.js`).afterAuthWithOAuth2(e)
}, 'users')

onBeforeApiError((e) => {
  require(`${__hooks}/lib/accounts.js`).explainRuleRefusal(e)
  require(`${__hooks}/lib/i18n-errors.js`).translateApiError(e)
})

routerAdd('POST', '/api/lms/email-authorized', (c) => {
  return require(`${__hooks}/lib/accounts.js`).handleEmailAuthorized(c)
})

routerAdd('POST', '/api/lms/email-exists', (c) => {
  return require(`${__hooks}/lib/accounts.js`).handleEmailExists(c)
})

routerAdd('POST', '/api/lms/subscribers', (c) => {
  return require(`${__hooks}/lib/accounts.js`).handleCreateSubscriber(c)
})
