import Foundation
import FuseCore
import TestSupport
import Testing

@testable import Models

/// Files of any JSON records: read as `JSONValue` documents, in order, members in file order,
/// and every problem reported with the file, and the line and column where it is; read as
/// packed documents, the same records packed, or the same problem.
@Suite struct CorpusLoaderDocumentsTests {
  /// Reads `text` as documents, checking that its packed documents are the same records.
  private static func documents(_ text: String) throws(CorpusLoadError) -> [JSONValue] {
    let records = try CorpusLoader.documents(from: Data(text.utf8), source: "test.json")
    let packed = try CorpusLoader.packedDocuments(from: Data(text.utf8), source: "test.json")
    #expect(packed == records.map(PackedJSON.init), "\(text)")
    return records
  }

  /// The error `text` gets, checking that reading it as packed documents gets the same.
  private static func error(_ text: String) -> CorpusLoadError? {
    let packed = Result { () throws(CorpusLoadError) in
      try CorpusLoader.packedDocuments(from: Data(text.utf8), source: "test.json")
    }
    do {
      _ = try CorpusLoader.documents(from: Data(text.utf8), source: "test.json")
      #expect((try? packed.get()) != nil, "\(text)")
      return nil
    } catch {
      #expect(throws: error, "\(text)") { try packed.get() }
      return error
    }
  }

  @Test func objectsWithNestedObjectsAndArraysKeepTheirMembersInFileOrder() throws {
    let records = try Self.documents(
      #"[{"title": "Dune", "author": {"name": "Frank Herbert"}, "tags": ["sf", "desert"]},"#
        + #" {"tags": [], "title": "Emma"}]"#)
    #expect(records.count == 2)
    #expect(records[0].objectMembers?.map(\.key) == ["title", "author", "tags"])
    #expect(records[1].objectMembers?.map(\.key) == ["tags", "title"])
    #expect(records[0]["author"]?["name"] == .string("Frank Herbert"))
    #expect(records[0]["tags"] == .array([.string("sf"), .string("desert")]))
  }

  @Test func aFileOfStringsIsAListOfStrings() throws {
    #expect(try Self.documents(#"["apple", "orange"]"#) == [.string("apple"), .string("orange")])
    #expect(try Self.documents("[]").isEmpty)
  }

  @Test func aFileIsReadFromItsPath() throws {
    let directory = try TemporaryDirectory()
    let path = try directory.write(#"[{"name": "Ada"}]"#, to: "people.json")
    #expect(try CorpusLoader.documents(fromFile: path) == [.object([.init("name", "Ada")])])
    #expect(try CorpusLoader.packedDocuments(fromFile: path) == [PackedJSON(["name": "Ada"])])
    #expect(throws: CorpusLoadError(source: path + "x", reason: .fileNotFound)) {
      try CorpusLoader.documents(fromFile: path + "x")
    }
  }

  @Test func malformedJSONIsReportedAtItsLineAndColumn() {
    let error = Self.error("[\n  {\"title\": \"x\"},\n  {\"title\" \"y\"}\n]")
    #expect(error?.source == "test.json")
    #expect(error?.position?.line == 3)
    #expect(error?.position?.column == 12)
    #expect(
      error?.description
        == "test.json: malformed JSON at line 3, column 12: unexpected character '\"' after an object key, expected ':'"
    )
  }

  @Test func columnsCountCharactersNotBytes() {
    // "é" is two bytes; the comma is missing after the first record, before the `{` that is
    // the 13th character and the 14th byte.
    let error = Self.error("[{\"t\": \"é\"} {\"t\": \"b\"}]")
    #expect(error?.position?.line == 1)
    #expect(error?.position?.column == 13)
    #expect(error?.position?.byteOffset == 13)
  }

  @Test func invalidUTF8IsReportedWhereItIs() {
    let bytes = Array(#"[{"t": "caf"#.utf8) + [0xE9] + Array(#""}]"#.utf8)
    let expected = CorpusLoadError.Reason.invalidUTF8(
      at: TextPosition(byteOffset: 11, line: 1, column: 12))
    #expect(throws: CorpusLoadError(source: "latin1.json", reason: expected)) {
      try CorpusLoader.documents(from: Data(bytes), source: "latin1.json")
    }
    #expect(throws: CorpusLoadError(source: "latin1.json", reason: expected)) {
      try CorpusLoader.packedDocuments(from: Data(bytes), source: "latin1.json")
    }
  }

  @Test func somethingOtherThanAnArrayOfObjectsOrStringsIsNamed() {
    #expect(Self.error(#"{"title": "x"}"#)?.reason == .notAnArray(found: "an object"))
    #expect(
      Self.error("[1, 2]")?.reason
        == .wrongType(recordIndex: 0, field: nil, expected: "an object or a string"))
    #expect(
      Self.error(#"[{"a": "x"}, "y"]"#)?.description
        == "test.json: record at index 1 is not an object (the first record is one)")
    #expect(
      Self.error(#"["x", null]"#)?.description
        == "test.json: record at index 1 is not a string (the first record is one)")
  }

  @Test func tooDeepNestingIsAnErrorNotACrash() {
    let deep = "[" + String(repeating: "[", count: 600) + String(repeating: "]", count: 601)
    let error = Self.error(deep)
    #expect(error?.position?.line == 1)
    #expect(error?.description.contains("nesting deeper than 512 levels") == true)
  }
}
