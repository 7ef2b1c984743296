import Testing

@testable import FuseCore

@Suite struct JSONValueTests {
  @Test func parsingKeepsMemberOrder() throws {
    let value = try JSONValue(parsing: #"{"z": 1, "a": [true, null, "x"], "m": {"k": -0.5e1}}"#)
    #expect(value.objectMembers?.map(\.key) == ["z", "a", "m"])
    #expect(value["a"] == [true, nil, "x"])
    #expect(value["m"]?["k"] == -5)
  }

  @Test func errorsNameLineAndColumn() {
    #expect {
      try JSONValue(parsing: "{\n  \"a\": 1,\n  \"b\" 2\n}")
    } throws: { error in
      guard let error = error as? JSONParseError else { return false }
      return error.line == 3 && error.column == 7 && error.description.contains("expected ':'")
    }
    #expect(throws: JSONParseError.self) { try JSONValue(parsing: "[1, 2") }
    #expect(throws: JSONParseError.self) { try JSONValue(parsing: "01") }
    #expect(throws: JSONParseError.self) { try JSONValue(parsing: "\"a\u{1}\"") }
    #expect(throws: JSONParseError.self) { try JSONValue(parsingUTF8: [0x22, 0xFF, 0x22]) }
  }

  @Test func deepNestingIsAnErrorNotACrash() {
    let deep = String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000)
    #expect {
      try JSONValue(parsing: deep)
    } throws: { error in
      (error as? JSONParseError)?.reason.contains("nesting deeper") ?? false
    }
  }

  @Test func escapesAndSurrogatePairs() throws {
    #expect(try JSONValue(parsing: #""\u00e9\ud83c\udf55\n""#) == "é🍕\n")
    #expect(try JSONValue(parsing: #""\ud800""#) == "\u{FFFD}")
  }

  @Test func textRoundTripsWithJavaScriptNumbers() throws {
    let value: JSONValue = ["n": 1, "f": 0.5, "big": 1e21, "s": "q\"\n", "a": [nil, false]]
    #expect(value.jsonText == #"{"n":1,"f":0.5,"big":1e+21,"s":"q\"\n","a":[null,false]}"#)
    #expect(try JSONValue(parsing: value.jsonText) == value)
  }
}
