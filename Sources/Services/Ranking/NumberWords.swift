/// The ways a title writes a small number as one word: in digits ("4"), as an English word
/// ("four"), as a roman numeral ("iv"), and the same for an ordinal ("4th", "fourth").
///
/// A person types the number the way it comes to mind, not the way the record writes it:
/// "rocky 4" means *Rocky IV*, "oceans 13" *Ocean's Thirteen*, "the fifth wave" *The 5th Wave*.
/// Under ``SearchRanking/Rules/numbers`` a query word that is such a number is, for the typos
/// it needs, the same word as any record word that writes the same number another way.
///
/// Only numbers one word can write are covered, which bounds them:
/// - English number words: the cardinals zero to nineteen and the tens twenty to ninety, and
///   their ordinals; the other numbers are written with two words ("twenty-one"), which the
///   ranking splits apart anyway.
/// - Roman numerals of the letters I, V and X alone, up to XXXIX (39), the largest such
///   numeral; with L, C, D and M, common words are numerals too ("mix", "civil", "did"). A
///   single-letter numeral (I, V, X) is a letter or a word as often as a number ("I, Robot",
///   *Malcolm X*): it means a number only in a record, for a query word in digits ("star wars
///   episode 1" and *Episode I*), never as a query word, nor for a number word ("one").
/// - Digits without a leading zero, of the values above.
enum NumberWords {
  /// A number a word writes: its value, and whether it is an ordinal ("4th", "fourth").
  struct Reading: Hashable {
    /// The value.
    var value: Int
    /// Whether the word is an ordinal.
    var isOrdinal: Bool
  }

  /// How a word writes its number.
  enum Form {
    /// In digits: "4", "4th".
    case digits
    /// As an English word: "four", "fourth".
    case word
    /// As a roman numeral: "iv".
    case roman
  }

  /// The cardinal words, by value (0 to 19).
  private static let units = [
    "zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
    "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen",
    "nineteen",
  ]
  /// The ordinal words, by value (0 to 19; "zeroth" for 0).
  private static let unitOrdinals = [
    "zeroth", "first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth",
    "ninth", "tenth", "eleventh", "twelfth", "thirteenth", "fourteenth", "fifteenth",
    "sixteenth", "seventeenth", "eighteenth", "nineteenth",
  ]
  /// The tens' words, by value / 10 - 2 (20 to 90).
  private static let tens = [
    "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety",
  ]
  /// The tens' ordinal words, as ``tens``.
  private static let tenOrdinals = [
    "twentieth", "thirtieth", "fortieth", "fiftieth", "sixtieth", "seventieth", "eightieth",
    "ninetieth",
  ]
  /// The largest roman numeral of I, V and X alone: XXXIX.
  static let largestRoman = 39

  /// The number words, each with what it reads.
  private static let wordReadings: [String: Reading] = {
    var readings: [String: Reading] = [:]
    for (value, word) in units.enumerated() {
      readings[word] = Reading(value: value, isOrdinal: false)
    }
    for (value, word) in unitOrdinals.enumerated() {
      readings[word] = Reading(value: value, isOrdinal: true)
    }
    for (place, word) in tens.enumerated() {
      readings[word] = Reading(value: 20 + 10 * place, isOrdinal: false)
    }
    for (place, word) in tenOrdinals.enumerated() {
      readings[word] = Reading(value: 20 + 10 * place, isOrdinal: true)
    }
    return readings
  }()

  /// The number `word` (lower-case scalars) writes and how, or `nil` when it writes none.
  static func reading(of word: some Collection<UInt32>) -> (reading: Reading, form: Form)? {
    guard let first = word.first else { return nil }
    if (0x30...0x39).contains(first) { return digitsReading(of: word) }
    guard word.count <= 11 else { return nil }
    let text = String(String.UnicodeScalarView(word.compactMap(Unicode.Scalar.init)))
    if let reading = wordReadings[text] { return (reading, .word) }
    if let value = romanValue(of: text) { return (Reading(value: value, isOrdinal: false), .roman) }
    return nil
  }

  /// The words that write `reading` another way than `form`, as a query word of that form
  /// may meet them in a record (a number word never meets a single-letter numeral).
  static func otherForms(of reading: Reading, from form: Form) -> [String] {
    var forms: [String] = []
    if form != .digits { forms.append(digits(reading)) }
    if form != .word, let word = word(reading) { forms.append(word) }
    if form != .roman, !reading.isOrdinal, let roman = roman(reading.value),
      form == .digits || roman.count > 1
    {
      forms.append(roman)
    }
    return forms
  }

  /// A reading in digits: "4", "4th"; `nil` for a leading zero, a value past the words', or
  /// another suffix.
  private static func digitsReading(of word: some Collection<UInt32>) -> (Reading, Form)? {
    var value = 0
    var digits = 0
    var suffix: [UInt32] = []
    for scalar in word {
      if suffix.isEmpty, (0x30...0x39).contains(scalar) {
        value = value * 10 + Int(scalar - 0x30)
        digits += 1
        guard digits <= 2 else { return nil }
      } else {
        suffix.append(scalar)
      }
    }
    guard digits == 1 || word.first != 0x30 else { return nil }
    if suffix.isEmpty { return (Reading(value: value, isOrdinal: false), .digits) }
    let text = String(String.UnicodeScalarView(suffix.compactMap(Unicode.Scalar.init)))
    guard text == ordinalSuffix(value) else { return nil }
    return (Reading(value: value, isOrdinal: true), .digits)
  }

  /// "st", "nd", "rd" or "th" for `value`.
  private static func ordinalSuffix(_ value: Int) -> String {
    if (11...13).contains(value % 100) { return "th" }
    switch value % 10 {
    case 1: return "st"
    case 2: return "nd"
    case 3: return "rd"
    default: return "th"
    }
  }

  /// `reading` in digits.
  private static func digits(_ reading: Reading) -> String {
    reading.isOrdinal ? "\(reading.value)\(ordinalSuffix(reading.value))" : "\(reading.value)"
  }

  /// `reading` as one English word, if one writes it.
  private static func word(_ reading: Reading) -> String? {
    let value = reading.value
    if value < units.count { return reading.isOrdinal ? unitOrdinals[value] : units[value] }
    guard value <= 90, value % 10 == 0 else { return nil }
    return reading.isOrdinal ? tenOrdinals[value / 10 - 2] : tens[value / 10 - 2]
  }

  /// `value` as a roman numeral of I, V and X, if it is from 1 to ``largestRoman``.
  static func roman(_ value: Int) -> String? {
    guard (1...largestRoman).contains(value) else { return nil }
    let ones = ["", "i", "ii", "iii", "iv", "v", "vi", "vii", "viii", "ix"]
    return String(repeating: "x", count: value / 10) + ones[value % 10]
  }

  /// The value of `text` as a roman numeral of I, V and X written the usual way ("iv", not
  /// "iiii"), if it is one; a single letter is none (see the type's discussion).
  private static func romanValue(of text: String) -> Int? {
    guard text.count > 1, text.allSatisfy({ $0 == "i" || $0 == "v" || $0 == "x" }) else {
      return nil
    }
    return romanValues[text]
  }

  /// The roman numerals of two letters or more, by text.
  private static let romanValues: [String: Int] = {
    var values: [String: Int] = [:]
    for value in 1...largestRoman {
      if let numeral = roman(value), numeral.count > 1 { values[numeral] = value }
    }
    return values
  }()
}
