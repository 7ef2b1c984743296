import Foundation
import Testing

@testable import FuseCore

/// Every Unicode scalar decomposes as in Node.js (the vectors' runtime): Foundation's NFD patched
/// by ``NodeDecompositions/table`` must give Node's NFD, checked through the digest the generator
/// (Scripts/generate-node-decompositions.mjs) computed over Node's output.
@Suite struct NodeDecompositionsTests {
  @Test func everyScalarDecomposesAsInNode() {
    // All scalars from U+0001, each followed by U+0000, normalised in one call: U+0000 is a
    // starter that nothing decomposes to, so each scalar's NFD stays between its separators.
    var scalars = String.UnicodeScalarView()
    for value in UInt32(1)...0x10FFFF {
      guard let scalar = Unicode.Scalar(value) else { continue }  // surrogates
      scalars.append(scalar)
      scalars.append("\u{0}")
    }
    let decomposed = Array(String(scalars).decomposedStringWithCanonicalMapping.utf16)
    let smallestPatched = NodeDecompositions.table.keys.min() ?? .max

    var digest: UInt32 = 0x811C_9DC5
    // U+0000 decomposes to itself.
    for unit: UInt16 in [0, 0xFFFF] { digest = (digest ^ UInt32(unit)) &* 0x0100_0193 }
    var decomposable = 0
    /// Adds one scalar's NFD to the digest and counts it when it differs from the scalar.
    func feed(_ piece: UnsafeBufferPointer<UInt16>, scalar value: UInt32) {
      let unchanged =
        value < 0x1_0000
        ? piece.count == 1 && UInt32(piece[0]) == value
        : piece.count == 2 && UInt32(piece[0]) == 0xD7C0 + (value >> 10)
          && UInt32(piece[1]) == 0xDC00 | (value & 0x3FF)
      if !unchanged { decomposable += 1 }
      for unit in piece { digest = (digest ^ UInt32(unit)) &* 0x0100_0193 }
      digest = (digest ^ 0xFFFF) &* 0x0100_0193
    }
    var value: UInt32 = 1
    var pieces = 0
    decomposed.withUnsafeBufferPointer { units in
      var start = 0
      for position in 0..<units.count where units[position] == 0 {
        let foundation = UnsafeBufferPointer(rebasing: units[start..<position])
        if value >= smallestPatched, let node = NodeDecompositions.table[value] {
          let patched = node.flatMap { Array(String(Unicode.Scalar($0) ?? "\u{FFFD}").utf16) }
          patched.withUnsafeBufferPointer { feed($0, scalar: value) }
        } else {
          feed(foundation, scalar: value)
        }
        pieces += 1
        value += 1
        if value == 0xD800 { value = 0xE000 }
        start = position + 1
      }
    }
    #expect(pieces == 1_112_063)
    #expect(decomposable == NodeDecompositions.nodeDecomposableCount)
    #expect(
      digest == NodeDecompositions.nodeDigest,
      "Foundation's NFD, patched by NodeDecompositions.table, is not Node's: rerun Scripts/generate-node-decompositions.mjs"
    )
  }

  @Test func strippingUsesNodesDecompositions() {
    // identity/E2: U+105C9 is U+105D2 U+0307 in Node (Unicode 16), so it strips to U+105D2.
    let stripped = DiacriticStripping.strip("\u{105C9}")
    #expect(Array(stripped.unicodeScalars.map(\.value)) == [0x105D2])
    #expect(DiacriticStripping.strip("caf\u{E9}") == "cafe")
  }
}
