// Built-in "Ruang Cerita" assistant (used when CHAT_STORY_WEBHOOK_URL is unset): supportive replies
// in Indonesian for thesis students. Topics are found from weighted keywords (formal, casual and
// slang, with one-letter typos tolerated); a reply is an empathetic opening, 2-4 concrete next steps
// and a closing question. Choices rotate with the session and the turn, so a session does not repeat
// itself. Crisis language always comes first and points to professional help. No external calls.
// Pure CommonJS: runs in goja (PocketBase 0.22) and in Node.
//
// The phrase tables live beside this file: phrases.js (spellings, crisis, greetings, thanks and
// their fixed replies), topics.js (topic keywords), pools.js (openings, steps, closings per topic).

const { fold } = require(`${__hooks}/lib/shared/fold.js`)
const {
  SPELLINGS,
  CRISIS,
  GREETINGS,
  THANKS,
  CRISIS_OPENINGS,
  CRISIS_HELP,
  GREETING_REPLIES,
  GREETING_QUESTIONS,
  THANKS_REPLIES,
  THANKS_QUESTIONS,
} = require(`${__hooks}/lib/chat/story/phrases.js`)
const { TOPICS, TOPIC_ORDER } = require(`${__hooks}/lib/chat/story/topics.js`)
const { OPENINGS, STEPS, CLOSINGS } = require(`${__hooks}/lib/chat/story/pools.js`)

/** Lower case, no diacritics, letters/digits only, repeated letters collapsed ("capeeek" -> "capek"). */
function normalize(text) {
  const out = fold(String(text || ''))
  return (
    ' ' +
    out
      .replace(/([a-z]+)2(?![0-9])/g, '$1 $1')
      .replace(/[^a-z0-9]+/g, ' ')
      .replace(/([a-z])\1{2,}/g, '$1')
      .replace(/\s+/g, ' ')
      .trim() +
    ' '
  )
}

function canonical(text) {
  const words = normalize(text).trim().split(' ')
  const out = []
  for (let i = 0; i < words.length; i++) if (words[i]) out.push(SPELLINGS[words[i]] || words[i])
  return ' ' + out.join(' ') + ' '
}

function containsPhrase(text, phrase) {
  return text.indexOf(' ' + phrase + ' ') !== -1
}

function containsAny(text, phrases) {
  for (let i = 0; i < phrases.length; i++) if (containsPhrase(text, phrases[i])) return true
  return false
}

// ---------------------------------------------------------------------------------------------
// Topics

/** Levenshtein distance of at most 1 (one letter added, missing, changed or two swapped). */
function closeEnough(a, b) {
  if (a === b) return true
  const la = a.length
  const lb = b.length
  if (Math.abs(la - lb) > 1) return false
  let i = 0
  while (i < la && i < lb && a[i] === b[i]) i++
  if (la === lb) {
    if (a.slice(i + 1) === b.slice(i + 1)) return true
    return a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2)
  }
  return la > lb ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1)
}

/** Topic scores of a message: {topic: score} (topics scoring at least 2). */
function detectTopics(message) {
  const text = canonical(message)
  const words = text.trim().split(' ')
  const scores = {}
  for (let t = 0; t < TOPIC_ORDER.length; t++) {
    const id = TOPIC_ORDER[t]
    const keywords = TOPICS[id].keywords
    let score = 0
    const keys = Object.keys(keywords)
    for (let k = 0; k < keys.length; k++) {
      const kw = keys[k]
      if (containsPhrase(text, kw)) {
        score += keywords[kw]
        continue
      }
      // One-letter typos of longer single words ("prokastinasi", "revsi", "sidnag").
      if (kw.indexOf(' ') === -1 && kw.length >= 5) {
        for (let w = 0; w < words.length; w++) {
          if (words[w].length >= 4 && closeEnough(words[w], kw)) {
            score += keywords[kw]
            break
          }
        }
      }
    }
    // A lone weak hint ("bingung", "takut") is not a topic.
    if (score >= 2) scores[id] = score
  }
  return scores
}

/** Topics of a message, strongest first (ties in TOPIC_ORDER). */
function rankTopics(message) {
  const scores = detectTopics(message)
  return Object.keys(scores).sort(function (a, b) {
    return scores[b] - scores[a] || TOPIC_ORDER.indexOf(a) - TOPIC_ORDER.indexOf(b)
  })
}

// ---------------------------------------------------------------------------------------------
// Rotation

/** A small non-negative hash of the session id (same id, same number). */
function hash(text) {
  const s = String(text || '')
  let h = 7
  for (let i = 0; i < s.length; i++) h = (h * 31 + s.charCodeAt(i)) % 2147483647
  return h
}

/** `count` items of `pool` starting at a place that moves with the turn (consecutive turns differ). */
function pick(pool, seed, turn, count) {
  const n = pool.length
  const take = Math.min(count, n)
  const start = (seed + turn * take) % n
  const out = []
  for (let i = 0; i < take; i++) out.push(pool[(start + i) % n])
  return out
}

function one(pool, seed, turn) {
  return pool[(seed + turn) % pool.length]
}

// ---------------------------------------------------------------------------------------------
// Replies

/** Whether the message uses crisis language (the LLM path keeps the help lines then). */
function isCrisis(message) {
  return containsAny(canonical(message), CRISIS)
}

function crisisReply(seed, turn) {
  return [one(CRISIS_OPENINGS, seed, turn)].concat(CRISIS_HELP).join('\n')
}

function greetingReply(seed, turn) {
  return one(GREETING_REPLIES, seed, turn) + '\n\n' + one(GREETING_QUESTIONS, seed, turn)
}

function thanksReply(seed, turn) {
  return one(THANKS_REPLIES, seed, turn) + '\n\n' + one(THANKS_QUESTIONS, seed, turn)
}

function isShort(text) {
  return text.trim().split(' ').length <= 6
}

/**
 * The built-in Ruang Cerita reply to `message`. `sessionId` and `turn` (0, 1, 2, ...) choose the
 * wording, so one session does not repeat itself.
 */
function storyReply(message, options) {
  const opts = options || {}
  const turn = Math.max(0, Math.floor(Number(opts.turn) || 0))
  const seed = hash(opts.sessionId)
  const text = canonical(message)

  if (containsAny(text, CRISIS)) return crisisReply(seed, turn)

  const topics = rankTopics(message)
  if (!topics.length) {
    if (containsAny(text, THANKS) && isShort(text)) return thanksReply(seed, turn)
    if (containsAny(text, GREETINGS) && isShort(text)) return greetingReply(seed, turn)
  }

  const main = topics.length ? topics[0] : 'umum'
  const lines = [one(OPENINGS[main], seed, turn)]
  if (topics.length > 1) {
    const others = topics.slice(1, 3).map((t) => TOPICS[t].label)
    lines[0] += ' Aku juga menangkap soal ' + others.join(' dan ') + ' dari ceritamu.'
  }
  lines.push('')
  lines.push(
    topics.length ? 'Beberapa langkah yang bisa kamu coba:' : 'Beberapa hal yang mungkin membantu:',
  )
  let steps
  if (topics.length > 1) {
    steps = pick(STEPS[main], seed, turn, 2)
    const second = topics[1]
    steps = steps.concat(pick(STEPS[second], seed + 3, turn, topics.length > 2 ? 1 : 2))
    if (topics.length > 2) steps = steps.concat(pick(STEPS[topics[2]], seed + 5, turn, 1))
  } else {
    steps = pick(STEPS[main], seed, turn, 3)
  }
  for (let i = 0; i < steps.length; i++) lines.push('• ' + steps[i])
  lines.push('')
  lines.push(one(CLOSINGS[main], seed, turn))
  return lines.join('\n')
}

module.exports = {
  storyReply: storyReply,
  detectTopics: detectTopics,
  isCrisis: isCrisis,
  CRISIS_HELP: CRISIS_HELP,
}
