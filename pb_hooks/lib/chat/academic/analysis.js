// Built-in academic assistant (used when CHAT_ACADEMIC_WEBHOOK_URL is unset): reads a skripsi's
// extracted text, checks it against the usual outline (BAB I-V + Daftar Pustaka), counts words per
// chapter, compares in-text citations with the reference list and answers questions by quoting the
// best passages. Pure CommonJS without PocketBase APIs: runs in goja (PocketBase 0.22) and in Node.
// Goja limits respected: no lookbehind, no named groups, no \p{...}, no String#normalize.
//
// This file is the assistant's public face; the work is done in small sibling modules
// (lib/chat/academic/) over the thesis modules every feature shares (lib/thesis/), with diacritic
// folding from lib/shared/fold.js:
//   lib/thesis/text.js      word counts, search tokens, number formatting
//   lib/thesis/chapters.js  the usual outline (BAB I-V): definitions, numerals, title matching
//   lib/thesis/outline.js   heading parsing and document segmentation
//   lib/thesis/passages.js  the passages indexed for search
//   lib/thesis/search.js    question terms, the FTS5 MATCH expression, in-memory BM25 ranking
//   citations.js            in-text citations, reference-list entries and their comparison
//   structure.js            analyzeThesis (outline check, word counts, citations)
//   reports.js              structure review, citation and word-count replies
//   excerpts.js             quoted excerpts of passages
//   replies.js              intents and composeAcademicReply

const { countWords } = require(`${__hooks}/lib/thesis/text.js`)
const { splitPassages } = require(`${__hooks}/lib/thesis/passages.js`)
const { analyzeThesis } = require(`${__hooks}/lib/chat/academic/structure.js`)
const { formatStructureReview } = require(`${__hooks}/lib/chat/academic/reports.js`)
const { buildMatchQuery, rankPassagesInMemory } = require(`${__hooks}/lib/thesis/search.js`)
const { composeAcademicReply, composeAcademicAnswer } = require(
  `${__hooks}/lib/chat/academic/replies.js`,
)

module.exports = {
  splitPassages: splitPassages,
  analyzeThesis: analyzeThesis,
  formatStructureReview: formatStructureReview,
  buildMatchQuery: buildMatchQuery,
  composeAcademicReply: composeAcademicReply,
  composeAcademicAnswer: composeAcademicAnswer,
  rankPassagesInMemory: rankPassagesInMemory,
  countWords: countWords,
}
