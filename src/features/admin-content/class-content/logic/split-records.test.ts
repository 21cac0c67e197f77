import { describe, expect, it } from 'vitest'
import { splitRecords } from './split-records'

describe('splitRecords', () => {
  it('keeps the raw text and start line of each record', () => {
    expect(splitRecords('a,"b\nc"\nd', ',')).toEqual([
      { line: 1, cells: ['a', 'b\nc'], raw: 'a,"b\nc"' },
      { line: 3, cells: ['d'], raw: 'd' },
    ])
  })
  it('treats "" inside a quoted cell as one quote, and an empty quoted cell as empty', () => {
    expect(splitRecords('"a""b","",c', ',')[0].cells).toEqual(['a"b', '', 'c'])
  })
})

describe('splitRecords: edges', () => {
  it('returns nothing for empty text and no empty record after a final line break', () => {
    expect(splitRecords('', ',')).toEqual([])
    expect(splitRecords('a,b\n', ',').map((r) => r.cells)).toEqual([['a', 'b']])
  })
  it('allows spaces before an opening quote', () => {
    expect(splitRecords('a,  "b,c" ,d', ',')[0].cells).toEqual(['a', 'b,c ', 'd'])
  })
  it('reads a quote in the middle of a cell literally', () => {
    expect(splitRecords('say "hi"\tx', '\t')[0].cells).toEqual(['say "hi"', 'x'])
  })
  it('reads an unclosed quote literally and keeps the following lines as records', () => {
    expect(splitRecords('"open\tx\nnext\ty', '\t').map((r) => r.cells)).toEqual([
      ['"open', 'x'],
      ['next', 'y'],
    ])
  })
  it('keeps text after a closing quote in the same cell', () => {
    expect(splitRecords('"ab"cd;e', ';')[0].cells).toEqual(['abcd', 'e'])
  })
})
