/// Reads keys from the shell's input: each chunk goes through a ``KeyDecoder``, and while the
/// decoder holds part of a sequence (ESC, then `[B` from a slow link) it waits at most the
/// decoder's ``KeyDecoder/flushDelay`` for more bytes before flushing (a lone ESC is then Esc).
///
/// The wait runs on an injected clock, so tests drive the timeout with a manual clock instead
/// of sleeping.
@MainActor
final class KeyReader {
  /// Where the bytes come from.
  private let input: ShellInput
  /// The clock the flush delay is measured on.
  private let clock: any Clock<Duration>
  /// The decoder, with what it holds between reads.
  private var decoder = KeyDecoder()

  /// Creates a reader.
  ///
  /// - Parameters:
  ///   - input: The input (what the reader takes from it is not seen by line mode).
  ///   - clock: The clock for the escape timeout.
  init(input: ShellInput, clock: any Clock<Duration>) {
    self.input = input
    self.clock = clock
  }

  /// Whether the decoder holds bytes waiting for the rest of a sequence.
  var isPending: Bool { decoder.isPending }

  /// The next keys, in order (at least one), or `nil` at the end of input once everything held
  /// has been flushed.
  func nextKeys() async -> [Key]? {
    while true {
      let keys: [Key]
      if let delay = decoder.flushDelay {
        switch await input.nextBytes(waitingAtMost: delay, on: clock) {
        case .bytes(let bytes): keys = decoder.feed(bytes)
        case .timedOut: keys = decoder.flush()
        case .end:
          keys = decoder.flush()
          if keys.isEmpty { return nil }
        }
      } else {
        guard let bytes = await input.nextBytes() else { return nil }
        keys = decoder.feed(bytes)
      }
      if !keys.isEmpty { return keys }
    }
  }
}
