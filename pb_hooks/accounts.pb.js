/// <reference path="../node_modules/pocketbase-jsvm/index.d.ts" />
// Accounts: sign-up for authorised e-mails, own-profile guard, verification grants, OAuth2 guard,
// superadmin subscriber routes, Indonesian validation errors, sign-in rate limits. Logic: pb_hooks/lib/accounts.js
// and pb_hooks/lib/sign-in-limits.js.

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

// Sign-in hardening: rate limits on password sign-in, password reset and verification requests
// (pb_hooks/lib/sign-in-limits.js).
onRecordBeforeAuthWithPasswordRequest((e) => {
  require(`${__hooks}/lib/sign-in-limits.js`).beforeUserPasswordSignIn(e)
}, 'users')

onRecordAfterAuthWithPasswordRequest((e) => {
  require(`${__hooks}/lib/sign-in-limits.js`).afterPasswordSignIn(e.httpContext)
}, 'users')

onAdminBeforeAuthWithPasswordRequest((e) => {
  require(`${__hooks}/lib/sign-in-limits.js`).beforePasswordSignIn(e.httpContext, 'admin-auth', e.identity)
})

onAdminAfterAuthWithPasswordRequest((e) => {
  require(`${__hooks}/lib/sign-in-limits.js`).afterPasswordSignIn(e.httpContext)
})

routerUse((next) => {
  return (c) => {
    require(`${__hooks}/lib/sign-in-limits.js`).limitRequest(c)
    return next(c)
  }
})
