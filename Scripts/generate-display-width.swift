// Generates Sources/BookShell/Terminal/DisplayWidthTable.swift: the Unicode scalars a terminal
// draws in 0 or in 2 columns, from the Unicode data the Swift toolchain ships.
//
//   swift Scripts/generate-display-width.swift [output.swift]
//
// Rerun it when the toolchain's Unicode version changes (DisplayWidthTableTests then fails).
// Not part of the package.
//
// The sources:
// - East Asian Width: the toolchain's ICU (lib_FoundationICU, which Foundation loads on Linux;
//   its C functions carry a `swift_` prefix), `u_getIntPropertyValue(c, UCHAR_EAST_ASIAN_WIDTH)`.
//   The standard library's `Unicode.Scalar.Properties` has no East Asian Width.
// - General category: the standard library's `Unicode.Scalar.Properties`, whose Unicode version
//   may be newer than ICU's (Swift 6.3: 17.0 and 16.0). For scalars ICU does not assign yet,
//   Emoji_Presentation (standard library) stands in for W: every emoji presentation character
//   but the regional indicators is East Asian Wide.
//
// The rule (DisplayWidth documents it; DisplayWidthTableTests checks every scalar against it):
// - 0 columns: nonspacing and enclosing marks (Mn, Me), format characters (Cf) except the soft
//   hyphen U+00AD and the prepended concatenation marks (visible signs such as U+0600), and the
//   Hangul vowel and final jamo (U+1160-U+11FF, U+D7B0-U+D7FF), which join the leading jamo.
// - 2 columns: East Asian Width W (wide) or F (fullwidth); emoji newer than ICU's data.
// - 1 column: everything else, including ambiguous (A) characters, unassigned code points whose
//   East Asian Width default is not W, private use and noncharacters. Controls are left to
//   DisplayWidth, which measures them as the U+FFFD the shell draws in their place.
//
// It then compares the result with glibc's wcwidth in the C.UTF-8 locale for the scalars glibc's
// (usually older) Unicode data assigns, and prints the differences, for the record.

import Foundation

#if canImport(Glibc)
  import Glibc
#endif

typealias IntPropertyFunction = @convention(c) (Int32, Int32) -> Int32
typealias VersionFunction = @convention(c) (UnsafeMutablePointer<UInt8>) -> Void
typealias WidthFunction = @convention(c) (Int32) -> Int32
typealias CharTypeFunction = @convention(c) (Int32) -> Int8

/// ICU's UCHAR_EAST_ASIAN_WIDTH, and its values for F and W.
let eastAsianWidthProperty: Int32 = 0x1004
let fullwidth: Int32 = 3
let wide: Int32 = 5
/// ICU's U_UNASSIGNED general category.
let unassigned: Int8 = 0

/// Prepended_Concatenation_Mark (PropList.txt): format characters drawn as visible signs.
let prependedConcatenationMarks: Set<UInt32> = [
  0x0600, 0x0601, 0x0602, 0x0603, 0x0604, 0x0605, 0x06DD, 0x070F, 0x0890, 0x0891, 0x08E2,
  0x110BD, 0x110CD,
]

func fail(_ message: String) -> Never {
  FileHandle.standardError.write(Data((message + "\n").utf8))
  exit(1)
}

_ = "é".decomposedStringWithCanonicalMapping  // makes sure Foundation (and its ICU) is loaded
let process = dlopen(nil, RTLD_NOW)
guard let propertySymbol = dlsym(process, "swift_u_getIntPropertyValue"),
  let versionSymbol = dlsym(process, "swift_u_getUnicodeVersion"),
  let charTypeSymbol = dlsym(process, "swift_u_charType")
else { fail("the toolchain's ICU (swift_u_getIntPropertyValue) is not loaded") }
let eastAsianWidth = unsafeBitCast(propertySymbol, to: IntPropertyFunction.self)
let charType = unsafeBitCast(charTypeSymbol, to: CharTypeFunction.self)
var versionBytes = [UInt8](repeating: 0, count: 4)
unsafeBitCast(versionSymbol, to: VersionFunction.self)(&versionBytes)
let icuVersion = "\(versionBytes[0]).\(versionBytes[1])"
// The newest scalar age the standard library knows is its Unicode version.
var newestAge = (major: 0, minor: 0)
for value in UInt32(0)...0x10FFFF {
  guard let age = Unicode.Scalar(value)?.properties.age else { continue }
  if age.major > newestAge.major || (age.major == newestAge.major && age.minor > newestAge.minor) {
    newestAge = age
  }
}
let stdlibVersion = "\(newestAge.major).\(newestAge.minor)"

/// The columns one scalar takes (controls: 1, as DisplayWidth measures them).
func width(_ value: UInt32) -> Int {
  guard let scalar = Unicode.Scalar(value) else { return 1 }
  switch scalar.properties.generalCategory {
  case .nonspacingMark, .enclosingMark: return 0
  case .format: return value == 0xAD || prependedConcatenationMarks.contains(value) ? 1 : 0
  default: break
  }
  if (0x1160...0x11FF).contains(value) || (0xD7B0...0xD7FF).contains(value) { return 0 }
  // Emoji newer than ICU's data: Emoji_Presentation characters are East Asian Wide (UAX #11).
  if charType(Int32(value)) == unassigned && scalar.properties.isEmojiPresentation { return 2 }
  let property = eastAsianWidth(Int32(value), eastAsianWidthProperty)
  return property == wide || property == fullwidth ? 2 : 1
}

/// Ranges of consecutive scalars with the given width, as "0xLOWER, 0xUPPER," lines.
func ranges(ofWidth wanted: Int) -> (lines: [String], count: Int) {
  var lines: [String] = []
  var line = "   "
  var start: UInt32?
  var count = 0
  func close(_ upper: UInt32) {
    guard let lower = start else { return }
    let hex = { (value: UInt32) in "0x" + String(value, radix: 16, uppercase: true) }
    let entry = " \(hex(lower)), \(hex(upper)),"
    if line.count + entry.count > 100 {
      lines.append(line)
      line = "   "
    }
    line += entry
    count += 1
    start = nil
  }
  for value in UInt32(0)...0x10FFFF {
    if (0xD800...0xDFFF).contains(value) {
      close(0xD7FF)
      continue
    }
    if width(value) == wanted {
      if start == nil { start = value }
    } else if start != nil {
      close(value - 1)
    }
  }
  close(0x10FFFF)
  if line != "   " { lines.append(line) }
  return (lines, count)
}

let zero = ranges(ofWidth: 0)
let double = ranges(ofWidth: 2)
let output =
  CommandLine.arguments.count > 1
  ? CommandLine.arguments[1]
  : URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Sources/BookShell/Terminal/DisplayWidthTable.swift").path

let swift = """
  // Generated by Scripts/generate-display-width.swift; do not edit.
  // East Asian Width: Unicode \(icuVersion) (the toolchain's ICU); general categories, and
  // Emoji_Presentation for scalars ICU does not assign: Unicode \(stdlibVersion) (the standard
  // library).

  /// The Unicode scalars a terminal draws in 0 or 2 columns (every other scalar takes 1), as
  /// ranges; ``DisplayWidth`` reads it.
  ///
  /// Generated from the Unicode data the Swift toolchain ships, by the rule the script states;
  /// `DisplayWidthTableTests` checks every scalar against that data, and fails (rerun the
  /// script) when the toolchain's Unicode version changes.
  enum DisplayWidthTable {
    /// The Unicode version of the East Asian Width data (the toolchain's ICU).
    static let eastAsianWidthVersion = "\(icuVersion)"
    /// The Unicode version of the general categories and emoji properties (the standard library).
    static let propertiesVersion = "\(stdlibVersion)"

    /// Zero-width scalars: marks, format characters, conjoining jamo; pairs of lower and upper
    /// bounds (inclusive), in increasing order (\(zero.count) ranges).
    static let zeroWidth: [UInt32] = [
  \(zero.lines.joined(separator: "\n"))
    ]

    /// Double-width scalars: East Asian Wide and Fullwidth; pairs of lower and upper bounds
    /// (inclusive), in increasing order (\(double.count) ranges).
    static let doubleWidth: [UInt32] = [
  \(double.lines.joined(separator: "\n"))
    ]
  }

  """
try swift.write(toFile: output, atomically: true, encoding: .utf8)
print(
  "ICU \(icuVersion), stdlib \(stdlibVersion): \(zero.count) zero-width ranges, \(double.count) double-width -> \(output)"
)

// For the record: where glibc's wcwidth (C.UTF-8) differs, among the scalars it assigns.
guard setlocale(LC_CTYPE, "C.UTF-8") != nil, let wcwidthSymbol = dlsym(process, "wcwidth") else {
  print("no C.UTF-8 locale or wcwidth: glibc comparison skipped")
  exit(0)
}
let wcwidth = unsafeBitCast(wcwidthSymbol, to: WidthFunction.self)
var differences: [(lower: UInt32, upper: UInt32, ours: Int, glibc: Int32)] = []
for value in UInt32(0x20)...0x10FFFF where !(0x7F...0x9F).contains(value) {
  guard Unicode.Scalar(value) != nil else { continue }
  let theirs = wcwidth(Int32(value))
  let ours = width(value)
  guard theirs != Int32(ours) else { continue }
  if let last = differences.last, last.upper == value - 1, last.ours == ours, last.glibc == theirs {
    differences[differences.count - 1].upper = value
  } else {
    differences.append((value, value, ours, theirs))
  }
}
print("differences from glibc's wcwidth among the scalars its data assigns:")
for difference in differences where difference.glibc != -1 {
  let name = Unicode.Scalar(difference.lower)?.properties.name ?? "?"
  print(
    "  U+\(String(difference.lower, radix: 16, uppercase: true))"
      + "...U+\(String(difference.upper, radix: 16, uppercase: true))"
      + " ours \(difference.ours), glibc \(difference.glibc) (\(name))")
}
print(
  "  plus \(differences.filter { $0.glibc == -1 }.count) ranges glibc does not assign (newer scalars)"
)
