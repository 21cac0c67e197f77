// natural's Indonesian stemmer and stopword lists, imported by file path: the package root pulls in
// Node-only modules (fs, databases) that cannot run in the browser.
declare module 'natural/lib/natural/stemmers/indonesian/stemmer_id.js' {
  const stemmer: { stem(token: string): string }
  export default stemmer
}
declare module 'natural/lib/natural/util/stopwords_id.js' {
  export const words: string[]
}
declare module 'natural/lib/natural/util/stopwords.js' {
  export const words: string[]
}
