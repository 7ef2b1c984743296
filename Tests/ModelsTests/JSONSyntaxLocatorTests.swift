import Testing

@testable import Models

@Suite struct JSONSyntaxLocatorTests {
  @Test(arguments: [
    "[]",
    " [ {\"a\": [1, -2.5e+3, true, false, null, \"\\u00e9\\n\"]} ] ",
    "{\"nested\": {\"deeper\": [[[]]]}}",
    "\u{FEFF}[1]",
    "[1, 2,]",
    "{\"a\": 1,}",
    "[\"é 日本 🎬\"]",
  ])
  func acceptsValidJSON(json: String) {
    #expect(JSONSyntaxLocator.firstProblem(in: Array(json.utf8)) == nil)
  }

  @Test(arguments: [
    ("[1 2]", 3, "expected ',' or ']' in an array"),
    ("{\"a\" 1}", 5, "expected ':' after an object key"),
    ("{1: 2}", 1, "expected a quoted key"),
    ("[-]", 2, "invalid number"),
    ("[1.]", 3, "expected a digit after '.'"),
    ("[1e]", 3, "in the exponent"),
    ("[\"\\u12G4\"]", 6, "four hexadecimal digits"),
    ("[nul]", 1, "expected a value"),
    ("[é]", 1, "unexpected 'é'"),
  ])
  func locatesTheFirstSyntaxError(json: String, offset: Int, detail: String) throws {
    let problem = try #require(JSONSyntaxLocator.firstProblem(in: Array(json.utf8)))
    #expect(problem.byteOffset == offset)
    #expect(problem.detail.contains(detail), "\(problem.detail)")
    #expect(!problem.isInvalidUTF8)
  }

  @Test func reportsInvalidUTF8BeforeSyntax() throws {
    let bytes: [UInt8] = Array("[\"ok\", \"".utf8) + [0xC3, 0x28] + Array("\"".utf8)
    let problem = try #require(JSONSyntaxLocator.firstProblem(in: bytes))
    #expect(problem.isInvalidUTF8)
    #expect(problem.byteOffset == 8)
  }

  @Test func limitsNestingDepth() throws {
    let json = String(repeating: "[", count: 600) + String(repeating: "]", count: 600)
    let problem = try #require(JSONSyntaxLocator.firstProblem(in: Array(json.utf8)))
    #expect(problem.detail.contains("nesting"))
  }
}
