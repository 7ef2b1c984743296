import Testing

@testable import Services

/// The ways one word writes a small number, as the numbers rule reads them.
@Suite struct NumberWordsTests {
  private static func reading(_ word: String) -> NumberWords.Reading? {
    NumberWords.reading(of: word.unicodeScalars.map(\.value))?.reading
  }

  @Test func digitsWordsAndRomanNumeralsReadTheirNumber() {
    #expect(Self.reading("4") == .init(value: 4, isOrdinal: false))
    #expect(Self.reading("thirteen") == .init(value: 13, isOrdinal: false))
    #expect(Self.reading("iv") == .init(value: 4, isOrdinal: false))
    #expect(Self.reading("xxxix") == .init(value: 39, isOrdinal: false))
    #expect(Self.reading("eighty") == .init(value: 80, isOrdinal: false))
    #expect(Self.reading("5th") == .init(value: 5, isOrdinal: true))
    #expect(Self.reading("fifth") == .init(value: 5, isOrdinal: true))
    #expect(Self.reading("22nd") == .init(value: 22, isOrdinal: true))
  }

  @Test func otherWordsReadNoNumber() {
    // A single letter is a letter; numerals with L, C, D or M are words; "iiii" is no numeral;
    // a leading zero, a wrong ordinal suffix or three digits are no number one word writes.
    for word in ["i", "x", "v", "mix", "civil", "xl", "iiii", "05", "5nd", "000", "robot", ""] {
      #expect(Self.reading(word) == nil, "\(word)")
    }
  }

  @Test func otherFormsWriteTheSameNumberAnotherWay() {
    let four = NumberWords.Reading(value: 4, isOrdinal: false)
    #expect(NumberWords.otherForms(of: four, from: .digits) == ["four", "iv"])
    #expect(NumberWords.otherForms(of: four, from: .roman) == ["4", "four"])
    // A number word never meets a single-letter numeral; digits do.
    let one = NumberWords.Reading(value: 1, isOrdinal: false)
    #expect(NumberWords.otherForms(of: one, from: .word) == ["1"])
    #expect(NumberWords.otherForms(of: one, from: .digits) == ["one", "i"])
    // Past the roman numerals of I, V and X, and past the one-word numbers.
    #expect(
      NumberWords.otherForms(of: .init(value: 40, isOrdinal: false), from: .digits) == ["forty"])
    #expect(NumberWords.otherForms(of: .init(value: 41, isOrdinal: false), from: .digits) == [])
    #expect(NumberWords.otherForms(of: .init(value: 5, isOrdinal: true), from: .word) == ["5th"])
  }
}
