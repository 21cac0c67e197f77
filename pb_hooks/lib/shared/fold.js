// Diacritic folding shared by the built-in assistants (Ruang Cerita's keywords, the academic
// assistant's search and headings): Latin letters with diacritics -> plain letters.
// Pure CommonJS without PocketBase APIs: runs in goja (PocketBase 0.22) and in Node.
// Goja limits respected: no \p{...}, no String#normalize.

const DIACRITICS_FROM =
  'ÀÁÂÃÄÅàáâãäåĀāĂăĄąÇçĆćĈĉĊċČčĎďĐđÈÉÊËèéêëĒēĔĕĖėĘęĚěĜĝĞğĠġĢģĤĥĦħÌÍÎÏìíîïĨĩĪīĬĭĮįİıĴĵĶķĹĺĻļĽľĿŀŁłÑñŃńŅņŇňÒÓÔÕÖØòóôõöøŌōŎŏŐőŔŕŖŗŘřŚśŜŝŞşŠšŢţŤťŦŧÙÚÛÜùúûüŨũŪūŬŭŮůŰűŲųŴŵÝýÿŶŷŸŹźŻżŽž'
const DIACRITICS_TO =
  'AAAAAAaaaaaaAaAaAaCcCcCcCcCcDdDdEEEEeeeeEeEeEeEeEeGgGgGgGgHhHhIIIIiiiiIiIiIiIiIiJjKkLlLlLlLlLlNnNnNnNnOOOOOOooooooOoOoOoRrRrRrSsSsSsSsTtTtTtUUUUuuuuUuUuUuUuUuUuWwYyyYyYZzZzZz'
const DIACRITIC_MAP = {}
for (let i = 0; i < DIACRITICS_FROM.length; i++)
  DIACRITIC_MAP[DIACRITICS_FROM[i]] = DIACRITICS_TO[i]

/** Latin letters with diacritics -> plain letters, one character for one (indexes stay aligned). */
function stripDiacritics(text) {
  const s = String(text)
  if (!/[\u00C0-\u017F]/.test(s)) return s
  return s.replace(/[\u00C0-\u017F]/g, function (c) {
    return DIACRITIC_MAP[c] || c
  })
}

/** Lower case without diacritics (same length as the input). */
function fold(text) {
  return stripDiacritics(String(text)).toLowerCase()
}

module.exports = {
  stripDiacritics: stripDiacritics,
  fold: fold,
}
