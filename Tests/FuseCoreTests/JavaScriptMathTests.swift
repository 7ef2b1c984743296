import Foundation
import Testing

@testable import FuseCore

/// `Math.pow` and `Math.log` agree with Node.js bit for bit.
///
/// Fuse.js sorts on products of powers, so a one-ulp difference reorders near-ties. The fixture
/// holds values Node.js 20 computed.
@Suite struct JavaScriptMathTests {
  static func fixture() throws -> JSONValue {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("Fixtures/javascript-math.json")
    return try JSONValue(parsingUTF8: Array(Data(contentsOf: url)))
  }

  static func double(_ hex: JSONValue) -> Double {
    Double(bitPattern: UInt64(hex.stringValue ?? "", radix: 16) ?? 0)
  }

  @Test func powMatchesNodeBitForBit() throws {
    let samples = try #require(try Self.fixture()["pow"]?.arrayValue)
    #expect(samples.count == 3000)
    var mismatches: [String] = []
    for sample in samples {
      let values = (sample.arrayValue ?? []).map(Self.double)
      let got = JavaScriptPow.pow(values[0], values[1])
      if got.bitPattern != values[2].bitPattern {
        mismatches.append("pow(\(values[0]), \(values[1])) = \(got), Node says \(values[2])")
      }
    }
    #expect(mismatches.isEmpty, "\(mismatches.prefix(5))")
  }

  @Test func logMatchesNodeBitForBit() throws {
    let samples = try #require(try Self.fixture()["log"]?.arrayValue)
    #expect(samples.count == 1000)
    for sample in samples {
      let values = (sample.arrayValue ?? []).map(Self.double)
      #expect(JavaScriptLog.log(values[0]).bitPattern == values[1].bitPattern, "log(\(values[0]))")
    }
  }

  @Test func specialCasesFollowJavaScript() {
    #expect(JavaScriptPow.pow(2, 0) == 1)
    #expect(JavaScriptPow.pow(.nan, 0) == 1)
    #expect(JavaScriptPow.pow(1, .nan).isNaN)
    #expect(JavaScriptPow.pow(1, .infinity).isNaN)
    #expect(JavaScriptPow.pow(0.5, .infinity) == 0)
    #expect(JavaScriptPow.pow(-8, 1.0 / 3).isNaN)
    #expect(JavaScriptPow.pow(-2, 3) == -8)
    #expect(JavaScriptPow.pow(0, -1) == .infinity)
    #expect(JavaScriptPow.pow(4, 0.5) == 2)
    #expect(JavaScriptLog.log(1) == 0)
    #expect(JavaScriptLog.log(0) == -.infinity)
    #expect(JavaScriptLog.log(-1).isNaN)
  }
}
