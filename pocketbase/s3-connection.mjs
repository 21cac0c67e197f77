// How to reach the S3-compatible service of the S3_* variables (docs/contract.md, Environment), read
// as the server reads them (pb_hooks/lib/platform/storage.js): for Litestream's s3:// replica and the
// operator's scripts. No SDK here: the launcher loads this module on every start.

/**
 * @param {Record<string, string | undefined>} env
 * @returns {{endpoint: string, region: string, accessKey: string, secret: string,
 *   forcePathStyle: boolean}} endpoint '' when S3_ENDPOINT is unset; without a scheme it is https,
 *   as PocketBase does
 */
export function s3Connection(env) {
  const endpoint = (env.S3_ENDPOINT ?? '').trim().replace(/\/+$/, '')
  return {
    endpoint:
      !endpoint || /^[a-z][a-z0-9+.-]*:\/\//i.test(endpoint) ? endpoint : `https://${endpoint}`,
    region: (env.S3_REGION ?? '').trim() || 'us-east-1',
    accessKey: env.S3_ACCESS_KEY ?? '',
    secret: env.S3_SECRET ?? '',
    forcePathStyle: (env.S3_FORCE_PATH_STYLE ?? 'off').trim() === 'on',
  }
}
