import Synchronization

/// Which chunks of standard input arrived while the terminal's echo was held off (by an
/// ``InputHold``), shared by the reader thread, which numbers the chunks it reads, and the
/// shell's input, which shows those chunks itself after the next prompt.
final class InputEchoLedger: Sendable {
  /// Whether echo is held off now, how many chunks were read, and which ones were not echoed.
  private let state = Mutex((holding: false, chunksRead: 0, unechoed: Set<Int>()))

  /// Creates a ledger with echo on.
  init() {}

  /// Holds echo off (`true`) or lets the terminal echo again (`false`).
  ///
  /// - Parameter holding: Whether chunks read from now on go unechoed.
  func setHolding(_ holding: Bool) {
    state.withLock { $0.holding = holding }
  }

  /// Records a chunk the reader read; call in reading order.
  func recordChunk() {
    state.withLock { state in
      if state.holding { state.unechoed.insert(state.chunksRead) }
      state.chunksRead += 1
    }
  }

  /// Whether the chunk with this number (from 0, in reading order) went unechoed; forgets it.
  ///
  /// - Parameter number: The chunk's number.
  /// - Returns: `true` when the terminal did not echo it.
  func takeUnechoed(_ number: Int) -> Bool {
    state.withLock { $0.unechoed.remove(number) != nil }
  }
}
