/// <reference path="../node_modules/pocketbase-jsvm/index.d.ts" />
// Accounts: sign-up for authorised e-mails, own-profile guard, verification grants, OAuth2 guard,
// superadmin subscriber routes, Indonesian validation errors, sign-in rate limits and gate. Logic:
// pb_hooks/lib/accounts/ (users.js, oauth2.js, routes.js, subscribers.js, sign-in-limits.js,
// sign-in-gate.js), pb_hooks/lib/entitlements/grants.js and pb_hooks/lib/shared/i18n-errors.js.

onRecordBeforeCreateRequest((e) => {
  require(`${__hooks}/lib/accounts/users.js`).beforeCreateUser(e)
}, 'users')

onRecordAfterCreateRequest((e) => {
  require(`${__hooks}/lib/accounts/users.js`).afterCreateUser(e)
}, 'users')

onRecordBeforeUpdateRequest((e) => {
  require(`${__hooks}/lib/accounts/users.js`).beforeUpdateUser(e)
}, 'users')

onRecordAfterUpdateRequest((e) => {
  require(`${__hooks}/lib/accounts/users.js`).afterUpdateUser(e)
}, 'users')

onRecordBeforeRequestEmailChangeRequest((e) => {
  require(`${__hooks}/lib/accounts/users.js`).beforeRequestEmailChange(e)
}, 'users')

onRecordAfterConfirmVerificationRequest((e) => {
  require(`${__hooks}/lib/entitlements/grants.js`).grantOnVerified(e.record)
}, 'users')

onRecordAfterConfirmPasswordResetRequest((e) => {
  require(`${__hooks}/lib/accounts/users.js`).afterConfirmPasswordReset(e)
}, 'users')

onRecordBeforeAuthWithOAuth2Request((e) => {
  require(`${__hooks}/lib/accounts/oauth2.js`).beforeAuthWithOAuth2(e)
}, 'users')

onRecordAfterAuthWithOAuth2Request((e) => {
  require(`${__hooks}/lib/accounts/oauth2.js`).afterAuthWithOAuth2(e)
}, 'users')

onBeforeApiError((e) => {
  // First: a busy server's sign-in must not reach the translations as "Failed to authenticate.".
  require(`${__hooks}/lib/accounts/sign-in-limits.js`).onSignInError(e)
  require(`${__hooks}/lib/accounts/users.js`).explainRuleRefusal(e)
  require(`${__hooks}/lib/shared/i18n-errors.js`).translateApiError(e)
})

routerAdd('POST', '/api/lms/email-authorized', (c) => {
  return require(`${__hooks}/lib/accounts/routes.js`).handleEmailAuthorized(c)
})

routerAdd('POST', '/api/lms/email-exists', (c) => {
  return require(`${__hooks}/lib/accounts/routes.js`).handleEmailExists(c)
})

routerAdd('POST', '/api/lms/subscribers', (c) => {
  return require(`${__hooks}/lib/accounts/subscribers.js`).handleCreateSubscriber(c)
})

// Sign-in hardening: rate limits on password sign-in, password reset and verification requests
// (pb_hooks/lib/accounts/sign-in-limits.js), and the sign-in gate: a few password checks at a time
// (pb_hooks/lib/accounts/sign-in-gate.js; its queue starts empty with each server start).
onAfterBootstrap(() => {
  try {
    require(`${__hooks}/lib/accounts/sign-in-gate.js`).reset()
  } catch (err) {
    console.log('[sign-in-gate] reset failed: ' + err)
  }
})

onRecordBeforeAuthWithPasswordRequest((e) => {
  require(`${__hooks}/lib/accounts/sign-in-limits.js`).beforeUserPasswordSignIn(e)
}, 'users')

onRecordAfterAuthWithPasswordRequest((e) => {
  require(`${__hooks}/lib/accounts/sign-in-limits.js`).afterPasswordSignIn(e.httpContext)
}, 'users')

onAdminBeforeAuthWithPasswordRequest((e) => {
  require(`${__hooks}/lib/accounts/sign-in-limits.js`).beforePasswordSignIn(
    e.httpContext,
    'admin-auth',
    e.identity,
  )
})

onAdminAfterAuthWithPasswordRequest((e) => {
  require(`${__hooks}/lib/accounts/sign-in-limits.js`).afterPasswordSignIn(e.httpContext)
})

routerUse((next) => {
  return (c) => {
    require(`${__hooks}/lib/accounts/sign-in-limits.js`).limitRequest(c)
    return next(c)
  }
})
