import Foundation
import TestSupport
import Testing

@testable import Models

#if canImport(Glibc)
  import Glibc
#endif

/// Reading a corpus's bytes from anything that can be read to its end: a regular file, a pipe,
/// a named pipe.
@Suite struct CorpusLoaderReadingTests {
  /// `count` bytes of a repeating pattern, so a byte out of place shows.
  static func pattern(_ count: Int) -> [UInt8] {
    (0..<count).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ $0 >> 8) }
  }

  @Test(arguments: [0, 1, 4_095, 65_536, 300_001])
  func aRegularFileIsReadWhole(size: Int) throws {
    try withTemporaryDirectory { directory in
      let bytes = Self.pattern(size)
      let path = try directory.write(bytes, to: "corpus.json")
      #expect(Array(try CorpusLoader.contents(ofFile: path)) == bytes)
    }
  }

  @Test(arguments: [0, 10, 65_536, 65_537, 1_000_000])
  func aPipeIsReadToItsEndWhateverItsLength(size: Int) throws {
    let bytes = Self.pattern(size)
    let pipe = Pipe()
    let writer = Thread {
      try? pipe.fileHandleForWriting.write(contentsOf: Data(bytes))
      try? pipe.fileHandleForWriting.close()
    }
    writer.start()
    let read = try CorpusLoader.contents(
      ofDescriptor: pipe.fileHandleForReading.fileDescriptor, source: "standard input")
    #expect(Array(read) == bytes)
  }

  @Test func aNamedPipeIsReadAsAFileIs() throws {
    try withTemporaryDirectory { directory in
      let path = directory.url.appendingPathComponent("fifo").path
      try #require(mkfifo(path, 0o600) == 0)
      let bytes = Self.pattern(200_000)
      let writer = Thread {
        // Opening a FIFO for writing waits for its reader.
        guard let handle = FileHandle(forWritingAtPath: path) else { return }
        try? handle.write(contentsOf: Data(bytes))
        try? handle.close()
      }
      writer.start()
      #expect(Array(try CorpusLoader.contents(ofFile: path)) == bytes)
    }
  }

  @Test func aPipeCutShortGivesWhatWasWrittenAndTheDecoderSaysWhereItEnds() throws {
    let text = #"[{"title":"Emma","author":"Jane Austen","year":1815},{"title":"Dra"#
    let pipe = Pipe()
    try pipe.fileHandleForWriting.write(contentsOf: Data(text.utf8))
    try pipe.fileHandleForWriting.close()
    let read = try CorpusLoader.contents(
      ofDescriptor: pipe.fileHandleForReading.fileDescriptor, source: "standard input")
    #expect(read == Data(text.utf8))
    let error = try #require(throws: CorpusLoadError.self) {
      try CorpusLoader.decode(Book.self, from: read, source: "standard input")
    }
    #expect(error.source == "standard input")
    #expect(error.position?.line == 1)
  }

  @Test func aDirectoryDescriptorIsUnreadable() throws {
    try withTemporaryDirectory { directory in
      let descriptor = open(directory.url.path, O_RDONLY)
      try #require(descriptor >= 0)
      defer { close(descriptor) }
      let error = try #require(throws: CorpusLoadError.self) {
        try CorpusLoader.contents(ofDescriptor: descriptor, source: "folder")
      }
      #expect(error == CorpusLoadError(source: "folder", reason: .unreadable("it is a directory")))
    }
  }
}
