import Foundation
import Synchronization
import Testing

@testable import BookShell

#if canImport(Glibc)
  import Glibc
#endif

/// Window sizes read from a pseudo-terminal, and the SIGWINCH stream.
@Suite struct TerminalSizeTests {
  /// A pseudo-terminal pair of the given size, closed at the end of `body`.
  static func withPseudoTerminal<T>(
    columns: UInt16, rows: UInt16, _ body: (_ master: Int32, _ slave: Int32) async throws -> T
  ) async throws -> T {
    var master: Int32 = -1
    var slave: Int32 = -1
    var size = winsize(ws_row: rows, ws_col: columns, ws_xpixel: 0, ws_ypixel: 0)
    try #require(openpty(&master, &slave, nil, nil, &size) == 0, "openpty failed")
    defer {
      close(slave)
      close(master)
    }
    return try await body(master, slave)
  }

  /// Sets a pseudo-terminal's size from its master side, as a terminal emulator does.
  static func resize(_ master: Int32, columns: UInt16, rows: UInt16) {
    var size = winsize(ws_row: rows, ws_col: columns, ws_xpixel: 0, ws_ypixel: 0)
    #expect(ioctl(master, UInt(TIOCSWINSZ), &size) == 0)
  }

  @Test func theSizeOfATerminalIsItsWindowSize() async throws {
    try await Self.withPseudoTerminal(columns: 77, rows: 11) { master, slave in
      #expect(TerminalSize(ofDescriptor: slave) == TerminalSize(columns: 77, rows: 11))
      Self.resize(master, columns: 200, rows: 50)
      #expect(TerminalSize(ofDescriptor: slave) == TerminalSize(columns: 200, rows: 50))
    }
  }

  @Test func aDescriptorThatIsNoTerminalHasNoSize() async throws {
    var pipeEnds: [Int32] = [-1, -1]
    try #require(pipe(&pipeEnds) == 0)
    defer { for end in pipeEnds { close(end) } }
    #expect(TerminalSize(ofDescriptor: pipeEnds[0]) == nil)
    #expect(TerminalSize(ofDescriptor: -1) == nil)
    try await Self.withPseudoTerminal(columns: 0, rows: 0) { _, slave in
      #expect(TerminalSize(ofDescriptor: slave) == nil, "a terminal that reports 0×0")
    }
  }

  /// After SIGWINCH the stream yields the terminal's new size.
  ///
  /// Dispatch registers the stream's signal source asynchronously, and a signal that comes
  /// first is not the stream's. A second signal source (the probe) shares Dispatch's one
  /// SIGWINCH descriptor: the signal is sent once the probe is registered, and again each
  /// time the probe sees it while the stream has not yielded, so the stream gets the first
  /// one after its own registration, with no pause between.
  ///
  /// The limit only stops a hang: in the whole suite, the pty tests' blocking waits hold the
  /// cooperative threads for minutes at a time (it took over a minute there, and 5 ms alone).
  @Test(.timeLimit(.minutes(5))) func aResizeSignalYieldsTheNewSize() async throws {
    try await Self.withPseudoTerminal(columns: 80, rows: 24) { master, slave in
      let sizes = TerminalResizes.sizes(ofDescriptor: slave)
      Self.resize(master, columns: 60, rows: 15)
      let received = Atomic(false)
      let probe = DispatchSource.makeSignalSource(
        signal: SIGWINCH, queue: DispatchQueue(label: "TerminalSizeTests probe"))
      probe.setRegistrationHandler { kill(getpid(), SIGWINCH) }
      probe.setEventHandler {
        if !received.load(ordering: .relaxed) { kill(getpid(), SIGWINCH) }
      }
      probe.resume()
      defer { probe.cancel() }
      var size: TerminalSize?
      for await next in sizes {
        received.store(true, ordering: .relaxed)
        size = next
        break
      }
      #expect(size == TerminalSize(columns: 60, rows: 15))
    }
  }
}
