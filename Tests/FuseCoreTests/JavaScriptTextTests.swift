import Testing

@testable import FuseCore

@Suite struct JavaScriptTextTests {
  @Test func lowerCasingFollowsJavaScript() {
    #expect(JavaScriptText.lowercased("ΟΔΟΣ") == "οδος")
    #expect(JavaScriptText.lowercased("ΣΑΣ ΣΟΦΟΣ.") == "σας σοφος.")
    #expect(JavaScriptText.lowercased("Σ") == "σ")
    #expect(JavaScriptText.lowercased("İ").utf16.count == 2)
    #expect(JavaScriptText.lowercased("HELLO World") == "hello world")
    #expect(JavaScriptText.lowercased("ÀÉÎ") == "àéî")
  }

  @Test func trimUsesJavaScriptWhitespace() {
    #expect(JavaScriptText.isBlank(" \t\n\u{A0}\u{3000}\u{FEFF}\u{2028}"))
    #expect(!JavaScriptText.isBlank("\u{85}"))
    #expect(JavaScriptText.trim("\u{2003} a b \u{FEFF}") == "a b")
  }

  @Test func diacriticsAreStrippedAfterDecomposition() {
    #expect(DiacriticStripping.strip("Crème Brûlée") == "Creme Brulee")
    #expect(DiacriticStripping.strip("Łódź straße Øre") == "Lodz strasse Ore")
    #expect(DiacriticStripping.strip("한") == "한".decomposedUnicodeScalarsForTest)
  }

  @Test(arguments: [
    (1.0, "1"), (1e21, "1e+21"), (1e16, "10000000000000000"), (1e-7, "1e-7"),
    (Double.leastNonzeroMagnitude, "5e-324"),
    (123.456, "123.456"), (0.000001, "0.000001"), (-2.5, "-2.5"),
    (1.7976931348623157e308, "1.7976931348623157e+308"),
    (1.2345678901234568e20, "123456789012345680000"), (0.1 + 0.2, "0.30000000000000004"),
  ])
  func numbersFormatAsJavaScriptDoes(_ value: Double, _ expected: String) {
    #expect(JavaScriptNumberFormat.string(value) == expected)
  }

  @Test func negativeZeroIsKeptInFields() {
    #expect(JavaScriptNumberFormat.fieldString(-0.0) == "-0")
    #expect(JavaScriptNumberFormat.string(-0.0) == "0")
  }
}

extension String {
  /// The Hangul jamo a syllable decomposes into (NFD), built by hand for the test.
  fileprivate var decomposedUnicodeScalarsForTest: String {
    // 한 = U+D55C → ᄒ U+1112, ᅡ U+1161, ᆫ U+11AB
    "\u{1112}\u{1161}\u{11AB}"
  }
}
