// The numbered data blocks that carry a student's own text to the LLM (spotlighting, the guard
// against prompt injection): each block sits between <<<BLOK n | label | hal. p>>> and
// <<<AKHIR BLOK n>>>, its label and body are cleaned of invisible characters and cut, and nothing
// inside can open or close a block (the label loses |, <, > and line breaks; '<<<' and '>>>' in the
// body become '"'). The system prompt of every caller says blocks are quotations, never
// instructions. Used by the academic chat and its review (lib/chat/llm/academic.js), Simulasi
// Sidang (lib/sidang/llm.js) and Analisa CV.
// Pure CommonJS without PocketBase APIs: runs in goja (PocketBase 0.22) and in Node.

const MAX_LABEL_CHARS = 120
const DEFAULT_LABEL = 'Bagian dokumen'

/**
 * One block, ready for blockText.
 * @param {number} n the block's number (cited as [n])
 * @param {string} label the chapter or part the body comes from
 * @param {number} page the PDF page (0 or less: unknown, not shown)
 * @param {string} body the quoted text
 * @param {number} maxChars the longest body (cut with an ellipsis)
 * @returns {{n: number, chapter: string, page: number, body: string}} body '' when nothing is left
 */
function dataBlock(n, label, page, body, maxChars) {
  const { cleanCut } = require(`${__hooks}/lib/llm/text.js`)
  return {
    n: n,
    chapter: cleanCut(label, MAX_LABEL_CHARS).replace(/[|<>\n]+/g, ' '),
    page: page > 0 ? Math.floor(page) : 0,
    body: cleanCut(body, maxChars).replace(/<<<|>>>/g, '"'),
  }
}

/** A block's text with its delimiters (an empty label reads 'Bagian dokumen'). */
function blockText(b) {
  const head = [String(b.n), b.chapter || DEFAULT_LABEL]
  if (b.page > 0) head.push('hal. ' + b.page)
  return '<<<BLOK ' + head.join(' | ') + '>>>\n' + b.body + '\n<<<AKHIR BLOK ' + b.n + '>>>'
}

module.exports = { dataBlock, blockText }
