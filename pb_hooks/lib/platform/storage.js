/// <reference path="../../../node_modules/pocketbase-jsvm/index.d.ts" />
// Where uploaded files live (docs/contract.md, Environment: S3_*). With S3_ENDPOINT and S3_BUCKET set,
// each start points PocketBase's file storage at that S3-compatible bucket (AWS S3, R2, B2, MinIO, …):
// every upload, download and deletion then goes through the bucket under the same keys as on disk
// (`<collection id>/<record id>/<file name>`). Without them the settings are left as they are, so a
// bucket set by hand in PocketBase's dashboard keeps working.

function env(name, fallback) {
  const v = $os.getenv(name)
  return v === '' || v === undefined || v === null ? fallback : v
}

/** The bucket from the environment, or null when S3_ENDPOINT or S3_BUCKET is unset. */
function s3FromEnv() {
  const endpoint = env('S3_ENDPOINT', '')
  const bucket = env('S3_BUCKET', '')
  if (!endpoint || !bucket) return null
  return {
    endpoint: endpoint.replace(/\/+$/, ''),
    bucket: bucket,
    region: env('S3_REGION', 'us-east-1'),
    accessKey: env('S3_ACCESS_KEY', ''),
    secret: env('S3_SECRET', ''),
    forcePathStyle: env('S3_FORCE_PATH_STYLE', 'off') === 'on',
  }
}

/** Apply S3_* to PocketBase's file storage; true when the settings changed. */
function applyStorageSettings(settings) {
  const s3 = s3FromEnv()
  if (!s3) {
    if (settings.s3.enabled)
      console.log('[storage] file disimpan di bucket S3 yang diatur di dasbor.')
    return false
  }
  const target = settings.s3
  const same =
    target.enabled &&
    target.endpoint === s3.endpoint &&
    target.bucket === s3.bucket &&
    target.region === s3.region &&
    target.accessKey === s3.accessKey &&
    target.secret === s3.secret &&
    target.forcePathStyle === s3.forcePathStyle
  target.enabled = true
  target.endpoint = s3.endpoint
  target.bucket = s3.bucket
  target.region = s3.region
  target.accessKey = s3.accessKey
  target.secret = s3.secret
  target.forcePathStyle = s3.forcePathStyle
  console.log('[storage] file disimpan di bucket S3 "' + s3.bucket + '" (' + s3.endpoint + ').')
  return !same
}

module.exports = { s3FromEnv, applyStorageSettings }
