/// <reference path="../../../node_modules/pocketbase-jsvm/index.d.ts" />
// The streaming of the admin screens' CSV exports (lib/admin/export.js, export-report.js): the
// answer's headers, then one page of PAGE (1,000) rows at a time written and flushed, so a large
// export never sits in memory; keyset pagination and WHERE building. Format: lib/admin/csv.js.

const PAGE = 1000

function csv() {
  return require(`${__hooks}/lib/admin/csv.js`)
}

/**
 * Streams a CSV answer: the header line, then the pages of `nextPage()` ({rows, done}; it keeps
 * its own keyset position) until `done`, each row turned into fields by `fields(row)` and each
 * page written and flushed. Once the headers are sent an error can only be reported in-band: a
 * last line says the export is incomplete.
 */
function stream(c, filename, names, nextPage, fields) {
  const f = csv()
  const res = c.response()
  res.header().set('Content-Type', 'text/csv; charset=utf-8')
  res.header().set('Content-Disposition', 'attachment; filename="' + filename + '"')
  res.header().set('Cache-Control', 'no-store')
  res.header().set('X-Content-Type-Options', 'nosniff')
  res.writeHeader(200)
  res.write(f.header(names))
  try {
    for (;;) {
      const page = nextPage()
      if (page.rows.length) {
        let chunk = ''
        for (const r of page.rows) chunk += f.line(fields(r))
        res.write(chunk)
        res.flush()
      }
      if (page.done) break
    }
  } catch (err) {
    console.log('[admin] ekspor ' + filename + ' terhenti: ' + err)
    res.write(f.line([f.textField('EKSPOR TIDAK LENGKAP: terjadi kesalahan di server')]))
  }
  res.flush()
  return null
}

/** A nextPage() for stream() over a query ordered by (created DESC, id DESC): `query(last)` reads PAGE rows after `last`. */
function keyset(query) {
  let last = null
  return () => {
    const rows = query(last)
    if (rows.length) last = rows[rows.length - 1]
    return { rows: rows, done: rows.length < PAGE }
  }
}

/** ' WHERE a AND b' from a list of conditions ('' when none). */
function whereOf(list) {
  return list.length ? ' WHERE ' + list.join(' AND ') : ''
}

module.exports = { PAGE, stream, keyset, whereOf }
