/// Reads keys from the shell's input: each chunk goes through a ``KeyDecoder``, and while the
/// decoder holds part of a sequence (ESC, then `[B` from a slow link) it waits at most the
/// decoder's ``KeyDecoder/flushDelay`` for more bytes before flushing (a lone ESC is then Esc).
///
/// The wait runs on an injected clock, so tests drive the timeout with a manual clock instead
/// of sleeping.
///
/// A chunk is decoded in parts, each ending after a byte that may end a key which stops a
/// reader (CR, LF, Ctrl-C, Ctrl-D, Ctrl-Z, ESC, or the `~` that ends a paste), so a reader that
/// stops at a key finds what followed it still undecoded, and ``unread(_:)`` gives it back to
/// the input as it was typed.
@MainActor
final class KeyReader {
  /// Where the bytes come from.
  private let input: ShellInput
  /// The clock the flush delay is measured on.
  private let clock: any Clock<Duration>
  /// The decoder, with what it holds between reads.
  private var decoder: KeyDecoder
  /// The chunk being decoded part by part.
  private var chunk: [UInt8] = []
  /// Where the next part of ``chunk`` starts.
  private var chunkOffset = 0

  /// Creates a reader.
  ///
  /// - Parameters:
  ///   - input: The input (what the reader takes from it is not seen by line mode).
  ///   - clock: The clock for the escape timeout.
  ///   - escapeDelay: How long to wait for the rest of a sequence (default
  ///     ``KeyDecoder/escapeTimeout``).
  init(
    input: ShellInput, clock: any Clock<Duration>,
    escapeDelay: Duration = KeyDecoder.escapeTimeout
  ) {
    self.input = input
    self.clock = clock
    decoder = KeyDecoder(escapeDelay: escapeDelay)
  }

  /// Whether the decoder holds bytes waiting for the rest of a sequence.
  var isPending: Bool { decoder.isPending }

  /// The next keys, in order (at least one), or `nil` at the end of input once everything held
  /// has been flushed.
  func nextKeys() async -> [Key]? {
    while true {
      let keys: [Key]
      if chunkOffset < chunk.count {
        keys = decoder.feed(nextPart())
      } else if let delay = decoder.flushDelay {
        switch await input.nextBytes(waitingAtMost: delay, on: clock) {
        case .bytes(let bytes):
          startChunk(bytes)
          continue
        case .timedOut: keys = decoder.flush()
        case .end:
          keys = decoder.flush()
          if keys.isEmpty { return nil }
        }
      } else {
        guard let bytes = await input.nextBytes() else { return nil }
        startChunk(bytes)
        continue
      }
      if !keys.isEmpty { return keys }
    }
  }

  /// Gives the input back what the reader took and its caller did not use.
  ///
  /// For whoever reads next (line mode after live mode): `keys` (the rest of the last batch,
  /// as ``Key/bytes``), then the rest of the chunk (decoded the same way), then what the
  /// decoder held. The terminal did not echo any of it, so line mode shows it as it reads it.
  ///
  /// - Parameter keys: The keys of the last batch that were not used, in order.
  func unread(_ keys: some Sequence<Key>) {
    var rest = Array(keys)
    if chunkOffset < chunk.count { rest += decoder.feed(chunk[chunkOffset...]) }
    chunk = []
    chunkOffset = 0
    let bytes = rest.flatMap(\.bytes) + decoder.takePendingBytes()
    input.unread(bytes, echoedByTerminal: false)
  }

  /// Starts decoding a new chunk.
  private func startChunk(_ bytes: [UInt8]) {
    chunk = bytes
    chunkOffset = 0
  }

  /// The next part of the chunk: up to and including the next byte that may end a key a reader
  /// stops at, or to its end.
  private func nextPart() -> ArraySlice<UInt8> {
    let start = chunkOffset
    let rest = chunk[start...]
    chunkOffset = rest.firstIndex(where: Self.mayEndAStoppingKey).map { $0 + 1 } ?? chunk.count
    return chunk[start..<chunkOffset]
  }

  /// Whether a byte may end a key after which a reader stops: CR, LF, Ctrl-C, Ctrl-D, Ctrl-Z,
  /// ESC (which may be Esc), `~` (the end of a paste).
  private static func mayEndAStoppingKey(_ byte: UInt8) -> Bool {
    switch byte {
    case 0x0D, 0x0A, 0x03, 0x04, 0x1A, 0x1B, UInt8(ascii: "~"): true
    default: false
    }
  }
}
