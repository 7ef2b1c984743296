import TestSupport
import Testing

@testable import FuseCore

/// The memo of `Math.pow` results answers exactly what ``JavaScriptPow`` computes.
@Suite struct JavaScriptPowMemoTests {
  @Test func answersAreThePowersBitForBit() {
    var memo = JavaScriptPowMemo()
    var random = SplitMix64(seed: 7)
    // Few exponents and many bases, asked several times over: far more pairs than the table
    // holds, so slots are replaced and asked again.
    let exponents = (0..<12).map { _ in Double(random.int(1...1000)) / 1000 }
    let bases = (0..<4_000).map { _ in Double(random.int(0...1_000_000)) / 1_000_000 }
    for round in 0..<3 {
      for (index, base) in bases.enumerated() {
        let exponent = exponents[(index + round) % exponents.count]
        let expected = JavaScriptPow.pow(base, exponent)
        #expect(
          memo.pow(base, exponent).bitPattern == expected.bitPattern,
          "pow(\(base), \(exponent)) round \(round)")
      }
    }
  }

  @Test func specialValuesAreNotConfusedWithEmptySlots() {
    var memo = JavaScriptPowMemo()
    let emptyPattern = Double(bitPattern: .max)
    #expect(memo.pow(emptyPattern, emptyPattern).isNaN)
    #expect(memo.pow(emptyPattern, 0) == 1)
    #expect(memo.pow(0, 0.5) == 0)
    #expect(memo.pow(Double.ulpOfOne, 0.5) == JavaScriptPow.pow(Double.ulpOfOne, 0.5))
    #expect(memo.pow(2, 0) == 1)
    #expect(memo.pow(1, .nan).isNaN)
  }
}
