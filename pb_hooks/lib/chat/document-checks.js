/// <reference path="../../../node_modules/pocketbase-jsvm/index.d.ts" />
// The upload checks of POST /api/chat/documents (lib/chat/documents.js), before anything is
// stored or charged: type by extension and declared MIME, the file's first bytes (PDF header / ZIP
// container of a DOCX), PDF encryption, and the file errors of the record form's validation.

const MB = 1024 * 1024
const MAX_FILE = 20 * MB
const TYPES = {
  pdf: ['application/pdf', 'application/x-pdf', 'application/octet-stream', ''],
  docx: [
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    'application/octet-stream',
    'application/zip',
    'application/x-zip-compressed',
    '',
  ],
}

/** 'pdf' | 'docx' | '' from the file name. */
function extensionOf(name) {
  const m = /\.([a-z0-9]+)$/i.exec(String(name || ''))
  const ext = m ? m[1].toLowerCase() : ''
  return ext === 'pdf' || ext === 'docx' ? ext : ''
}

/** Whether the browser's declared Content-Type fits the extension (empty/octet-stream allowed). */
function declaredTypeFits(ext, header) {
  let declared = ''
  try {
    declared = String(header.header.get('Content-Type') || '')
  } catch {
    declared = ''
  }
  declared = declared.split(';')[0].trim().toLowerCase()
  return TYPES[ext].indexOf(declared) >= 0
}

/** Whether the file starts as its extension says (PDF header / ZIP container of a DOCX). */
function magicFits(ext, header) {
  const f = header.open()
  let head = ''
  try {
    head = readerToString(f, 1024)
  } finally {
    f.close()
  }
  return ext === 'pdf' ? head.indexOf('%PDF-') >= 0 : head.indexOf('PK\u0003\u0004') === 0
}

/** Whether the uploaded file's bytes carry a PDF encryption dictionary. */
function isEncryptedPdf(header) {
  const f = header.open()
  try {
    return readerToString(f, MAX_FILE + 1).indexOf('/Encrypt') >= 0
  } finally {
    f.close()
  }
}

/** ERRORS key for a validation error of the upsert form ('' when it is not about the file). */
function fileErrorKey(err) {
  const text = String(err)
  if (!/\bfile\b/i.test(text)) return ''
  return /size/i.test(text) ? 'FILE_TOO_LARGE' : 'UNSUPPORTED_FILE'
}

module.exports = {
  MAX_FILE,
  extensionOf,
  declaredTypeFits,
  magicFits,
  isEncryptedPdf,
  fileErrorKey,
}
