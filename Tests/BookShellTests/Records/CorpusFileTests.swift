import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// `--data` reads what every Unix tool that takes a file reads: `-` for the standard input, a
/// named pipe, `/dev/stdin`; a pipe cut short is a clear error and the corpus stays as it was.
@Suite struct CorpusFileTests {
  static let books = Executable.packageRoot.appendingPathComponent("Data/books.json").path
  static let movies = Executable.packageRoot.appendingPathComponent("Data/movies.json").path

  /// A named pipe in `directory` that a thread of its own fills with `bytes` and closes, once
  /// a reader opens it (opening a FIFO for writing waits for its reader, the shell).
  static func namedPipe(in directory: TemporaryDirectory, writing bytes: Data) throws -> String {
    let fifo = directory.url.appendingPathComponent("corpus.fifo").path
    try #require(mkfifo(fifo, 0o600) == 0)
    let writer = Thread {
      guard let handle = FileHandle(forWritingAtPath: fifo) else { return }
      try? handle.write(contentsOf: bytes)
      try? handle.close()
    }
    writer.start()
    return fifo
  }

  @Test func aDashReadsTheStandardInputAndFindsWhatTheFileFinds() throws {
    let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: Self.movies)))
    let query = ["--corpus", "movies", "--query", "godfathr", "--json"]
    // 36,266 films parsed and indexed: slow in a sanitizer build on a busy machine.
    let piped = try Executable.run(
      ["--data", "-"] + query, inputBytes: bytes, timeout: .seconds(180))
    let named = try Executable.run(["--data", Self.movies] + query, timeout: .seconds(180))
    #expect(piped.status == 0, "\(piped.stderr)")
    #expect(piped.stdout.contains("\"The Godfather\""))
    #expect(piped.stdout == named.stdout)
  }

  @Test func devStdinIsReadAsAFileIs() throws {
    let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: Self.books)))
    let outcome = try Executable.run(
      ["--data", "/dev/stdin", "--corpus", "books", "--query", "hobbit"], inputBytes: bytes,
      timeout: .seconds(120))
    #expect(outcome.status == 0, "\(outcome.stderr)")
    #expect(outcome.stdout.contains("The Hobbit"))
  }

  @Test func aNamedPipeIsReadAsAFileIs() throws {
    try withTemporaryDirectory { directory in
      let fifo = try Self.namedPipe(
        in: directory, writing: try Data(contentsOf: URL(fileURLWithPath: Self.books)))
      let outcome = try Executable.run(
        ["--data", fifo, "--corpus", "books", "--query", "hobbit"], timeout: .seconds(120))
      #expect(outcome.status == 0, "\(outcome.stderr)")
      #expect(outcome.stdout.contains("The Hobbit"))
    }
  }

  @Test func aPipeCutShortIsAnErrorThatNamesTheStandardInputAndWhere() throws {
    let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: Self.books)).prefix(5_000))
    let outcome = try Executable.run(
      ["--data", "-", "--corpus", "books", "--query", "hobbit"], inputBytes: bytes)
    #expect(outcome.status == 2)
    #expect(outcome.stdout.isEmpty)
    #expect(outcome.stderr.contains("standard input: malformed JSON at line "))
  }

  @Test func aNamedPipeCutShortByLoadLeavesTheCorpusAsItWas() throws {
    try withTemporaryDirectory { directory in
      let fifo = try Self.namedPipe(
        in: directory, writing: try Data(contentsOf: URL(fileURLWithPath: Self.books)).prefix(5_000)
      )
      let outcome = try Executable.run(
        [], input: "hobbit\n:load books \(fifo)\nhobbit\n:stats\n", timeout: .seconds(120))
      #expect(outcome.status == 2)
      #expect(outcome.stderr.contains("malformed JSON at line "))
      // The embedded books answer both searches, before the load and after it failed.
      let found = outcome.stdout.components(separatedBy: "The Hobbit").count - 1
      #expect(found >= 2, "\(outcome.stdout)")
    }
  }

  @Test func loadFromTheStandardInputSaysToUseDataDash() throws {
    let outcome = try Executable.run([], input: ":load books -\n")
    #expect(outcome.status == 2)
    #expect(outcome.stderr.contains(":load cannot read standard input"))
    #expect(outcome.stderr.contains("--data -"))
  }
}
