import Foundation
import Testing

@testable import FuseCore

/// Every Unicode scalar decomposes as in Node.js (the vectors' runtime): Foundation's NFD patched
/// by ``NodeDecompositions/table`` must give Node's NFD, checked through the digest the generator
/// (Scripts/generate-node-decompositions.mjs) computed over Node's output.
@Suite struct NodeDecompositionsTests {
  @Test func everyScalarDecomposesAsInNode() {
    // Every assigned scalar from U+0001, each followed by U+0000, normalised in one call: U+0000
    // is a starter that nothing decomposes to, so each scalar's NFD stays between its
    // separators. Scalars the standard library's (newer) Unicode data calls unassigned or
    // private use have no decomposition in Foundation's data, so they are their own NFD here;
    // Node's NFD of them is still checked, through the digest. Written and read as UTF-8 through
    // pointers, which keeps this fast in debug builds.
    var viaFoundation = [Bool](repeating: false, count: 0x11_0000)
    let input = [UInt8](unsafeUninitializedCapacity: 5_494_654) { bytes, count in
      count = 0
      guard let base = bytes.baseAddress else { return }
      for value in UInt32(1)...0x10FFFF {
        guard let scalar = Unicode.Scalar(value) else { continue }  // surrogates
        switch scalar.properties.generalCategory {
        case .unassigned, .privateUse: continue
        default: break
        }
        viaFoundation[Int(value)] = true
        count += Self.encode(value, into: base + count)
        bytes[count] = 0
        count += 1
      }
    }
    var decomposed = String(decoding: input, as: UTF8.self).decomposedStringWithCanonicalMapping
    let smallestPatched = NodeDecompositions.table.keys.min() ?? .max

    var digest: UInt32 = 0x811C_9DC5
    var decomposable = 0
    var scalars = 0
    /// Adds one scalar's NFD to the digest and counts it when it differs from the scalar.
    func feed(_ piece: UnsafeBufferPointer<UInt8>, scalar value: UInt32) {
      let length = value < 0x80 ? 1 : value < 0x800 ? 2 : value < 0x1_0000 ? 3 : 4
      if !(piece.count == length && Self.decode(piece) == value) { decomposable += 1 }
      for byte in piece { digest = (digest ^ UInt32(byte)) &* 0x0100_0193 }
      digest = (digest ^ 0xFF) &* 0x0100_0193
      scalars += 1
    }
    var complete = true
    decomposed.withUTF8 { bytes in
      var position = 0
      var value: UInt32 = 0
      while value <= 0x10FFFF {
        defer { value = value == 0xD7FF ? 0xE000 : value + 1 }
        if value >= smallestPatched, let node = NodeDecompositions.table[value] {
          if viaFoundation[Int(value)] {  // skip Foundation's piece
            while position < bytes.count && bytes[position] != 0 { position += 1 }
            position += 1
          }
          var patched = String(String.UnicodeScalarView(node.compactMap(Unicode.Scalar.init)))
          patched.withUTF8 { feed($0, scalar: value) }
        } else if viaFoundation[Int(value)] {
          var end = position
          while end < bytes.count && bytes[end] != 0 { end += 1 }
          guard end < bytes.count else {
            complete = false
            return
          }
          feed(UnsafeBufferPointer(rebasing: bytes[position..<end]), scalar: value)
          position = end + 1
        } else {
          // Its own NFD: its UTF-8 bytes, mixed in directly.
          var remaining = value < 0x80 ? 0 : value < 0x800 ? 1 : value < 0x1_0000 ? 2 : 3
          let lead: UInt32 = remaining == 0 ? 0 : 0xFF00 >> UInt32(remaining + 1) & 0xFF
          digest = (digest ^ (lead | value >> (6 * UInt32(remaining)))) &* 0x0100_0193
          while remaining > 0 {
            remaining -= 1
            digest = (digest ^ (0x80 | (value >> (6 * UInt32(remaining))) & 0x3F)) &* 0x0100_0193
          }
          digest = (digest ^ 0xFF) &* 0x0100_0193
          scalars += 1
        }
      }
      if position != bytes.count { complete = false }
    }
    #expect(complete, "Foundation's output does not split into one piece per scalar")
    #expect(scalars == 1_112_064)
    #expect(decomposable == NodeDecompositions.nodeDecomposableCount)
    #expect(
      digest == NodeDecompositions.nodeDigest,
      "Foundation's NFD, patched by NodeDecompositions.table, is not Node's: rerun Scripts/generate-node-decompositions.mjs"
    )
  }

  /// The scalar value of a UTF-8 sequence that holds exactly one scalar.
  static func decode(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt32 {
    let lead = UInt32(bytes[0])
    switch bytes.count {
    case 1: return lead
    case 2: return (lead & 0x1F) << 6 | UInt32(bytes[1] & 0x3F)
    case 3: return (lead & 0x0F) << 12 | UInt32(bytes[1] & 0x3F) << 6 | UInt32(bytes[2] & 0x3F)
    default:
      return (lead & 0x07) << 18 | UInt32(bytes[1] & 0x3F) << 12 | UInt32(bytes[2] & 0x3F) << 6
        | UInt32(bytes[3] & 0x3F)
    }
  }

  /// Writes `value`'s UTF-8 encoding at `target`; returns its length.
  static func encode(_ value: UInt32, into target: UnsafeMutablePointer<UInt8>) -> Int {
    switch value {
    case ..<0x80:
      target[0] = UInt8(value)
      return 1
    case ..<0x800:
      target[0] = UInt8(0xC0 | value >> 6)
      target[1] = UInt8(0x80 | value & 0x3F)
      return 2
    case ..<0x1_0000:
      target[0] = UInt8(0xE0 | value >> 12)
      target[1] = UInt8(0x80 | value >> 6 & 0x3F)
      target[2] = UInt8(0x80 | value & 0x3F)
      return 3
    default:
      target[0] = UInt8(0xF0 | value >> 18)
      target[1] = UInt8(0x80 | value >> 12 & 0x3F)
      target[2] = UInt8(0x80 | value >> 6 & 0x3F)
      target[3] = UInt8(0x80 | value & 0x3F)
      return 4
    }
  }

  @Test func strippingUsesNodesDecompositions() {
    // identity/E2: U+105C9 is U+105D2 U+0307 in Node (Unicode 16), so it strips to U+105D2.
    let stripped = DiacriticStripping.strip("\u{105C9}")
    #expect(Array(stripped.unicodeScalars.map(\.value)) == [0x105D2])
    #expect(DiacriticStripping.strip("caf\u{E9}") == "cafe")
  }
}
