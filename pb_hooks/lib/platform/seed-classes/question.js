// A demo test question: the text, four choices and the right one ('a'..'d').
function q(pertanyaan, a, b, c, d, benar) {
  return {
    pertanyaan: pertanyaan,
    pilihan_a: a,
    pilihan_b: b,
    pilihan_c: c,
    pilihan_d: d,
    jawaban_benar: benar,
  }
}

module.exports = { q }
