// s3rver 3.7.1 lists a bucket with a delimiter wrongly: its filesystem store stops walking at the first
// directory below the prefix ("avoid directories occurring beneath a common prefix"), so a common prefix
// is only reported when an object lies directly in it. Litestream keeps no object directly in
// `<path>/generations/<id>/` (only in its `snapshots/` and `wal/` below), so `ListObjects(prefix
// "<path>/generations/", delimiter "/")` answered no generation at all and `litestream generations` /
// `restore` found nothing, although every upload had succeeded. Real S3 (and R2, MinIO) report a common
// prefix for objects at any depth below it.
//
// The fix, on the running instance (node_modules stays untouched): a listing with a delimiter lists every
// key under the prefix without one, then folds the keys that contain the delimiter after the prefix into
// their common prefixes, as S3 does.

/**
 * @param {{listObjects: (bucket: string, options: object) => Promise<{objects: {key: string}[],
 *   commonPrefixes: string[], isTruncated: boolean}>}} store s3rver's `server.store`
 */
export function fixDelimiterListing(store) {
  const listAll = store.listObjects.bind(store)
  store.listObjects = async (bucket, options = {}) => {
    const { delimiter = '', prefix = '', maxKeys = 1000 } = options
    if (!delimiter) return listAll(bucket, options)
    const all = await listAll(bucket, { ...options, delimiter: '', maxKeys: Infinity })
    const objects = []
    const commonPrefixes = new Set()
    for (const object of all.objects) {
      const idx = object.key.slice(prefix.length).indexOf(delimiter)
      if (idx === -1) objects.push(object)
      else commonPrefixes.add(object.key.slice(0, prefix.length + idx + delimiter.length))
    }
    return {
      objects: objects.slice(0, maxKeys),
      commonPrefixes: [...commonPrefixes].sort(),
      isTruncated: objects.length > maxKeys,
    }
  }
}
