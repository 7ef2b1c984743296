import Foundation
import Testing

@testable import BookShell

#if canImport(Glibc)
  import Glibc
#endif

/// Every Unicode scalar's width in ``DisplayWidthTable`` follows from the Unicode data the
/// toolchain ships, by the rule `Scripts/generate-display-width.swift` states: East Asian Width
/// from the toolchain's ICU, general categories from the standard library.
@Suite struct DisplayWidthTableTests {
  /// The toolchain's ICU (lib_FoundationICU, loaded with Foundation on Linux), or `nil` where it
  /// is not (Darwin's Foundation uses the system's ICU, without the `swift_` prefix).
  struct ToolchainICU {
    /// `u_getIntPropertyValue`.
    let intProperty: @convention(c) (Int32, Int32) -> Int32
    /// `u_charType`.
    let charType: @convention(c) (Int32) -> Int8
    /// `u_getUnicodeVersion`, as "major.minor".
    let unicodeVersion: String

    /// Looks the functions up in the running process.
    static let loaded: ToolchainICU? = {
      _ = "é".decomposedStringWithCanonicalMapping  // Foundation's ICU is in use
      let process = dlopen(nil, RTLD_NOW)
      guard let property = dlsym(process, "swift_u_getIntPropertyValue"),
        let charType = dlsym(process, "swift_u_charType"),
        let version = dlsym(process, "swift_u_getUnicodeVersion")
      else { return nil }
      var bytes = [UInt8](repeating: 0, count: 4)
      unsafeBitCast(version, to: (@convention(c) (UnsafeMutablePointer<UInt8>) -> Void).self)(
        &bytes)
      return ToolchainICU(
        intProperty: unsafeBitCast(property, to: (@convention(c) (Int32, Int32) -> Int32).self),
        charType: unsafeBitCast(charType, to: (@convention(c) (Int32) -> Int8).self),
        unicodeVersion: "\(bytes[0]).\(bytes[1])")
    }()
  }

  /// Prepended_Concatenation_Mark (PropList.txt): format characters drawn as visible signs.
  static let prependedConcatenationMarks: Set<UInt32> = [
    0x0600, 0x0601, 0x0602, 0x0603, 0x0604, 0x0605, 0x06DD, 0x070F, 0x0890, 0x0891, 0x08E2,
    0x110BD, 0x110CD,
  ]

  @Test(.enabled(if: ToolchainICU.loaded != nil, "needs the toolchain's ICU (Linux)"))
  func everyScalarFollowsTheToolchainsUnicodeData() throws {
    let icu = try #require(ToolchainICU.loaded)
    let eastAsianWidth: Int32 = 0x1004  // UCHAR_EAST_ASIAN_WIDTH
    var mismatches: [String] = []
    var counts = [0, 0, 0]
    for value in UInt32(0)...0x10FFFF {
      guard let scalar = Unicode.Scalar(value) else { continue }  // surrogates
      let expected: Int
      switch scalar.properties.generalCategory {
      case .nonspacingMark, .enclosingMark:
        expected = 0
      case .format:
        expected = value == 0xAD || Self.prependedConcatenationMarks.contains(value) ? 1 : 0
      default:
        if (0x1160...0x11FF).contains(value) || (0xD7B0...0xD7FF).contains(value) {
          expected = 0
        } else if icu.charType(Int32(value)) == 0 {  // unassigned in ICU's (older) data
          let property = icu.intProperty(Int32(value), eastAsianWidth)
          expected = property == 3 || property == 5 || scalar.properties.isEmojiPresentation ? 2 : 1
        } else {
          let property = icu.intProperty(Int32(value), eastAsianWidth)
          expected = property == 3 || property == 5 ? 2 : 1  // F, W
        }
      }
      let actual = DisplayWidth.columns(ofScalar: scalar)
      counts[actual] += 1
      if actual != expected && mismatches.count < 20 {
        mismatches.append(
          "U+\(String(value, radix: 16, uppercase: true)): \(actual), not \(expected)")
      }
    }
    #expect(
      mismatches.isEmpty,
      "DisplayWidthTable is not the toolchain's Unicode data: rerun Scripts/generate-display-width.swift. \(mismatches)"
    )
    #expect(counts.reduce(0, +) == 1_112_064)
    #expect(
      icu.unicodeVersion == DisplayWidthTable.eastAsianWidthVersion,
      "the toolchain's ICU has Unicode \(icu.unicodeVersion): rerun Scripts/generate-display-width.swift"
    )
  }

  /// The standard library's Unicode version (its newest scalar age) is the table's.
  @Test func theStandardLibrarysUnicodeVersionIsTheTables() {
    var newest = (major: 0, minor: 0)
    for value in UInt32(0)...0x10FFFF {
      guard let age = Unicode.Scalar(value)?.properties.age else { continue }
      if (age.major, age.minor) > (newest.major, newest.minor) { newest = age }
    }
    #expect(
      "\(newest.major).\(newest.minor)" == DisplayWidthTable.propertiesVersion,
      "the standard library has Unicode \(newest.major).\(newest.minor): rerun Scripts/generate-display-width.swift"
    )
  }

  /// The ranges are sorted and disjoint, as the binary search needs.
  @Test func theRangesAreOrderedAndDisjoint() {
    for ranges in [DisplayWidthTable.zeroWidth, DisplayWidthTable.doubleWidth] {
      #expect(ranges.count % 2 == 0)
      for pair in stride(from: 0, to: ranges.count, by: 2) {
        #expect(ranges[pair] <= ranges[pair + 1])
        if pair > 0 { #expect(ranges[pair - 1] + 1 < ranges[pair], "adjacent ranges are merged") }
      }
    }
  }
}
